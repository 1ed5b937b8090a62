/** Internal mutable state of a position on the unbounded board, and small helpers shared by the engine files. */
import { Board, type BoardPiece } from './board.js';
import { InfiniteError } from './errors.js';
import { MOVEMENT } from './pieces.js';
import {
  INFINITE_PIECE_TYPES,
  INFINITE_PLAYERS,
  type InfinitePieceType,
  type InfinitePlayer,
  type InfiniteRules,
  type InfiniteSetup,
  WIN_CONDITIONS,
  type WinCondition,
} from './types.js';

/** Normalised rules. */
export interface Rules {
  readonly winConditions: ReadonlyMap<InfinitePlayer, ReadonlySet<WinCondition>>;
  readonly promotionRanks: ReadonlyMap<InfinitePlayer, readonly bigint[]>;
  readonly promotionsAllowed: ReadonlyMap<InfinitePlayer, readonly InfinitePieceType[]>;
  readonly moveRule: number | undefined;
  readonly left: bigint | null;
  readonly right: bigint | null;
  readonly bottom: bigint | null;
  readonly top: bigint | null;
  readonly slideLimit: bigint | null;
}

/** What the last move did (for the outcome). */
export interface LastMove {
  readonly mover: InfinitePlayer;
  readonly type: InfinitePieceType;
  readonly x: bigint;
  readonly y: bigint;
  readonly capturedRoyalOf: readonly InfinitePlayer[];
  readonly captured: readonly InfinitePlayer[];
}

/** En passant square and captured pawn. */
export interface EpState {
  readonly x: bigint;
  readonly y: bigint;
  readonly px: bigint;
  readonly py: bigint;
}

/** Internal state. */
export interface State {
  board: Board;
  readonly turnOrder: readonly InfinitePlayer[];
  turnIndex: number;
  ep: EpState | undefined;
  moveRuleState: number;
  fullMove: number;
  readonly rules: Rules;
  /** The rules as given (returned by `toSetup`). */
  readonly inputRules: InfiniteRules;
  /** More than two players or a player moving twice in a row: the site's royal-capture semantics (no check filter). */
  readonly royalCaptureMode: boolean;
  lastMove: LastMove | undefined;
  /** Occurrences of each position since the last irreversible move (threefold repetition). */
  history: Map<string, number>;
  /**
   * `positionKey` of the position, written by the setup and by each move played (trial moves restore the board
   * they change), so that the outcome's repetition test does not build it again.
   */
  key: string;
  /** Cached leaper offsets present on the board. */
  vicinity?: {
    version: number;
    list: readonly { vx: bigint; vy: bigint; types: ReadonlySet<InfinitePieceType> }[];
  };
}

const DEFAULT_PROMOTIONS: readonly InfinitePieceType[] = ['queen', 'rook', 'bishop', 'knight'];

/** Pawn direction of a player: +1 for white, red, yellow; −1 for black, blue, green. */
export function pawnDir(player: InfinitePlayer): bigint {
  return player === 'black' || player === 'blue' || player === 'green' ? -1n : 1n;
}

/** The player to move. */
export function toMove(s: State): InfinitePlayer {
  return s.turnOrder[s.turnIndex]!;
}

/** Whether `q` is an enemy of `player` (another player, not neutral): the pieces that attack. */
export function isEnemy(q: BoardPiece, player: InfinitePlayer): boolean {
  return q.player !== player && q.player !== 'neutral';
}

/** Whether a piece of `player` may capture `q` (anything not its own and not a void). */
export function capturable(q: BoardPiece, player: InfinitePlayer): boolean {
  return q.player !== player && q.type !== 'void';
}

/** Whether a square is inside the world border. */
export function inside(s: State, x: bigint, y: bigint): boolean {
  const r = s.rules;
  return (
    (r.left === null || x >= r.left) &&
    (r.right === null || x <= r.right) &&
    (r.bottom === null || y >= r.bottom) &&
    (r.top === null || y <= r.top)
  );
}

/** Whether the check filter applies to `player`: some other player wins by checkmate (two-player semantics). */
export function checkFilter(s: State, player: InfinitePlayer): boolean {
  if (s.royalCaptureMode) return false;
  for (const p of s.turnOrder)
    if (p !== player && s.rules.winConditions.get(p)?.has('checkmate')) return true;
  return false;
}

