/**
 * The loops a new user writes, on 10,000 real games (`../shared/data/pgn/lichess-100.pgn` repeated 100×;
 * skipped with a message when absent), against chessops (`parsePgn` + `parseSan` + `play`) in one process:
 * (a) `iteratePgn` + `resolve(text)` + `play`, (b) the same with the parsed SAN objects, (c) `walkGame` over
 * every node (variations included). Then perft (start d5, Kiwipete d4) in the same process right after, to
 * show that ordinary use does not slow the engine down.
 */
import { type Move, Position } from '@x/core';
import { iteratePgn, mainLine, resolve, walkGame } from '@x/san';
import { Chess } from 'chessops/chess';
import { parsePgn as parseOpsPgn } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { lichessCorpus } from '../corpus.js';
import { measure, report } from '../harness.js';
import { perftPositions, perftContenders } from './perft.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const REPEAT = 100;
const ROUNDS = 3;

/** Replays every main line of `text`, resolving each move from what `sanOf` gives for its node; the plies. */
function replay(
  text: string,
  sanOf: (data: { offset: number; length: number; san: unknown }) => unknown,
): number {
  const start = Position.fromFen(START);
  let plies = 0;
  for (const game of iteratePgn(text)) {
    const pos = start.clone();
    for (const node of mainLine(game.moves)) {
      pos.play(resolve(sanOf(node.data) as string, pos) as Move);
      plies++;
    }
  }
  return plies;
}

/** (a) `iteratePgn` + `resolve(text of the move)` + `play`, main line. */
function loopText(text: string): number {
  return replay(text, ({ offset, length }) => text.slice(offset, offset + length));
}

/** (b) the same with the parsed SAN objects of the tree. */
function loopSan(text: string): number {
  return replay(text, ({ san }) => san);
}

/** (c) `walkGame`: every node of every game with its position (variations included). */
function loopWalk(text: string): number {
  const start = Position.fromFen(START);
  let plies = 0;
  for (const game of iteratePgn(text)) {
    walkGame(game, start, () => {
      plies++;
    });
  }
  return plies;
}

/** chessops: `parsePgn` + `parseSan` + `play` on the main line. */
function loopChessops(text: string): number {
  let plies = 0;
  for (const game of parseOpsPgn(text)) {
    const pos = Chess.default();
    for (const node of game.moves.mainline()) {
      const move = parseSan(pos, node.san);
      if (move === undefined) throw new Error(`chessops cannot read ${node.san}`);
      pos.play(move);
      plies++;
    }
  }
  return plies;
}

/** Runs the user-loop suite, then perft in the same process. */
export async function bench(): Promise<void> {
  const text = lichessCorpus(REPEAT);
  if (text === undefined) {
    console.log('\n(user-loop skipped: ../shared/data/pgn/lichess-100.pgn is absent)');
    return;
  }
  const results = measure(
    [
      { name: '@x/san (a) resolve(text)', run: () => loopText(text) },
      { name: '@x/san (b) resolve(SAN)', run: () => loopSan(text) },
      { name: '@x/san (c) walkGame', run: () => loopWalk(text) },
      { name: 'chessops', run: () => loopChessops(text) },
    ],
    ROUNDS,
  );
  const plies = results[3]!.units;
  for (const r of results) if (r.units !== plies) throw new Error(`${r.name}: ${r.units} plies != ${plies}`);
  report(
    `user loops: ${REPEAT * 100} games, ${plies} plies (median of ${ROUNDS} rounds)`,
    results,
    'plies',
    'chessops',
  );
  for (const p of perftPositions) {
    const r = measure(perftContenders(p).slice(0, 2), 5);
    for (const x of r) if (x.units !== p.nodes) throw new Error(`${x.name}: ${x.units} != ${p.nodes}`);
    report(`perft ${p.name} right after the user loops (median of 5 rounds)`, r, 'nodes', 'chessops (bulk)');
  }
}
