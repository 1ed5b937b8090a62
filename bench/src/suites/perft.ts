/** Perft nodes/second: @x/core against chessops and chess.js, bulk-counted where the library allows. */
import { Position, perft } from '@x/core';
import { variants } from '@x/core/variant';
import { toVariant } from '@x/fairy-variants';
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { type Contender, measure, report } from '../harness.js';
import { ffishPerft, loadFfish } from '../../../tests/oracles/ffish.js';

/** The chess perft positions (start, Kiwipete) with their node counts. */
export const perftPositions = [
  {
    name: 'start, depth 5',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    depth: 5,
    nodes: 4865609,
  },
  {
    name: 'kiwipete, depth 4',
    fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    depth: 4,
    nodes: 4085603,
  },
];

const promotionRoles = ['queen', 'rook', 'bishop', 'knight'] as const;

/** chessops perft with bulk counting at depth 1 (a promotion counts four moves). */
function chessopsPerft(pos: Chess, depth: number): number {
  let n = 0;
  for (const [from, dests] of pos.allDests()) {
    const pawn = pos.board.pawn.has(from);
    for (const to of dests) {
      const promotes = pawn && (to >> 3 === 0 || to >> 3 === 7);
      if (depth === 1) {
        n += promotes ? 4 : 1;
        continue;
      }
      for (const promotion of promotes ? promotionRoles : [undefined]) {
        const child = pos.clone();
        child.play(promotion ? { from, to, promotion } : { from, to });
        n += chessopsPerft(child, depth - 1);
      }
    }
  }
  return n;
}

/** The perft contenders of a position: @x/core, chessops, chess.js. */
export function perftContenders(p: (typeof perftPositions)[number]): Contender[] {
  return [
    { name: '@x/core (bulk)', run: () => perft(Position.fromFen(p.fen), p.depth) },
    {
      name: 'chessops (bulk)',
      run: () => chessopsPerft(Chess.fromSetup(parseFen(p.fen).unwrap()).unwrap(), p.depth),
    },
    { name: 'chess.js (own perft)', run: () => new ChessJs(p.fen).perft(p.depth) },
  ];
}

/** Runs the perft suite. */
export async function bench(): Promise<void> {
  for (const p of perftPositions) {
    const results = measure(perftContenders(p), 5);
    for (const r of results) if (r.units !== p.nodes) throw new Error(`${r.name}: ${r.units} != ${p.nodes}`);
    report(`perft ${p.name} (median of 5 rounds)`, results, 'nodes', 'chessops (bulk)');
  }
  await variantBench();
}

/** Variant perft against Fairy-Stockfish's WASM build, both bulk-counted. */
async function variantBench(): Promise<void> {
  const ffish = await loadFfish();
  const lines = [
    { name: 'capablanca', variant: variants.capablanca, depth: 4 },
    { name: 'xiangqi', variant: variants.xiangqi, depth: 4 },
    // janggi is Fairy-Stockfish's built-in, played by @x/core through @x/fairy-variants (not a core variant)
    { name: 'janggi', variant: toVariant('[janggi-x:janggi]\n', 'janggi-x').variant!, depth: 4 },
    { name: 'shogi', variant: variants.shogi, depth: 4 },
    { name: 'crazyhouse', variant: variants.crazyhouse, depth: 4 },
  ];
  for (const line of lines) {
    const board = new ffish.Board(line.name);
    const contenders: Contender[] = [
      {
        name: '@x/core (bulk)',
        run: () => perft(Position.fromFen(line.variant.startFen, line.variant), line.depth),
      },
      { name: 'ffish (bulk)', run: () => ffishPerft(board, line.depth) },
    ];
    const results = measure(contenders, 3);
    if (results[0]!.units !== results[1]!.units)
      throw new Error(`${line.name}: ${results[0]!.units} != ${results[1]!.units}`);
    report(
      `perft ${line.name} start, depth ${line.depth} = ${results[0]!.units} (median of 3 rounds)`,
      results,
      'nodes',
      'ffish (bulk)',
    );
    board.delete();
  }
}
