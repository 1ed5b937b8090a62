/**
 * A game's result against the end of its last position by the rules (`result-contradicts-end`): a checkmate, a
 * stalemate, a dead position or a variant's own end (`outcome()` of the position) decides the game, and a decided
 * result that says otherwise (`1-0` after Black mates) cannot be. A claim (repetition, the move-count rule, the
 * counting of makruk) is not such an end: a game may be played through it, so it contradicts nothing.
 */
import type { BasePosition, Outcome } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import { LineCursor } from '@x/core/notation';
import { SanError } from '../shared/errors.js';
import type { SanDiagnostic } from '../shared/types.js';
import { CELL, type MoveTape } from './tape.js';
import type { Game } from './tree.js';

/**
 * What ends a game by itself, by the outcome's reason, as the warning names it (`White wins by checks`); undefined
 * for the ends that are claims (the game goes on until a player claims them).
 */
const ENDS: Readonly<Record<Outcome['reason'], string | undefined>> = {
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  'insufficient-material': 'insufficient material',
  checks: 'checks',
  flag: 'a piece on its goal',
  extinction: 'extinction',
  'bare-king': 'a bare king',
  'no-pieces': 'a side left without pieces',
  'few-pieces': 'few pieces left',
  connect: 'pieces in a row',
  castling: 'castling',
  'royal-exposed': 'a royal piece left exposed',
  bikjang: 'bikjang',
  'full-board': 'a full board',
  repetition: undefined,
  'perpetual-check': undefined,
  chase: undefined,
  'move-repetition': undefined,
  'move-count': undefined,
  counting: undefined,
};

/** The result an outcome scores. */
function scored(outcome: Outcome): string {
  return outcome.winner === undefined ? '1/2-1/2' : outcome.winner === 'white' ? '1-0' : '0-1';
}

function named(color: 'white' | 'black'): string {
  return color === 'white' ? 'White' : 'Black';
}

/**
 * Whether a chess position may be over with another result than `result` (decided), tested cheaply first: chess
 * ends by itself only by a dead position (a draw), a mate (a win for the side not to move, which is in check) or a
 * stalemate (a draw, not in check), so a win of the side not to move in check, or a draw out of check, agrees with
 * any end; the rest asks whether the side to move has a move (stopping at the first), never for repetitions.
 */
function chessMayContradict(position: ChessPosition, result: string): boolean {
  if (position.isInsufficientMaterial()) return result !== '1/2-1/2';
  const check = position.isCheck();
  const lastMoverWins = result === (position.turn === 'white' ? '0-1' : '1-0');
  if (lastMoverWins ? check : result === '1/2-1/2' && !check) return false;
  return !position.hasLegalMove();
}

/**
 * The message of a `result-contradicts-end` warning when the game of `position` is over by the rules (no claim)
 * and `result`, a decided one (`1-0`, `0-1`, `1/2-1/2`), is not what they score: `Black mates, but the result is
 * 1-0`, `White is stalemated (1/2-1/2), but the result is 0-1`, `White wins by checks, but the result is
 * 1/2-1/2`. Undefined otherwise (`*`, no result, a game that goes on or ends by a claim). Costs one `outcome()` of
 * the position (one move generation; in chess at most one `hasLegalMove`, which stops at the first piece with a
 * move), and nothing for `*`.
 */
export function endContradiction(position: BasePosition, result: string | undefined): string | undefined {
  if (result !== '1-0' && result !== '0-1' && result !== '1/2-1/2') return undefined;
  if (position instanceof ChessPosition && !chessMayContradict(position, result)) return undefined;
  const outcome = position.outcome();
  if (outcome === undefined) return undefined;
  const end = ENDS[outcome.reason];
  const rules = scored(outcome);
  if (end === undefined || rules === result) return undefined;
  const mover = position.turn;
  const mater = mover === 'white' ? 'black' : 'white';
  const winner = outcome.winner;
  let what: string;
  if (outcome.reason === 'checkmate')
    what = winner === mater ? `${named(mater)} mates` : `${named(mater)} mates (${rules})`;
  else if (outcome.reason === 'stalemate') what = `${named(mover)} is stalemated (${rules})`;
  else what = winner === undefined ? `the game is drawn by ${end}` : `${named(winner)} wins by ${end}`;
  return `${what}, but the result is ${result}`;
}

/** The span of a game's result in its tape's text (local offsets): the movetext's, else the `Result` tag's value. */
function resultSpan(
  game: Game,
  tape: MoveTape,
  local: number,
): { offset: number; length: number } | undefined {
  const text = tape.text;
  if (text === undefined) return undefined;
  const end = Math.min(local + game.length, text.length);
  const result = game.result;
  if (result !== undefined) {
    let e = end;
    while (e > local && ' \t\r\n'.includes(text.charAt(e - 1))) e--;
    const at = text.lastIndexOf(result, e - result.length);
    return at >= local ? { offset: at, length: result.length } : undefined;
  }
  // the tags end where the first move starts
  const first = tape.cells[2]!;
  const stop = first === 0 ? end : tape.cells[first * CELL]! + tape.shift - (tape.frame?.base ?? 0);
  const tags = text.slice(local, stop);
  let found: { offset: number; length: number } | undefined;
  for (const m of tags.matchAll(/\[\s*Result\s+"([^"]*)"/g))
    found = { offset: local + m.index + m[0].length - m[1]!.length - 1, length: m[1]!.length };
  return found;
}

/**
 * Checks the result of `game` (the movetext's, else its `Result` tag) against `position`, the end of its main line:
 * on a contradiction, a `SanError` (`result-contradicts-end`) in strict mode, else the warning to `onWarning`, both
 * located at the result in the text the game was read from (at offset 0 for a game made by hand).
 */
export function checkResultEnd(
  game: Game,
  tape: MoveTape,
  position: BasePosition,
  strict: boolean,
  onWarning: ((warning: SanDiagnostic) => void) | undefined,
): void {
  const message = endContradiction(position, game.result ?? game.headers.get('Result'));
  if (message === undefined) return;
  const base = tape.frame?.base ?? 0;
  const span = resultSpan(game, tape, game.offset - base);
  const offset = span === undefined ? 0 : span.offset + base;
  const length = span?.length ?? 0;
  const where =
    span === undefined ? { line: 1, column: 1 } : new LineCursor(tape.text, tape.frame).locate(span.offset);
  if (strict) throw Object.assign(new SanError('result-contradicts-end', message, offset, length), where);
  onWarning?.({ code: 'result-contradicts-end', severity: 'warning', message, offset, length, ...where });
}
