/**
 * `readPgn`'s `range` option (consecutive byte ranges together read every record once, located as in the whole
 * read), the records' `line`/`column`, and the errors `walkGame` and `startingPosition` throw for a game read, located
 * in the file with no call to locate them.
 * And the `origin` option of `readPgn` and `visitPgn`: a source read in pieces that start where `splitPgn` cut it
 * at a line start (as `xn`'s `--jobs` workers read their byte ranges), each piece cut as it is read from its place
 * in the source, gives the records and the visits of the `range` of the whole read it covers.
 */
import { lineColumn } from '@x/core/notation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { collectAll } from '../../../../tests/iterate.js';
import { SanError } from '../shared/errors.js';
import { type PgnRecord, type ReadPgnOptions, readPgn } from './reader.js';
import { startingPosition } from '../game/start-position.js';
import { walkGame } from '../game/walk.js';
import { splitPgn } from '../split-pgn.js';
import type { PgnSection } from './source.js';
import { visitPgn } from './visit.js';

const collect = (source: string | Uint8Array, options?: ReadPgnOptions) =>
  collectAll(readPgn(source, options));

/** What a record says, index aside (it counts from 0 in each range). */
function where(r: PgnRecord): unknown {
  return {
    success: r.success,
    data: r.success ? [[...r.data.headers], r.data.result, r.data.moves.children.length] : undefined,
    offset: r.offset,
    length: r.length,
    line: r.line,
    column: r.column,
    error: r.success ? undefined : [r.error.code, r.error.offset, r.error.line, r.error.column],
    warnings: r.diagnostics.map((w) => [w.code, w.offset, w.line, w.column]),
  };
}

const TEXT = [
  '[Event "é1"]\n[White "Ünal"]\n\n1. e4 {ça va\nbien} e5 2. Nf3 1-0\n',
  '\n[Event "2"]\n\n1. d4 {unterminated\n\n[Event "3"]\n1. c4 (1. Nf3 d5) e5 0-1\n',
  '1. e4 e5 *\n[Event "5"]\n%escaped [Event "x"]\n1. f4 ± e5 *\r\n\r\n[Event "6"]\r\n\r\n1. g3 *',
].join('');

describe('readPgn range', () => {
  it('ranges that cover the source read every record once, located as in the whole read', async () => {
    const bytes = new TextEncoder().encode(TEXT);
    const whole = (await collect(bytes)).map(where);
    expect(whole.length).toBeGreaterThan(4);
    for (let n = 1; n <= 9; n++) {
      const cuts = Array.from({ length: n + 1 }, (_, i) => Math.floor((i * bytes.length) / n));
      const parts: unknown[] = [];
      for (let i = 0; i < n; i++)
        parts.push(...(await collect(bytes, { range: { start: cuts[i]!, end: cuts[i + 1]! } })).map(where));
      expect(parts, `${n} ranges`).toEqual(whole);
    }
  });

  it('every cut point: the two sides together are the whole read', async () => {
    const bytes = new TextEncoder().encode(TEXT);
    const whole = (await collect(bytes)).map(where);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const left = await collect(bytes, { range: { start: 0, end: cut } });
      const right = await collect(bytes, { range: { start: cut, end: bytes.length } });
      expect([...left, ...right].map(where), `cut at ${cut}`).toEqual(whole);
    }
  });
});

describe('record line and column', () => {
  it('are those of the record offset in the file', async () => {
    const text = '[A "1"]\n\n1. e4 *\n\n\n[A "2"]\n\n1. d4 *\n1. c4 *';
    const records = await collect(text);
    expect(records.map((r) => [r.offset, r.line, r.column])).toEqual(
      records.map((r) => [r.offset, lineColumn(text, r.offset).line, lineColumn(text, r.offset).column]),
    );
    expect(records.map((r) => r.line)).toEqual([1, 6, 9]);
  });
});

describe('errors found after the read, located in the file', () => {
  const text = '[Event "a"]\n\n1. e4 e5\n\n[Event "ü"]\n{ça} 1. e4 e5 2. Ke3 *\n\n[FEN "bad"]\n\n1. e4 *\n';
  const bytes = new TextEncoder().encode(text);
  const byteOf = (needle: string, from = 0): number => Buffer.from(bytes).indexOf(needle, from);
  const unitOf = (needle: string): number => text.indexOf(needle);

  async function errors(): Promise<SanError[]> {
    const out: SanError[] = [];
    for (const record of await collect(bytes)) {
      if (!record.success) continue;
      try {
        walkGame(record.data, startingPosition(record.data), () => undefined);
      } catch (error) {
        if (error instanceof SanError) out.push(error);
      }
    }
    return out;
  }

  it('an illegal move at its UTF-16 offset, line and column in the file', async () => {
    const [illegal] = await errors();
    expect(illegal).toBeInstanceOf(SanError);
    expect(illegal).toMatchObject({
      code: 'illegal-move',
      offset: unitOf('Ke3'),
      length: 3,
      line: 6,
      column: 18,
    });
    expect(illegal!.ply).toBe(2);
  });

  it('a bad FEN tag at its value', async () => {
    const [, fen] = await errors();
    expect(fen).toMatchObject({ code: 'invalid-fen', offset: unitOf('bad') + 1, line: 8, column: 8 });
    expect(fen!.cause).toBeDefined();
  });

  it('ranges: the same located errors in each part', async () => {
    const all = (await errors()).map((e) => [e.code, e.offset, e.line, e.column]);
    const out: unknown[] = [];
    const mid = byteOf('[FEN');
    for (const range of [
      { start: 0, end: mid - 3 },
      { start: mid - 3, end: bytes.length },
    ]) {
      for (const record of await collect(bytes, { range })) {
        if (!record.success) continue;
        try {
          walkGame(record.data, startingPosition(record.data), () => undefined);
        } catch (error) {
          if (error instanceof SanError) out.push([error.code, error.offset, error.line, error.column]);
        }
      }
    }
    expect(out).toEqual(all);
  });
});

