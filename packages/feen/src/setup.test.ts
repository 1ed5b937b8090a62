/** `@x/core` setups ↔ FEEN for rectangular variants: start positions, random games, options and errors. */
import {
  Position as CorePosition,
  parseFen,
  type Setup,
  stringifyFen,
  type VariantDefinition,
} from '@x/core';
import { variants } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { playChoices } from '../../../tests/moves.js';
import { fromSetup, fromSfen, parse, stringify, toSetup } from './index.js';
import { errorOf } from '../test/errors.js';

/** Everything a setup says, as the variant's FEN (castling order, e.p., hands, clocks). */
function fenOf(setup: Setup, variant: VariantDefinition): string {
  return stringifyFen(setup, variant);
}

/** Setup → FEEN text → parsed FEEN → setup, with the clocks and check counters (FEEN has neither) passed back. */
function roundTrip(setup: Setup, variant: VariantDefinition): Setup {
  const { checksRemaining, ...board } = setup;
  const feen = stringify(fromSetup(board, variant));
  return toSetup(parse(feen), variant, {
    halfmoves: setup.halfmoves,
    fullmoves: setup.fullmoves,
    ...(checksRemaining && { checksRemaining }),
  });
}

describe('fromSetup / toSetup: start positions', () => {
  it('shogi: the same FEEN as fromSfen, kings terminal, empty hands', () => {
    const setup = parseFen(variants.shogi.startFen, variants.shogi);
    const feen = stringify(fromSetup(setup, variants.shogi));
    expect(feen).toBe('lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s');
    expect(feen).toBe(stringify(fromSfen('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1')));
    expect(fenOf(roundTrip(setup, variants.shogi), variants.shogi)).toBe(fenOf(setup, variants.shogi));
  });

  it('xiangqi: default letters are the FEN symbols; Sashité letters and styles by option', () => {
    const setup = parseFen(variants.xiangqi.startFen, variants.xiangqi);
    const feen = stringify(fromSetup(setup, variants.xiangqi));
    expect(feen).toBe('rnbak^abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAK^ABNR / X/x');
    expect(fenOf(roundTrip(setup, variants.xiangqi), variants.xiangqi)).toBe(variants.xiangqi.startFen);
    const options = {
      pieces: { general: 'G', elephant: 'E', horse: 'H' },
      styles: { first: 'C', second: 'c' },
    };
    const sashite = 'rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / C/c';
    expect(stringify(fromSetup(setup, variants.xiangqi, options))).toBe(sashite);
    expect(stringifyFen(toSetup(parse(sashite), variants.xiangqi, options), variants.xiangqi)).toBe(
      variants.xiangqi.startFen,
    );
  });

  it('chess, Capablanca and makruk start positions', () => {
    expect(stringify(fromSetup(parseFen(variants.chess.startFen), variants.chess))).toBe(
      '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c',
    );
    const capablanca = parseFen(variants.capablanca.startFen, variants.capablanca);
    expect(stringify(fromSetup(capablanca, variants.capablanca))).toBe(
      '+rnabq+k^bcn+r/+p+p+p+p+p+p+p+p+p+p/10/10/10/10/+P+P+P+P+P+P+P+P+P+P/+RNABQ+K^BCN+R / C/c',
    );
    const makruk = parseFen(variants.makruk.startFen, variants.makruk);
    expect(stringify(fromSetup(makruk, variants.makruk))).toBe(
      'rnsmk^snr/8/pppppppp/8/8/PPPPPPPP/8/RNSK^MSNR / M/m',
    );
    for (const [setup, variant] of [
      [capablanca, variants.capablanca],
      [makruk, variants.makruk],
    ] as const) {
      expect(fenOf(roundTrip(setup, variant), variant)).toBe(fenOf(setup, variant));
    }
  });

  it('shogi hands and promoted pieces; crazyhouse promoted pieces are written with -', () => {
    const shogi = parseFen(
      'lnsgk2nl/1r4g2/p1ppppspp/9/9/2P6/PP1PPPPPP/7R1/LN+BGKGSNL[Bsp] b - - 0 12',
      variants.shogi,
    );
    const feen = stringify(fromSetup(shogi, variants.shogi));
    expect(feen).toBe('lnsgk^2nl/1r4g2/p1ppppspp/9/9/2P6/PP1PPPPPP/7R1/LN+BGK^GSNL B/ps s/S');
    expect(fenOf(roundTrip(shogi, variants.shogi), variants.shogi)).toBe(fenOf(shogi, variants.shogi));
    const zh = parseFen('4k3/8/8/8/8/8/8/Q~3K3[Pn] w - - 0 1', variants.crazyhouse);
    const zhFeen = stringify(fromSetup(zh, variants.crazyhouse));
    expect(zhFeen).toBe('4k^3/8/8/8/8/8/8/-Q3K^3 P/n C/c');
    expect(fenOf(roundTrip(zh, variants.crazyhouse), variants.crazyhouse)).toBe(
      fenOf(zh, variants.crazyhouse),
    );
  });
});

