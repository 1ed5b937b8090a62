/**
 * Property tests: the key a `PolyglotBoard` keeps along random games equals the key read from the FEN of each
 * position (moves followed, castling rights lost, en passant only when a pawn can take); any bytes are either a
 * book whose probes agree with a scan of its entries, or a located `SearchError`; any PGN text makes a book or
 * reports its games, never another exception.
 */
import { ChessPosition } from '@x/core/chess';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { SearchError } from '../errors.js';
import { PolyglotBoard } from './board.js';
import { ENTRY_BYTES, PolyglotBook } from './book.js';
import { polyglotKey } from './key.js';
import { makeBook } from './make.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('PolyglotBoard follows a game', () => {
  it('its key equals the key of each position read from FEN', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 80 }), (picks) => {
        const position = ChessPosition.fromFen(START);
        const board = PolyglotBoard.fromSetup(position.toSetup());
        for (const pick of picks) {
          const moves = position.legalMoves();
          if (moves.length === 0) break;
          // castling, promotions and double steps drawn more often than uniform play would
          const special = moves.filter((m) => m.castle || m.promotion || m.piece === 'pawn');
          const list = pick % 3 === 0 && special.length > 0 ? special : moves;
          const move = list[pick % list.length]!;
          board.play(move);
          position.play(move);
          expect(board.key()).toBe(polyglotKey(position.toFen()));
        }
      }),
      { numRuns: runs(30) },
    );
  });
});

describe('PolyglotBook.read', () => {
  it('any bytes: a book whose probes match a scan, or a located SearchError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (bytes, sorted) => {
        let input = bytes;
        if (sorted) {
          const entries = [];
          for (let i = 0; i + ENTRY_BYTES <= bytes.length; i += ENTRY_BYTES)
            entries.push(bytes.slice(i, i + ENTRY_BYTES));
          entries.sort((a, b) =>
            Buffer.compare(Buffer.from(a.subarray(0, 8)), Buffer.from(b.subarray(0, 8))),
          );
          input = new Uint8Array(entries.length * ENTRY_BYTES);
          entries.forEach((e, i) => {
            input.set(e, i * ENTRY_BYTES);
          });
        }
        let book: PolyglotBook;
        try {
          book = PolyglotBook.read(input);
        } catch (error) {
          expect(error).toBeInstanceOf(SearchError);
          const e = error as SearchError;
          expect(e.offset + e.length).toBeLessThanOrEqual(input.length);
          return;
        }
        const all = [...book.entries()];
        for (const entry of all) {
          const hi = Number(entry.key >> 32n);
          const lo = Number(entry.key & 0xffffffffn);
          const [start, end] = book.range(hi, lo);
          expect(end - start).toBe(all.filter((e) => e.key === entry.key).length);
        }
      }),
      { numRuns: runs(200) },
    );
  });
});

describe('makeBook on any text', () => {
  it('makes a book or reports, never throws another error', async () => {
    const token = fc.constantFrom(
      '1.',
      'e4',
      'e5',
      'Nf3',
      'Nc6',
      'O-O',
      '{c}',
      '(',
      ')',
      '[Result "1-0"]',
      '\n\n',
      '*',
      'Qh5',
      'Z0',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 40 }), async (tokens) => {
        const bytes = await makeBook(tokens.join(' '), { minGame: 1, onWarning: () => undefined });
        expect(() => PolyglotBook.read(bytes)).not.toThrow();
      }),
      { numRuns: runs(40) },
    );
  });
});
