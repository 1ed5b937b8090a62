/** Unit and property tests of the playground's pure helpers (no browser). */
import { parseFen, Position } from '@x/core';
import { variants } from '@x/core/variant';
import { ILLEGAL_REASONS, InfinitePosition } from '@x/core/infinite';
import { infiniteSetupFromGame, parse as parseIcn, stringify as stringifyIcn } from '@x/icn';
import { safeParse as safeParseSjaak } from '@x/sjaak-variants';
import { builtinVariant } from '@x/fairy-variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bmax, bmin, ceilDiv, floorDiv, shortCoord } from '../../src/lib/infinite/bigmath';
import { cellName } from '../../src/lib/board/boardModel';
import {
  handKey,
  isHandKey,
  isMovablePiece,
  movesWithAnyWall,
  nextMoveStep,
  selectionMoves,
} from '../../src/lib/board/selection';
import { gameFileName } from '../../src/lib/text/fileName';
import { setupModel } from '../../src/lib/board/coreModel';
import { chessSquareOf, embedChessSetup, icnMoveOf, icnSquare } from '../../src/lib/position/fenToIcn';
import { illegalReasonWords } from '../../src/lib/infinite/illegalReasons';
import { gifWindow, inWindow, MAX_GIF_SIDE } from '../../src/lib/infinite/gifWindow';
import { toReadableJson } from '../../src/lib/text/json';
import { firstSjaakError } from '../../src/lib/sjaak/sjaakErrors';
import { fitView, MIN_CELL, readableCell, showsAll } from '../../src/components/infinite/fit';
import type { InfinitePiece } from '../../src/components/infinite/types';
import { COLUMN_WINDOW, WIDE_WINDOW, windowOf } from '../../src/components/infinite/window';

const big = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n });
const nonZero = big.filter((b) => b !== 0n);

describe('bigint helpers', () => {
  it('floorDiv and ceilDiv bracket the exact quotient', () => {
    fc.assert(
      fc.property(big, nonZero, (a, b) => {
        const f = floorDiv(a, b);
        const c = ceilDiv(a, b);
        // f ≤ a/b < f + 1 and c − 1 < a/b ≤ c, checked without division
        const le = (q: bigint) => (b > 0n ? q * b <= a : q * b >= a);
        const ge = (q: bigint) => (b > 0n ? q * b >= a : q * b <= a);
        return le(f) && !le(f + 1n) && ge(c) && !ge(c - 1n) && c - f <= 1n;
      }),
    );
  });

  it('bmin and bmax order two values', () => {
    fc.assert(fc.property(big, big, (a, b) => bmin(a, b) <= bmax(a, b) && [a, b].includes(bmin(a, b))));
  });

  it('shortCoord keeps short numbers and the last digits of long ones', () => {
    fc.assert(
      fc.property(big, fc.integer({ min: 3, max: 12 }), (v, n) => {
        const s = shortCoord(v, n);
        const full = v.toString();
        if (full.length <= n) return s === full;
        return s.length <= n + 1 && full.endsWith(s.replace(/^-?…/, ''));
      }),
    );
  });
});

describe('firstSjaakError', () => {
  const file =
    'Variant: Mini (4x4)\nBoard: 4x4\nFEN: "4/4/4/4 w - -"\n\nPiece: Rook\nMove: slide (H,V)\nSymbol: "R", "R,r"\nFlags: royal\nMax: 0,0,0\n';
  it('highlights the first error diagnostic at its own offset and length', () => {
    const r = safeParseSjaak(file, { mode: 'strict' });
    const first = r.success ? r.data.diagnostics.find((d) => d.severity === 'error') : undefined;
    expect(first).toBeDefined();
    const found = firstSjaakError(r);
    expect(found.highlight).toEqual({ offset: first!.offset, length: first!.length });
    expect(found.error).toMatchObject({ code: first!.code, line: first!.line, column: first!.column });
  });
  it('highlights a thrown SjaakError at its offset', () => {
    const r = safeParseSjaak('\n\njust some text');
    expect(r.success).toBe(false);
    const found = firstSjaakError(r);
    if (!r.success) expect(found.highlight).toEqual({ offset: r.error.offset, length: r.error.length });
    expect(found.highlight?.offset).toBe(2);
  });
  it('is empty without an error', () => {
    expect(firstSjaakError(safeParseSjaak('Variant: Mini (4x4)\nBoard: 4x4\n'))).toEqual({});
  });
});

