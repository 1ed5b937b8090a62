/**
 * `replay(game)`: plays every move of a parsed ICN game on `@x/core/infinite`'s unbounded board and checks
 * what the notation writes beside the squares (piece letter, `x`, `+`/`#`, the promotion's player) and the
 * `Result`/`Termination` tags against what the moves produce.
 */
import { type InfiniteMove, type InfiniteOutcome, InfiniteError, InfinitePosition } from '@x/core/infinite';
import { isStrictMode } from '@x/core/notation';
import type { ParseMode, Result } from '@x/core';
import { type IcnDiagnostic, IcnError, type IcnErrorCode } from './errors.js';
import { locator } from './source.js';

import { infiniteSetupFromGame, positionToGame } from './setup.js';
import { pieceCode } from './pieces.js';
import type { IcnGame, IcnMove, IcnPiece, Player, IcnWinCondition } from './types.js';

/**
 * Reasons `replay` adds to `@x/core/infinite`'s `ILLEGAL_REASONS`: `game-over` (a move after the game ended),
 * the notation mismatches `piece`, `capture`, `check`, `mate`, `promotion-player`, the tag mismatches
 * `result`, `termination`, and the `expectPosition` mismatches `pieces`, `rights`, `turn`, `en-passant`,
 * `move-rule`, `full-move`.
 */
export const REPLAY_REASONS = [
  'game-over',
  ...['piece', 'capture', 'check', 'mate', 'promotion-player'],
  ...['result', 'termination'],
  ...['pieces', 'rights', 'turn', 'en-passant', 'move-rule', 'full-move'],
] as const;
/** A reason from {@link REPLAY_REASONS}. */
export type ReplayReason = (typeof REPLAY_REASONS)[number];

/** How a game ended: a win (with the winner and the win condition) or a draw. */
export type ReplayOutcome =
  | { readonly result: 'win'; readonly winner: Player; readonly reason: IcnWinCondition }
  | { readonly result: 'draw'; readonly reason: 'stalemate' | 'repetition' | 'moverule' };

/** The successful replay: the final position and the outcome (`undefined` while the game goes on). */
export interface ReplayData {
  /** The position reached, as an ICN game without moves (`stringify` writes it). */
  readonly position: IcnGame;
  readonly outcome: ReplayOutcome | undefined;
  /** The live board after the last move (mutable; for further questions such as `isCheck`). */
  readonly board: InfinitePosition;
  /**
   * Lenient mode: notation and tag mismatches (codes `move-mismatch`, `result-contradicts-end`), at the move's span in
   * the text the game was parsed from (line and column there; line 1 for a game not from `parse`).
   */
  readonly diagnostics?: readonly IcnDiagnostic[];
}

/** Options of {@link replay}. */
export interface ReplayOptions {
  /**
   * Strict: a written piece letter, `x`, `+`/`#` or promotion player that does not match the move, and a
   * `Result`/`Termination` tag that does not match the outcome, are errors. Lenient (default): warnings.
   */
  readonly mode?: ParseMode;
  /** Compare the `Result` and `Termination` tags with the outcome (default true). */
  readonly checkTags?: boolean;
  /**
   * A position the moves must reach (e.g. a published "position after the game"): pieces, special rights, turn
   * order, en passant, move-rule state and full move are compared; a difference is a `position-mismatch` error.
   */
  readonly expectPosition?: IcnGame;
}

const pieceKey = (p: IcnPiece) => `${pieceCode(p)}${p.square[0]},${p.square[1]}`;

/** The first difference between the reached position and the expected one, if any. */
function positionMismatch(reached: IcnGame, expected: IcnGame): [ReplayReason, string] | undefined {
  const mine = new Map((reached.position ?? []).map((p) => [pieceKey(p), p]));
  const theirs = new Map((expected.position ?? []).map((p) => [pieceKey(p), p]));
  const missing = [...mine.keys()].filter((k) => !theirs.has(k));
  const extra = [...theirs.keys()].filter((k) => !mine.has(k));
  if (missing.length > 0 || extra.length > 0) {
    const list = (xs: string[]) => (xs.length > 5 ? `${xs.slice(0, 5).join(' ')} …` : xs.join(' ') || 'none');
    return ['pieces', `Expected position lacks ${list(missing)} and has ${list(extra)} besides`];
  }
  const rights = [...mine].filter(([k, p]) => theirs.get(k)?.specialRight !== p.specialRight).map(([k]) => k);
  if (rights.length > 0) return ['rights', `Special rights differ on ${rights.join(' ')}`];
  if (reached.turnOrder.join(':') !== expected.turnOrder.join(':'))
    return ['turn', `Turn order ${reached.turnOrder.join(':')}, expected ${expected.turnOrder.join(':')}`];
  if (String(reached.enPassant) !== String(expected.enPassant))
    return [
      'en-passant',
      `En passant ${reached.enPassant ?? 'none'}, expected ${expected.enPassant ?? 'none'}`,
    ];
  if ((reached.moveRule?.state ?? 0) !== (expected.moveRule?.state ?? 0))
    return [
      'move-rule',
      `Move-rule state ${reached.moveRule?.state ?? 0}, expected ${expected.moveRule?.state ?? 0}`,
    ];
  if (reached.fullMove !== expected.fullMove)
    return ['full-move', `Full move ${reached.fullMove}, expected ${expected.fullMove}`];
  return undefined;
}

