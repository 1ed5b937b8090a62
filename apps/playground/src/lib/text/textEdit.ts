/** How an editor's text changed: typing into the text, or another text put in its place. */

/** The lengths of what `before` and `after` share at their start and at their end. */
function commonEnds(before: string, after: string): { head: number; tail: number } {
  const most = Math.min(before.length, after.length);
  let head = 0;
  while (head < most && before.charCodeAt(head) === after.charCodeAt(head)) head++;
  let tail = 0;
  while (
    tail < most - head &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  )
    tail++;
  return { head, tail };
}

/** How many characters an edit from `before` to `after` put in (what lies between their common ends). */
export function insertedLength(before: string, after: string): number {
  const { head, tail } = commonEnds(before, after);
  return after.length - head - tail;
}

/**
 * Whether `after` is another text rather than an edit of `before`: the change took out more than half of
 * `before` and put in two characters or more (a paste over the whole text, a file's text dropped in). Typing,
 * deleting a variation or pasting a line into the game are edits.
 */
export function replacesText(before: string, after: string): boolean {
  const { head, tail } = commonEnds(before, after);
  return after.length - head - tail >= 2 && before.length - head - tail > before.length / 2;
}