describe('toReadableJson', () => {
  it('is JSON that reads back to the same value (bigints as "…n")', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const back = JSON.parse(toReadableJson(value, Number.MAX_SAFE_INTEGER));
        expect(back).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
    expect(JSON.parse(toReadableJson({ x: 10n ** 30n, m: new Map([['k', 1]]) }))).toEqual({
      x: `${10n ** 30n}n`,
      m: { k: 1 },
    });
  });

  it('cuts cycles only', () => {
    const shared = { a: 1 };
    const cyclic: Record<string, unknown> = { shared, again: shared };
    cyclic.self = cyclic;
    expect(JSON.parse(toReadableJson(cyclic))).toEqual({
      shared: { a: 1 },
      again: { a: 1 },
      self: '[circular]',
    });
  });
});

describe('board models', () => {
  it('names cells like the engine (a1 = 0, files after z doubled)', () => {
    expect(cellName(0, 8)).toBe('a1');
    expect(cellName(63, 8)).toBe('h8');
    expect(cellName(26 * 26 - 1, 26)).toBe('z26');
    expect(cellName(26, 30)).toBe('aa1');
  });

  it('draws every piece of a setup with its FEN symbol, and hands for drop variants', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1';
    const setup = parseFen(fen, variants.crazyhouse);
    const model = setupModel(setup, variants.crazyhouse);
    const letters = model.cells.map((c) => (c && c !== 'hole' ? c.label : '.')).join('');
    expect(letters).toBe(`RNBQKBNR${'P'.repeat(8)}${'.'.repeat(32)}${'p'.repeat(8)}rnbqkbnr`);
    expect(model.hands?.white.map((h) => [h.piece.label, h.count])).toEqual([['N', 1]]);
    expect(model.hands?.black.map((h) => [h.piece.label, h.count])).toEqual([['n', 1]]);
  });
});

describe('board selections (selectionMoves)', () => {
  it('a square offers its moves, a piece in the hand of the side to move its drops, the other hand none', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/4K3[Np] w - - 0 1', variants.crazyhouse);
    const legal = pos.legalMoves();
    const king = selectionMoves(legal, 'e1', 'white').map((m) => pos.uci(m));
    expect(king.sort()).toEqual(['e1d1', 'e1d2', 'e1e2', 'e1f1', 'e1f2']);
    expect(selectionMoves(legal, 'e8', 'white')).toEqual([]);
    const knight = handKey('white', 'knight');
    expect([isHandKey(knight), isHandKey('e1')]).toEqual([true, false]);
    expect(selectionMoves(legal, knight, 'white')).toHaveLength(62);
    expect(selectionMoves(legal, handKey('black', 'pawn'), 'white')).toEqual([]);
    expect(selectionMoves(legal, undefined, 'white')).toEqual([]);
  });

  it('a move among duck squares asks for the duck (never a picker of identical moves); promotions for a piece', () => {
    const duck = builtinVariant('duck')!;
    const pos = Position.fromFen(duck.startFen, duck).play('e2e4,e4d5');
    const legal = pos.legalMoves();
    const knight = legal.filter((m) => m.from === 'g8' && m.to === 'f6');
    expect(knight.length).toBeGreaterThan(30);
    expect(nextMoveStep(knight)).toEqual({ wall: knight });
    expect(nextMoveStep(knight.slice(0, 1))).toEqual({ play: knight[0] });
    expect(nextMoveStep([])).toBeUndefined();
    // the duck is no piece the side to move picks up; its own pieces are
    expect([isMovablePiece(pos, 'd5'), isMovablePiece(pos, 'g8'), isMovablePiece(pos, 'e4')]).toEqual([
      false,
      true,
      false,
    ]);
    // a promotion with a duck: one choice per piece, then that piece's duck squares
    const promoting = Position.fromFen('4k3/P7/8/8/8/8/8/4K3 w - - 0 1', duck);
    const promotions = promoting.legalMoves().filter((m) => m.to === 'a8');
    const step = nextMoveStep(promotions);
    expect(step && 'choose' in step && step.choose.map((m) => m.promotion).sort()).toEqual([
      'bishop',
      'knight',
      'queen',
      'rook',
    ]);
    const queen = promotions.find((m) => m.promotion === 'queen')!;
    expect(movesWithAnyWall(promoting.legalMoves(), queen)).toEqual(
      promotions.filter((m) => m.promotion === 'queen'),
    );
  });
});

