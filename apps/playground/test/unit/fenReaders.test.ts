/**
 * The variants a FEN is of when it is not of the one chosen (the FEN tab's "Read it as" buttons): a xiangqi FEN or a
 * shogi SFEN on the chess board said only "Unknown piece".
 */
import type { VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runs } from '../../../../tests/depth';
import { sfenVariant, variantsReading } from '../../src/lib/position/fenReaders';
import { isShogiSfen, shogiSfenBoard } from '../../src/lib/position/sfenAsFen';
import { catalogueVariant } from '@x/sjaak-variants';
import { sjaakOption } from '../../src/lib/sjaak/sjaakOptions';
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
    // a 5×5 SFEN with no minishogi among the variants
    expect(shown('rbsgk/4p/5/P4/KGSBR b - 1')).toBeUndefined();
    expect(shown('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1')).toBeUndefined();
  });

  it('a minishogi SFEN (5×5) as minishogi, from the chess or the shogi board; a chess FEN never as crazyhouse', () => {
    // the SjaakII catalogue's minishogi, as the variant picker lists it
    const mini = sjaakOption(catalogueVariant('mini_shogi')!, 'sjaak');
    expect(mini?.core?.board).toEqual({ files: 5, ranks: 5 });
    const all = [...OPTIONS, mini!];
    const shown = (text: string, chosen = 'chess') =>
      sfenVariant(
        text,
        all.find((o) => o.key === chosen),
        all,
      )?.key;
    expect(shown('rbsgk/4p/5/P4/KGSBR b - 1')).toBe('sjaak:mini_shogi');
    expect(shown('sfen rbsgk/4p/5/P4/KGSBR w - 2', 'shogi')).toBe('sjaak:mini_shogi');
    expect(shown('rb1gk/4+P/2s2/5/KGSBR w Pp 11', 'xiangqi')).toBe('sjaak:mini_shogi');
    expect(shown(SFEN)).toBe('shogi');
    // read as the variant chosen; a 6×6 board no variant here has; an SFEN-like chess position
    expect(shown('rbsgk/4p/5/P4/KGSBR b - 1', 'sjaak:mini_shogi')).toBeUndefined();
    expect(shown('rbsgkl/5p/6/6/P5/LKGSBR b - 1')).toBeUndefined();
    expect(shown('4k3/8/8/8/8/8/8/4K3 w - 1', 'xiangqi')).toBeUndefined();
    expect(shogiSfenBoard('rbsgk/4p/5/P4/KGSBR b - 1')).toEqual({ files: 5, ranks: 5 });
    expect(shogiSfenBoard('rbsgkl/5p/6/6/P5/LKGSBR b - 1')).toEqual({ files: 6, ranks: 6 });
  });

  it('every 9×9 board of shogi letters with a side and hands is an SFEN; a tenth file or rank is not, 9×8 is', () => {
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
        expect(isShogiSfen(`${b.split('/').slice(1).join('/')} ${side} ${hands}`)).toBe(true);
        expect(isShogiSfen(`${b}/${b.split('/')[0]} ${side} ${hands}`)).toBe(false);
      }),
    );
  });

  it('every board of shogi letters up to 9×9 is an SFEN of its size; a rank of another width, or a chess FEN, is not', () => {
    const square = fc.oneof(fc.constantFrom(...'kgsnlbrpKGSNLBRP'), fc.constantFrom('+p', '+L', '+b', '+N'));
    const board = fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }))
      .chain(([files, ranks]) =>
        fc.tuple(
          fc.constant(files),
          fc.array(fc.array(fc.option(square, { nil: undefined }), { minLength: files, maxLength: files }), {
            minLength: ranks,
            maxLength: ranks,
          }),
        ),
      );
    const written = (cells: (string | undefined)[]) => cells.map((c) => c ?? '1').join('');
    fc.assert(
      fc.property(board, fc.constantFrom('b', 'w'), ([files, rows], side) => {
        const text = `${rows.map(written).join('/')} ${side} - 1`;
        expect(shogiSfenBoard(text)).toEqual({ files, ranks: rows.length });
        // the first rank a square longer than the others: no board
        if (files < 9 && rows.length > 1) expect(shogiSfenBoard(`p${text}`)).toBeUndefined();
      }),
      { numRuns: runs(100) },
    );
    // a chess FEN, whole or cut after its castling or en passant field: never an SFEN
    const chessRank = fc
      .array(fc.constantFrom(...'kqrbnpKQRBNP', '1'), { minLength: 8, maxLength: 8 })
      .map((cells) => cells.join(''));
    const chessFen = fc.tuple(
      fc.array(chessRank, { minLength: 8, maxLength: 8 }),
      fc.constantFrom('w', 'b'),
      fc.constantFrom('KQkq', 'Kq', '-'),
      fc.constantFrom('', ' -', ' - 0 1', ' e3 0 12'),
    );
    fc.assert(
      fc.property(chessFen, ([ranks, side, castling, rest]) => {
        // (`<board> w -` has an SFEN's three fields: shown as shogi only by a shogi variant of 8×8, which reads it)
        fc.pre(castling !== '-' || rest !== '');
        expect(isShogiSfen(`${ranks.join('/')} ${side} ${castling}${rest}`)).toBe(false);
      }),
      { numRuns: runs(100) },
    );
  });
});
