/**
 * Scrolls `box`, and nothing else, by the least amount that brings `item` (inside it) into its view: the page
 * around the box stays where it is. `scrollIntoView` also scrolls every scrollable ancestor — the window too —
 * which on a phone moved the board out of the screen at every move while the list under it followed the move.
 */
export function scrollWithin(box: HTMLElement, item: HTMLElement): void {
  const view = box.getBoundingClientRect();
  const top = view.top + box.clientTop;
  const bottom = top + box.clientHeight;
  const at = item.getBoundingClientRect();
  if (at.top < top) box.scrollTop -= top - at.top;
  else if (at.bottom > bottom) box.scrollTop += Math.min(at.bottom - bottom, at.top - top);
}
