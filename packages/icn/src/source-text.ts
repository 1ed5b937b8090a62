/**
 * The source text of sections `parse` read in canonical form (the piece list, the moves), reused by
 * `stringify` while the game is unchanged. `parse` freezes the arrays it returns (`sealed`), so an array
 * found here still holds what was read (games are immutable values; their types are readonly); the
 * check is O(1), not a walk over the items. Writing such a section from its fields would give exactly
 * this text, so the output stays canonical; anything else is written from the fields. Entries are weak:
 * they live as long as the parsed array.
 */

interface SourceSection {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** How many items the text holds (parse may append more after it, making the text stale). */
  readonly length: number;
}

const sections = new WeakMap<readonly object[], SourceSection>();

/** Records that `items` were read from `text[start, end)`, which is their canonical form. */
export function rememberSource(items: readonly object[], text: string, start: number, end: number): void {
  sections.set(items, { text, start, end, length: items.length });
}

/** Freezes an array `parse` returns (O(1) in V8), so that its remembered source text stays valid. */
export function sealed<T>(items: T[]): readonly T[] {
  return Object.freeze(items);
}

/** The canonical text of `items` when they are unchanged since `parse` read them, else `undefined`. */
export function sourceOf(items: readonly object[]): string | undefined {
  const section = sections.get(items);
  if (section === undefined || !Object.isFrozen(items) || items.length !== section.length) return undefined;
  return section.text.slice(section.start, section.end);
}
