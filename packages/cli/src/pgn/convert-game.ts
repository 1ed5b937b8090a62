/**
 * One game of `xn pgn convert` in the target notation — canonical SAN, long algebraic, UCI or figurines (`@x/san`'s
 * `formatPgn` with each move's text from `walkGame`), one JSON object, or one EPD or FEN line per position of the
 * main line (`pgn-positions.ts`). Shared by the in-thread convert and the worker threads of `--jobs N`.
 */
import type { Move, BasePosition } from '@x/core';
import {
  type ChildNode,
  formatPgn,
  type Game,
  isNullMove,
  locateInRecord,
  type PgnRecord,
  SanError,
  startingPosition,
  stringifyFan,
  stringifyLan,
  walkGame,
  type WalkStep,
} from '@x/san';
import { parseComments } from '@x/san/annotations';
import { type PositionTarget, positionLines } from './pgn-positions.js';

/** The notations `--to` names. */
export const TARGETS = ['san', 'lan', 'uci', 'fan', 'json', 'epd', 'fen'] as const;
export type Target = (typeof TARGETS)[number];

/** The text of a move in each movetext notation, from the walk's step (position after the move). */
const MOVE_TEXT: Record<Exclude<Target, 'json' | PositionTarget>, (step: WalkStep) => string> = {
  san: (step) => step.san,
  lan: (step) => (isNullMove(step.move) ? '--' : before(step, (p, m) => stringifyLan(m, p))),
  fan: (step) => (isNullMove(step.move) ? '--' : before(step, (p, m) => stringifyFan(m, p))),
  // a move's UCI text depends on the move and the variant only, so the position after it writes it as well
  uci: (step) => (isNullMove(step.move) ? '0000' : step.position.uci(step.move as Move)),
};

/** Runs `fn` on the position before the step's move (taken back, then played again: one make). */
function before<T>(step: WalkStep, fn: (position: BasePosition, move: Move) => T): T {
  const move = step.move as Move;
  const position = step.position;
  position.undo();
  try {
    return fn(position, move);
  } finally {
    position.play(move);
  }
}

/** One game in the target notation (throws the walk's `SanError` for a bad game). */
export function convertGame(game: Game, target: Target): string {
  if (target === 'epd' || target === 'fen') return positionLines(game, target);
  const start = startingPosition(game);
  if (target === 'json') return `${JSON.stringify(gameJson(game, start))}\n`;
  const text = new Map<ChildNode, string>();
  const write = MOVE_TEXT[target];
  walkGame(game, start, (step) => void text.set(step.node, write(step)), { decode: true });
  return formatPgn(game, { moveText: (node) => text.get(node)! });
}

/** A game as JSON: tags, the comments before the first move, the main line's moves, the result. */
function gameJson(game: Game, start: ReturnType<typeof startingPosition>): unknown {
  const moves: unknown[] = [];
  walkGame(
    game,
    start,
    (step) => {
      const comment = parseComments(step.node.data.comments);
      moves.push({
        ply: step.ply,
        san: step.san,
        uci: MOVE_TEXT.uci(step),
        fen: step.position.toFen(),
        ...(step.node.data.nags.length > 0 ? { nags: step.node.data.nags } : {}),
        ...(comment.text !== '' ? { comment: comment.text } : {}),
        ...(comment.clock !== undefined ? { clock: comment.clock } : {}),
        ...(comment.emt !== undefined ? { emt: comment.emt } : {}),
        ...(comment.evaluation !== undefined ? { eval: comment.evaluation } : {}),
        ...(comment.shapes.length > 0 ? { shapes: comment.shapes } : {}),
      });
    },
    { variations: false, decode: true },
  );
  return {
    tags: Object.fromEntries(game.headers),
    ...(game.comments.length > 0 ? { comments: game.comments } : {}),
    start: start.toFen(),
    moves,
    result: game.result ?? null,
  };
}

/** One record converted: its text, or the located error of a bad game. */
export function convertRecord(record: PgnRecord, target: Target): { text?: string; error?: SanError } {
  if (!record.success) return { error: record.error };
  try {
    return { text: convertGame(record.data, target) };
  } catch (e) {
    if (!(e instanceof SanError)) throw e;
    return { error: locateInRecord(record, e) };
  }
}