describe('record lines in a section of many games', () => {
  it('games without tag sections (one section): each record at its own line, read in one pass', async () => {
    const text = Array.from({ length: 3000 }, (_, i) => `1. e4 e5 {game ${i}} *`).join('\n');
    const records = await collect(text);
    expect(records).toHaveLength(3000);
    expect(records.map((r) => r.line)).toEqual(records.map((_, i) => i + 1));
    expect(records.every((r) => r.column === 1)).toBe(true);
  });
});

/** What `visitPgn` tells of each game: its place and, when not plain, its records. */
async function visits(source: Uint8Array, options?: ReadPgnOptions): Promise<unknown[]> {
  const out: unknown[] = [];
  let moves: string[] = [];
  await visitPgn(
    source,
    {
      move: (token) => void moves.push(token.text),
      endGame: (game) => {
        out.push([game.offset, game.length, game.line, game.column, game.plain, moves]);
        if (!game.plain) out.push(game.records().map(where));
        moves = [];
      },
    },
    options,
  );
  return out;
}

async function sectionsOf(bytes: Uint8Array): Promise<PgnSection[]> {
  const list: PgnSection[] = [];
  for await (const s of splitPgn(bytes)) list.push(s);
  return list;
}

const GAMES = [
  '\uFEFF[Event "é1"]\n[White "Ünal"]\n\n1. e4 {ça va\nbien} e5 2. Nf3 1-0\n',
  '\n[Event "2"]\n\n1. d4 {unterminated\n\n[Event "3"]\n1. c4 (1. Nf3 d5) e5 0-1\n',
  '1. e4 e5 *\n[Event "5"]\n%escaped [Event "x"]\n1. f4 ± e5 *\r\n\r\n[Event "6"]\r\n\r\n1. g3 *',
  '\r[Event "7"]\r1. e4 \xff e5 *\n\n[Event "8"]\n\n1. e4 e5 2. Ke3 *\n \n[ \n\n[Event "9"]\n1. a4 *\n',
];

describe('the origin option', () => {
  it('pieces cut at line starts where splitPgn cuts read as their range of the whole', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...GAMES), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (games, cutAt) => {
          const bytes = Uint8Array.from(Buffer.from(games.join(''), 'latin1'));
          const list = await sectionsOf(bytes);
          // Pieces of consecutive sections, each from a section at a line start to the next piece.
          const starts = list.flatMap((s, i) => (s.column === 1 ? [i] : []));
          const cuts = [
            ...new Set([0, ...cutAt.map((n) => starts[n % starts.length] ?? 0), list.length]),
          ].sort((a, b) => a - b);
          const pieces: unknown[] = [];
          const ranges: unknown[] = [];
          let compared = 0;
          for (let c = 0; c + 1 < cuts.length; c++) {
            const chosen = list.slice(cuts[c], cuts[c + 1]);
            if (chosen.length === 0 || chosen[0]!.column !== 1) continue;
            const base = chosen[0]!.offset;
            const last = chosen.at(-1)!;
            const piece = bytes.slice(base, last.offset + last.length);
            // the UTF-16 units of the text before the piece (a byte order mark not counted)
            const unitOffset = new TextDecoder().decode(bytes.subarray(0, base)).length;
            const at = { origin: { offset: base, line: chosen[0]!.line, unitOffset } };
            pieces.push(...(await collect(piece, at)).map(where), ...(await visits(piece, at)));
            const range = { range: { start: base, end: last.offset + last.length } };
            ranges.push(...(await collect(bytes, range)).map(where), ...(await visits(bytes, range)));
            compared++;
          }
          expect(pieces).toEqual(ranges);
          if (cuts.length === 2 && list[0]?.column === 1) {
            expect(compared).toBe(1);
            expect(ranges.filter((r) => !Array.isArray(r))).toEqual((await collect(bytes)).map(where));
          }
        },
      ),
      { numRuns: runs(24) },
    );
  });
});
