/**
 * `xn match --book FILE --book-depth N [--seed S]`: the openings of a match drawn from a Polyglot book, as
 * Polyglot's own `weighted_choice` draws a book move — each of a position's moves with a chance of its weight over
 * the sum of the weights (entries of weight 0 never drawn) — ply after ply from the variant's start, until the book
 * has no move or `N` plies are played. A seeded generator draws them: the same seed gives the same openings, so a
 * match can be played again. Each opening is played twice, colours swapped, as every opening of `xn match` is.
 * Chess books are Polyglot's own; other variants' books are keyed as `xn book make` keys them (`@x/search`'s
 * `probeVariant`). A book that is not one, or that gives an illegal move, is an input error naming the file.
 */
import { type BasePosition, type Move, Position, type VariantDefinition } from '@x/core';
import { PolyglotBook, probeVariant, SearchError } from '@x/search';
import { InputError } from '../failure.js';
import { MAX_BOOK_BYTES, MAX_STREAMED_BOOK_BYTES, readWholeFile } from '../io/whole-file.js';
import type { Opening } from './openings.js';

/** Most openings drawn (a longer match plays them again, in order). */
export const MAX_BOOK_OPENINGS = 10_000;

/**
 * A seeded generator of numbers in [0, 1): a Weyl sequence (the golden ratio's step) through murmur3's finaliser;
 * the same numbers from the same seed.
 */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 2 ** 32;
  };
}

/** The book in `file` (an input error when it cannot be read or is no book). */
export function readBook(file: string): PolyglotBook {
  const bytes = readWholeFile(file, MAX_BOOK_BYTES, 'a Polyglot book', MAX_STREAMED_BOOK_BYTES);
  try {
    return PolyglotBook.read(bytes);
  } catch (error) {
    if (error instanceof SearchError) throw new InputError(`${file}: ${error.message}`);
    throw error;
  }
}

/** The book move drawn for `position` by `random` (its UCI), or undefined when the book has none to draw. */
export function drawBookMove(
  book: PolyglotBook,
  position: BasePosition,
  random: () => number,
): string | undefined {
  const moves = probeVariant(book, position);
  let total = 0;
  for (const m of moves) total += m.weight;
  if (total === 0) return undefined;
  let r = random() * total;
  for (const m of moves) {
    r -= m.weight;
    if (r < 0) return m.uci;
  }
  // rounding left r at 0 past the last move: the last move of weight
  for (let i = moves.length - 1; i >= 0; i--) if (moves[i]!.weight > 0) return moves[i]!.uci;
  return undefined;
}

/** `count` openings of `variant` from `book`, each at most `depth` plies deep, drawn from `seed`. */
export function bookOpenings(
  book: PolyglotBook,
  file: string,
  variant: VariantDefinition,
  depth: number,
  count: number,
  seed: number,
): Opening[] {
  const random = seeded(seed);
  const openings: Opening[] = [];
  for (let i = 0; i < count; i++) {
    const position = Position.fromFen(variant.startFen, variant);
    const moves: Move[] = [];
    try {
      for (let ply = 0; ply < depth; ply++) {
        const uci = drawBookMove(book, position, random);
        if (uci === undefined) break;
        const move = position.legalMoves().find((m) => position.uci(m) === uci)!;
        moves.push(move);
        position.play(move);
      }
    } catch (error) {
      if (error instanceof SearchError)
        throw new InputError(
          `${file}: at byte ${error.offset}: ${error.message} (a book of another variant?)`,
        );
      throw error;
    }
    openings.push({ start: Position.fromFen(variant.startFen, variant), moves });
  }
  return openings;
}
