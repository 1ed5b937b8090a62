/**
 * Annotation glyphs and their NAGs (PGN §8.2.3.8, §10).
 */
import type { Glyph } from '../shared/types.js';

/** The NAG of each move glyph: `!`=1, `?`=2, `!!`=3, `??`=4, `!?`=5, `?!`=6 (and the Unicode ligatures). */
export const GLYPH_NAGS: Readonly<Record<Glyph, number>> = {
  '!': 1,
  '?': 2,
  '!!': 3,
  '??': 4,
  '!?': 5,
  '?!': 6,
  '‼': 3,
  '⁇': 4,
  '⁉': 5,
  '⁈': 6,
};

/**
 * The NAG of each position glyph some files write instead of `$n` (lenient mode): `=` 10, `∞` 13, `+=`/`⩲`/`+/=` 14,
 * `=+`/`⩱`/`=/+` 15, `±`/`+/-` 16, `∓`/`-/+` 17, `+-` 18, `-+` 19, `=/∞` 44 (PGN §10's numbering). ChessBase's `N`
 * (novelty) and `RR` are not read: a lone `N` is as likely a move cut short.
 */
export const POSITION_GLYPH_NAGS: ReadonlyMap<string, number> = /* @__PURE__ */ new Map([
  ['=', 10],
  ['∞', 13],
  ['+=', 14],
  ['⩲', 14],
  ['+/=', 14],
  ['=+', 15],
  ['⩱', 15],
  ['=/+', 15],
  ['±', 16],
  ['+/-', 16],
  ['∓', 17],
  ['-/+', 17],
  ['+-', 18],
  ['-+', 19],
  ['=/∞', 44],
]);

/** The ASCII move glyphs in NAG order: `ASCII_GLYPHS[nag - 1]`. */
const ASCII_GLYPHS: readonly Glyph[] = ['!', '?', '!!', '??', '!?', '?!'];

/** The ASCII glyph of a move-quality NAG (1–6), or `undefined`. */
export function nagGlyph(nag: number): Glyph | undefined {
  return ASCII_GLYPHS[nag - 1];
}

/** The ASCII glyph made of `first` (0 when absent) and `last` char codes (`!` 33, `?` 63). */
export function asciiGlyph(first: number, last: number): Glyph {
  if (first === 0) return last === 33 ? '!' : '?';
  if (first === 33) return last === 33 ? '!!' : '!?';
  return last === 33 ? '?!' : '??';
}

/** The Unicode glyph of a char code (`‼ ⁇ ⁉ ⁈`), or `undefined`. */
export function unicodeGlyph(code: number): Glyph | undefined {
  // U+203C `‼`, then U+2047 `⁇`, U+2048 `⁈`, U+2049 `⁉`: each glyph is its own char code.
  return code === 0x203c || (code >= 0x2047 && code <= 0x2049)
    ? (String.fromCharCode(code) as Glyph)
    : undefined;
}
