/**
 * Pieces of PGN that the random-text properties (`src/move/properties.test.ts`, `src/pgn/read-pgn.test.ts`) string
 * together: move numbers, moves, castling, a null move, comments, an escape line, NAGs, results, a tag pair,
 * brackets, quotes and white space. Each property adds the pieces of its own concern.
 */
export const MOVETEXT_TOKENS: readonly string[] = [
  '1.',
  '2...',
  '12.',
  '1…',
  'e4',
  'Nf3',
  'exd6',
  'O-O',
  '0-0',
  '--',
  '(',
  ')',
  '{c}',
  '\n%esc\n',
  '$1',
  '!',
  '?!',
  '1-0',
  '0-1',
  '1/2-1/2',
  '*',
  '[Event "x"]',
  ']',
  '"',
  ' ',
  '\n',
  '\uFEFF',
  'N@e4',
];

/** The shared pieces, with multi-byte text, tag sections, line ends, escapes and broken tag pairs. */
export const PGN_STREAM_TOKENS: readonly string[] = [
  ...MOVETEXT_TOKENS,
  '{é ♞ 𝄞}',
  '; ü\n',
  '[White "Åsa 𝄞"]',
  '\n[Site "ø"]\n',
  '\n\n[Event "g"]\n[Round "1"]\n\n',
  '\u00a0',
  '\r\n',
  '\r',
  '[Event "a\\"b"]',
  '[Bad b"]',
  '{\n[Event "y"]\n}',
  '\\',
  '%',
];
