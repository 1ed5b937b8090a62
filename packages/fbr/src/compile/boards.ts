/**
 * Several boards (internal to `compile`): a variant compiled on one board, laid out as `count` copies of
 * that board side by side for `@x/core` `VariantDefinition.boards`, each followed by gap files of holes as
 * wide as the longest leap's file step (so no move leaves its board). Square names, FEN and UCI are those
 * of the wide board: with 8-file boards and a gap of 2, board 2's a1 is `k1`, board 3's `u1`, board 4's `ee1`.
 * Zones and holes are repeated on every board; castling stays on board 1, where the unmoved king and rooks
 * start.
 */
import { parseSquareName, squareName, type VariantDefinition } from '@x/core';
import type { MoveAtom, Zone } from '@x/core/variant';

/** How a variant is laid out on several boards. */
export interface BoardLayout {
  /** Number of boards. */
  readonly count: number;
  /** Files of one board. */
  readonly files: number;
  /** Hole files after each board but the last. */
  readonly gap: number;
}

/** The widest file step of the leaps of `atoms` (at least 1). */
function widestLeap(atoms: readonly MoveAtom[]): number {
  let widest = 1;
  for (const a of atoms) {
    if (a.kind !== 'leap') continue;
    for (const [dx] of [...a.vectors, ...(a.legs ?? []).flat(), ...(a.secondStep ?? [])])
      widest = Math.max(widest, Math.abs(dx));
  }
  return widest;
}

/** The layout of `count` copies of the variant's board, or `undefined` when they do not fit 64 files. */
export function boardLayout(v: VariantDefinition, count: number): BoardLayout | undefined {
  const files = v.board.files;
  // SAN reads a file `x` (or `xx`) before a square as a capture: such files are left in a gap.
  const onX = (gap: number) =>
    [23, 49].some((f) => f % (files + gap) < files && Math.floor(f / (files + gap)) < count);
  let gap = widestLeap(v.pieces.flatMap((p) => p.moves));
  while (onX(gap) && count * files + (count - 1) * gap <= 64) gap++;
  return count * files + (count - 1) * gap <= 64 ? { count, files, gap } : undefined;
}

/** The square of the wide board that is square `name` of the one board, on board `x` (0-based). */
function onBoard(name: string, x: number, l: BoardLayout, ranks: number): string {
  const wide = l.count * l.files + (l.count - 1) * l.gap;
  const s = parseSquareName(name, l.files, ranks)!;
  return squareName(Math.floor(s / l.files) * wide + (s % l.files) + x * (l.files + l.gap), wide);
}

/**
 * The FEN placement of the wide board from one placement per board (each with `ranks` rows; `undefined` for
 * an empty board).
 */
export function widePlacement(
  rows: readonly (readonly string[] | undefined)[],
  l: BoardLayout,
  ranks: number,
): string {
  const holes = '*'.repeat(l.gap);
  return Array.from({ length: ranks }, (_, r) =>
    Array.from({ length: l.count }, (_, x) => rows[x]?.[r] ?? String(l.files)).join(holes),
  ).join('/');
}

/**
 * `v` (compiled on one board) laid out on the boards of `l`, with `boards` (the transfer rule, if any). The
 * start position: `placements` (one FEN placement per board, boards without one empty), the rest of the
 * start FEN (side to move, castling, …) as `v.startFen` has it.
 */
export function layOutBoards(
  v: VariantDefinition,
  l: BoardLayout,
  placements: readonly (readonly string[] | undefined)[],
  transfer: NonNullable<VariantDefinition['boards']>['transfer'],
): VariantDefinition {
  const { ranks } = v.board;
  const wide = l.count * l.files + (l.count - 1) * l.gap;
  const every = (names: readonly string[]) =>
    Array.from({ length: l.count }, (_, x) => names.map((n) => onBoard(n, x, l, ranks))).flat();
  const holes: string[] = [];
  for (let s = 0; s < wide * ranks; s++)
    if ((s % wide) % (l.files + l.gap) >= l.files) holes.push(squareName(s, wide));
  const zones: Record<string, Zone> = {};
  for (const [name, z] of Object.entries(v.zones ?? {}))
    zones[name] = { white: every(z.white), black: every(z.black) };
  const rest = v.startFen.split(' ').slice(1).join(' ');
  return {
    ...v,
    board: { ...v.board, files: wide, holes: [...holes, ...every(v.board.holes ?? [])] },
    ...(v.zones ? { zones } : {}),
    startFen: `${widePlacement(placements, l, ranks)} ${rest}`,
    boards: { count: l.count, files: l.files, ...(transfer ? { transfer } : {}) },
  };
}

/**
 * Why a variant cannot move between boards in `@x/core` (the rules `boards.transfer` is not defined with), or
 * `undefined`.
 */
export function transferBlocker(v: VariantDefinition): string | undefined {
  if (v.drops || v.turns || v.atomic || v.andernach || v.vanishing || v.walls || v.petrify || v.flip)
    return 'drops, turns, explosions, vanishing squares or pieces changing side';
  const moves = v.pieces.flatMap((p) => p.moves);
  if (moves.some((a) => a.swap || a.secondStep || a.swapChain)) return 'swap or lion moves';
  if (v.pieces.some((p) => p.converts || p.convertMoves || p.leavesBehind))
    return 'conversions or pieces left behind';
  return undefined;
}
