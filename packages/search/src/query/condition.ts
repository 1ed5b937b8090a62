/**
 * A condition of a query read once (`readCondition`: its sub-fens, materials and SANs checked, located in the
 * query's JSON) and compiled per variant (`compileCondition`): the test of one ply — the position, and the move
 * played from it (-1 after the last) — and what a game's record already rules out (its result, its end, its
 * signature).
 */
import type { BasePosition } from '@x/core';
import { movePieceType, sideToMove } from '@x/core/engine';
import { SearchError } from '../errors.js';
import { FLAG_MATE, FLAG_STALEMATE, type GameRecord, RESULTS } from '../database/game-record.js';
import { hasSignature, signatureHome } from '../database/signature.js';
import {
  canReachMaterial,
  type CompiledMaterial,
  compileMaterial,
  countPieces,
  isImbalance,
  isMaterial,
  lostMaterial,
  type MaterialPattern,
  readMaterial,
} from './material.js';
import { type BoardRule, boardRule } from './board-rule.js';
import { capturedType, compileMove, isMove } from './move-rules.js';
import { pieceLetters } from './piece-letters.js';
import { offsetOf, type Condition, quoted } from './query-schema.js';
import {
  type CompiledSubFen,
  compileSubFen,
  holdsSubFen,
  lostSubFen,
  readSubFen,
  type SubFenPattern,
} from './sub-fen.js';

/** A condition read: its rules, each list an OR. */
export interface ReadCondition {
  readonly subFens: readonly SubFenPattern[] | undefined;
  readonly materials: readonly MaterialPattern[] | undefined;
  readonly imbalances: readonly MaterialPattern[] | undefined;
  readonly whiteMoves: readonly string[] | undefined;
  readonly blackMoves: readonly string[] | undefined;
  readonly moved: string | undefined;
  readonly captured: string | undefined;
  readonly stm: number | undefined;
  /** Result codes (`RESULTS` indexes) allowed. */
  readonly results: readonly number[] | undefined;
  /** `FLAG_MATE`/`FLAG_STALEMATE` allowed. */
  readonly ends: number | undefined;
}

/** The most characters of a sub-fen a message quotes. */
const QUOTE_MAX = 60;

/** `s` quoted for a message: whole when short, else the `QUOTE_MAX` characters about index `at`, and its length. */
function quotedAround(s: string, at: number): string {
  if (s.length <= QUOTE_MAX) return `"${s}"`;
  const from = Math.max(0, Math.min(at - QUOTE_MAX / 2, s.length - QUOTE_MAX));
  const end = from + QUOTE_MAX;
  return `"${from > 0 ? '…' : ''}${s.slice(from, end)}${end < s.length ? '…' : ''}" (${s.length} characters)`;
}

const list = (value: string | readonly string[] | undefined) =>
  value === undefined ? undefined : typeof value === 'string' ? [value] : value;

