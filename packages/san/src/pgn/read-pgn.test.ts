/**
 * `readPgn` reads what `parsePgn` reads: every PGN file of `../shared/data` streamed in tiny chunks, random
 * games cut into random chunks (strings and bytes, multi-byte characters split), and the options (BOM,
 * encodings, `headersOnly`, `stopOnError`, the sources it accepts).
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectAll } from '../../../../tests/iterate.js';
import { runs } from '../../../../tests/depth.js';
import { PGN_STREAM_TOKENS } from '../../test/movetext-tokens.js';
import { hasSharedData, sharedDataDir, sharedPgnFiles } from '../../../../tests/shared-data.js';
import { SanError } from '../shared/errors.js';
import { iteratePgn, parsePgn } from './games.js';
import { type PgnRecord, type ReadPgnOptions, readPgn } from './reader.js';
import type { Game } from '../game/tree.js';
import { formatPgn } from '../game/write.js';

/** What two readers must agree on for a game: tags, moves, comments and result (spans aside). */
function shape(game: Game): unknown {
  return {
    headers: [...game.headers],
    comments: game.comments,
    result: game.result,
    moves: formatPgn({ ...game, headers: new Map() }, { lineWidth: 0 }),
  };
}

const collect = (source: Parameters<typeof readPgn>[0], options?: ReadPgnOptions) =>
  collectAll(readPgn(source, options));

function games(records: readonly PgnRecord[]): Game[] {
  return records.flatMap((r) => (r.success ? [r.data] : []));
}

/** Expects `skim` (a `headersOnly` read) to give each game of `full` with the same tags, index, offset and length. */
function expectSameTagsAndSpans(skim: readonly PgnRecord[], full: readonly PgnRecord[]): void {
  const tags = (records: readonly PgnRecord[]) => records.map((r) => r.success && [...r.data.headers]);
  const spans = (records: readonly PgnRecord[]) => records.map((r) => [r.index, r.offset, r.length]);
  expect(tags(skim)).toEqual(tags(full));
  expect(spans(skim)).toEqual(spans(full));
}

