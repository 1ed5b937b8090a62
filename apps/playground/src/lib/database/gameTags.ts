/**
 * The tags of a game whose read failed (its error record carries no game), read from its text for the game list.
 * The plies of its main line are `@x/san/split`'s `countPlies`.
 */

/** A tag pair at the start of a line: `[Name "value"]` (escaped quotes and backslashes in the value). */
const TAG = /^[ \t]*\[[ \t]*([A-Za-z0-9_]+)[ \t]+"((?:[^"\\]|\\.)*)"[ \t]*\]/gm;

/** The tag pairs written in a game's text (for a game whose read failed); a repeated tag keeps its last value. */
export function tagsOf(text: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const m of text.matchAll(TAG)) {
    tags.set(m[1] as string, (m[2] as string).replace(/\\(["\\])/g, '$1'));
  }
  return tags;
}
