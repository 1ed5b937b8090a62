/**
 * A condition that reads only the board — sub-fens without a hand, materials, imbalances, the side to move, the
 * game's end — tested on a `ChessReplay` instead of a position of the general engine: the same test, on 64 bytes
 * and a count table kept as the moves are played.
 */
import type { ChessReplay } from '../database/chess-replay.js';
import { type CompiledMaterial, isImbalance, isMaterial, lostMaterial } from './material.js';
import { type CompiledSubFen, coneEmpty } from './sub-fen.js';

/** The board-only rules of a compiled condition (each list an OR). */
export interface BoardRule {
  readonly subFens: readonly CompiledSubFen[] | undefined;
  readonly materials: readonly CompiledMaterial[] | undefined;
  readonly imbalances: readonly CompiledMaterial[] | undefined;
  /** The side to move it wants, -1 for either. */
  readonly stm: number;
  /** Whether only the game's last position can meet it (`result-type`). */
  readonly last: boolean;
  /**
   * Whether every sub-fen wants a pawn (on its home rank, which a pawn that leaves never comes back to, or off it,
   * which only the pawns of its cone reach): a game can lose them all.
   */
  readonly pawns: boolean;
  /** Pieces on the board of each material (the first test of one). */
  readonly totals: Int32Array;
  /** Whether a game can lose the rule for good before its end (`lostBoardRule` can be true). */
  readonly losable: boolean;
}

/** The board rule of a condition's compiled parts, or undefined when it reads more than the board. */
export function boardRule(
  subFens: readonly CompiledSubFen[] | undefined,
  materials: readonly CompiledMaterial[] | undefined,
  imbalances: readonly CompiledMaterial[] | undefined,
  stm: number | undefined,
  last: boolean,
): BoardRule | undefined {
  if (subFens?.some((s) => s.hand.length > 0)) return undefined;
  const sum = (m: CompiledMaterial) => m.counts.reduce((a, b) => a + b, 0);
  const pawns = subFens?.every((s) => s.homeSquares.length > 0 || s.cone.length > 0) ?? false;
  return {
    subFens,
    materials,
    imbalances,
    stm: stm ?? -1,
    last,
    pawns,
    totals: Int32Array.from(materials ?? [], sum),
    losable: pawns || materials !== undefined,
  };
}

/** Whether the board holds the sub-fen's pieces. */
function holds(board: Uint8Array, sub: CompiledSubFen): boolean {
  const { squares, codes, masks } = sub;
  for (let i = 0; i < squares.length; i++) if ((board[squares[i]!]! & masks[i]!) !== codes[i]) return false;
  return true;
}

/**
 * Whether the replay's position (the last of its game when `last`) meets the rule (the sub-fen the replay watches
 * by its count, the others square by square).
 */
export function meetsBoardRule(rule: BoardRule, replay: ChessReplay, last: boolean): boolean {
  if (rule.stm >= 0 && replay.side !== rule.stm) return false;
  if (rule.last && !last) return false;
  const { subFens, materials, imbalances } = rule;
  if (subFens !== undefined) {
    let any = false;
    for (let i = 0; i < subFens.length && !any; i++)
      any = replay.watched === subFens[i] ? replay.holdsWatched() : holds(replay.board, subFens[i]!);
    if (!any) return false;
  }
  if (materials !== undefined) {
    let any = false;
    for (let i = 0; i < materials.length && !any; i++)
      any = rule.totals[i] === replay.total && isMaterial(replay.counts, materials[i]!);
    if (!any) return false;
  }
  if (imbalances !== undefined) {
    let any = false;
    for (let i = 0; i < imbalances.length && !any; i++) any = isImbalance(replay.counts, imbalances[i]!);
    if (!any) return false;
  }
  return true;
}

/**
 * Whether a sub-fen's home pawn is gone from the replay's board, or no pawn is left on its cone (no later position
 * of the game holds the sub-fen): the cone of the sub-fen the replay watches by its count.
 */
export function pawnsLost(replay: ChessReplay, sub: CompiledSubFen): boolean {
  const { board } = replay;
  const { homeSquares, homeCodes } = sub;
  for (let i = 0; i < homeSquares.length; i++)
    if ((board[homeSquares[i]!]! & ~2) !== homeCodes[i]) return true;
  return replay.watched === sub ? replay.coneEmpty() : boardConeEmpty(board, sub);
}

/** `coneEmpty` on `board` (its own function: a closure in `pawnsLost` would make it allocate at every ply). */
function boardConeEmpty(board: Uint8Array, sub: CompiledSubFen): boolean {
  return coneEmpty(sub, (square) => board[square]!);
}

/**
 * Whether no later position of the chess game can meet the rule, checked after each move: its sub-fens' pawns
 * (home pawns, cones), or (after a capture or promotion) its materials (`promotes`: whether the game has a
 * promotion).
 */
export function lostBoardRule(rule: BoardRule, replay: ChessReplay, promotes: boolean): boolean {
  const { subFens, materials } = rule;
  if (subFens !== undefined && rule.pawns) {
    let all = true;
    for (let i = 0; i < subFens.length && all; i++) all = pawnsLost(replay, subFens[i]!);
    if (all) return true;
  }
  if (materials === undefined || !replay.changed) return false;
  for (let i = 0; i < materials.length; i++)
    if (!lostMaterial(replay.counts, materials[i]!, replay.pawn, promotes)) return false;
  return true;
}
