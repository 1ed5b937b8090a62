/** The keywords of a SjaakII variants file, matched at the start of a line (case-sensitive, with the colon). */

/** Every keyword, longest spellings first where one is a prefix of another. */
export const KEYWORDS = [
  'Variant:',
  'Board:',
  'FEN:',
  'Zone:',
  'Exclude:',
  'WhiteFlag:',
  'BlackFlag:',
  'XBoard pieces:',
  'WinBoard pieces:',
  'XBoard parent:',
  'WinBoard parent:',
  'Rule:',
  'Piece:',
  'Move:',
  'Capture:',
  'Special:',
  'Initial:',
  'Castle:',
  'Symbol:',
  'Promotion:',
  'Optional promotion:',
  'Entry promotion:',
  'Demotion:',
  'Allowed victims:',
  'Prison:',
  'Block:',
  'Drop zone:',
  'Flags:',
  'Value:',
  'Max:',
] as const;
/** One keyword. */
export type Keyword = (typeof KEYWORDS)[number];

/** Keywords valid only after a `Piece:` line: every keyword listed after `Piece:`. */
export const PIECE_KEYWORDS: ReadonlySet<Keyword> = new Set<Keyword>(
  KEYWORDS.slice(KEYWORDS.indexOf('Piece:') + 1),
);

/** The keyword a line starts with, if any. */
export function matchKeyword(line: string): Keyword | undefined {
  return KEYWORDS.find((k) => line.startsWith(k));
}

/** A keyword the text starts with when case and blanks before the colon are ignored (for suggestions). */
export function suggestKeyword(line: string): Keyword | undefined {
  const colon = line.indexOf(':');
  if (colon < 0) return undefined;
  const head = line
    .slice(0, colon + 1)
    .toLowerCase()
    .replace(/\s+/g, '');
  return KEYWORDS.find((k) => k.toLowerCase().replace(/\s+/g, '') === head);
}
