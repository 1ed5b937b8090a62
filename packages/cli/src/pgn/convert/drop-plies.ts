/**
 * `xn pgn convert --drop-ply N` (pgn-extract's `--dropply N`): a game without its first N plies — it starts from
 * the position they reach, written in `SetUp` and `FEN` tags, with the moves that follow and their variations;
 * what was written on the plies dropped (variations, comments, the comments before the first move) goes with
 * them, and a `PlyCount` tag counts the plies left.
 */
import { type BasePosition, stringifyFen } from '@x/core';
import { type Game, mainLine, type PgnNode, startingPosition, type VariantLookup, walkGame } from '@x/san';

/**
 * The game from ply `plies` of its main line on, or undefined when the main line is shorter (pgn-extract writes
 * no such game). Throws the walk's `SanError` for a move that cannot be played.
 */
export function dropPlies(game: Game, plies: number, variants?: VariantLookup): Game | undefined {
  if (plies === 0) return game;
  const line = mainLine(game.moves);
  if (line.length < plies) return undefined;
  let reached: BasePosition | undefined;
  walkGame(
    { ...game, moves: cutAfter(line, plies) },
    startingPosition(game, { variants }),
    (step) => {
      if (step.ply === plies) reached = step.position.clone();
    },
    { variations: false },
  );
  // the FEN as the PGN standard writes it: the e.p. square after any double step
  const fen = stringifyFen(reached!.toSetup(), reached!.variant);
  const headers = new Map(game.headers).set('SetUp', '1').set('FEN', fen);
  // a PlyCount tag counts what is left, as pgn-extract rewrites it
  if (headers.has('PlyCount')) headers.set('PlyCount', String(line.length - plies));
  return { ...game, headers, comments: [], moves: { children: line[plies - 1]!.children } };
}

/** The main line's first `plies` moves alone (so the walk plays no further). */
function cutAfter(line: ReturnType<typeof mainLine>, plies: number): PgnNode {
  let node: PgnNode = { children: [] };
  for (let i = plies - 1; i >= 0; i--)
    node = { children: [{ data: line[i]!.data, children: node.children }] };
  return node;
}