/** Reads a condition; `text` and `path` locate a bad rule in the query's JSON. */
export function readCondition(c: Condition, text: string, path: readonly string[]): ReadCondition {
  const bad = (key: string, why: string): never => {
    throw new SearchError(
      'invalid-query',
      `${[...path, key].join('.')}: ${why}`,
      offsetOf(text, [...path, key]),
      0,
      text,
    );
  };
  const subFens = list(c['sub-fen'])?.map((s) => {
    const read = readSubFen(s);
    return 'at' in read
      ? bad('sub-fen', `${read.why} (at character ${read.at + 1} of ${quotedAround(s, read.at)})`)
      : read;
  });
  const material = (key: 'material' | 'imbalance') =>
    list(c[key])?.map(
      (s) =>
        readMaterial(s, key === 'imbalance') ??
        bad(
          key,
          `${quoted(s)} is no ${key}: ${key === 'material' ? 'both sides upper case: KBNKNN, KBNvKNN' : 'PPvN'}`,
        ),
    );
  const results = list(c.result)?.map((r) => {
    const i = (RESULTS as readonly string[]).indexOf(r.trim());
    return i < 0 ? bad('result', `${quoted(r)} is no PGN result`) : i;
  });
  let ends: number | undefined;
  for (const t of list(c['result-type']) ?? []) {
    const flag = t === 'mate' ? FLAG_MATE : t === 'stalemate' ? FLAG_STALEMATE : undefined;
    ends = (ends ?? 0) | (flag ?? bad('result-type', `${quoted(t)} is "mate" or "stalemate"`));
  }
  for (const key of ['moved', 'captured'] as const)
    if (c[key] !== undefined && !/^(?:\+?[A-Za-z])*$/.test(c[key]!)) bad(key, 'piece letters');
  return {
    subFens,
    materials: material('material'),
    imbalances: material('imbalance'),
    whiteMoves: list(c['white-move']),
    blackMoves: list(c['black-move']),
    moved: c.moved,
    captured: c.captured,
    stm: c.stm === undefined ? undefined : c.stm.toLowerCase() === 'white' ? 0 : 1,
    results,
    ends,
  };
}

/** What one ply's test shares between conditions: the piece counts, made on demand. */
export class PlyState {
  position!: BasePosition;
  move = -1;
  /** Whether the game has a promotion (its record says so): a piece count can rise. */
  promotes = true;
  #counted = false;
  counts = new Int32Array(0);
  types = 0;

  /**
   * The ply of `position` with `move` to be played from it; `same` when the board's material is the previous
   * ply's (the move before took, dropped and promoted nothing): the counts are kept, not made again.
   */
  at(position: BasePosition, move: number, types: number, same: boolean): void {
    this.position = position;
    this.move = move;
    if (!same || this.types !== types) this.#counted = false;
    this.types = types;
    if (this.counts.length < 2 * types) this.counts = new Int32Array(2 * types);
  }

  pieceCounts(): Int32Array {
    if (!this.#counted) {
      countPieces(this.position, this.counts, this.types);
      this.#counted = true;
    }
    return this.counts;
  }
}

/** A condition compiled for a variant. */
export interface CompiledCondition {
  /** Whether the game's record leaves the condition possible. */
  possible(record: GameRecord): boolean;
  /** Whether the ply (position and the move played from it) meets the condition. */
  test(ply: PlyState): boolean;
  /**
   * Whether no ply from this one on can meet the condition (a chess game has lost a piece or a home pawn its
   * material or sub-fen wants); false wherever that cannot be known (other variants: drops, gating).
   */
  lost(ply: PlyState): boolean;
  /** The condition as a test of the board alone (a `ChessReplay`'s), or undefined when it reads moves or hands. */
  readonly board: BoardRule | undefined;
}

const compact = <T>(xs: readonly (T | undefined)[] | undefined): T[] | undefined =>
  xs === undefined ? undefined : (xs.filter((x) => x !== undefined) as T[]);

