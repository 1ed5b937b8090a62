/**
 * The source text of sections `parse` read in canonical form (the piece list, the moves), reused by
 * `stringify` while the game is unchanged: the same array, holding the same piece or move objects, as
 * `parse` returned (games are immutable values; their types are readonly). Writing such a section from
 * its fields would give exactly this text, so the output stays canonical; anything else is written from
 * the fields. Entries are weak: they live as long as the parsed array.
 */

interface SourceSection {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** The items as parsed, to check by identity that the array was not changed. */
  readonly items: readonly object[];
}

const sections = new WeakMap<readonly object[], SourceSection>();

/** Records that `items` were read from `text[start, end)`, which is their canonical form. */
export function rememberSource(items: readonly object[], text: string, start: number, end: number): void {
  sections.set(items, { text, start, end, items: items.slice() });
}

/** The canonical text of `items` when they are unchanged since `parse` read them, else `undefined`. */
export function sourceOf(items: readonly object[]): string | undefined {
  const section = sections.get(items);
  if (section === undefined) return undefined;
  const parsed = section.items;
  if (parsed.length !== items.length) return undefined;
  for (let k = 0; k < parsed.length; k++) if (parsed[k] !== items[k]) return undefined;
  return section.text.slice(section.start, section.end);
}