/** `bytes` cut at random points (sizes 1 to `max`) by a seeded generator. */
async function* chunked(bytes: Uint8Array, seed: number, max: number): AsyncGenerator<Uint8Array> {
  let state = seed >>> 0 || 1;
  for (let at = 0; at < bytes.length; ) {
    state = (state * 1103515245 + 12345) >>> 0;
    const size = 1 + (state % max);
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

/** Checks the records of a file against `parsePgn` of its whole text (its good games when it throws). */
function expectSameGames(records: readonly PgnRecord[], text: string): void {
  const expected: Game[] = [];
  try {
    for (const game of iteratePgn(text)) expected.push(game);
    expect(records.filter((r) => !r.success)).toEqual([]);
  } catch (error) {
    // The games before the error are read alike; the error is one record (then reading goes on).
    expect(error).toBeInstanceOf(SanError);
    const located = error as SanError;
    const failure = records.find((r) => !r.success);
    expect(failure, 'an error record').toBeDefined();
    if (failure !== undefined && !failure.success) {
      expect(failure.error.code).toBe(located.code);
      expect(failure.error.line).toBe(located.line);
    }
  }
  const read = games(records);
  expect(read.slice(0, expected.length).map(shape)).toEqual(expected.map(shape));
  expect(records.map((r) => r.index)).toEqual(records.map((_, n) => n));
}

describe.skipIf(!hasSharedData)('readPgn over every PGN file of ../shared/data (absent: skipped)', () => {
  const files = hasSharedData ? sharedPgnFiles() : [];
  for (const file of files) {
    const name = path.relative(sharedDataDir, file);
    it(`${name}: the games parsePgn reads, streamed in tiny chunks`, async () => {
      const bytes = fs.readFileSync(file);
      const text = bytes.toString('utf8');
      // One byte at a time for the small files, random chunks of 1 to 64 bytes for the others. From memory: a
      // file stream of one-byte reads cost a read on libuv's pool a byte, ~50 µs (file streams are read below,
      // in chunks of 7 bytes).
      const stream = chunked(bytes, bytes.length, bytes.length <= 4_000 ? 1 : 64);
      const records = await collect(stream);
      expectSameGames(records, text);
      // Each record's byte span holds its game: read alone, it gives the same game.
      for (const record of records.slice(0, 8)) {
        if (!record.success) continue;
        const alone = parsePgn(
          bytes.subarray(record.byteOffset, record.byteOffset + record.byteLength).toString('utf8'),
        );
        expect(alone.map(shape)).toEqual([shape(record.data)]);
      }
    });
  }
  it('headersOnly gives the tags and spans of the full read (files of tagged, well-formed games)', async () => {
    let compared = 0;
    for (const file of files) {
      const bytes = new Uint8Array(fs.readFileSync(file));
      const full = await collect(bytes);
      // A movetext error is not seen by the skim; games without tags share the section before them.
      if (full.some((r) => !r.success || r.data.headers.size === 0)) continue;
      const skim = await collect(bytes, { headersOnly: true });
      const key = (r: PgnRecord) => [r.index, r.offset, r.length, r.success && [...r.data.headers]];
      expect(skim.map(key), path.relative(sharedDataDir, file)).toEqual(full.map(key));
      compared++;
    }
    expect(compared).toBeGreaterThan(60);
  });
  it('the files that are not UTF-8 are reported, and read in their declared encoding', async () => {
    const file = path.join(sharedDataDir, 'pgn-extract', 'odds.pgn');
    const bytes = fs.readFileSync(file);
    const lossy = await collect(fs.createReadStream(file, { highWaterMark: 7 }));
    const warnings = lossy.flatMap((r) => r.diagnostics);
    expect(warnings.length).toBeGreaterThan(0);
    // at the U+FFFD of the decoded text (UTF-16 units of the file, as every offset of readPgn)
    const decoded = new TextDecoder().decode(bytes);
    for (const w of warnings) {
      expect(w).toMatchObject({ severity: 'warning', code: 'invalid-encoding', length: 1 });
      expect(decoded.charCodeAt(w.offset)).toBe(0xfffd);
    }
    const latin = await collect(fs.createReadStream(file, { highWaterMark: 7 }), { encoding: 'latin1' });
    expect(latin.flatMap((r) => r.diagnostics)).toEqual([]);
    const names = games(latin).flatMap((g) => [g.headers.get('White'), g.headers.get('Black')]);
    expect(names).toContain('François André Philidor');
    expect(games(latin).map(shape)).toEqual(parsePgn(bytes.toString('latin1')).map(shape));
  });
});

// Random games cut into random chunks -------------------------------------------------------------

/** Whether a `{…}` comment holds a line that starts like a tag pair, where `readPgn` resynchronises. */
function commentHoldsTagLine(text: string): boolean {
  return /\{[^}]*[\r\n]\[[A-Za-z0-9_]+[ \t]*"/.test(text);
}

const texts = fc.array(fc.constantFrom(...PGN_STREAM_TOKENS), { maxLength: 50 }).map((t) => t.join(''));

describe('property: random games cut into random chunks', () => {
  it('read the same as the whole text, and as parsePgn', async () => {
    await fc.assert(
      fc.asyncProperty(
        texts,
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        async (text, sizes, asStrings) => {
          const bytes = new TextEncoder().encode(text);
          const whole = await collect(text);
          // Cut the bytes (inside multi-byte characters too) or the string (inside surrogate pairs too).
          const pieces: (string | Uint8Array)[] = [];
          const length = asStrings ? text.length : bytes.length;
          for (let at = 0, n = 0; at < length; n++) {
            const size = sizes[n % sizes.length]!;
            pieces.push(asStrings ? text.slice(at, at + size) : bytes.subarray(at, at + size));
            at += size;
          }
          const cut = await collect(
            (async function* () {
              yield* pieces;
            })(),
          );
          const view = (r: PgnRecord) =>
            r.success
              ? { ...r, data: shape(r.data) }
              : { ...r, error: { ...r.error, message: r.error.message } };
          expect(cut.map(view)).toEqual(whole.map(view));
          // The skim is cut alike, and where every game is well-formed and tagged, it has the full read's spans.
          const skimWhole = await collect(text, { headersOnly: true });
          const skimCut = await collect(
            (async function* () {
              yield* pieces;
            })(),
            { headersOnly: true },
          );
          expect(skimCut.map(view)).toEqual(skimWhole.map(view));
          // Where both see the same tagged games, the skim's span starts where the game does and holds it whole
          // (it may run on over trailing text the full read leaves out: move numbers, no-break spaces).
          const tagged = (r: PgnRecord) => r.success && r.data.headers.size > 0;
          if (whole.every(tagged) && skimWhole.every(tagged) && skimWhole.length === whole.length) {
            skimWhole.forEach((skim, n) => {
              const full = whole[n]!;
              expect(skim.offset).toBe(full.offset);
              expect(skim.length).toBeGreaterThanOrEqual(full.length);
              expect(skim.success && [...skim.data.headers]).toEqual(full.success && [...full.data.headers]);
              const again = new TextDecoder().decode(
                bytes.subarray(skim.byteOffset, skim.byteOffset + skim.byteLength),
              );
              expect(parsePgn(again).map(shape)).toEqual([shape((full as { data: Game }).data)]);
            });
          }
          // (A `%` right after a leading BOM: readPgn skips the BOM, so the `%` starts an escape line; iteratePgn
          // reads the BOM as a character, so the `%` is movetext.)
          if (commentHoldsTagLine(text) || text.startsWith('\uFEFF%')) return;
          let expected: Game[] | undefined;
          try {
            expected = parsePgn(text);
          } catch {
            expect(whole.some((r) => !r.success)).toBe(true);
          }
          if (expected !== undefined) {
            expect(whole.every((r) => r.success)).toBe(true);
            expect(games(whole).map(shape)).toEqual(expected.map(shape));
          }
        },
      ),
      { numRuns: runs(Number(process.env['SAN_FC_RUNS'] ?? 200)) },
    );
  });
});

// Options and sources ---------------------------------------------------------------------------

const THREE = '[Event "a"]\n\n1. e4 e5 1-0\n\n[Event "b"]\n\n1. d4 d5 0-1\n\n[Event "c"]\n\n1. c4 *\n';

describe('readPgn sources and options', () => {
  it('reads a string, bytes, an async iterable and a web ReadableStream alike', async () => {
    const bytes = new TextEncoder().encode(THREE);
    const expected = parsePgn(THREE).map(shape);
    const sources = [
      THREE,
      bytes,
      chunked(bytes, 3, 5),
      new Blob([bytes]).stream(),
      new ReadableStream<string>({
        start(controller) {
          for (const piece of THREE.match(/[\s\S]{1,4}/g)!) controller.enqueue(piece);
          controller.close();
        },
      }),
    ];
    for (const source of sources) expect(games(await collect(source)).map(shape)).toEqual(expected);
  });
  it('reads a tag section that starts inside a line after moves as parsePgn does, blank lines and all', async () => {
    // The tag pair after `Nf3` starts the next game; the tag pairs after the blank line go on with its tag section.
    const text = 'Nf3[Event "x"]\n\n[Event "g"]\n[Round "1"]\n\n';
    expect(games(await collect(text)).map(shape)).toEqual(parsePgn(text).map(shape));
    expect((await collect(text)).length).toBe(2);
  });
  it('records carry index, UTF-16 offset and length (the BOM not counted), byte offset and byte length', async () => {
    const records = await collect(`\uFEFF${THREE.replace('"b"', '"bé"')}`);
    const bytes = new TextEncoder().encode(`\uFEFF${THREE.replace('"b"', '"bé"')}`);
    expect(records.map((r) => [r.index, r.offset, r.length, r.byteOffset, r.byteLength])).toEqual([
      [0, 0, 25, 3, 25],
      [1, 27, 26, 30, 27],
      [2, 55, 20, 59, 20],
    ]);
    const second = new TextDecoder().decode(bytes.subarray(30, 30 + 27));
    expect(second).toBe('[Event "bé"]\n\n1. d4 d5 0-1');
  });
  it("a lenient read's warnings are on their game's record, located in the file", async () => {
    const text = '[Event "a"]\n\n1. e4 e5 1-0\n\n[Event "é"]\n[Result "1-0"]\n\n1. d4 d5 0-1\n';
    const seen: string[] = [];
    const records = await collect(chunked(new TextEncoder().encode(text), 3, 5), {
      onWarning: (w) => seen.push(w.code),
    });
    expect(records.map((r) => r.diagnostics.length)).toEqual([0, 1]);
    const warning = records[1]!.diagnostics[0]!;
    const at = text.indexOf('0-1');
    expect(warning).toMatchObject({ code: 'result-mismatch', offset: at, length: 3, line: 8, column: 10 });
    expect(seen).toEqual(['result-mismatch']);
  });

  it('reads a game when the one before it has been taken, not a whole chunk ahead', async () => {
    const text =
      '[Event "a"]\n\n1. e4 e5 1-0\n\n[Event "b"]\n[Result "1-0"]\n\n1. d4 d5 0-1\n\n[Event "c"]\n\n*\n';
    const seen: string[] = [];
    // One chunk completes the first two games: the second (with a warning) is read only when asked for.
    for await (const record of readPgn(text, { onWarning: (w) => seen.push(w.code) })) {
      expect(record.index).toBe(0);
      expect(seen).toEqual([]);
      break;
    }
    expect(seen).toEqual([]);
  });

  it('skips a byte order mark split across chunks', async () => {
    const bytes = new TextEncoder().encode(`\uFEFF${THREE}`);
    const records = await collect(chunked(bytes, 1, 1));
    expect(records.map((r) => r.success && r.data.headers.get('Event'))).toEqual(['a', 'b', 'c']);
    expect([records[0]!.offset, records[0]!.byteOffset]).toEqual([0, 3]);
  });
  it('headersOnly reads the tags, skips the movetext, and keeps the spans of a full read', async () => {
    const full = await collect(THREE);
    const skim = await collect(chunked(new TextEncoder().encode(THREE), 9, 3), { headersOnly: true });
    expectSameTagsAndSpans(skim, full);
    expect(skim.every((r) => r.success && r.data.moves.children.length === 0)).toBe(true);
  });
  it('headersOnly ends a % escape line at a CR-only line end, as a full read does', async () => {
    const text =
      '% exported by a tool\r[Event "a"]\r\r1. e4 *\r\r[Event "b"]\r% a note\r[Site "c"]\r\r1. d4 *\r';
    const full = await collect(text);
    expect(full.map((r) => r.success && [...r.data.headers])).toEqual([
      [['Event', 'a']],
      [
        ['Event', 'b'],
        ['Site', 'c'],
      ],
    ]);
    expect(full.map((r) => r.offset)).toEqual([21, text.indexOf('[Event "b"]')]);
    for (const source of [text, chunked(new TextEncoder().encode(text), 5, 2)]) {
      expectSameTagsAndSpans(await collect(source, { headersOnly: true }), full);
    }
  });
  it('headersOnly does not check moves, but reports a bad tag', async () => {
    const text = '[Event "a"]\n\n1. Zz9 1-0\n\n[Event "b\n\n1. d4 *\n\n[Event "c"]\n\n1. c4 *\n';
    const records = await collect(text, { headersOnly: true });
    expect(records.map((r) => r.success)).toEqual([true, false, true]);
    expect(records[1]).toMatchObject({ error: { code: 'syntax', line: 5, column: 1, offset: 25 } });
  });
  it('stopOnError delivers the first error record and stops', async () => {
    const text = THREE.replace('1. d4 d5', '1. d4 )');
    expect((await collect(text)).map((r) => r.success)).toEqual([true, false, true]);
    expect((await collect(text, { stopOnError: true })).map((r) => r.success)).toEqual([true, false]);
  });
  it('strict mode makes bytes that are not UTF-8 the error of their game', async () => {
    const bytes = new TextEncoder().encode(THREE);
    bytes[THREE.indexOf('"b"') + 1] = 0xe9;
    const lenient = await collect(bytes);
    expect(lenient.map((r) => r.success)).toEqual([true, true, true]);
    expect(lenient[1]!.diagnostics).toMatchObject([
      { code: 'invalid-encoding', offset: 35, length: 1, line: 5, column: 9 },
    ]);
    const strict = await collect(bytes, { mode: 'strict' });
    expect(strict.map((r) => r.success)).toEqual([true, false, true]);
    expect(strict[1]).toMatchObject({ error: { code: 'invalid-encoding', offset: 35, line: 5, column: 9 } });
  });
  it('cancels a web stream it stops reading (break, stopOnError)', async () => {
    const bad = THREE.replace('1. d4 d5', '1. d4 )');
    for (const stop of ['break', 'stopOnError'] as const) {
      let cancelled = false;
      const stream = new ReadableStream<string>({
        pull(controller) {
          controller.enqueue(bad); // an endless file
        },
        cancel() {
          cancelled = true;
        },
      });
      let n = 0;
      for await (const _record of readPgn(stream, { stopOnError: stop === 'stopOnError' })) {
        n++;
        if (stop === 'break' && n === 5) break;
      }
      expect(n).toBe(stop === 'break' ? 5 : 2);
      expect(cancelled).toBe(true);
    }
  });
  it('rejects what it cannot read: other sources, other chunks, multi-byte encodings, bad caps', async () => {
    await expect(collect(42 as never)).rejects.toThrow(TypeError);
    await expect(collect([1, 2] as never)).rejects.toThrow(TypeError);
    await expect(
      collect(
        (async function* () {
          yield 42 as never;
        })(),
      ),
    ).rejects.toThrow(TypeError);
    await expect(collect(THREE, { encoding: 'utf-16le' })).rejects.toThrow(RangeError);
    await expect(collect(THREE, { limits: { maxGameBytes: -1 } })).rejects.toThrow(TypeError);
  });
});
