/** `probeVariant`: a book's moves for a position of any variant, keyed as `BookMaker.addGame` keys them. */
import type { BasePosition } from '@x/core';
import { SearchError } from '../errors.js';
import { type BookMove, ENTRY_BYTES, type PolyglotBook } from '../polyglot/book.js';
import { movesByCode } from './move-code.js';
import { variantKey } from './zobrist.js';

/**
 * The book's moves for `position` (any variant), heaviest first, each as `position.uci` writes it. An entry that
 * is no legal move of the position, or whose code two legal moves share, is a `SearchError` `invalid-book-move`
 * at the entry's bytes: a book of another variant or scheme, never a guess.
 *
 * @example probeVariant(book, Position.fromFen(variants.shogi.startFen, variants.shogi))[0]?.uci; // 'c3c4'
 */
export function probeVariant(book: PolyglotBook, position: BasePosition): BookMove[] {
  const key = variantKey(position);
  const [start, end] = book.range(Number(key >> 32n), Number(key & 0xffffffffn));
  if (start === end) return [];
  const byCode = movesByCode(position);
  const out: BookMove[] = [];
  for (let i = start; i < end; i++) {
    const entry = book.entry(i);
    const move = byCode.get(entry.move);
    if (move === undefined)
      throw new SearchError(
        'invalid-book-move',
        byCode.has(entry.move)
          ? `entry ${i}: move code ${entry.move} is two legal moves of the position`
          : `entry ${i}: move code ${entry.move} is no legal move of the position`,
        i * ENTRY_BYTES,
        ENTRY_BYTES,
      );
    out.push({ ...entry, uci: position.uci(move) });
  }
  return out.sort((x, y) => y.weight - x.weight);
}
