/**
 * One frame (issue #91, item 4): every offset of `readPgn` counts UTF-16 units of the file's text, as `parsePgn` of
 * the same text counts them — records, errors, warnings, the games' own spans — and the errors `walkGame` and
 * `startingPosition` throw for a game of `readPgn` are located in the file (offset, line, column), with no call
 * to make them so. Only `byteOffset`/`byteLength` count bytes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { collectAll } from '../../../../tests/iterate.js';
import { SanError } from '../shared/errors.js';
import { type PgnRecord, type ReadPgnOptions, readPgn } from './reader.js';
import { parsePgn } from './games.js';
import { startingPosition } from '../game/start-position.js';
import { walkGame } from '../game/walk.js';
import type { Game } from '../game/tree.js';

const collect = (
  source: string | Uint8Array | Uint8Array[],
  options?: ReadPgnOptions,
): Promise<PgnRecord[]> => collectAll(readPgn(Array.isArray(source) ? chunks(source) : source, options));

async function* chunks(parts: Uint8Array[]): AsyncGenerator<Uint8Array> {
  yield* parts;
}

/** `bytes` cut every `size` bytes (multi-byte characters split). */
function cut(bytes: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

/** The error `walkGame` (or `startingPosition`) throws for `game`, as code, offset, length, line, column. */
function walkError(game: Game): unknown {
  try {
    walkGame(game, startingPosition(game), () => undefined);
  } catch (error) {
    if (error instanceof SanError) return [error.code, error.offset, error.length, error.line, error.column];
    throw error;
  }
  return undefined;
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

const TEXT =
  '[Event "a"]\n\n1. e4 e5 *\n\n[White "Müller—Ωmega"]\n[Black "𝔅𝔩𝔞𝔠𝔨"]\n\n1. e4 {ça} e5 2. Ke3 *\n\n' +
  '[Event "ü"]\n[FEN "bad"]\n\n1. e4 *\n\n[Event "é"]\n\n1. e4 (1. d4 {ö} d5 2. Kd3) e5 *\n';

describe('readPgn counts UTF-16 units of the file, as parsePgn does', () => {
  it('the issue: with "Müller—Ωmega" in a tag, Ke3 is where parsePgn says, in the file (line, column)', async () => {
    const text = '[Event "x"]\n\n1. d4 *\n\n[White "Müller—Ωmega"]\n\n1. e4 e5 2. Ke3 *\n';
    const [, game] = parsePgn(text);
    const expected = walkError(game!);
    expect(expected).toEqual(['illegal-move', text.indexOf('Ke3'), 3, 7, 13]);
    for (const source of [text, utf8(text)]) {
      const [, record] = await collect(source);
      expect(record!.success).toBe(true);
      expect(walkError(record!.success ? record!.data : (undefined as never))).toEqual(expected);
    }
    // a syntax error of the stream: where `parsePgn` throws it
    const broken = text.replace('Ke3 *', 'Ke3 ) *');
    const thrown = (() => {
      try {
        parsePgn(broken);
      } catch (error) {
        return error as SanError;
      }
    })();
    const [, bad] = await collect(utf8(broken));
    expect(bad!.success ? undefined : [bad!.error.offset, bad!.error.line, bad!.error.column]).toEqual([
      thrown!.offset,
      thrown!.line,
      thrown!.column,
    ]);
  });

  it('a game deep in a file: walkGame locates its error in the file, not in the game', async () => {
    const filler = '[Event "x"]\n\n1. e4 e5 *\n\n'.repeat(40);
    const text = `${filler}[Event "ü"]\n\n1. e4 e5 2. Ke3 *\n`;
    const records = await collect(utf8(text));
    const last = records.at(-1)!;
    expect(last.success && walkError(last.data)).toEqual(['illegal-move', text.indexOf('Ke3'), 3, 163, 13]);
  });

  it('records, games, moves, errors of walkGame and startingPosition agree with parsePgn (bytes in chunks too)', async () => {
    const games = parsePgn(TEXT);
    const expected = games.map((g) => ({
      offset: g.offset,
      moves: g.moves.children.map((c) => c.data.offset),
      error: walkError(g),
    }));
    expect(expected.map((e) => e.error)).toEqual([
      undefined,
      ['illegal-move', TEXT.indexOf('Ke3'), 3, 8, 18],
      ['invalid-fen', TEXT.indexOf('bad') + 1, 1, 11, 8],
      ['illegal-move', TEXT.indexOf('Kd3'), 3, 17, 24],
    ]);
    for (const source of [TEXT, utf8(TEXT), cut(utf8(TEXT), 7), cut(utf8(TEXT), 1)]) {
      const records = await collect(source);
      expect(records.map((r) => r.success && r.offset)).toEqual(games.map((g) => g.offset));
      const got = records.map((r) => {
        const g = r.success ? r.data : (undefined as never);
        return { offset: g.offset, moves: g.moves.children.map((c) => c.data.offset), error: walkError(g) };
      });
      expect(got).toEqual(expected);
    }
  });

  it('byteOffset/byteLength are the bytes of the game; offset/length its UTF-16 units', async () => {
    const bytes = utf8(TEXT);
    for (const r of await collect(bytes)) {
      const units = TEXT.slice(r.offset, r.offset + r.length);
      expect(new TextDecoder().decode(bytes.subarray(r.byteOffset, r.byteOffset + r.byteLength))).toBe(units);
    }
  });

  it('an error record and its warnings at UTF-16 offsets of the file', async () => {
    const text = '[Event "é€"]\n\n1. e4 ± e5 *\n\n[Event "ü"]\n\n1. e4 {open\n\n[Event "z"]\n\n1. d4 *\n';
    const records = await collect(utf8(text), { mode: 'lenient' });
    expect(records.map((r) => r.success)).toEqual([true, false, true]);
    expect(records[0]!.diagnostics.map((d) => [d.offset, d.line, d.column])).toEqual([
      [text.indexOf('±'), 3, 7],
    ]);
    const bad = records[1]!;
    expect(bad.offset).toBe(text.indexOf('[Event "ü"]'));
    expect(bad.success ? undefined : [bad.error.offset, bad.error.line]).toEqual([text.indexOf('{open'), 7]);
    expect(records[2]!.offset).toBe(text.indexOf('[Event "z"]'));
  });

  it('bytes that are not UTF-8: the warning at the unit of its U+FFFD, later offsets as the decoded text counts', async () => {
    const head = utf8('[Event "a');
    const tail = utf8('"]\n\n1. e4 ± *\n\n[Event "b"]\n\n1. d4 e5 2. Kd2 Ke7 3. Ke3 *\n');
    const bytes = new Uint8Array([...head, 0xff, 0xc3, ...tail]);
    const text = new TextDecoder().decode(bytes);
    const records = await collect(bytes);
    const warnings = records[0]!.diagnostics.map((d) => [d.code, d.offset, d.length]);
    expect(warnings.filter((w) => w[0] === 'invalid-encoding')).toEqual([
      ['invalid-encoding', 9, 1],
      ['invalid-encoding', 10, 1],
    ]);
    for (const w of warnings) if (w[0] !== 'invalid-encoding') expect(w[1]).toBe(text.indexOf('±'));
    const second = records[1]!;
    expect(second.offset).toBe(text.indexOf('[Event "b"]'));
    const game = parsePgn(text)[1]!;
    expect(second.success && [second.data.offset, walkError(second.data)]).toEqual([
      game.offset,
      walkError(game),
    ]);
  });

  it('headersOnly, range and a byte order mark: the same offsets as the whole read', async () => {
    const text = `${TEXT}\n[Event "last"]\n\n1. c4 {𝔞𝔟} c5 *\n`;
    const bytes = utf8(text);
    const whole = (await collect(bytes)).map((r) => [r.offset, r.line]);
    expect(whole.map(([o]) => o)).toEqual(parsePgn(text).map((g) => g.offset));
    const skim = (await collect(cut(bytes, 5), { headersOnly: true })).map((r) => [r.offset, r.line]);
    expect(skim).toEqual(whole);
    const bom = (await collect(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))).map((r) => [r.offset, r.line]);
    expect(bom).toEqual(whole);
    const mid = (await collect(bytes))[3]!.byteOffset;
    const parts = [
      ...(await collect(bytes, { range: { start: 0, end: mid } })),
      ...(await collect(bytes, { range: { start: mid, end: bytes.length } })),
    ];
    expect(parts.map((r) => [r.offset, r.line])).toEqual(whole);
  });

  it('after an oversized game, offsets still count the units of the file', async () => {
    const big = `[Event "big"]\n\n1. e4 {${'é'.repeat(400)}} e5 *\n\n`;
    const text = `${big}[Event "next"]\n\n1. d4 *\n`;
    const records = await collect(utf8(text), { limits: { maxGameBytes: 300 } });
    expect(records.map((r) => r.success)).toEqual([false, true]);
    expect(records[0]!.length).toBe(big.trimEnd().length);
    expect(records[1]!.offset).toBe(text.indexOf('[Event "next"]'));
  });

  it("property: any file, any chunking — readPgn offsets and walk errors are parsePgn's", async () => {
    const word = fc.constantFrom('a', 'é', 'Ω', '—', '𝔅', 'ü', ' ');
    const moves = fc.constantFrom(
      '1. e4 e5',
      '1. e4 e5 2. Ke3',
      '1. d4 (1. e4 {x} e5) d5',
      '1. Nf3 Nf6 2. Kd3',
    );
    const game = fc
      .tuple(fc.array(word, { maxLength: 6 }), fc.array(word, { maxLength: 4 }), moves)
      .map(([tag, comment, line]) => `[Event "${tag.join('')}"]\n\n{${comment.join('')}} ${line} *\n\n`);
    await fc.assert(
      fc.asyncProperty(
        fc.array(game, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 40 }),
        async (gs, size) => {
          const text = gs.join('');
          const expected = parsePgn(text).map((g) => [g.offset, walkError(g)]);
          const records = await collect(cut(utf8(text), size));
          expect(records.map((r) => [r.offset, r.success ? walkError(r.data) : 'error'])).toEqual(expected);
        },
      ),
      { numRuns: runs(40) },
    );
  });
});
