/**
 * Recovery by one rule (issue #47): a game starts at a line that begins a tag pair (`[Name "`) after a blank line
 * or after the previous game's result; a finished game is never made bad by what follows it; a bad stretch is one
 * error record ending where the next game starts. So a well-formed game is never lost, whatever junk lies before
 * or after it, and the records do not depend on how the source is cut into chunks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { BLANK_LINE, concatBytes, JUNK_ATOMS, JUNK_GAMES } from '../../../../tests/pgn-junk.js';
import { mainLineTexts } from '../../test/main-line.js';
import { treeSourceOf } from '../game/lines.js';
import { type PgnRecord, readPgn } from './reader.js';

const GAMES = JUNK_GAMES;
const atom = fc.constantFrom(...JUNK_ATOMS);
/** Junk: atoms, ending in a blank line so that the next game starts after one. */
const junk = fc.array(atom, { maxLength: 12 }).map((parts) => concatBytes([...parts, BLANK_LINE]));

async function read(bytes: Uint8Array, size: number): Promise<PgnRecord[]> {
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  }
  const out: PgnRecord[] = [];
  for await (const record of readPgn(size >= bytes.length ? bytes : chunks())) out.push(record);
  return out;
}

/** What identifies a game read: its tags, main-line moves and result. */
function summary(r: PgnRecord): string | undefined {
  if (!r.success) return undefined;
  const source = treeSourceOf(r.data.moves);
  const moves = mainLineTexts(source?.text ?? '', r.data.moves, source?.frame?.base);
  return JSON.stringify([[...r.data.headers], moves, r.data.result]);
}

/** The well-formed games, read alone. */
const expected = await Promise.all(
  GAMES.map(async (g) => (await read(new TextEncoder().encode(g), 1 << 20))[0]!),
);

/**
 * Whether `r` is the game `game` read alone: the same moves and result, and each of its tags (junk that is a
 * well-formed tag pair just before a game's tags cannot be told from a tag of the game, so more tags may come).
 */
function holds(r: PgnRecord, game: PgnRecord): boolean {
  if (!r.success || !game.success) return false;
  const [, moves, result] = JSON.parse(summary(r)!);
  const [, want, wanted] = JSON.parse(summary(game)!);
  if (JSON.stringify([moves, result]) !== JSON.stringify([want, wanted])) return false;
  for (const [name, value] of game.data.headers) if (r.data.headers.get(name) !== value) return false;
  return true;
}

/** Junk, game, junk, game, … , junk: the source and which games it holds. */
const source = fc
  .array(fc.tuple(junk, fc.nat(GAMES.length - 1)), { minLength: 1, maxLength: 4 })
  .chain((pairs) => junk.map((tail) => ({ pairs, tail })))
  .map(({ pairs, tail }) => ({
    bytes: concatBytes([...pairs.flatMap(([j, g]) => [j, new TextEncoder().encode(GAMES[g]!)]), tail]),
    games: pairs.map(([, g]) => g),
  }));

describe('readPgn: junk between well-formed games', () => {
  it('loses no well-formed game, and reads the same records under every chunking', async () => {
    await fc.assert(
      fc.asyncProperty(source, fc.integer({ min: 1, max: 64 }), async ({ bytes, games }, size) => {
        const whole = await read(bytes, bytes.length);
        let from = 0;
        for (const g of games) {
          const at = whole.findIndex((r, i) => i >= from && holds(r, expected[g]!));
          expect(at, `game ${g} lost`).toBeGreaterThanOrEqual(0);
          from = at + 1;
        }
        const chunked = await read(bytes, size);
        expect(chunked.map(located)).toEqual(whole.map(located));
      }),
      { numRuns: runs(300) },
    );
  });
});

/** A record's outcome and location (errors compared by code and place). */
function located(r: PgnRecord): unknown {
  return [
    summary(r),
    r.success ? undefined : [r.error.code, r.error.offset, r.error.line],
    r.offset,
    r.length,
    r.line,
    r.column,
  ];
}