describe('FEN → ICN embedding', () => {
  const fens = [
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
    '8/8/8/8/8/8/6k1/4K2R b K - 12 40',
  ];
  it.each(fens)('keeps every piece on its square and the same legal moves: %s', (fen) => {
    const setup = parseFen(fen);
    const text = stringifyIcn(embedChessSetup(setup, true));
    const game = parseIcn(text);
    const finite = Position.fromSetup(setup);
    const pieces = (game.position ?? []).map(
      (p) => `${p.player}:${p.type}@${chessSquareOf(p.square[0], p.square[1])}`,
    );
    const expected = setup.board.flatMap((p, i) => (p ? [`${p.color}:${p.type}@${cellName(i, 8)}`] : []));
    expect(pieces.sort()).toEqual(expected.sort());
    // the embedded game has the same legal moves as the finite position (the 8 × 8 border keeps it finite)
    const infinite = InfinitePosition.fromSetup(
      infiniteSetupFromGame(game) as NonNullable<ReturnType<typeof infiniteSetupFromGame>>,
    );
    const count = infinite
      .allLegalMoves()
      .reduce(
        (n, { moves }) =>
          n +
          moves.targets.length +
          moves.slides.reduce(
            (m, s) => m + s.ranges.reduce((k, r) => k + Number((r.to ?? 0n) - r.from + 1n), 0),
            0,
          ),
        0,
      );
    const promotionsAsOne = finite.legalMoves().filter((m) => !m.promotion || m.promotion === 'queen').length;
    expect(count).toBe(promotionsAsOne);
  });

  it('writes chess moves as ICN coordinates', () => {
    const pos = Position.fromFen(fens[0] as string);
    const move = pos.legalMoves().find((m) => m.from === 'e2' && m.to === 'e4');
    if (!move) throw new Error('no e2e4');
    expect(icnMoveOf(move, 'white')).toEqual({ start: [5n, 2n], end: [5n, 4n] });
    expect(icnSquare('h8', 8, 8)).toEqual([8n, 8n]);
    expect(chessSquareOf(9n, 1n)).toBeUndefined();
  });
});

describe('illegal moves on the unbounded board, in words', () => {
  it('every reason code of @x/core/infinite has words', () => {
    for (const reason of ILLEGAL_REASONS) {
      expect(illegalReasonWords(reason)).not.toBe(reason);
    }
  });
});

describe("parseCoordinates (the infinite board's Go box)", () => {
  it('reads x,y, (x, y), x y, 1e30 and 10^30', async () => {
    const { parseCoordinates } = await import('../../src/lib/infinite/coordinates');
    expect(parseCoordinates('5,5')).toEqual({ x: 5n, y: 5n });
    expect(parseCoordinates('(5, -5)')).toEqual({ x: 5n, y: -5n });
    expect(parseCoordinates('5 5')).toEqual({ x: 5n, y: 5n });
    expect(parseCoordinates('1e30, 0')).toEqual({ x: 10n ** 30n, y: 0n });
    expect(parseCoordinates('10^30 -10^30')).toEqual({ x: 10n ** 30n, y: -(10n ** 30n) });
    expect(parseCoordinates('[3*10^4, 2E5]')).toEqual({ x: 30000n, y: 200000n });
  });

  it('says what it could not read', async () => {
    const { parseCoordinates } = await import('../../src/lib/infinite/coordinates');
    expect(parseCoordinates('5;5')).toEqual({ error: expect.stringContaining('could not read "5;5"') });
    expect(parseCoordinates('5, a')).toEqual({ error: expect.stringContaining('y: "a" is not an integer') });
    expect(parseCoordinates('1e5000, 0')).toEqual({ error: expect.stringContaining('at most 1000 digits') });
    expect(parseCoordinates('')).toEqual({ error: expect.stringContaining('could not read') });
  });
});

describe('nameWithSize (variant names do not repeat the board size, issue #19)', () => {
  it('adds the size only when the name does not say it', async () => {
    const { nameWithSize } = await import('../../src/lib/variants/variants');
    expect(nameWithSize('Mini Shogi', 5, 5)).toBe('Mini Shogi (5×5)');
    expect(nameWithSize('Chess (8x8)', 8, 8)).toBe('Chess (8x8)');
    expect(nameWithSize('Grand chess 10×10', 10, 10)).toBe('Grand chess 10×10');
    expect(nameWithSize('Board 8 x 8', 8, 8)).toBe('Board 8 x 8');
    // 18x8 is not 8x8
    expect(nameWithSize('Wide 18x8', 8, 8)).toBe('Wide 18x8 (8×8)');
  });
});

