/**
 * One game of `xn pgn convert` in the target notation — canonical SAN, long algebraic, UCI or figurines (`@x/san`'s
 * `formatPgn` with each move's text from `walkGame`), one JSON object, or one EPD or FEN line per position of the
 * main line (`pgn-positions.ts`). Shared by the in-thread convert and the worker threads of `--jobs N`.
 */
import type { Move, BasePosition } from '@x/core';
import {
  type PgnChildNode,
  formatPgn,
  type Game,
  isNullMove,
  mainLine,
  type PgnRecord,
  SanError,
  startingPosition,
  stringifyFan,
  stringifyLan,
  walkGame,
  type VariantLookup,
  type WalkStep,
} from '@x/san';
import { parseComments } from '@x/san/annotations';
import { localised } from '../../io/piece-letters.js';
import { dropPlies } from './drop-plies.js';
import { hashCode } from '../dedupe/hash-code.js';
import { type GameShape, shapeGame, withFenComments, withResult } from './game-shape.js';
import { type PositionTarget, positionLines } from './pgn-positions.js';

/** The options of `formatPgn`. */
type FormatOptions = NonNullable<Parameters<typeof formatPgn>[1]>;

/** The notations `--to` names. */
export const TARGETS = ['san', 'lan', 'uci', 'fan', 'json', 'epd', 'fen'] as const;
export type Target = (typeof TARGETS)[number];

/** A conversion: the target notation and, for the movetext targets, what is kept of each game (`game-shape.ts`). */
export interface Conversion {
  readonly target: Target;
  readonly shape?: GameShape | undefined;
  /** JSON: whether each ply carries the FEN after it (`--fen-comments`, as pgn-extract's `--json --fencomments`). */
  readonly fens?: boolean | undefined;
  /** `--piece-letters`: the six letters (for `PNBRQK`) SAN and long algebraic moves are written with. */
  readonly letters?: string | undefined;
  /** The run's `Variant` tag names beyond `@x/san`'s built-in ones. */
  readonly variants?: VariantLookup | undefined;
}

/** The text of a move in each movetext notation, from the walk's step (position after the move). */
const MOVE_TEXT: Record<Exclude<Target, 'json' | PositionTarget>, (step: WalkStep) => string> = {
  san: (step) => step.san,
  lan: (step) => (isNullMove(step.move) ? '--' : before(step, (p, m) => stringifyLan(m, p))),
  fan: (step) => (isNullMove(step.move) ? '--' : before(step, (p, m) => stringifyFan(m, p))),
  // a move's UCI text depends on the move and the variant only, so the position after it writes it as well
  uci: (step) => (isNullMove(step.move) ? '0000' : step.position.uci(step.move as Move, { barePlus: true })),
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
export function convertGame(source: Game, conversion: Conversion): string {
  const { target, shape, fens: withFens, letters, variants } = conversion;
  if (target === 'epd' || target === 'fen') return positionLines(source, target, variants);
  const read = shape?.dropPly === undefined ? source : dropPlies(source, shape.dropPly, variants);
  if (read === undefined) return '';
  const game = shape === undefined ? read : shapeGame(read, shape);
  const start = startingPosition(read, { variants });
  if (target === 'json') return `${JSON.stringify(gameJson(game, start, withFens === true))}\n`;
  const text = new Map<PgnChildNode, string>();
  const moveText = MOVE_TEXT[target];
  const lettered = letters === undefined ? moveText : (step: WalkStep) => localised(moveText(step), letters);
  const write = shape?.checks === false ? withoutChecks(lettered) : lettered;
  // --fixresulttags: how the main line ends, found at its last move
  const last = shape?.fixResultTag === true ? (mainLine(game.moves).at(-1) ?? game.moves) : undefined;
  let ending = last === game.moves ? endingOf(start) : undefined;
  const fens = shape?.fenComments === true ? new Map<PgnChildNode, string>() : undefined;
  walkGame(
    game,
    start,
    (step) => {
      text.set(step.node, write(step));
      fens?.set(step.node, step.position.toFen());
      if (step.node === last) ending = endingOf(step.position);
    },
    { decode: true },
  );
  let written = fens === undefined ? game : withFenComments(game, fens, text);
  // a checkmate or stalemate at the end, else the movetext's result
  if (last !== undefined) written = withResult(written, ending ?? read.result, shape!.results);
  // --hash-code: pgn-extract's HashCode tag, from the main line as read
  if (shape?.hashCode === true && shape.tags !== 'none')
    written = { ...written, headers: new Map(written.headers).set('HashCode', hashCode(read, variants)) };
  return formatPgn(written, { moveText: (node) => text.get(node)!, variants, ...layout(shape, start) });
}

/** A move writer whose texts lose their check and mate signs (`--no-checks`). */
function withoutChecks(write: (step: WalkStep) => string): (step: WalkStep) => string {
  return (step) => write(step).replace(/[+#]+$/, '');
}

/** The result a checkmate or a stalemate gives the game in `position`, else undefined. */
function endingOf(position: BasePosition): Game['result'] {
  if (position.isCheckmate()) return position.turn === 'white' ? '0-1' : '1-0';
  return position.isStalemate() ? '1/2-1/2' : undefined;
}

/**
 * The shape's line width, and the move numbers of a game written without its tags (they come from its `FEN`
 * tag otherwise), as `formatPgn` takes them.
 */
function layout(shape: GameShape | undefined, start: BasePosition): FormatOptions {
  if (shape === undefined) return {};
  const width = {
    ...(shape.lineWidth !== undefined && { lineWidth: shape.lineWidth }),
    ...(!shape.moveNumbers && { moveNumbers: false }),
  };
  if (shape.tags !== 'none') return width;
  const fields = start.toFen().split(' ');
  const fullmove = Number(fields[5]);
  return { ...width, blackFirst: fields[1] === 'b', firstMoveNumber: fullmove > 0 ? fullmove : 1 };
}

/**
 * A game as JSON: tags, the comments before the first move, the start's FEN, the main line's moves (each with the
 * FEN after it when `fens`), the result.
 */
function gameJson(game: Game, start: ReturnType<typeof startingPosition>, fens: boolean): unknown {
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
        ...(fens ? { fen: step.position.toFen() } : {}),
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
export function convertRecord(
  record: PgnRecord,
  conversion: Conversion,
): { text?: string; error?: SanError } {
  const { value, error } = fromRecord(record, (game) => convertGame(game, conversion));
  return error === undefined ? { text: value! } : { error };
}

/** `make` run on a record's game: its value, or the located error of a bad game (a syntax error, an illegal move). */
export function fromRecord<T>(record: PgnRecord, make: (game: Game) => T): { value?: T; error?: SanError } {
  if (!record.success) return { error: record.error };
  try {
    return { value: make(record.data) };
  } catch (e) {
    if (!(e instanceof SanError)) throw e;
    return { error: e };
  }
}