const DROP_AND_BOARD_VARIANTS = [
  variants.chess,
  variants.chess960,
  variants.crazyhouse,
  variants.capablanca,
  variants.xiangqi,
  variants.shogi,
  variants.makruk,
] as const;

describe('fromSetup / toSetup: random positions (fast-check)', () => {
  it.each(DROP_AND_BOARD_VARIANTS.map((v) => [v.id, v] as const))(
    '%s: every position of a random game round-trips',
    (_id, variant) => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (choices) => {
          const check = (position: CorePosition) => {
            const setup = position.toSetup();
            const back = roundTrip(setup, variant);
            expect(fenOf(back, variant)).toBe(fenOf(setup, variant));
            expect(CorePosition.fromSetup(back, variant).toFen()).toBe(position.toFen());
          };
          const position = CorePosition.fromFen(variant.startFen, variant);
          check(position);
          playChoices(position, choices, check);
        }),
        { numRuns: runs(8, 150) },
      );
    },
  );
});

/** Random setups of `variant` (any placement, not judged for legality), with hands when the variant drops. */
function setupArb(variant: VariantDefinition, castling = false): fc.Arbitrary<Setup> {
  const { files, ranks } = variant.board;
  const ids = variant.pieces.map((p) => p.id);
  const cell = fc.option(
    fc.record({ type: fc.constantFrom(...ids), color: fc.constantFrom('white' as const, 'black' as const) }),
    { freq: 2 },
  );
  const hand = fc.dictionary(
    fc.constantFrom(...ids.filter((id) => !id.includes('-') && id !== 'king')),
    fc.integer({ min: 1, max: 3 }),
    { maxKeys: 4 },
  );
  return fc
    .tuple(
      fc.array(cell, { minLength: files * ranks, maxLength: files * ranks }),
      fc.constantFrom('white' as const, 'black' as const),
      hand,
      hand,
      fc.nat(99),
      fc.integer({ min: 1, max: 300 }),
      fc.subarray(['a1', 'h1', 'a8', 'h8']),
    )
    .map(([cells, turn, white, black, halfmoves, fullmoves, rights]) => {
      const board = cells.map((c) => c ?? undefined);
      const setup: Setup = {
        files,
        ranks,
        board,
        turn,
        castling: [],
        halfmoves,
        fullmoves,
        ...(variant.drops ? { hands: { white, black } } : {}),
      };
      if (!castling) return setup;
      // Standard chess corners: rook on the corner, king on e1/e8 for each right drawn.
      const b = [...board];
      for (const name of rights) {
        const white = name.endsWith('1');
        const rank = white ? 0 : 7;
        const color = white ? ('white' as const) : ('black' as const);
        b[rank * 8 + (name.startsWith('a') ? 0 : 7)] = { type: 'rook', color };
        b[rank * 8 + 4] = { type: 'king', color };
      }
      return { ...setup, board: b, castling: rights };
    });
}

