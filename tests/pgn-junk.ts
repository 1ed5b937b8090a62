/**
 * Well-formed PGN games and the PGN-like junk to put between them: what `@x/san`'s junk property test
 * (`packages/san/src/pgn/read-pgn-junk.test.ts`) and the bench's recovery count against pgn-extract
 * (`bench/src/pgn/junk-loss.ts`) both generate their inputs from.
 */

/** Four small well-formed games: tags, comments, a variation, a NAG, a set-up position, each result. */
export const JUNK_GAMES: readonly string[] = [
  '[Event "one"]\n[Site "a"]\n\n1. e4 e5 2. Nf3 Nc6 *\n',
  '[Event "two"]\n[White "b"]\n\n1. d4 {a comment} d5 (1... Nf6 2. c4) 2. c4 1-0\n',
  '[Event "three"]\n\n1. c4 $1 c5 2. Nc3 Nc6 3. g3 1/2-1/2\n',
  '[Event "four"]\n[FEN "8/8/8/8/8/8/4k3/4K2R w K - 0 1"]\n[SetUp "1"]\n\n1. O-O Kd3 0-1\n',
];

/** PGN-ish atoms junk is made of, as bytes, so that Latin-1 and broken UTF-8 are in. */
export const JUNK_ATOMS: readonly Uint8Array[] = (
  [
    '[',
    ']',
    '{',
    '}',
    '(',
    ')',
    '"',
    '%',
    ';',
    '\\',
    '$',
    '*',
    '.',
    ' ',
    '\t',
    '\n',
    '\r',
    '\r\n',
    '\n\n',
    '[Event "',
    '[Event "x"]',
    '[Site "y',
    '[ "',
    '[1',
    '1.',
    '1...',
    'e4',
    'Nf3',
    'O-O',
    'e9',
    'Kx',
    '1-0',
    '0-1',
    '1/2',
    '1/2-1/2',
    '{ note',
    '; line',
    '% escape',
    '$12',
    '!?',
    '--',
    'Z0',
    [0],
    [0xe9],
    [0xff, 0xfe],
    [0xef, 0xbb, 0xbf],
    [0xc3],
    [0xa0],
    [0x80, 0x81],
  ] as const
).map((a) => (typeof a === 'string' ? new TextEncoder().encode(a) : Uint8Array.from(a)));

/** A blank line: junk ends with one, so that the next game starts after it. */
export const BLANK_LINE: Uint8Array = new TextEncoder().encode('\n\n');

/** The bytes of `parts`, one after another. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const joined = Buffer.concat(parts);
  // a plain Uint8Array view of the same bytes (a Buffer is a subclass that tests compare by constructor)
  return new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength);
}
