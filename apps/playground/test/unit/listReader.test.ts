/**
 * The database worker's one pass (`readRange`, issue #52): the list's rows it makes as it checks and indexes each
 * game are those of the two passes it replaced — `readPgn`'s headers-only read for the row (span, tags, plies) and
 * the first error the full check found for the game at that offset — on every PGN file of ../shared/data
 * (skipped, saying why, without them) and on texts with bad games, leading filler and escape lines.
 */
import fs from 'node:fs';
import { type PgnRecord, readPgn, visitPgn } from '@x/san';
import { describe, expect, it } from 'vitest';
import { sharedDataDir, sharedGameFiles } from '../../../../tests/shared-data';
import { tagsOf } from '../../src/lib/database/gameTags';
import { listRow, readRange } from '../../src/lib/database/listReader';
import { notPgn } from '../../src/lib/database/notPgn';
import { PastedBytes } from '../../src/lib/database/pastedBytes';
import { encodeSlice, sendPasted } from '../../src/lib/database/pastedText';
import { type GameRow, rowAtOffset } from '../../src/lib/database/rows';
import { EXPLORER_PLIES, ExplorerIndex } from '../../src/lib/explorer/explorerIndex';
import { ExplorerReader, type GameError } from '../../src/lib/explorer/explorerReader';
import { tagVariants } from '../../src/lib/variants/tagVariants';

const files = sharedGameFiles();
if (files.length === 0)
  console.warn(`listReader.test: ${sharedDataDir} not found; the real files' case is skipped`);

const decoder = new TextDecoder();

/** The row the headers-only read made of a record (as the worker made it before the one pass). */
function skimRow(record: PgnRecord, bytes: Uint8Array): GameRow {
  const span = bytes.subarray(record.byteOffset, record.byteOffset + record.byteLength);
  const tags = record.success ? record.data.headers : tagsOf(decoder.decode(span));
  const row = listRow(record.index, record.byteOffset, span, (name) => tags.get(name) ?? '');
  if (record.success) return row;
  const { code, message, line, column } = record.error;
  return { ...row, error: { code, message, line, column } };
}

/**
 * The list of the two passes: headers-only rows, then each error of the full check on the row at its offset (the
 * `Variant` tags read as the one pass reads them: Fairy-Stockfish's built-ins known, `tagVariants`). With `full`,
 * the rows of the full read instead of the headers-only read's: a text whose games after the first have no tag
 * section is one headers-only record (the tags of its first game), and a row a game in the one pass.
 */
async function twoPasses(bytes: Uint8Array, full = false): Promise<GameRow[]> {
  const rows: GameRow[] = [];
  for await (const record of readPgn(bytes, { headersOnly: !full })) rows.push(skimRow(record, bytes));
  const errors: GameError[] = [];
  await tagVariants.knowVariantsIn(bytes);
  const variants = tagVariants.lookup;
  const reader = new ExplorerReader(
    new ExplorerIndex(),
    () => undefined,
    (found) => errors.push(...found),
    EXPLORER_PLIES,
    variants,
  );
  await visitPgn(bytes, reader, { variants });
  for (const { offset, error } of errors) {
    const at = rowAtOffset(rows, offset);
    const row = at === undefined ? undefined : rows[at];
    if (at !== undefined && row && !row.error) rows[at] = { ...row, error };
  }
  return rows;
}

/** The list of the one pass, over the file as a `Blob` or (a pasted text's) as its bytes read in place. */
async function onePass(bytes: Uint8Array, asBlob = true): Promise<GameRow[]> {
  const rows: GameRow[] = [];
  const file = asBlob ? new Blob([bytes as Uint8Array<ArrayBuffer>]) : bytes;
  await readRange(file, undefined, new ExplorerIndex(), (row) => rows.push(row));
  return rows;
}

const TEXTS = [
  '[Event "a"]\n[White "W"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n',
  '\n\n% an escape line\n[Event "b"]\n[Result "*"]\n\n1. d4 {oops *\n\n[Event "c"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 *\n',
  '1. 2. [Event "numbers before"]\n[Result "*"]\n\n1. e4 *\n\n[Event "d" bad]\n\n1. e4 *\n',
  '[Event "e"]\n[Date "????.??.??"]\n[WhiteElo "2100"]\n[Result "0-1"]\n\n1. e4 (1. d4 d5) 1... e5 0-1\n\n1. d4 ) d5 *\n',
  '\uFEFF[Event "bom"]\r\n[Result "1/2-1/2"]\r\n\r\n1. Nf3 Nf6 1/2-1/2\r\n\r\n   \r\n',
];

/** The rows without their errors. */
const unmarked = (rows: readonly GameRow[]) => rows.map(({ error: _, ...row }) => row);

