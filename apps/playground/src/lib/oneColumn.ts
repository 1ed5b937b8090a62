/** Whether the page is laid out in one column (the board under the lists), as `styles.css` does at ≤ 1000 px. */
export function oneColumn(): boolean {
  return window.matchMedia('(max-width: 1000px)').matches;
}
