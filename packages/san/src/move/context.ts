/**
 * Per-variant tables for resolution and printing against an `@x/core` position: the SAN dialect of the
 * variant plus look-ups by piece type index and square name. Built once per variant (cached), never per move.
 */
import type { BasePosition } from '@x/core';
import { createMoveBuffer, engineLayout, generateMovesTo } from '@x/core/engine';
import { type Dialect, dialectOf } from './dialect.js';
import { memoized } from '../shared/memo.js';
import { isLetterlessPawn, sanOptionsOf } from '../shared/variant.js';

/** Compiled tables of one variant (internal). */
export interface SanContext {
  /** The SAN dialect of the variant. */
  readonly dialect: Dialect;
  /** Board width. */
  readonly files: number;
  /** Board height. */
  readonly ranks: number;
  /** Piece type index of each piece identifier. */
  readonly typeOf: ReadonlyMap<string, number>;
  /** Type index of the pawn (the piece written without a letter), or -1. */
  readonly pawnType: number;
  /** SAN letter of each piece type index (`''` for the pawn, unless it is only lettered `P`: `isLetterlessPawn`). */
  readonly letters: readonly string[];
  /** SAN letter of each piece type in a drop (the pawn's too). */
  readonly dropLetters: readonly string[];
  /** Alice chess: the type of each type's twin on the other board (the same letter); else empty. */
  readonly twins: readonly (number | undefined)[];
  /** The other types read by each type's letter (`Dialect.alsoReads` by type index; shogi's gold: the tokin…). */
  readonly alsoReads: readonly (readonly number[] | undefined)[];
  /** Square names by index. */
  readonly squareNames: readonly string[];
  /** Whether a piece of the variant has Fairy-Stockfish's letters (`sanAliases`), which its text writes (`fsf-form`). */
  readonly fsfLetters: boolean;
  /** Several boards with transfers (`VariantDefinition.boards.transfer`): castling is written as the king's move (`Ks1`). */
  readonly castlesAsKingMoves: boolean;
  /** Scratch of a resolution: the board move it looks for (read right after it is filled). */
  readonly query: MoveQuery;
  /** Move buffers: candidates of a resolution, and those of a printing (which may run inside one). */
  readonly moves: Int32Array;
  readonly printMoves: Int32Array;
}

/** A board move to find: piece type, destination, promotion (-1 none, -2 unknown piece) and hints (-1 none). */
export interface MoveQuery {
  type: number;
  promo: number;
  /** Type number of the gated hand piece (`Qxd2/H`), or 0. */
  gate: number;
  /** Destination file and rank (0-based). */
  toFile: number;
  toRank: number;
  /** File and rank hints, or -1. */
  fromFile: number;
  fromRank: number;
  /** The pawn was written with its letter (`Pxg5`): it may leave its file. */
  pawnLetter: boolean;
}

/** The context of each variant definition, built at its first look-up. */
const contexts = new WeakMap<object, SanContext>();

/** The context of a position's variant (cached per variant definition). */
export function contextOf(position: BasePosition): SanContext {
  return memoized(contexts, position.variant, position, build);
}

function build(position: BasePosition): SanContext {
  const layout = engineLayout(position);
  const dialect = dialectOf(sanOptionsOf(position.variant));
  const pawn = position.variant.pieces.find((piece) => piece.id === dialect.pawn);
  const pawnLetterless = pawn !== undefined && isLetterlessPawn(pawn);
  const letters: string[] = [];
  const dropLetters: string[] = [];
  // Types are numbered from 1; index 0 (an empty square) has no letter.
  letters.push('');
  dropLetters.push('');
  for (let t = 1; t < layout.typeIds.length; t++) {
    const id = layout.typeIds[t]!;
    const letter = dialect.letterOf.get(id) ?? layout.symbols[t]!.toUpperCase();
    dropLetters.push(letter);
    letters.push(id === dialect.pawn && pawnLetterless ? '' : letter);
  }
  // Alice chess: a board-B twin takes its board-A piece's letter; both are found for that letter.
  const twins: number[] = [];
  const pairs = { ...position.variant.alice?.twins };
  for (const a in pairs) {
    const ta = layout.typeOf.get(a)!;
    const tb = layout.typeOf.get(pairs[a]!)!;
    twins[ta] = tb;
    twins[tb] = ta;
    letters[tb] = letters[ta]!;
  }
  const alsoReads: number[][] = [];
  for (const [id, others] of dialect.alsoReads) {
    const t = layout.typeOf.get(id);
    if (t !== undefined) alsoReads[t] = others.flatMap((o) => layout.typeOf.get(o) ?? []);
  }
  return {
    dialect,
    files: layout.files,
    ranks: layout.ranks,
    typeOf: layout.typeOf,
    pawnType: layout.typeOf.get(dialect.pawn) ?? -1,
    letters,
    dropLetters,
    twins,
    alsoReads,
    squareNames: layout.squareNames,
    fsfLetters: position.variant.pieces.some((piece) => (piece.sanAliases?.length ?? 0) > 0),
    castlesAsKingMoves: position.variant.boards?.transfer !== undefined,
    query: {
      type: 0,
      promo: -1,
      gate: 0,
      toFile: 0,
      toRank: 0,
      fromFile: -1,
      fromRank: -1,
      pawnLetter: false,
    },
    moves: createMoveBuffer(),
    printMoves: createMoveBuffer(),
  };
}

/**
 * The legal moves onto square `to` of the pieces written with type `type`'s letter (`generate`, by default
 * `generateMovesTo`; in Alice chess also its twin's on the other board) into `out`; returns how many.
 */
export function movesTo(
  pos: BasePosition,
  ctx: SanContext,
  to: number,
  type: number,
  out: Int32Array,
  generate: MovesOnto = generateMovesTo,
): number {
  const n = generate(pos, to, type, out);
  const twin = ctx.twins[type];
  return twin ? n + generate(pos, to, twin, out.subarray(n)) : n;
}

/**
 * A generator of the legal moves onto one square: `generateMovesTo` of `@x/core/engine`, or `chessMovesTo` of
 * `@x/core/chess` (the same moves of a `ChessPosition`, found backwards from the square) where a caller plays
 * many games on one.
 */
export type MovesOnto = (pos: BasePosition, to: number, type: number, out: Int32Array) => number;