describe('the one pass gives the list of the two passes it replaced', () => {
  it('on texts with bad games, filler, a byte order mark and CRLF; a text’s bytes list as its file does', async () => {
    for (const text of [TEXTS[0], TEXTS[2], TEXTS[4]] as string[]) {
      const bytes = new TextEncoder().encode(text);
      const rows = await onePass(bytes);
      expect(rows, text).toEqual(await twoPasses(bytes));
      expect(await onePass(bytes, false), text).toEqual(rows);
    }
  });

  it("gives with each row the bytes read and checked: to that game's end, a game at a time", async () => {
    // the progress bar's measure: before, the end of the chunk read (a 2.2 MB file showed 0, 2 MiB, the end)
    const bytes = new TextEncoder().encode(TEXTS.join('\n'));
    const seen: [GameRow, number][] = [];
    await readRange(new Blob([bytes]), undefined, new ExplorerIndex(), (row, read) => seen.push([row, read]));
    expect(seen.length).toBeGreaterThan(3);
    for (const [row, read] of seen) expect(read).toBe(row.offset + row.length);
    const reads = seen.map(([, read]) => read);
    expect(reads).toEqual([...reads].sort((a, b) => a - b));
    expect(reads.at(-1)).toBeLessThanOrEqual(bytes.length);
    expect(new Set(reads).size).toBe(reads.length);
  });

  it('a pasted text, sent a slice at a time while it is read, lists as its file does', async () => {
    // slices of 7 characters: cuts inside tags, moves, a UTF-8 sequence and (never) a surrogate pair; a slice's
    // buffer (a byte a character at first) grows at its first character of more than a byte. The page's slices
    // come a task apart, as `sendPasted` sends them, so the read waits for some
    const text = `${TEXTS.join('\n')}\n[Event "Réti 😀"]\n\n1. e4 {😀😀} *\n`;
    const encoder = new TextEncoder();
    const bytes = encoder.encode(text);
    const pasted = new PastedBytes(text.length);
    expect(pasted.expected).toBe(text.length);
    const sent = new Promise<void>((done) =>
      sendPasted(
        text,
        (slice, chars) => {
          pasted.push(slice, chars);
          if (pasted.ended) done();
        },
        () => true,
        7,
      ),
    );
    const rows: GameRow[] = [];
    await readRange(pasted, undefined, new ExplorerIndex(), (row) => rows.push(row));
    await sent;
    expect(rows).toEqual(await onePass(bytes));
    // (a tag section after moves inside a line starts a game: `1. 2. [Event …` and the `bom` game after a BOM)
    // (the row after `e`: the game without tags after it, `1. d4 ) d5 *`, a row of its own)
    expect(rows.map((r) => r.event)).toEqual([
      'a',
      'b',
      'c',
      'numbers before',
      '',
      'e',
      '',
      'bom',
      'Réti 😀',
    ]);
    expect([pasted.ended, pasted.size, pasted.expected]).toEqual([true, bytes.length, bytes.length]);
    const last = rows.at(-1) as GameRow;
    expect(new TextDecoder().decode(pasted.view(last.offset, last.length))).toBe(
      '[Event "Réti 😀"]\n\n1. e4 {😀😀} *',
    );
    /** A text's slices of `slice` characters, all sent before it is read. */
    const whole = (t: string, slice: number) => {
      const out = new PastedBytes(t.length);
      for (let from = 0; from < t.length; ) {
        const { bytes: part, end } = encodeSlice(t, from, slice);
        out.push(part, end - from);
        from = end;
      }
      return out;
    };
    // a game inside one slice is a view of it; the head spans slices
    const ascii = whole('[Event "a"]\n\n1. e4 *\n', 16);
    expect(new TextDecoder().decode(await ascii.head(19))).toBe('[Event "a"]\n\n1. e4 ');
    expect(new TextDecoder().decode(ascii.view(1, 5))).toBe('Event');
    // a pair at a slice's end waits for the next slice; each slice's bytes are those of its characters
    const pair = whole('abcdef😀x', 7);
    const slices: string[] = [];
    for await (const c of pair.chunks()) slices.push(new TextDecoder().decode(c));
    expect(slices).toEqual(['abcdef', '😀x']);
    expect(await pair.bytes()).toEqual(encoder.encode('abcdef😀x'));
    // a page that stops sending (another file opened) sends no more
    const stopped: number[] = [];
    sendPasted(
      'abcdefgh',
      (_, chars) => stopped.push(chars),
      () => false,
      3,
    );
    await new Promise((done) => setTimeout(done, 20));
    expect(stopped).toEqual([3]);
    // what is no PGN is said as of a file, from the first slices
    const said = (t: string) => notPgn(whole(t, 4));
    expect(await said('')).toMatch(/empty/);
    expect(await said('  \n ')).toMatch(/blank/);
    expect(await said('[Event "x\u0000"]')).toMatch(/zero byte at byte 9/);
    expect(await said('[Event "x"] *')).toBeUndefined();
  });

  it('marks the bad games the two passes missed: errors at an offset that was no row', async () => {
    // after an escape line (the full read starts the game past it); a game without tags after another (a row of
    // its own, as in the full read)
    const cases: [string, boolean, (string | undefined)[], (string | undefined)[]][] = [
      [
        TEXTS[1] as string,
        false,
        [undefined, 'no legal move matches Ke3'],
        ['unterminated comment', 'no legal move matches Ke3'],
      ],
      [TEXTS[3] as string, true, [undefined, 'unmatched )'], [undefined, 'unmatched )']],
    ];
    for (const [text, full, before, now] of cases) {
      const bytes = new TextEncoder().encode(text);
      const one = await onePass(bytes);
      const two = await twoPasses(bytes, full);
      expect(unmarked(one)).toEqual(unmarked(two));
      expect(two.map((r) => r.error?.message)).toEqual(before);
      expect(one.map((r) => r.error?.message)).toEqual(now);
    }
  });

  it.skipIf(files.length === 0)('on every PGN file of ../shared/data', async () => {
    let games = 0;
    let bad = 0;
    for (const file of files) {
      const bytes = new Uint8Array(fs.readFileSync(file));
      const rows = await onePass(bytes);
      expect(rows, file).toEqual(await twoPasses(bytes, true));
      games += rows.length;
      bad += rows.filter((r) => r.error).length;
    }
    expect(games).toBeGreaterThan(100);
    expect(bad).toBeGreaterThan(0);
  });
});