describe('download names (gameFileName)', () => {
  it('names a game by its players and date, leaving out the unknown and what file systems refuse', () => {
    const tags = (o: Record<string, string>) => new Map(Object.entries(o));
    expect(
      gameFileName(
        tags({ White: 'Paul Morphy', Black: 'Duke Karl / Count Isouard', Date: '1858.??.??' }),
        'pgn',
      ),
    ).toBe('Paul Morphy - Duke Karl Count Isouard, 1858.pgn');
    expect(gameFileName(tags({ White: 'A', Black: '?', Date: '2024.05.01' }), 'pgn')).toBe(
      'A - NN, 2024-05-01.pgn',
    );
    expect(gameFileName(tags({ White: '?', Black: '?', Date: '????.??.??' }), 'pgn')).toBe('game.pgn');
    expect(gameFileName(undefined, 'kif')).toBe('game.kif');
    fc.assert(
      fc.property(fc.string(), fc.string(), (w, b) => {
        const name = gameFileName(tags({ White: w, Black: b }), 'pgn');
        expect(name).toMatch(/^[^\\/:*?"<>|\u0000-\u001f]+\.pgn$/);
        expect(name.length).toBeLessThanOrEqual(124);
      }),
    );
  });
});

describe("the window of an ICN game's GIF", () => {
  /** A frame of pieces at `points`, the move that led to it from `from` to `to`. */
  const frame = (points: readonly [number, number][], move?: [string, string]) => ({
    position: { pieces: () => points.map(([x, y]) => ({ x: BigInt(x), y: BigInt(y) })) },
    ...(move ? { lastMove: { from: move[0], to: move[1] } } : {}),
  });

  it('one window over every square a piece of any frame stood on, and one around', () => {
    const w = gifWindow([
      frame([
        [1, 1],
        [5, 1],
        [1, 8],
      ]),
      frame(
        [
          [1, 1],
          [12, 1],
          [1, 8],
        ],
        ['5,1', '12,1'],
      ),
    ]);
    expect(w).toEqual({ left: 0n, bottom: 0n, files: 14, ranks: 10 });
  });

  it('pieces far apart (10^30): the squares the moves touched, at most 64 a side, every move inside', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.bigInt({ min: -100n, max: 100n }), fc.bigInt({ min: -100n, max: 100n })), {
          minLength: 1,
          maxLength: 6,
        }),
        (steps) => {
          const far = 10n ** 30n;
          const frames = steps.map(([dx, dy], i) => {
            const from = `${i},0`;
            const to = `${BigInt(i) + dx},${dy}`;
            return {
              position: {
                pieces: () => [
                  { x: far, y: far },
                  { x: -far, y: 0n },
                ],
              },
              lastMove: { from, to },
            };
          });
          const w = gifWindow(frames);
          expect(w.files).toBeLessThanOrEqual(MAX_GIF_SIDE);
          expect(w.ranks).toBeLessThanOrEqual(MAX_GIF_SIDE);
          // moves spanning at most 60 squares are all inside, with room around
          const xs = frames.flatMap((f) =>
            [f.lastMove.from, f.lastMove.to].map((s) => BigInt(s.split(',')[0]!)),
          );
          const ys = frames.flatMap((f) =>
            [f.lastMove.from, f.lastMove.to].map((s) => BigInt(s.split(',')[1]!)),
          );
          const spread = (v: bigint[]) => v.reduce(bmax) - v.reduce(bmin);
          if (spread(xs) <= 59n && spread(ys) <= 59n)
            for (const f of frames)
              expect(inWindow(w, f.lastMove.from) && inWindow(w, f.lastMove.to)).toBe(true);
        },
      ),
    );
  });
});

/** Pieces at the squares `x,y` (a pawn each: the fit reads only where they stand). */
function at(...squares: readonly (readonly [number, number])[]): InfinitePiece[] {
  return squares.map(([x, y]) => ({ x: BigInt(x), y: BigInt(y), label: 'P', type: 'pawn', color: 'white' }));
}

/** The 32 squares of the classical example: files 1–8, ranks 1, 2, 7 and 8. */
const CLASSICAL = at(...[1, 2, 7, 8].flatMap((y) => [1, 2, 3, 4, 5, 6, 7, 8].map((x) => [x, y] as const)));
/** The short game's 14 pieces after its six moves. */
const SHORT_GAME = at(
  [5, 1],
  [5, 8],
  [4, 8],
  [3, 4],
  [6, 8],
  [7, 1],
  [4, 4],
  [8, 5],
  [5, 4],
  [6, 2],
  [7, 2],
  [5, 5],
  [6, 7],
  [7, 7],
);
/** The phone's smallest readable cell: 390 px page, the window drawn 378 px wide. */
const PHONE_CELL = readableCell(390, COLUMN_WINDOW);

