/**
 * `splitPgn` (`@x/san/split`): the sections it reports are where `readPgn` cuts, and each section read on its own
 * gives the records the whole read gives for it — what `xn pgn check --jobs N` relies on to check sections in
 * worker threads.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { hasSharedData, sharedPgnFiles } from '../../../tests/shared-data.js';
import { PGN_STREAM_TOKENS } from '../test/movetext-tokens.js';
import { type PgnRecord, readPgn } from './pgn/reader.js';
import type { PgnSection } from './pgn/source.js';
import { splitPgn } from './split-pgn.js';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/**
 * What a record says about where it and its findings are, `shift` UTF-16 units (`byteShift` bytes) and `lines`
 * lines later.
 */
function where(r: PgnRecord, shift = 0, lines = 0, byteShift = 0): unknown {
  const at = (x: { offset: number; line: number; column: number }) => [
    x.offset + shift,
    x.line + lines,
    x.column,
  ];
  return {
    success: r.success,
    at: at(r),
    length: r.length,
    bytes: [r.byteOffset + byteShift, r.byteLength],
    error: r.success
      ? undefined
      : [r.error.code, ...at({ ...r.error, line: r.error.line ?? 0, column: r.error.column ?? 0 })],
    warnings: r.diagnostics.map((w) => [w.code, ...at({ ...w, line: w.line ?? 0, column: w.column ?? 0 })]),
  };
}

/** Every section read alone (spaces standing in for the bytes before it on its line), relocated into the source. */
async function readAlone(bytes: Uint8Array, sections: readonly PgnSection[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const s of sections) {
    const pad = s.column - 1;
    const alone = new Uint8Array(pad + s.length);
    alone.fill(32, 0, pad);
    alone.set(bytes.subarray(s.offset, s.offset + s.length), pad);
    // the units of the text before the section (the byte order marks readPgn skips not counted)
    const units = new TextDecoder().decode(bytes.subarray(0, s.offset)).replace(/^\uFEFF+/, '').length;
    for (const r of await collect(readPgn(alone)))
      out.push(where(r, units - pad, s.line - 1, s.offset - pad));
  }
  return out;
}

async function checkSource(bytes: Uint8Array): Promise<void> {
  const sections = await collect(splitPgn(bytes));
  const whole = await collect(readPgn(bytes));
  for (let i = 1; i < sections.length; i++)
    expect(sections[i - 1]!.offset + sections[i - 1]!.length).toBeLessThanOrEqual(sections[i]!.offset);
  expect(await readAlone(bytes, sections)).toEqual(whole.map((r) => where(r)));
}

describe('splitPgn', () => {
  it('cuts where readPgn cuts, and each section read alone reads as in the whole read', async () => {
    const text = [
      '\uFEFF[Event "é1"]\n[White "Ünal"]\n\n1. e4 {ça va\nbien} e5 2. Nf3 1-0\n',
      '\n[Event "2"]\n\n1. d4 {unterminated\n\n[Event "3"]\n1. c4 (1. Nf3 d5) e5 0-1\n',
      '1. e4 e5 *\n[Event "5"]\n%escaped [Event "x"]\n1. f4 ± e5 *\r\n\r\n[Event "6"]\r\n\r\n1. g3 *',
      '\r[Event "7"]\r1. e4 Kxe8 *\n',
    ].join('');
    const bytes = new TextEncoder().encode(text);
    expect((await collect(splitPgn(bytes))).length).toBeGreaterThan(4);
    await checkSource(bytes);
  });

  it('skips every byte order mark a file starts with, as readPgn does', async () => {
    const bytes = new TextEncoder().encode('\uFEFF\uFEFF[Event "x"]\n1. e4 *\n');
    expect(await collect(splitPgn(bytes))).toEqual([{ offset: 6, length: 20, line: 1, column: 1 }]);
    await checkSource(bytes);
  });

  it('reads every kind of source readPgn reads', async () => {
    const text = '[Event "a"]\n1. e4 *\n\n[Event "b"]\n1. d4 *\n';
    const expected = [
      { offset: 0, length: 21, line: 1, column: 1 },
      { offset: 21, length: 20, line: 4, column: 1 },
    ];
    expect(await collect(splitPgn(text))).toEqual(expected);
    async function* chunks() {
      for (const c of text) yield c;
    }
    expect(await collect(splitPgn(chunks()))).toEqual(expected);
    expect(await collect(splitPgn(new Blob([text]).stream()))).toEqual(expected);
  });

  it('property: random texts', async () => {
    const texts = fc.array(fc.constantFrom(...PGN_STREAM_TOKENS), { maxLength: 50 }).map((t) => t.join(''));
    await fc.assert(
      fc.asyncProperty(texts, async (text) => checkSource(new TextEncoder().encode(text))),
      { numRuns: runs(300) },
    );
  });

  describe.skipIf(!hasSharedData)('every PGN file of ../shared/data', () => {
    const files = hasSharedData ? sharedPgnFiles() : [];
    it.each(files.map((f) => [f.split('/shared/data/')[1]!, f]))('%s', async (_name, file) => {
      await checkSource(new Uint8Array(fs.readFileSync(file)));
    });
  });
});
