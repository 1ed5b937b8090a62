/**
 * Every Fairy-Stockfish built-in that converts completely (`@x/fairy-variants` `builtinVariant`) drawn at its start:
 * well-formed XML, one `<use>` per piece, each hand entry once with its count, and which pieces fall back to the
 * outline-and-letter form (listed, so a new drawing shows here). A sample by default, every built-in under
 * `pnpm test:deep` (converting all of them takes about 9 CPU-s).
 */
import { Position } from '@x/core';
import { builtinVariant, FAIRY_BUILTIN_NAMES } from '@x/fairy-variants';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../tests/depth.js';
import { svg } from '../src/index.js';

const SAMPLE = [
  'makpong',
  'shatranj',
  'minishogi',
  'dobutsu',
  'minixiangqi',
  'janggimodern',
  'grand',
  'amazons',
];
const names = bySize(SAMPLE, [...FAIRY_BUILTIN_NAMES]);

describe('Fairy-Stockfish built-ins at their start', () => {
  for (const name of names) {
    const variant = builtinVariant(name);
    if (!variant) continue;
    it(name, () => {
      const position = Position.fromFen(variant.startFen, variant);
      const text = svg(position);
      expect(XMLValidator.validate(text)).toBe(true);
      const pieces = text.slice(text.indexOf('<g class="pieces">')).split('</g>')[0]!;
      expect(pieces.match(/<use /g)?.length ?? 0).toBe(position.toSetup().board.filter(Boolean).length);
      const hands = position.toSetup().hands;
      const inHand = hands
        ? [hands.white, hands.black].flatMap((h) => Object.values(h)).reduce((a, b) => a + b, 0)
        : 0;
      const counted = [...text.matchAll(/data-count="(\d+)"/g)].reduce((n, m) => n + Number(m[1]), 0);
      expect(counted).toBe(inHand);
    });
  }
  it('the sample names built-ins that convert', () => {
    expect(SAMPLE.filter((n) => builtinVariant(n) === undefined)).toEqual([]);
  });
});