describe('fromSetup / toSetup: random setups (fast-check)', () => {
  it.each(
    [variants.shogi, variants.xiangqi, variants.crazyhouse, variants.makruk].map((v) => [v.id, v] as const),
  )('%s: any placement and hands round-trip', (_id, variant) => {
    fc.assert(
      fc.property(setupArb(variant), (setup) => {
        const back = roundTrip(setup, variant);
        expect(fenOf(back, variant)).toBe(fenOf(setup, variant));
      }),
      { numRuns: runs(100) },
    );
  });

  it('chess: random placements with castling rights on the corners round-trip', () => {
    fc.assert(
      fc.property(setupArb(variants.chess, true), (setup) => {
        const back = roundTrip(setup, variants.chess);
        expect(fenOf(back, variants.chess)).toBe(fenOf(setup, variants.chess));
        expect([...back.castling].sort()).toEqual([...setup.castling].sort());
      }),
      { numRuns: runs(150) },
    );
  });
});

describe('fromSetup / toSetup: errors', () => {
  const chess = variants.chess;
  const start = parseFen(chess.startFen);

  it('setups that do not fit the variant', () => {
    expect(errorOf(() => fromSetup(start, variants.shogi)).code).toBe('variant-mismatch');
    expect(errorOf(() => fromSetup({ ...start, castling: ['b1'] }, chess)).code).toBe('invalid-setup');
    expect(errorOf(() => fromSetup({ ...start, epSquare: 'e3' }, chess)).code).toBe('invalid-setup');
    const e3 = parseFen('4k3/8/8/8/8/3pP3/8/4K3 b - e2 0 1');
    expect(errorOf(() => fromSetup(e3, chess)).code).toBe('invalid-setup');
    const { epSquare: _dropped, ...noEp } = e3;
    expect(stringify(fromSetup(noEp, chess))).toBe('4k^3/8/8/8/8/3pP3/8/4K^3 / c/C');
    const board = [...start.board];
    board[0] = { type: 'dragon', color: 'white' };
    expect(errorOf(() => fromSetup({ ...start, board }, chess)).code).toBe('invalid-setup');
    expect(errorOf(() => fromSetup(start, variants.xiangqi)).code).toBe('variant-mismatch');
  });

  it('piece types without a one-letter token need options.pieces', () => {
    const odd: VariantDefinition = {
      ...chess,
      id: 'odd',
      pieces: chess.pieces.map((p) => (p.id === 'knight' ? { ...p, symbol: 'Nn', blackSymbol: 'nn' } : p)),
    };
    const setup = parseFen('4k3/8/8/8/8/8/8/1Nn2K3 w - - 0 1'.replace('1Nn2', 'Nn3'), odd);
    expect(errorOf(() => fromSetup(setup, odd)).code).toBe('unmappable-piece');
    const feen = fromSetup(setup, odd, { pieces: { knight: 'N' } });
    expect(stringify(feen)).toBe('4k^3/8/8/8/8/8/8/N3K^3 / O/o');
    expect(stringifyFen(toSetup(feen, odd, { pieces: { knight: 'N' } }), odd)).toBe(
      '4k3/8/8/8/8/8/8/Nn3K3 w - - 0 1',
    );
    expect(errorOf(() => fromSetup(setup, odd, { pieces: { knight: 'Q' } })).code).toBe('unmappable-piece');
    expect(errorOf(() => fromSetup(setup, odd, { pieces: { knight: 'NN' } })).code).toBe('unmappable-piece');
  });

  it('FEEN positions that are not of the variant', () => {
    const shogiStart = parse('lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s');
    expect(errorOf(() => toSetup(shogiStart, variants.xiangqi)).code).toBe('variant-mismatch');
    expect(
      errorOf(() => toSetup(shogiStart, variants.shogi, { styles: { first: 'J', second: 'j' } })).code,
    ).toBe('variant-mismatch');
    const e = errorOf(() =>
      toSetup(parse('lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNQ / S/s'), variants.shogi),
    );
    expect(e.code).toBe('unmappable-piece');
    expect([e.offset, e.length]).toEqual([80, 1]);
    expect(
      errorOf(() =>
        toSetup(parse('lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSN-L / S/s'), variants.shogi),
      ).code,
    ).toBe('invalid-piece-state');
    expect(errorOf(() => toSetup(parse('9/9/9/9/4k^4/9/9/9/4K^4 Q/ S/s'), variants.shogi)).code).toBe(
      'unmappable-piece',
    );
    expect(errorOf(() => toSetup(parse('9/9/9/9/4k^4/9/9/9/4K^4 p/ S/s'), variants.shogi)).code).toBe(
      'invalid-piece-state',
    );
  });

  it('states only mean what the variant has: no en passant in shogi, - on a crazyhouse pawn is e.p.', () => {
    const e = errorOf(() => toSetup(parse('9/9/9/9/4k^4/4-P4/9/9/4K^4 / s/S'), variants.shogi));
    expect(e.code).toBe('invalid-piece-state');
    expect(e.offset).toBe(5 * 9 + 4);
    const zh = toSetup(parse('4k^3/8/8/3P-p3/8/8/8/4K^3 / C/c'), variants.crazyhouse);
    expect(zh.epSquare).toBe('e6');
    expect(stringifyFen(zh, variants.crazyhouse)).toBe('4k3/8/8/3Pp3/8/8/8/4K3[] w - e6 0 1');
  });

  it('style options do not leak between calls', () => {
    const setup = parseFen(variants.shogi.startFen, variants.shogi);
    expect(stringify(fromSetup(setup, variants.shogi, { styles: { first: 'J', second: 'j' } }))).toMatch(
      / J\/j$/,
    );
    expect(stringify(fromSetup(setup, variants.shogi))).toMatch(/ S\/s$/);
  });
});