function outcomeOf(o: InfiniteOutcome | undefined): ReplayOutcome | undefined {
  if (o === undefined) return undefined;
  if (o.result === 'draw') return { result: 'draw', reason: o.condition };
  return { result: 'win', winner: o.winner as Player, reason: o.condition };
}

/** `Termination` tag text → the outcome reason it claims, or `'external'` (time, resignation, agreement …). */
function terminationReason(text: string): string {
  const t = text.toLowerCase().replace(/[^a-z]/g, '');
  if (t === 'checkmate' || t === 'mate') return 'checkmate';
  if (t === 'stalemate') return 'stalemate';
  if (t.includes('repetition')) return 'repetition';
  if (t.includes('moverule')) return 'moverule';
  if (t === 'royalcapture' || t === 'allroyalscaptured' || t === 'allpiecescaptured') return t;
  if (t === 'koth' || t === 'kingofthehill') return 'koth';
  return 'external';
}

/** The expected `Result` tag of an outcome (two-player white/black games only). */
function resultTag(o: ReplayOutcome): string | undefined {
  if (o.result === 'draw') return '1/2-1/2';
  if (o.winner === 'white') return '1-0';
  if (o.winner === 'black') return '0-1';
  return undefined;
}

/** Tag mismatches between `Result`/`Termination` and the outcome (empty when they agree or are absent). */
function tagMismatches(game: IcnGame, outcome: ReplayOutcome | undefined): [ReplayReason, string][] {
  const out: [ReplayReason, string][] = [];
  const result = game.metadata['Result'];
  const termination = game.metadata['Termination'];
  const twoPlayer =
    new Set(game.turnOrder).size === 2 &&
    game.turnOrder.includes('white') &&
    game.turnOrder.includes('black');
  if (result !== undefined && result !== '' && twoPlayer) {
    // without a board outcome any Result may come from outside the moves (resignation, time …)
    const r = result.trim();
    const want = outcome === undefined ? undefined : resultTag(outcome);
    if (want !== undefined && r !== want) out.push(['result', `Result "${r}" but the moves give ${want}`]);
  }
  if (termination !== undefined) {
    const claimed = terminationReason(termination);
    if (outcome === undefined) {
      if (claimed !== 'external')
        out.push(['termination', `Termination "${termination}" but the moves do not end the game`]);
    } else if (claimed !== outcome.reason) {
      out.push(['termination', `Termination "${termination}" but the moves end by ${outcome.reason}`]);
    }
  }
  return out;
}

function moveText(m: IcnMove): string {
  return `${m.start[0]},${m.start[1]}>${m.end[0]},${m.end[1]}`;
}

/**
 * Replays a parsed game on `@x/core/infinite`: maps it onto the unbounded board (see `gameToSetup`), plays
 * every move and returns the final position and outcome, or the first problem as an `IcnError` with `index`
 * (ply), `offset`/`length` (the move's span in the parsed text) and `reason`.
 *
 * Always errors: `no-position`, `invalid-setup` (reason: the core's error code), `illegal-move` (reason: the
 * core's illegal-move reason, or `game-over` for a move after the game ended). Strict-only errors (lenient:
 * warnings, replay goes on): `move-mismatch` (`piece`, `capture`, `check`, `mate`, `promotion-player`) and
 * `result-contradicts-end` (`result`, `termination`). With `expectPosition`: `position-mismatch`. A promotion written with the other player's letter promotes to
 * the mover's colour.
 */
