/** Hand multisets: the canonical item order of FEEN §10.2 and aggregation. */
import { FeenError } from './errors.js';
import { normalizePiece, parsePiece } from './epin.js';
import type { HandItem, FeenPiece, PieceState } from './types.js';

const STATE_RANK: Readonly<Record<PieceState, number>> = { diminished: 0, enhanced: 1, normal: 2 };

/**
 * Compares two pieces by the canonical hand keys after the count: letter (case-insensitive), case
 * (uppercase first), state (`-` < `+` < none), terminal (absent first), derivation (absent first).
 */
export function comparePieces(a: FeenPiece, b: FeenPiece): number {
  if (a.letter !== b.letter) return a.letter < b.letter ? -1 : 1;
  if (a.side !== b.side) return a.side === 'first' ? -1 : 1;
  if (a.state !== b.state) return STATE_RANK[a.state] - STATE_RANK[b.state];
  if (a.terminal !== b.terminal) return a.terminal ? 1 : -1;
  if (a.derived !== b.derived) return a.derived ? 1 : -1;
  return 0;
}

/** Compares two hand items in canonical order: count descending, then `comparePieces`. */
export function compareHandItems(a: HandItem, b: HandItem): number {
  if (a.count !== b.count) return a.count > b.count ? -1 : 1;
  return comparePieces(a.piece, b.piece);
}

/** Input accepted for a hand: items (any order, duplicates allowed) or `[piece or EPIN token, count]` pairs. */
export type HandInput =
  | Iterable<HandItem>
  | Iterable<readonly [FeenPiece | string, number]>
  | ReadonlyMap<FeenPiece | string, number>;

/**
 * Aggregates identical pieces (summing counts) and sorts the items canonically. Counts must be positive
 * integers (`invalid-hand-count`); pieces may be given as EPIN tokens.
 */
export function canonicalHand(items: HandInput): HandItem[] {
  const totals = new Map<FeenPiece, number>();
  for (const entry of items as Iterable<HandItem | readonly [FeenPiece | string, number]>) {
    let raw: FeenPiece | string;
    let count: number;
    if (Array.isArray(entry)) {
      raw = entry[0] as FeenPiece | string;
      count = entry[1] as number;
    } else {
      raw = (entry as HandItem).piece;
      count = (entry as HandItem).count;
    }
    const piece = typeof raw === 'string' ? parsePiece(raw) : normalizePiece(raw);
    if (!Number.isSafeInteger(count) || count < 1) {
      throw new FeenError(
        'invalid-hand-count',
        `hand count must be a positive integer, got ${String(count)}`,
      );
    }
    totals.set(piece, (totals.get(piece) ?? 0) + count);
  }
  const out: HandItem[] = [];
  for (const [piece, count] of totals) out.push(Object.freeze({ piece, count }));
  return out.sort(compareHandItems);
}

/** Total number of pieces in a hand. */
export function handSize(items: readonly HandItem[]): number {
  let n = 0;
  for (const item of items) n += item.count;
  return n;
}