describe('three-check counters, which FEEN has no field for (issue #64)', () => {
  const variant = variants.threecheck;
  const setup = parseFen('4k3/8/8/8/8/8/8/4K3 w - - 2+3 0 1', variant);
  it('fromSetup refuses counters other than the start, instead of losing them', () => {
    expect(errorOf(() => fromSetup(setup, variant))).toMatchObject({ code: 'invalid-setup' });
    expect(() => fromSetup(parseFen('4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1', variant), variant)).not.toThrow();
  });

  it('toSetup takes them back as an option', () => {
    const { checksRemaining, ...board } = setup;
    const back = toSetup(fromSetup(board, variant), variant, { checksRemaining: checksRemaining! });
    expect(stringifyFen(back, variant)).toBe('4k3/8/8/8/8/8/8/4K3 w - - 2+3 0 1');
    expect(
      errorOf(() =>
        toSetup(fromSetup(board, variants.chess), variants.chess, { checksRemaining: checksRemaining! }),
      ),
    ).toMatchObject({ code: 'invalid-setup' });
  });
});

describe("makruk's counting, which FEEN has no field for", () => {
  const variant = variants.makruk;
  const fen = '8/8/4k3/8/8/8/8/R3K3 w - 128 7 40';
  const setup = parseFen(fen, variant);
  it('fromSetup refuses a running count, instead of losing it', () => {
    expect(setup.counting).toEqual({ limit: 128, ply: 7 });
    expect(errorOf(() => fromSetup(setup, variant))).toMatchObject({ code: 'invalid-setup' });
    const { counting: _, ...board } = setup;
    expect(() => fromSetup(board, variant)).not.toThrow();
  });

  it('toSetup takes it back as an option', () => {
    const { counting, ...board } = setup;
    const back = toSetup(fromSetup(board, variant), variant, {
      counting: counting!,
      halfmoves: 7,
      fullmoves: 40,
    });
    expect(stringifyFen(back, variant)).toBe(fen);
    expect(
      errorOf(() =>
        toSetup(
          fromSetup(parseFen(variants.chess.startFen, variants.chess), variants.chess),
          variants.chess,
          { counting: counting! },
        ),
      ),
    ).toMatchObject({ code: 'invalid-setup' });
  });
});