export function replay(game: IcnGame, options: ReplayOptions = {}): Result<ReplayData, IcnError> {
  const strict = isStrictMode(options);
  const warnings: IcnDiagnostic[] = [];
  const locate = locator(game);
  const fail = (
    code: IcnErrorCode,
    message: string,
    index: number,
    reason: string,
    move?: IcnMove,
  ): Result<ReplayData, IcnError> => ({
    success: false,
    error: Object.assign(
      new IcnError(code, message, move?.span?.offset ?? 0, move?.span?.length ?? 0, undefined, {
        index,
        reason,
      }),
      locate(move?.span?.offset ?? 0),
    ),
  });
  /** Returns an error result in strict mode, else records a warning and returns undefined. */
  const mismatch = (
    code: 'move-mismatch' | 'result-contradicts-end',
    message: string,
    index: number,
    reason: ReplayReason,
    move?: IcnMove,
  ): Result<ReplayData, IcnError> | undefined => {
    if (strict) return fail(code, message, index, reason, move);
    const offset = move?.span?.offset ?? 0;
    warnings.push({
      code,
      severity: 'warning',
      message,
      offset,
      length: move?.span?.length ?? 0,
      ...locate(offset),
      index,
      reason,
    });
    return undefined;
  };

  const setup = infiniteSetupFromGame(game);
  if (setup === undefined) return fail('no-position', 'The game has no position to replay', 0, 'no-position');
  let board: InfinitePosition;
  try {
    board = InfinitePosition.fromSetup(setup);
  } catch (e) {
    if (e instanceof InfiniteError) return fail('invalid-setup', e.message, 0, e.code);
    throw e;
  }

  let outcome = outcomeOf(board.outcome());
  const moves = game.moves;
  for (let index = 0; index < moves.length; index++) {
    const m = moves[index]!;
    const text = moveText(m);
    if (outcome !== undefined)
      return fail(
        'illegal-move',
        `${text}: the game is already over (${outcome.reason})`,
        index,
        'game-over',
        m,
      );
    const from = { x: m.start[0], y: m.start[1] };
    const to = { x: m.end[0], y: m.end[1] };
    const mover = board.pieceAt(from);
    const target = board.pieceAt(to);
    const move: InfiniteMove =
      m.promotion === undefined ? { from, to } : { from, to, promotion: m.promotion.type };
    try {
      board.play(move);
    } catch (e) {
      if (e instanceof InfiniteError && e.reason !== undefined)
        return fail('illegal-move', `Illegal move ${text}: ${e.reason}`, index, e.reason, m);
      throw e;
    }
    // legal, so `mover` was the piece of the player to move (the checks below look at the move before it)
    const piece = mover!;
    const captures = target !== undefined || (piece.type === 'pawn' && from.x !== to.x);
    let r: Result<ReplayData, IcnError> | undefined;
    if (m.piece !== undefined && (m.piece.type !== piece.type || m.piece.player !== piece.player))
      r = mismatch(
        'move-mismatch',
        `${text}: written piece is not the piece on ${m.start}`,
        index,
        'piece',
        m,
      );
    if (r === undefined && m.capture === true && !captures)
      r = mismatch(
        'move-mismatch',
        `${text}: written as a capture but captures nothing`,
        index,
        'capture',
        m,
      );
    if (r === undefined && m.promotion !== undefined && m.promotion.player !== piece.player)
      r = mismatch(
        'move-mismatch',
        `${text}: promotion to the other player's piece`,
        index,
        'promotion-player',
        m,
      );
    if (r !== undefined) return r;
    outcome = outcomeOf(board.outcome());
    if (m.check === 'mate' && !(outcome?.result === 'win' && outcome.reason === 'checkmate'))
      r = mismatch('move-mismatch', `${text}: written # but it is not checkmate`, index, 'mate', m);
    else if (m.check === 'check' && !board.isCheck())
      r = mismatch('move-mismatch', `${text}: written + but it is not check`, index, 'check', m);
    if (r !== undefined) return r;
  }

  // a game without moves is a position: its tags describe the game it was taken from
  if (options.checkTags !== false && moves.length > 0) {
    for (const [reason, message] of tagMismatches(game, outcome)) {
      const r = mismatch('result-contradicts-end', message, moves.length, reason);
      if (r !== undefined) return r;
    }
  }
  const position = positionToGame(game, board);
  if (options.expectPosition !== undefined) {
    const diff = positionMismatch(position, options.expectPosition);
    if (diff !== undefined) return fail('position-mismatch', diff[1], moves.length, diff[0]);
  }
  const data: { -readonly [K in keyof ReplayData]: ReplayData[K] } = {
    position,
    outcome,
    board,
  };
  if (warnings.length > 0) data.diagnostics = warnings;
  return { success: true, data };
}