/** The condition compiled for `position`'s variant; undefined when it can never hold there. */
export function compileCondition(read: ReadCondition, position: BasePosition): CompiledCondition | undefined {
  const letters = pieceLetters(position);
  const subFens = compact(read.subFens?.map((p) => compileSubFen(p, letters)));
  const materials = compact(read.materials?.map((p) => compileMaterial(p, letters)));
  const imbalances = compact(read.imbalances?.map((p) => compileMaterial(p, letters)));
  const white = compact(read.whiteMoves?.map((s) => compileMove(s, position)));
  const black = compact(read.blackMoves?.map((s) => compileMove(s, position)));
  const moved = read.moved === undefined ? undefined : letters.types(read.moved);
  const captured = read.captured === undefined ? undefined : letters.types(read.captured);
  if ([subFens, materials, imbalances, white, black].some((xs) => xs !== undefined && xs.length === 0))
    return undefined;
  if (
    (read.moved !== undefined && moved === undefined) ||
    (read.captured !== undefined && captured === undefined)
  )
    return undefined;
  const movesRuled =
    white !== undefined || black !== undefined || moved !== undefined || captured !== undefined;
  const pawn = letters.typeIds.indexOf('pawn');
  const settles = hasSignature(position);
  return {
    board: movesRuled
      ? undefined
      : boardRule(subFens, materials, imbalances, read.stm, read.ends !== undefined),
    possible: (record) => possible(read, record, subFens, materials, letters),
    lost: (ply) => {
      if (!settles) return false;
      if (subFens !== undefined) {
        let all = true;
        for (let i = 0; i < subFens.length && all; i++) all = lostSubFen(ply.position, subFens[i]!);
        if (all) return true;
      }
      if (materials === undefined) return false;
      const counts = ply.pieceCounts();
      for (let i = 0; i < materials.length; i++)
        if (!lostMaterial(counts, materials[i]!, pawn, ply.promotes)) return false;
      return true;
    },
    test: (ply) => {
      const pos = ply.position;
      const side = sideToMove(pos);
      if (read.stm !== undefined && side !== read.stm) return false;
      // a game's end (`result-type`) is its last position
      if (read.ends !== undefined && ply.move >= 0) return false;
      if (subFens !== undefined && !holdsAny(pos, subFens)) return false;
      if (materials !== undefined && !isAnyMaterial(ply.pieceCounts(), materials)) return false;
      if (imbalances !== undefined && !imbalances.some((m) => isImbalance(ply.pieceCounts(), m)))
        return false;
      if (!movesRuled) return true;
      const m = ply.move;
      if (m < 0) return false;
      if (white !== undefined && (side !== 0 || !white.some((p) => isMove(pos, m, p)))) return false;
      if (black !== undefined && (side !== 1 || !black.some((p) => isMove(pos, m, p)))) return false;
      if (moved !== undefined && !moved.has(movePieceType(pos, m))) return false;
      if (captured !== undefined) {
        const taken = capturedType(pos, m);
        if (captured.size === 0 ? taken !== 0 : !captured.has(taken)) return false;
      }
      return true;
    },
  };
}

/** Whether `position` holds one of the sub-fens (a loop: no closure made a ply). */
function holdsAny(position: BasePosition, subFens: readonly CompiledSubFen[]): boolean {
  for (let i = 0; i < subFens.length; i++) if (holdsSubFen(position, subFens[i]!)) return true;
  return false;
}

/** Whether the counts are one of the materials. */
function isAnyMaterial(counts: Int32Array, materials: readonly CompiledMaterial[]): boolean {
  for (let i = 0; i < materials.length; i++) if (isMaterial(counts, materials[i]!)) return true;
  return false;
}

function possible(
  read: ReadCondition,
  record: GameRecord,
  subFens: readonly CompiledSubFen[] | undefined,
  materials: readonly CompiledMaterial[] | undefined,
  letters: ReturnType<typeof pieceLetters>,
): boolean {
  if (read.results !== undefined && !read.results.includes(record.flags & 3)) return false;
  if (read.ends !== undefined && (record.flags & read.ends) === 0) return false;
  if (record.signatureAt < 0) return true;
  if (materials !== undefined) {
    let reached = false;
    for (let i = 0; i < materials.length && !reached; i++)
      reached = canReachMaterial(record, materials[i]!, letters);
    if (!reached) return false;
  }
  if (subFens !== undefined) {
    const home = signatureHome(record.bytes, record.signatureAt);
    // from the standard start, a pawn off its home rank left one of its cone's home squares, which a pawn there at
    // the end never did
    const standard = record.start === 0;
    for (let i = 0; i < subFens.length; i++) {
      const { homeConflicts, coneHome } = subFens[i]!;
      if ((homeConflicts & home) === 0 && !(standard && coneHome !== 0 && (coneHome & home) === coneHome))
        return true;
    }
    return false;
  }
  return true;
}
