/**
 * `xn pgn convert --to san|lan|uci|fan|json|epd|fen FILE… | -`: every game written again with its moves in another
 * notation — canonical SAN, long algebraic, UCI or figurines — keeping tags, comments, NAGs and variations
 * (`@x/san`'s `formatPgn` with each move's text from `walkGame`), as one JSON object per game, or as one EPD or
 * FEN line per position of the main line (`pgn-positions.ts`). A bad game is
 * reported on stderr (file, line, column) and left out; exit 1 then.
 */
import type { Move, Position } from '@x/core';
import {
  type ChildNode,
  formatPgn,
  type Game,
  isNullMove,
  locateInRecord,
  SanError,
  startingPosition,
  stringifyFan,
  stringifyLan,
  walkGame,
  type WalkStep,
} from '@x/san';
import { parseComments } from '@x/san/annotations';
import { type OnClosedPipe, parseCommandArgs } from './command.js';
import { formatDiagnostic } from './diagnostic.js';
import { EXIT, type InputError, UsageError } from './failure.js';
import { Output } from './output.js';
import { type PositionTarget, positionLines } from './pgn-positions.js';
import { Progress } from './progress.js';
import { forEachRecord, INPUT_OPTIONS, inputsOf, requireInputs } from './records.js';

const COMMAND = 'pgn convert';

/** The notations `--to` names. */
const TARGETS = ['san', 'lan', 'uci', 'fan', 'json', 'epd', 'fen'] as const;
type Target = (typeof TARGETS)[number];

/** The text of a move in each movetext notation, from the walk's step (position after the move). */
const MOVE_TEXT: Record<Exclude<Target, 'json' | PositionTarget>, (step: WalkStep) => string> = {
  san: (step) => step.san,
  lan: (step) => (isNullMove(step.move) ? '--' : before(step, (p, m) => stringifyLan(m, p))),
  fan: (step) => (isNullMove(step.move) ? '--' : before(step, (p, m) => stringifyFan(m, p))),
  uci: (step) => (isNullMove(step.move) ? '0000' : before(step, (p, m) => p.uci(m))),
};

/** Runs `fn` on the position before the step's move (taken back, then played again: one make). */
function before<T>(step: WalkStep, fn: (position: Position, move: Move) => T): T {
  const move = step.move as Move;
  const position = step.position;
  position.undo();
  try {
    return fn(position, move);
  } finally {
    position.play(move);
  }
}

/** Runs `xn pgn convert`; resolves to the exit status. */
export async function pgnConvert(args: readonly string[], onClosedPipe: OnClosedPipe): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    to: { type: 'string' },
    'fail-fast': { type: 'boolean' },
    ...INPUT_OPTIONS,
  });
  const target = values.to as Target | undefined;
  if (target === undefined || !TARGETS.includes(target))
    throw new UsageError(
      `--to takes one of ${TARGETS.join(', ')}${values.to ? ` (got '${values.to}')` : ''}`,
      COMMAND,
    );
  requireInputs(positionals, COMMAND);
  const inputs = inputsOf(positionals, values, COMMAND);
  let status: number = EXIT.ok;
  const out = Output.open(values.output, () => onClosedPipe(status));
  const progress = new Progress(values.quiet !== true);
  const failFast = values['fail-fast'] === true;
  const problem = (text: string) => {
    progress.clear();
    process.stderr.write(text);
  };
  try {
    await forEachRecord(
      {
        ...inputs,
        progress,
        readPgn: { stopOnError: failFast },
        onInputError: (error: InputError) => {
          status = EXIT.usage;
          problem(`xn: ${error.message}\n`);
        },
      },
      async (record, input) => {
        let error: SanError | undefined;
        let text: string | undefined;
        if (!record.success) error = record.error;
        else {
          try {
            text = convert(record.data, target);
          } catch (e) {
            if (!(e instanceof SanError)) throw e;
            error = locateInRecord(record, e);
          }
        }
        if (error !== undefined) {
          if (status === EXIT.ok) status = EXIT.bad;
          const { code, message, offset, length, line, column } = error;
          problem(
            formatDiagnostic(
              { file: input.name, severity: 'error', code, message, offset, length, line, column },
              input.window,
            ),
          );
          return !failFast;
        }
        await out.write(text!);
        return true;
      },
    );
  } finally {
    progress.stop();
  }
  await out.close();
  return status;
}

/** One game in the target notation (throws the walk's `SanError` for a bad game). */
function convert(game: Game, target: Target): string {
  if (target === 'epd' || target === 'fen') return positionLines(game, target);
  const start = startingPosition(game);
  if (target === 'json') return `${JSON.stringify(gameJson(game, start))}\n`;
  const text = new Map<ChildNode, string>();
  const write = MOVE_TEXT[target];
  walkGame(game, start, (step) => void text.set(step.node, write(step)));
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
    { variations: false },
  );
  return {
    tags: Object.fromEntries(game.headers),
    ...(game.comments.length > 0 ? { comments: game.comments } : {}),
    start: start.toFen(),
    moves,
    result: game.result ?? null,
  };
}
