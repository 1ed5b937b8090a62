/** The media query of the one-column layout (the board under the lists), as `styles.css` has it. */
export const ONE_COLUMN_QUERY = '(max-width: 1000px)';

/** Whether the page is laid out in one column (the board under the lists), as `styles.css` does at ≤ 1000 px. */
export function oneColumn(): boolean {
  return window.matchMedia(ONE_COLUMN_QUERY).matches;
}
