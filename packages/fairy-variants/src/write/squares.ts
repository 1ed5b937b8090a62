/** Square sets of a `@x/core` definition as variants.ini `Bitboard` values. */
import { parseSquareName, type VariantDefinition } from '@x/core';
import type { FairyMove } from './betza.js';

/** `[file, rank]` (0-based) of a square name, if on the board. */
export function squareXY(def: VariantDefinition, name: string): [number, number] | undefined {
  const index = parseSquareName(name, def.board.files, def.board.ranks);
  return index === undefined ? undefined : [index % def.board.files, Math.floor(index / def.board.files)];
}

/** Every square name of the board, a1 first. */
export function squareNames(def: VariantDefinition): string[] {
  const out: string[] = [];
  for (let r = 0; r < def.board.ranks; r++)
    for (let f = 0; f < def.board.files; f++) out.push(`${String.fromCharCode(97 + f)}${r + 1}`);
  return out;
}

/** A sorted, de-duplicated key of a square list (for comparing sets). */
export function squareSetKey(def: VariantDefinition, names: readonly string[]): string {
  const xs = names.map((n) => squareXY(def, n)).filter((s): s is [number, number] => s !== undefined);
  return [...new Set(xs.map(([f, r]) => r * def.board.files + f))].sort((a, b) => a - b).join(',');
}

/** A square list written as a `Bitboard` value: whole ranks as `*N`, the rest square by square; `-` when empty. */
export function bitboardText(def: VariantDefinition, names: readonly string[]): string {
  const { files, ranks } = def.board;
  const present = new Set<number>();
  for (const n of names) {
    const s = squareXY(def, n);
    if (s) present.add(s[1] * files + s[0]);
  }
  if (present.size === 0) return '-';
  const parts: string[] = [];
  for (let r = 0; r < ranks; r++) {
    const row = Array.from({ length: files }, (_, f) => r * files + f);
    if (row.every((s) => present.has(s))) parts.push(`*${r + 1}`);
    else
      for (const s of row) if (present.has(s)) parts.push(`${String.fromCharCode(97 + (s % files))}${r + 1}`);
  }
  return parts.join(' ');
}

/** Squares (names) from which White's moves lead nowhere on an empty board: where a piece is stuck. */
export function deadSquares(def: VariantDefinition, moves: readonly FairyMove[]): string[] {
  const { files, ranks } = def.board;
  const out: string[] = [];
  for (let r = 0; r < ranks; r++)
    for (let f = 0; f < files; f++) {
      const live = moves.some(
        (m) =>
          !m.initial &&
          m.kind !== 'hop' &&
          m.kind !== 'grasshop' &&
          f + m.dx >= 0 &&
          f + m.dx < files &&
          r + m.dy >= 0 &&
          r + m.dy < ranks,
      );
      if (!live) out.push(`${String.fromCharCode(97 + f)}${r + 1}`);
    }
  return out;
}
