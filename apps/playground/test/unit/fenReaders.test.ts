/**
 * The variants a FEN is of when it is not of the one chosen (the FEN tab's "Read it as" buttons): a xiangqi FEN or a
 * shogi SFEN on the chess board said only "Unknown piece".
 */
import type { VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { variantsReading } from '../../src/lib/position/fenReaders';
import type { VariantOption } from '../../src/lib/variants/variants';

/** The built-ins as the variant picker lists them. */
const OPTIONS: VariantOption[] = Object.values(variants as Record<string, VariantDefinition>).map((v) => ({
  key: v.id,
  label: v.name,
  group: 'core',
  core: v,
}));

const keys = (text: string, current: string) => variantsReading(text, OPTIONS, current).map((o) => o.key);

describe('variantsReading', () => {
  it('names xiangqi for a xiangqi FEN and shogi for an SFEN pasted on the chess board', () => {
    expect(keys('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', 'chess')).toContain(
      'xiangqi',
    );
    expect(keys('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', 'chess')).toContain(
      'shogi',
    );
  });

  it('leaves out the chosen variant, stops at three, and names none for what no variant reads', () => {
    expect(keys(variants.shogi.startFen, 'shogi')).not.toContain('shogi');
    expect(keys(variants.chess.startFen, 'xiangqi').length).toBeLessThanOrEqual(3);
    expect(keys('xyz', 'chess')).toEqual([]);
  });
});
