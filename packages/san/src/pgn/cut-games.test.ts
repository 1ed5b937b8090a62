/**
 * The cutting mode cuts every game the full read reads: over files that mix games with and without tag
 * sections — a result followed by the next game on its line, a game without a result ended by a blank line
 * and `1.` — `splitPgn`'s sections and the headers-only read's records are the full read's records one for
 * one (offsets, lines, columns), under any chunking, and `visitPgn` tells the same games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { splitPgn } from '../split-pgn.js';
import { type PgnRecord, readPgn } from './reader.js';
import { visitPgn } from './visit.js';

/** Movetexts of one legal game each, from the standard start; the first ones start with `1.`. */
const MOVETEXTS: readonly string[] = [
  '1. e4 e5 2. Nf3',
  '1. d4 d5 2. c4 e6 3. Nc3',
  '1. e4 (1. d4\n\n1... d5 2. c4) 1... c5\n2. Nf3 {a\n\n1. c4} d6',
  '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O Be7 5. Re1 O-O 6. Nc3 Re8 7. Nd5 Rf8 8. Nf1',
  '1. e4 ; c\n1... c5 ; 1-0\n2. Nf3',
  '{c}\n\n1. e4 e5\n\n2. Nf3',
  'c4 Nf6',
];
const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];
/** What may follow a result before the next game, and what ends a game without one (a blank line). */
const AFTER_RESULT = [' ', '\t', '\n', '\n\n', ' {c}\n', '\r\n', ' ; c\n', '\n%x\n'];
const BLANK_LINE = ['\n\n', '\r\n\r\n', '\n \n\t', '\n\n\n '];

interface GameSpec {
  readonly tags: boolean;
  readonly moves: number;
  readonly result: number; // an index of RESULTS, or RESULTS.length for none
  readonly gap: number;
}

const games = fc.array(
  fc.record({
    tags: fc.boolean(),
    moves: fc.nat(MOVETEXTS.length - 1),
    result: fc.nat(RESULTS.length),
    gap: fc.nat(7),
  }),
  { minLength: 1, maxLength: 8 },
);

/** The text of `specs`: every game is a game of the full read (a game after one without a result starts with `1.` or tags). */
function pgnOf(specs: readonly GameSpec[]): string {
  let text = '';
  let open = false; // the game before has no result
  for (const spec of specs) {
    let moves = MOVETEXTS[spec.moves]!;
    if (open && !spec.tags && !moves.startsWith('1.')) moves = MOVETEXTS[0]!;
    if (spec.tags) text += `[Event "x"]\n[Site "y"]\n\n`;
    text += moves;
    open = spec.result === RESULTS.length;
    text += open
      ? BLANK_LINE[spec.gap % BLANK_LINE.length]
      : ` ${RESULTS[spec.result]}${AFTER_RESULT[spec.gap]}`;
  }
  return text;
}

async function* chunked(bytes: Uint8Array, ends: readonly number[]): AsyncGenerator<Uint8Array> {
  let from = 0;
  for (const end of [...ends, bytes.length]) {
    if (end < from) continue;
    yield bytes.subarray(from, end);
    from = end;
  }
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const place = (r: PgnRecord) => [r.byteOffset, r.offset, r.line, r.column];

describe('the cutting mode cuts every game of the full read', () => {
  it('a result followed by the next game on its line; a game without a result, a blank line, `1.`', async () => {
    for (const text of [
      '1. e4 e5 1-0 1. d4 d5 0-1\n',
      '1. e4 e5\n\n1. d4 d5 *\n',
      '[Event "x"]\n\n1. e4 e5\n\n1. d4 d5 *\n',
    ]) {
      const full = await all(readPgn(text));
      expect(full.map((r) => r.success)).toEqual([true, true]);
      const heads = await all(readPgn(text, { headersOnly: true }));
      expect(heads.map(place), text).toEqual(full.map(place));
      const sections = await all(splitPgn(text));
      expect(sections.map((s) => [s.offset, s.line, s.column])).toEqual(
        full.map((r) => [r.byteOffset, r.line, r.column]),
      );
    }
  });

  it('splitPgn and headers-only reads agree with the full read over mixes of games with and without tags', async () => {
    const encoder = new TextEncoder();
    await fc.assert(
      fc.asyncProperty(games, fc.array(fc.nat(), { maxLength: 8 }), async (specs, at) => {
        const text = pgnOf(specs);
        const bytes = encoder.encode(text);
        const ends = [...new Set(at.map((n) => n % (bytes.length + 1)))].sort((a, b) => a - b);
        const full = await all(readPgn(text));
        expect(full.map((r) => r.success)).toEqual(specs.map(() => true));
        const heads = await all(readPgn(chunked(bytes, ends), { headersOnly: true }));
        expect(heads.map(place)).toEqual(full.map(place));
        // each section holds one game: it starts where the game does, but for blanks
        const sections = await all(splitPgn(chunked(bytes, ends)));
        expect(sections).toEqual(await all(splitPgn(bytes)));
        expect(sections).toHaveLength(full.length);
        sections.forEach((s, k) => {
          const r = full[k]!;
          expect(text.slice(s.offset, r.byteOffset).trim()).toBe('');
          expect(r.byteOffset + r.byteLength).toBeLessThanOrEqual(s.offset + s.length);
        });
        let told = 0;
        await visitPgn(chunked(bytes, ends), { endGame: () => void told++ });
        expect(told).toBe(full.length);
      }),
      { numRuns: runs(200) },
    );
  });
});
