/** SIN style tokens: one ASCII letter whose case gives the side. */
import { FeenError } from './errors.js';
import { LETTERS, type Style } from './types.js';

/** The 52 styles, frozen and shared, created on demand. */
const interned: (Style | undefined)[] = [];

/** The shared frozen style for a letter index (0 = A) and side (internal: indexes are trusted). */
export function internStyle(letterIndex: number, second: boolean): Style {
  const key = letterIndex * 2 + (second ? 1 : 0);
  let style = interned[key];
  if (style === undefined) {
    style = Object.freeze({ letter: LETTERS[letterIndex]!, side: second ? 'second' : 'first' } as const);
    interned[key] = style;
  }
  return style;
}

/** The shared style for a letter given in any case and a side; throws `invalid-style-token` / `invalid-position`. */
export function styleFor(letter: unknown, side: unknown): Style {
  const code = typeof letter === 'string' && letter.length === 1 ? letter.toUpperCase().charCodeAt(0) : -1;
  if (code < 65 || code > 90) {
    throw new FeenError(
      'invalid-style-token',
      `style must be one ASCII letter, got ${JSON.stringify(letter)}`,
    );
  }
  if (side !== 'first' && side !== 'second') {
    throw new FeenError('invalid-position', 'style side must be "first" or "second"');
  }
  return internStyle(code - 65, side === 'second');
}

/** Writes a style as its SIN token (`{ letter: 'C', side: 'second' }` → `c`). */
export function stringifyStyle(style: Style): string {
  return style.side === 'second' ? style.letter.toLowerCase() : style.letter;
}
