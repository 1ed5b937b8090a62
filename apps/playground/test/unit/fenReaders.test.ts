/**
 * The variants a FEN is of when it is not of the one chosen (the FEN tab's "Read it as" buttons): a xiangqi FEN or a
 * shogi SFEN on the chess board said only "Unknown piece".
 */
import type { VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sfenVariant, variantsReading } from '../../src/lib/position/fenReaders';
import { isShogiSfen } from '../../src/lib/position/sfenAsFen';
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

const SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const option = (key: string) => OPTIONS.find((o) => o.key === key);

describe('sfenVariant: an SFEN shown as shogi at once', () => {
  it('on the chess board, with hands, promoted pieces and sfen before it; never a FEN, a FEEN or a small SFEN', () => {
    const shown = (text: string, chosen = 'chess') => sfenVariant(text, option(chosen), OPTIONS)?.key;
    expect(shown(SFEN)).toBe('shogi');
    expect(shown(`sfen ${SFEN}\n`)).toBe('shogi');
    expect(shown('8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124')).toBe(
      'shogi',
    );
    expect(shown(SFEN, 'xiangqi')).toBe('shogi');
    // read as the variant chosen, or not an SFEN at all
    expect(shown(SFEN, 'shogi')).toBeUndefined();
    expect(shown(variants.chess.startFen)).toBeUndefined();
    expect(shown('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1')).toBeUndefined();
    expect(shown('rbsgk/4p/5/P4/KGSBR b - 1')).toBeUndefined();
    expect(shown('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1')).toBeUndefined();
  });

  it('every 9×9 board of shogi letters with a side and hands is an SFEN; one square more or less is not', () => {
    const square = fc.oneof(fc.constantFrom(...'kgsnlbrpKGSNLBRP'), fc.constantFrom('+p', '+R', '+b', '+S'));
    // a rank of nine squares, runs of empty squares written as their count
    const rank = fc
      .array(fc.option(square, { nil: undefined }), { minLength: 9, maxLength: 9 })
      .map((cells) =>
        cells
          .reduce<string[]>((out, c) => {
            const last = out[out.length - 1];
            if (c !== undefined) out.push(c);
            else if (last !== undefined && /^\d$/.test(last)) out[out.length - 1] = String(Number(last) + 1);
            else out.push('1');
            return out;
          }, [])
          .join(''),
      );
    const board = fc.array(rank, { minLength: 9, maxLength: 9 }).map((ranks) => ranks.join('/'));
    const tail = fc.tuple(fc.constantFrom('b', 'w'), fc.constantFrom('-', 'P', '2Pr', 'SBgn3p'), fc.nat(300));
    fc.assert(
      fc.property(board, tail, (b, [side, hands, n]) => {
        expect(isShogiSfen(`${b} ${side} ${hands} ${n + 1}`)).toBe(true);
        expect(isShogiSfen(`${b}k ${side} ${hands} ${n + 1}`)).toBe(false);
        expect(isShogiSfen(`${b.split('/').slice(1).join('/')} ${side} ${hands}`)).toBe(false);
      }),
    );
  });
});
