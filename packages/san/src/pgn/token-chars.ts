/**
 * The character classes of the token grammar (`tokens.ts`) beyond `rules.ts`' byte tables: where a move token
 * ends, glyphs, the dashes of results, spaces inside tag pairs, and the blanks as a table for the hot loops.
 */
import { unicodeGlyph } from '../move/glyphs.js';
import { DELIMITER, isBlank } from './rules.js';

/** Spaces inside a tag pair: space, tab, and the no-break space some files from the wild hold. */
export function isTagSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 0xa0;
}

/** Whether character `c` ends a move token: blanks, `{`, `}`, `(`, `)`, `;`, `$`, `[`, `]`. */
export function isDelimiter(c: number): boolean {
  return c < 128 ? DELIMITER[c] === 1 : isBlank(c);
}

/** Whether `c` may stand in an annotation glyph: `!`, `?`, or a Unicode glyph (`‼`, `⁉`, …). */
export function isGlyphChar(c: number): boolean {
  return c === 33 || c === 63 || unicodeGlyph(c) !== undefined;
}

/** Whether `c` may start a position glyph: `=`, `+`, `-`, `±`, `∓`, `∞`, `⩱`, `⩲`. */
export function isPositionGlyphStart(c: number): boolean {
  return (
    c === 61 ||
    c === 43 ||
    c === 45 ||
    c === 0xb1 ||
    c === 0x2213 ||
    c === 0x221e ||
    c === 0x2a71 ||
    c === 0x2a72
  );
}

/** Whether `c` is the `-` of a result: `-`, or in lenient mode an en or em dash. */
export function isDash(c: number, lenient: boolean): boolean {
  return c === 45 || (lenient && (c === 0x2013 || c === 0x2014));
}

/** `isBlank` of the ASCII characters as a table (the hot loop's test). */
export const BLANK: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (isBlank(c)) table[c] = 1;
  return table;
})();
