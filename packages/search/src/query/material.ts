/**
 * `material` and `imbalance`: the pieces on the board counted by type and side. A material is every piece of the
 * position, White's letters then Black's: `KBNKNN` (Black's part starts at the second `K`, as Scoutfish reads it)
 * or, for variants whose pieces need it, `KBNvKNN`. An imbalance is White's surplus `v` Black's, by type: `PPvN`
 * — White two pawns more, Black a knight more, every other type level. Any variant's letters.
 */
import type { BasePosition } from '@x/core';
import { codeType, pieceCode, pieceSquares } from '@x/core/engine';
import { FLAG_PROMOTED, type GameRecord } from '../database/game-record.js';
import { SIGNATURE_TYPES, signatureCount } from '../database/signature.js';
import type { PieceLetters } from './piece-letters.js';

/** A material or imbalance as written: White's letters and Black's. */
export interface MaterialPattern {
  readonly white: string;
  readonly black: string;
}

/** Reads a material (`KBNKNN`, `KBNvKNN`) or, with `imbalance`, an imbalance (`PPvN`); undefined when bad. */
export function readMaterial(text: string, imbalance: boolean): MaterialPattern | undefined {
  if (!/^[A-Za-z+]*(v[A-Za-z+]*)?$/.test(text) && !/^[A-Za-z+]*$/.test(text)) return undefined;
  const cut = text.indexOf('v');
  if (cut >= 0) return { white: text.slice(0, cut), black: text.slice(cut + 1) };
  if (imbalance) return { white: text, black: '' };
  const second = text.indexOf('K', 1);
  if (second < 0) return undefined;
  return { white: text.slice(0, second), black: text.slice(second) };
}

/** Piece counts by `side * types + type`, compiled for a variant. */
export interface CompiledMaterial {
  readonly counts: Int32Array;
}

/** The counts of a pattern in a variant, or undefined when a letter is not one of its pieces. */
export function compileMaterial(
  pattern: MaterialPattern,
  letters: PieceLetters,
): CompiledMaterial | undefined {
  const types = letters.typeIds.length;
  const counts = new Int32Array(2 * types);
  for (const [side, text] of [
    [0, pattern.white],
    [1, pattern.black],
  ] as const)
    for (const letter of text.match(/\+?[A-Za-z]/g) ?? []) {
      const piece = letters.piece(letter.toUpperCase());
      if (piece === undefined) return undefined;
      counts[side * types + piece.type]!++;
    }
  return { counts };
}

const squaresBuffer = /* @__PURE__ */ new Int32Array(4096);

/** Writes the piece counts of `position` into `out` (`side * types + type`, `types` entries a side). */
export function countPieces(position: BasePosition, out: Int32Array, types: number): void {
  out.fill(0);
  for (let side = 0; side < 2; side++) {
    const n = pieceSquares(position, side, squaresBuffer);
    for (let i = 0; i < n; i++) out[side * types + codeType(pieceCode(position, squaresBuffer[i]!))]!++;
  }
}

/** Whether the counts are the material's. */
export function isMaterial(counts: Int32Array, material: CompiledMaterial): boolean {
  const want = material.counts;
  for (let i = 0; i < want.length; i++) if (counts[i] !== want[i]) return false;
  return true;
}

/**
 * Whether no later position of a chess game (no drops) can have the material. Pieces only leave the board, but for
 * a promotion, which turns one pawn into one piece: a side that has fewer pawns than it wants, or fewer pawns to
 * spare than the pieces it lacks, never gets there; in a game without a promotion (`promotes` false, from its
 * record) no count ever rises, and one below the material's is lost for good.
 */
export function lostMaterial(
  counts: Int32Array,
  material: CompiledMaterial,
  pawn: number,
  promotes: boolean,
): boolean {
  const want = material.counts;
  const types = want.length / 2;
  for (let side = 0; side < 2; side++) {
    const at = side * types;
    const spare = pawn >= 0 ? counts[at + pawn]! - want[at + pawn]! : 0;
    if (spare < 0) return true;
    let lacking = 0;
    for (let t = 0; t < types; t++)
      if (t !== pawn && counts[at + t]! < want[at + t]!) lacking += want[at + t]! - counts[at + t]!;
    if (lacking > (promotes ? spare : 0)) return true;
  }
  return false;
}

/** Whether the counts are of the imbalance (White's surplus type by type). */
export function isImbalance(counts: Int32Array, imbalance: CompiledMaterial): boolean {
  const want = imbalance.counts;
  const types = want.length / 2;
  for (let t = 0; t < types; t++)
    if (counts[t]! - counts[types + t]! !== want[t]! - want[types + t]!) return false;
  return true;
}

const signatureTypeIds = /* @__PURE__ */ new WeakMap<PieceLetters, Int32Array>();

/** The type of each of `SIGNATURE_TYPES` in a variant's letters (-1: none), found once per variant. */
function signatureTypes(letters: PieceLetters): Int32Array {
  let ids = signatureTypeIds.get(letters);
  if (ids === undefined) {
    ids = Int32Array.from(SIGNATURE_TYPES, (id) => letters.typeIds.indexOf(id));
    signatureTypeIds.set(letters, ids);
  }
  return ids;
}

/**
 * Whether a game can reach the material at all, by its signature (the final position's counts of pawns and
 * pieces): from a position of the material to the end, pawns are only taken or promoted, other pieces only taken
 * or made by a promotion — so the material's pawns are at least the final ones plus a promotion for each piece
 * the final position has more of than the material. Without a promotion, no count is below the final one.
 */
export function canReachMaterial(
  record: GameRecord,
  material: CompiledMaterial,
  letters: PieceLetters,
): boolean {
  if (record.signatureAt < 0) return true;
  const promotes = (record.flags & FLAG_PROMOTED) !== 0;
  const types = letters.typeIds.length;
  const signed = signatureTypes(letters);
  const want = material.counts;
  for (let side = 0; side < 2; side++) {
    // the pawns the material has beyond the final position's, and the promotions its pieces need
    let spare = 0;
    let needed = 0;
    for (let i = 0; i < SIGNATURE_TYPES.length; i++) {
      const type = signed[i]!;
      if (type < 0) continue;
      const surplus = want[side * types + type]! - signatureCount(record.bytes, record.signatureAt, side, i);
      if (i === 0) spare = surplus;
      else if (surplus < 0) needed -= surplus;
    }
    if (spare < 0 || needed > (promotes ? spare : 0)) return false;
  }
  return true;
}