/** Builds the state from setup data (validating it). */
export function buildState(setup: InfiniteSetup): State {
  const turnOrder = setup.turnOrder ?? ['white', 'black'];
  if (turnOrder.length === 0) throw new InfiniteError('empty-turn-order', 'The turn order is empty');
  for (const p of turnOrder)
    if (!INFINITE_PLAYERS.includes(p) || p === 'neutral')
      throw new InfiniteError('unknown-player', `Unknown player in the turn order: ${String(p)}`);
  const turnIndex = setup.turnIndex ?? 0;
  if (!Number.isInteger(turnIndex) || turnIndex < 0 || turnIndex >= turnOrder.length)
    throw new InfiniteError('bad-turn-index', 'The turn index is outside the turn order');
  const board = new Board();
  setup.pieces.forEach((ps, i) => {
    if (!INFINITE_PIECE_TYPES.includes(ps.type))
      throw new InfiniteError('unknown-piece-type', `Unknown piece type: ${String(ps.type)}`, i);
    if (!INFINITE_PLAYERS.includes(ps.player))
      throw new InfiniteError('unknown-player', `Unknown player: ${String(ps.player)}`, i);
    const neutralType = ps.type === 'obstacle' || ps.type === 'void';
    if (neutralType !== (ps.player === 'neutral'))
      throw new InfiniteError('neutral-piece', 'Obstacles and voids, and only they, belong to neutral', i);
    if (typeof ps.x !== 'bigint' || typeof ps.y !== 'bigint')
      throw new InfiniteError('bad-rules', 'Coordinates must be bigints', i);
    if (board.get(ps.x, ps.y)) throw new InfiniteError('duplicate-square', 'Two pieces on one square', i);
    board.add({ x: ps.x, y: ps.y, type: ps.type, player: ps.player, special: ps.specialRight === true });
  });
  const r = setup.rules ?? {};
  const players = [...new Set(turnOrder)];
  const winConditions = new Map<InfinitePlayer, Set<WinCondition>>();
  for (const p of players) {
    const list = r.winConditions?.[p] ?? ['checkmate'];
    for (const w of list)
      if (!WIN_CONDITIONS.includes(w))
        throw new InfiniteError('bad-rules', `Unknown win condition ${String(w)}`);
    winConditions.set(p, new Set(list));
  }
  const promotionRanks = new Map<InfinitePlayer, readonly bigint[]>();
  const promotionsAllowed = new Map<InfinitePlayer, readonly InfinitePieceType[]>();
  for (const p of INFINITE_PLAYERS) {
    const ranks = r.promotionRanks?.[p];
    if (ranks && ranks.length > 0) promotionRanks.set(p, [...ranks]);
    const allowed = r.promotionsAllowed?.[p];
    for (const t of allowed ?? [])
      if (!INFINITE_PIECE_TYPES.includes(t))
        throw new InfiniteError('bad-rules', `Unknown promotion ${String(t)}`);
    promotionsAllowed.set(p, allowed ? [...allowed] : DEFAULT_PROMOTIONS);
  }
  if (r.slideLimit !== undefined && r.slideLimit < 1n)
    throw new InfiniteError('bad-rules', 'slideLimit must be a positive integer');
  const wb = r.worldBorder ?? {};
  let doubleMove = false;
  for (let i = 0; i < turnOrder.length && turnOrder.length > 1; i++)
    if (turnOrder[i] === turnOrder[(i + 1) % turnOrder.length]) doubleMove = true;
  const state: State = {
    board,
    turnOrder: [...turnOrder],
    turnIndex,
    ep: undefined,
    moveRuleState: setup.moveRuleState ?? 0,
    fullMove: setup.fullMove ?? 1,
    rules: {
      winConditions,
      promotionRanks,
      promotionsAllowed,
      moveRule: r.moveRule,
      left: wb.left ?? null,
      right: wb.right ?? null,
      bottom: wb.bottom ?? null,
      top: wb.top ?? null,
      slideLimit: r.slideLimit ?? null,
    },
    inputRules: r,
    royalCaptureMode: players.length > 2 || doubleMove,
    lastMove: undefined,
    history: new Map(),
    key: '',
  };
  if (setup.enPassant) {
    const sq = setup.enPassant.square;
    let pawn = setup.enPassant.pawn;
    if (!pawn) {
      const last = turnOrder[(turnIndex + turnOrder.length - 1) % turnOrder.length]!;
      pawn = { x: sq.x, y: sq.y + pawnDir(last) };
    }
    state.ep = { x: sq.x, y: sq.y, px: pawn.x, py: pawn.y };
  }
  state.key = positionKey(state);
  state.history.set(state.key, 1);
  return state;
}

/** Whether `type` is a jumping royal (king, royal centaur): never a castling partner. */
export function jumpingRoyal(type: InfinitePieceType): boolean {
  return MOVEMENT[type].royal && MOVEMENT[type].slides.length === 0;
}

/**
 * A key identifying the position for repetition: pieces with their rights, the player to move and the en passant
 * square. O(pieces) to build; computed once per move played, never in legality checks.
 */
export function positionKey(s: State): string {
  const parts: string[] = [];
  for (const p of s.board.pieces) parts.push(`${p.type}:${p.player}:${p.x},${p.y}${p.special ? '+' : ''}`);
  parts.sort();
  const ep = s.ep ? `${s.ep.x},${s.ep.y}` : '-';
  return `${s.turnIndex}|${ep}|${parts.join('|')}`;
}
