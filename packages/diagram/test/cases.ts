/**
 * The golden cases of `@x/diagram`: every built-in variant's start, and middle-game positions of the games whose
 * traditions differ (hands, kanji, intersections, compounds, gating, big boards, walls, holes, Alice's two
 * boards, an ICN window), each with the options it exercises.
 */
import { Position, type VariantDefinition } from '@x/core';
import { InfinitePosition } from '@x/core/infinite';
import { variants } from '@x/core/variant';
import { builtinVariant } from '@x/fairy-variants';
import { aliceOf } from '../../../tests/variants.js';
import type { svg } from '../src/index.js';

/** The options of `svg`. */
type DiagramOptions = NonNullable<Parameters<typeof svg>[1]>;

/** One golden case: its file name, the position and the options. */
export interface GoldenCase {
  readonly name: string;
  readonly position: Position | InfinitePosition;
  readonly options?: DiagramOptions;
}

/** A fairy-variants built-in's definition (it converts completely). */
function fairy(name: string): VariantDefinition {
  const variant = builtinVariant(name);
  if (!variant) throw new Error(`no built-in ${name}`);
  return variant;
}

/** A 12 × 12 board of chess pieces without pawns (no zones needed): a fairy board of the engine's sizes. */
function twelve(holes: readonly string[] = []): VariantDefinition {
  const { castling: _, ...chess } = variants.chess;
  return {
    ...chess,
    id: holes.length ? 'holes' : 'twelve',
    name: holes.length ? 'Holes' : 'Twelve',
    board: { files: 12, ranks: 12, ...(holes.length ? { holes } : {}) },
    pieces: chess.pieces.filter((p) => p.id !== 'pawn'),
    startFen: '12/12/12/12/12/12/12/12/12/12/12/12 w - - 0 1',
  };
}

/** An ICN position: pieces spread over a 14 × 11 window, fairy pieces, an obstacle and a void. */
function icnWindow(): InfinitePosition {
  const piece = (x: number, y: number, type: string, player = 'white') =>
    ({ x: BigInt(x), y: BigInt(y), type, player }) as const;
  return InfinitePosition.fromSetup({
    pieces: [
      piece(5, 1, 'king'),
      piece(4, 1, 'queen'),
      piece(1, 1, 'rook'),
      piece(-3, 4, 'amazon'),
      piece(7, 5, 'hawk'),
      piece(2, 3, 'knightrider'),
      piece(5, 2, 'pawn'),
      piece(6, 3, 'pawn'),
      piece(5, 9, 'king', 'black'),
      piece(8, 8, 'chancellor', 'black'),
      piece(3, 7, 'rose', 'black'),
      piece(-2, 9, 'archbishop', 'black'),
      piece(9, 2, 'obstacle', 'neutral'),
      piece(0, 6, 'void', 'neutral'),
    ] as never,
  });
}

const at = (variant: VariantDefinition, fen: string) => Position.fromFen(fen, variant);

/** Every golden case. */
export function goldenCases(): GoldenCase[] {
  const starts = Object.entries(variants).map(([name, v]) => ({
    name: `start-${name}`,
    position: at(v, v.startFen),
  }));
  const alice = aliceOf(variants.chess);
  return [
    ...starts,
    {
      name: 'chess-middlegame',
      position: at(variants.chess, 'r1bqk2r/pppp1Bpp/2n2n2/2b1p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4'),
      options: {
        lastMove: 'c4f7',
        check: true,
        annotations: '[%cal Ge8f7,Rf3g5] [%csl Yf7]',
        arrows: [{ from: 'd1', to: 'h5', color: 'blue' }],
        fill: { e4: 'rgba(0,0,255,0.3)' },
      },
    },
    {
      name: 'chess-black-no-coordinates',
      position: at(variants.chess, 'r1bqk2r/pppp1Bpp/2n2n2/2b1p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4'),
      options: { orientation: 'black', coordinates: false, size: 256, lastMove: { from: 'c4', to: 'f7' } },
    },
    {
      name: 'crazyhouse-middlegame',
      position: at(
        variants.crazyhouse,
        'r2q1rk1/ppp2ppp/2n1bn2/2bpp3/4P3/2NP1N2/PPP2PPP/R1BQ~KB1R[PPNbbp] w KQ - 0 8',
      ),
    },
    {
      name: 'shogi-middlegame',
      position: at(
        variants.shogi,
        'ln1g3nl/1r2gk1s1/p1ppppbpp/1p4p2/7P1/2P6/PP+bPPPP1P/2S2S1R1/LN1GKG1NL[Sp] w - - 0 12',
      ),
      options: { lastMove: 'b8g3' },
    },
    {
      name: 'shogi-gote',
      position: at(
        variants.shogi,
        'ln1g3nl/1r2gk1s1/p1ppppbpp/1p4p2/7P1/2P6/PP+bPPPP1P/2S2S1R1/LN1GKG1NL[Sp] w - - 0 12',
      ),
      options: { orientation: 'black' },
    },
    {
      name: 'xiangqi-middlegame',
      position: at(
        variants.xiangqi,
        'r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R b - - 0 3',
      ),
      options: { lastMove: 'h1g3' },
    },
    {
      name: 'janggi-middlegame',
      position: at(
        variants.janggi,
        'r1ba1abnr/4k4/1c2n2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2N2C1/4K4/R1BA1ABNR w - - 2 2',
      ),
    },
    {
      name: 'capablanca-middlegame',
      position: at(
        variants.capablanca,
        'r1abqkbcnr/pppp1ppppp/2n7/4p5/4P5/5N4/PPPP1PPPPP/RNABQKBC1R w KQkq - 2 3',
      ),
    },
    {
      name: 'seirawan-middlegame',
      position: at(
        fairy('seirawan'),
        'r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[HEhe] w KQBCDFGkqbcdfg - 4 4',
      ),
    },
    {
      name: 'twelve-by-twelve',
      position: at(twelve(), 'r4k5r/12/12/5q6/12/3n8/8N3/12/6Q5/12/12/R4K5R w - - 0 1'),
      options: { annotations: '[%cal Gf4f9]', circles: [{ square: 'l12', color: 'red' }] },
    },
    {
      name: 'holes',
      position: at(
        twelve(['a1', 'l1', 'a12', 'l12', 'f6', 'g6', 'f7', 'g7']),
        '*4k5*/12/12/12/12/5**5/5**5/12/12/12/12/*4K5* w - - 0 1',
      ),
    },
    {
      name: 'duck-walls',
      position: at(fairy('duck'), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/3*4/PPPP1PPP/RNBQKBNR w KQkq - 0 2'),
    },
    {
      name: 'alice-pair',
      position: at(alice, '4k3/3p4/3#b4/8/3#N4/8/8/3RK3 w - - 0 1'),
      options: { lastMove: 'e2d4' },
    },
    { name: 'icn-window', position: icnWindow(), options: { lastMove: { from: '4,1', to: '-3,4' } } },
  ];
}
