/** SAN's disambiguation rule, shared by the writers of encoded moves and of plain `Move` objects. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disambiguate, HINT_FILE, HINT_RANK, sharedLines } from './disambiguation.js';

const FILES = 8;
/** Square index of `name` (`a1` = 0) on an 8-file board. */
const at = (name: string): number => name.charCodeAt(0) - 97 + (Number(name.slice(1)) - 1) * FILES;
/** The hints of a move from `from` when the others come from `others`. */
const hints = (from: string, others: readonly string[], needFile = false): number =>
  disambiguate(
    others.reduce((seen, o) => seen | sharedLines(at(from), at(o), FILES), 0),
    needFile,
  );

describe('disambiguate', () => {
  it('writes nothing alone, the file for a pawn capture', () => {
    expect(hints('g1', [])).toBe(0);
    expect(hints('e4', [], true)).toBe(HINT_FILE);
  });

  it('writes the file first, the rank when the file is shared, both when neither tells apart', () => {
    expect(hints('b1', ['f3'])).toBe(HINT_FILE); // Nbd2
    expect(hints('a1', ['a5'])).toBe(HINT_RANK); // R1a3
    expect(hints('h4', ['h8', 'e4'])).toBe(HINT_FILE | HINT_RANK); // Qh4e1: another on its file, one on its rank
    expect(hints('d4', ['d6', 'f4'])).toBe(HINT_FILE | HINT_RANK);
    // a pawn capture names its file anyway: a second pawn on the file needs the rank too
    expect(hints('e4', ['e6'], true)).toBe(HINT_FILE | HINT_RANK);
  });

  it('tells the origin apart from every other origin', () => {
    const square = fc.integer({ min: 0, max: 63 });
    fc.assert(
      fc.property(square, fc.array(square, { maxLength: 8 }), (from, list) => {
        const others = list.filter((o) => o !== from);
        const h = disambiguate(
          others.reduce((seen, o) => seen | sharedLines(from, o, FILES), 0),
          false,
        );
        for (const o of others) {
          const sameFile = o % FILES === from % FILES;
          const sameRank = Math.floor(o / FILES) === Math.floor(from / FILES);
          const told = (h & HINT_FILE && !sameFile) || (h & HINT_RANK && !sameRank) || h === 3;
          expect(told).toBeTruthy();
        }
        if (others.length === 0) expect(h).toBe(0);
      }),
    );
  });
});
