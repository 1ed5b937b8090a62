/**
 * SAN's disambiguation (PGN standard 8.2.3): which part of a move's origin square the text names when other
 * moves of the same kind reach the same square — its file when that tells them apart, else its rank, else both.
 * The one rule of `stringify` (moves on the board, ours and Fairy-Stockfish's) and of the rich moves (walls, swaps,
 * pickups).
 */
import type { BasePosition } from '@x/core';
import * as engine from '@x/core/engine';
import type { SanContext } from './context.js';

/** `originHint` bit: write the origin's file. */
export const HINT_FILE = 1;
/** `originHint` bit: write the origin's rank. */
export const HINT_RANK = 2;
/** `alongside` bit: there is another move to tell apart. */
const OTHER = 4;

/**
 * How another move's origin `other` stands to the move's origin `from` on a board `files` wide, as bits to OR
 * over all the others: `OTHER`, and `HINT_FILE` on the same file, `HINT_RANK` on the same rank.
 */
export function alongside(other: number, from: number, files: number): number {
  const file = other % files;
  const fromFile = from % files;
  return (
    OTHER |
    (file === fromFile ? HINT_FILE : 0) |
    ((other - file) / files === (from - fromFile) / files ? HINT_RANK : 0)
  );
}

/**
 * The parts of the origin to write (`HINT_FILE`, `HINT_RANK` bits) from `seen`, the `alongside` bits of every
 * other move OR-ed (0: none), and `needFile`, whether the file is written anyway (a pawn's capture): the file
 * when no other shares it, else the rank when no other shares that (and the file is not written anyway), else both.
 */
export function originHint(seen: number, needFile: boolean): number {
  const file = needFile ? HINT_FILE : 0;
  if (seen === 0) return file;
  if ((seen & HINT_FILE) === 0) return HINT_FILE;
  if ((seen & HINT_RANK) === 0 && !needFile) return HINT_RANK;
  return HINT_FILE | HINT_RANK;
}

/**
 * Whether the legal move `o` of `pos` is written as the move `m` is but for its origin (its letters, …), so that
 * the origin must tell them apart.
 */
export type WrittenAlike = (pos: BasePosition, ctx: SanContext, o: number, m: number) => boolean;

/**
 * The `alongside` bits of the moves `list[0, n)` other than `m` that `alike` writes as `m`, OR-ed: board moves
 * (castlings and pickups aside: they name no origin), or for a drop the other drops; -1 where one leaves from `m`'s
 * origin too, or is a drop (no origin tells them apart).
 */
export function alongsideAlike(
  pos: BasePosition,
  ctx: SanContext,
  m: number,
  list: Int32Array,
  n: number,
  alike: WrittenAlike,
): number {
  const from = engine.moveOrigin(m);
  const drop = engine.moveKind(m) === engine.KIND_DROP;
  let seen = 0;
  for (let i = 0; i < n; i++) {
    const o = list[i]!;
    const kind = engine.moveKind(o);
    if (
      o === m ||
      kind === engine.KIND_CASTLE ||
      kind === engine.KIND_PICKUP ||
      (kind === engine.KIND_DROP) !== drop
    )
      continue;
    if (!alike(pos, ctx, o, m)) continue;
    const other = engine.moveOrigin(o);
    if (drop || other === from) return -1;
    seen |= alongside(other, from, ctx.files);
  }
  return seen;
}
