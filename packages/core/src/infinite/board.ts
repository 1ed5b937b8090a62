/**
 * The piece store of the unbounded board: a square map (column → row → piece) and, for each of the 8 primitive
 * line directions, a map from the line id (`dx·y − dy·x`) to the pieces on that line sorted by their position
 * along it. Every query reads one line with a binary search: the cost depends on the pieces on the line, never on
 * distances. Internal and mutable.
 */
import { LINE_DIRECTIONS, MOVEMENT } from './pieces.js';
import type { InfinitePieceType, InfinitePlayer } from './types.js';

/** A piece on the board (internal, mutable). */
export interface BoardPiece {
  x: bigint;
  y: bigint;
  type: InfinitePieceType;
  player: InfinitePlayer;
  special: boolean;
}

const DX = LINE_DIRECTIONS.map((d) => BigInt(d[0]));
const DY = LINE_DIRECTIONS.map((d) => BigInt(d[1]));
const NORM = LINE_DIRECTIONS.map((d) => BigInt(d[0] * d[0] + d[1] * d[1]));

/** Line id of (x, y) for direction index `d`. */
export function lineId(d: number, x: bigint, y: bigint): bigint {
  return DX[d]! * y - DY[d]! * x;
}

/** Position of (x, y) along a line of direction index `d` (monotonic in the step index). */
export function along(d: number, x: bigint, y: bigint): bigint {
  return DX[d]! * x + DY[d]! * y;
}

/** Number of steps of direction `d` between two positions along one line (signed). */
export function stepsBetween(d: number, from: bigint, to: bigint): bigint {
  return (to - from) / NORM[d]!;
}

/** Direction components as bigints. */
export function dirX(d: number): bigint {
  return DX[d]!;
}
/** Direction components as bigints. */
export function dirY(d: number): bigint {
  return DY[d]!;
}

function lowerBound(arr: readonly BoardPiece[], d: number, key: bigint): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const p = arr[mid]!;
    if (along(d, p.x, p.y) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The piece store. */
export class Board {
  readonly cols = new Map<bigint, Map<bigint, BoardPiece>>();
  readonly lines: Map<bigint, BoardPiece[]>[] = LINE_DIRECTIONS.map(() => new Map());
  readonly pieces = new Set<BoardPiece>();
  readonly typeCount = new Map<InfinitePieceType, number>();
  /** Royal pieces of every player. */
  readonly royals = new Set<BoardPiece>();
  /** Bumped whenever a piece type appears on or disappears from the board. */
  typesVersion = 0;

  private count(type: InfinitePieceType, delta: number): void {
    const n = (this.typeCount.get(type) ?? 0) + delta;
    this.typeCount.set(type, n);
    if ((n === 0 && delta < 0) || (n === delta && delta > 0)) this.typesVersion++;
  }

  /** The piece on a square, if any. */
  get(x: bigint, y: bigint): BoardPiece | undefined {
    return this.cols.get(x)?.get(y);
  }

  private link(p: BoardPiece): void {
    let col = this.cols.get(p.x);
    if (!col) this.cols.set(p.x, (col = new Map()));
    col.set(p.y, p);
    for (let d = 0; d < 8; d++) {
      const id = lineId(d, p.x, p.y);
      let arr = this.lines[d]!.get(id);
      if (!arr) this.lines[d]!.set(id, (arr = []));
      arr.splice(lowerBound(arr, d, along(d, p.x, p.y)), 0, p);
    }
  }

  private unlink(p: BoardPiece): void {
    const col = this.cols.get(p.x);
    col?.delete(p.y);
    if (col && col.size === 0) this.cols.delete(p.x);
    for (let d = 0; d < 8; d++) {
      const id = lineId(d, p.x, p.y);
      const arr = this.lines[d]!.get(id);
      if (!arr) continue;
      const i = arr.indexOf(p, lowerBound(arr, d, along(d, p.x, p.y)));
      if (i >= 0) arr.splice(i, 1);
      if (arr.length === 0) this.lines[d]!.delete(id);
    }
  }

  /** Adds a piece (its square must be empty). */
  add(p: BoardPiece): void {
    this.link(p);
    this.pieces.add(p);
    this.count(p.type, 1);
    if (MOVEMENT[p.type].royal) this.royals.add(p);
  }

  /** Removes a piece. */
  remove(p: BoardPiece): void {
    this.unlink(p);
    this.pieces.delete(p);
    this.count(p.type, -1);
    this.royals.delete(p);
  }

  /** Moves a piece to an empty square. */
  move(p: BoardPiece, x: bigint, y: bigint): void {
    this.unlink(p);
    p.x = x;
    p.y = y;
    this.link(p);
  }

  /** Changes a piece's type in place (promotion). */
  retype(p: BoardPiece, type: InfinitePieceType): void {
    this.count(p.type, -1);
    this.royals.delete(p);
    p.type = type;
    this.count(type, 1);
    if (MOVEMENT[type].royal) this.royals.add(p);
  }

  /** Whether any piece of this type is on the board. */
  has(type: InfinitePieceType): boolean {
    return (this.typeCount.get(type) ?? 0) > 0;
  }

  /**
   * Pieces on the line of direction `d` through (x, y), and the index of the first one at or beyond (x, y)
   * in the positive sense. The square (x, y) itself may hold `arr[i]`.
   */
  lineAt(d: number, x: bigint, y: bigint): { readonly arr: readonly BoardPiece[]; readonly i: number } {
    const arr = this.lines[d]!.get(lineId(d, x, y));
    if (!arr) return { arr: [], i: 0 };
    return { arr, i: lowerBound(arr, d, along(d, x, y)) };
  }

  /** Nearest piece from (x, y) along direction `d` in sense ±1, excluding (x, y) itself. */
  nearest(d: number, x: bigint, y: bigint, sense: 1 | -1): BoardPiece | undefined {
    const { arr, i } = this.lineAt(d, x, y);
    if (sense > 0) {
      const p = arr[i];
      if (p && p.x === x && p.y === y) return arr[i + 1];
      return p;
    }
    return arr[i - 1];
  }

  /** A deep copy. */
  clone(): Board {
    const b = new Board();
    for (const p of this.pieces) b.add({ ...p });
    return b;
  }
}