describe('the infinite board window: square on one column, 640 × 480 beside the lists (wip-378)', () => {
  it('keeps its size, and tells a square wholly inside it, clear of the coordinate strips', () => {
    const win = windowOf(0n, 0n, 40, COLUMN_WINDOW);
    expect([win.width, win.height, win.halfCols, win.halfRows]).toEqual([640, 640, 9, 9]);
    const wide = windowOf(0n, 0n, 48, WIDE_WINDOW);
    expect([wide.width, wide.height, wide.halfCols, wide.halfRows]).toEqual([640, 480, 8, 6]);
    // the centre square's left edge at 300: 6 whole squares to its left, the 7th (20 to 60) under the 36-unit strip
    expect(win.shown(-6n, 0n)).toBe(true);
    expect(win.px(-7n)).toBe(20);
    expect(win.shown(-7n, 0n)).toBe(false);
    expect(win.visible(-7n, 0n)).toBe(true);
    // to the right 7 whole (the 7th ending at 620), the 8th cut by the edge
    expect(win.shown(7n, 0n)).toBe(true);
    expect(win.shown(8n, 0n)).toBe(false);
    // up: the 7th row from 20, below the top strip's 15 units, the 8th cut by the edge; down: 7 whole, as right
    expect(win.shown(0n, 7n)).toBe(true);
    expect(win.shown(0n, 8n)).toBe(false);
    expect(win.shown(0n, -7n)).toBe(true);
    expect(win.shown(0n, -8n)).toBe(false);
  });

  it('a phone of 390 px: squares of 68 units (40 px); a page wider than the window: the smallest cell', () => {
    expect(PHONE_CELL).toBe(68);
    expect(readableCell(1400, WIDE_WINDOW)).toBe(MIN_CELL);
    expect(readableCell(0, COLUMN_WINDOW)).toBe(MIN_CELL);
  });
});

describe('fitView', () => {
  it('beside the lists: the classical game as before, centre 4,4 at 48 units, every piece seen', () => {
    const view = fitView(CLASSICAL, WIDE_WINDOW, MIN_CELL);
    expect(view).toEqual({ cx: 4n, cy: 4n, cell: 48, fitted: true });
    expect(showsAll(CLASSICAL, view, WIDE_WINDOW)).toBe(true);
  });

  it('on a phone: the classical game and the short game whole at 40 px squares, a rank off the middle', () => {
    // centred on rank 4 the 8th rank's top would be 1 unit under the top strip: rank 5 is the centre
    const classical = fitView(CLASSICAL, COLUMN_WINDOW, PHONE_CELL);
    expect(classical).toEqual({ cx: 4n, cy: 5n, cell: 68, fitted: true });
    expect(showsAll(CLASSICAL, { ...classical, cy: 4n }, COLUMN_WINDOW)).toBe(false);
    const short = fitView(SHORT_GAME, COLUMN_WINDOW, PHONE_CELL);
    expect(short).toEqual({ cx: 5n, cy: 5n, cell: 68, fitted: true });
    expect(showsAll(SHORT_GAME, short, COLUMN_WINDOW)).toBe(true);
  });

  it('partial only when a piece is outside the window shown', () => {
    // the 640 × 480 window at 40 px squares on a phone: 8 ranks do not fit in it
    expect(fitView(CLASSICAL, WIDE_WINDOW, PHONE_CELL)).toMatchObject({ cell: 68, partial: true });
    // 11 files at 68 units do not fit the square window either
    const wide = at([0, 0], [10, 0]);
    expect(fitView(wide, COLUMN_WINDOW, PHONE_CELL)).toMatchObject({ cell: 68, partial: true });
    // pieces too far apart for one window: the group around the middle piece, the far ones out of it
    const far = at([0, 0], [1, 1], [1_000_000, 0]);
    const view = fitView(far, WIDE_WINDOW, MIN_CELL);
    expect(view.partial).toBe(true);
    // one piece (the largest squares); no pieces
    expect(fitView(at([3, -2]), COLUMN_WINDOW, PHONE_CELL)).toEqual({
      cx: 3n,
      cy: -2n,
      cell: 80,
      fitted: true,
    });
    expect(fitView([], COLUMN_WINDOW, PHONE_CELL)).toEqual({ cx: 0n, cy: 0n, cell: 40, fitted: true });
  });

  it('ten-thirty cells away: the same view, moved', () => {
    const far = 10n ** 30n;
    const moved = CLASSICAL.map((p) => ({ ...p, x: p.x + far, y: p.y - far }));
    expect(fitView(moved, COLUMN_WINDOW, PHONE_CELL)).toEqual({
      cx: 4n + far,
      cy: 5n - far,
      cell: 68,
      fitted: true,
    });
  });
});
