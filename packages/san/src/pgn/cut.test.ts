/**
 * The tokenizer's cutting mode (`SectionCutter`): the sections of a source are the same under every chunking
 * (1-byte chunks, random sizes, the whole at once), the same whether a section's bytes are kept whole (`readPgn`,
 * `visitPgn`) or up to its tag section (`splitPgn`, the headers-only skim), and each holds the records the full
 * read gives — so `xn --jobs` / `--shard` byte ranges, the skim and the full read cut alike, on junk too. What it
 * finds of a section's tag section (`Section.movetext`, for the fast path) is what a regular expression finds.
 * Over files that mix games with and without tag sections — a result followed by the next game on its line, a game
 * without a result ended by a blank line and `1.` — `splitPgn`'s sections and the headers-only read's records are
 * the full read's records one for one (offsets, lines, columns), under any chunking, and `visitPgn` tells as many.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { PGN_STREAM_TOKENS } from '../../test/movetext-tokens.js';
import { splitPgn } from '../split-pgn.js';
import { type PgnRecord, readPgn } from './reader.js';
import type { Section } from './section.js';
import { SectionCutter } from './tokenizer.js';
import { visitPgn } from './visit.js';

const encoder = new TextEncoder();

/** PGN-ish byte atoms (junk, broken tags and comments, CR-only lines, `%` lines, NUL, Latin-1, BOMs). */
const ATOMS: readonly (string | number[])[] = [
  ...PGN_STREAM_TOKENS,
  '[',
  ']',
  '{',
  '}',
  '"',
  '%',
  '% escape [Event "x"]',
  ';',
  '\\',
  '\r',
  '\r\n',
  '\n\n',
  '\n[Event "',
  '\n[Event "x"]\n',
  '\r[Site "y',
  '\n\n[ "',
  '\n[1',
  '1.',
  '.1.',
  '1-0',
  '1/2-1/2',
  ' *\n',
  ' 0-1 \r\n',
  ' 1-0 ',
  ' * ',
  '\n\n1.',
  '\n \r\n1. e4',
  '(',
  ')',
  ' O-O-O ',
  ' Rd1 ',
  '{ note\n',
  '\n[Event "a\\"b"]',
  [0],
  [0xe9],
  [0xe2, 0x80, 0xa6],
  [0xc2, 0xa0],
  [0xef, 0xbb, 0xbf],
  [0x80, 0x81],
];

const atom = fc
  .constantFrom(...ATOMS)
  .map((a) => (typeof a === 'string' ? encoder.encode(a) : Uint8Array.from(a)));
const source = fc.array(atom, { maxLength: 60 }).map((parts) => new Uint8Array(Buffer.concat(parts)));

/** Atoms of plain games mostly (tag pairs of the common form, the tags the plain scan looks at), and the others. */
const PLAIN_ATOMS: readonly string[] = [
  '[Event "x"]\n',
  '[Result "1-0"]\n',
  '[Result "1/2-1/2"]\n',
  '[Result "*"]\n',
  '[Result "?"]\n',
  '[Variant "Standard"]\n',
  '[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n',
  '[FENx "y"]\n',
  '[White "Ré"]\n',
  '\n',
  '\n1. e4 e5 2. Nf3 {c} Nc6 ',
  '1-0\n\n',
  '0-1\n\n',
  '*\n\n',
];
const plainish = fc
  .array(
    fc.oneof(
      fc.constantFrom(...PLAIN_ATOMS).map((a) => encoder.encode(a)),
      atom,
    ),
    { maxLength: 40 },
  )
  .map((parts) => new Uint8Array(Buffer.concat(parts)));

/**
 * The sections of `bytes` fed in chunks ending at `ends` (ascending), and what each section kept (what the cutter
 * found of its tag section aside: that depends on where chunks end). `check` is shown each section as cut.
 */
function cut(
  bytes: Uint8Array,
  ends: readonly number[],
  headersOnly: boolean,
  check: (section: Section) => void = () => {},
): unknown[] {
  const cutter = new SectionCutter(1 << 20, headersOnly);
  const out: unknown[] = [];
  const sections: Section[] = [];
  const take = () => {
    for (const s of sections) {
      check(s);
      const { movetext: _movetext, resultValue: _resultValue, ...place } = s;
      out.push({
        ...place,
        bytes: Array.from(s.bytes),
        whole: Array.from(bytes.subarray(s.offset, s.offset + s.length)),
      });
    }
    sections.length = 0;
  };
  let from = 0;
  for (const end of [...ends, bytes.length]) {
    if (end < from) continue;
    cutter.push(bytes.subarray(from, end), sections);
    take(); // read before the next push: sections may be views of the chunk
    from = end;
  }
  cutter.finish(sections);
  take();
  return out;
}

/** Where each section lies, without its bytes. */
function spans(list: unknown[]): unknown[] {
  return list.map((s) => {
    const { offset, length, trimmedLength, line, column } = s as Section;
    return [offset, length, trimmedLength, line, column];
  });
}

/** Every byte on its own, as the worst chunking. */
const bytewise = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the cutting mode', () => {
  it('cuts where a game without tags starts: the token after a result, `1.` after a blank line', () => {
    const cases: [string, string[]][] = [
      // pgn-extract's test-fuzzydepth.pgn: a game a line, no tags
      [
        'e4 e5 Nf3 *\nNf3 Nc6 { m } Bc4 1-0\ne4 e5 1/2-1/2\n',
        ['e4 e5 Nf3 *\n', 'Nf3 Nc6 { m } Bc4 1-0\n', 'e4 e5 1/2-1/2\n'],
      ],
      // comments and escape lines after the result go with its game; blanks before the next game's first token too
      ['1. e4 1-0 {c}\n{d}\n%x\n  1. d4 *\n', ['1. e4 1-0 {c}\n{d}\n%x\n  ', '1. d4 *\n']],
      // a result in a comment, or at the end of a `;` comment, ends no game
      ['1. e4 {1-0}\n1. d4 ; 0-1\n1. c4 *\n', ['1. e4 {1-0}\n1. d4 ; 0-1\n1. c4 *\n']],
      // a result glued to a move ends none; one before another token on its line ends its game there
      ['1. e4*\n1. d4 * e5\n1. c4 *\n', ['1. e4*\n1. d4 * ', 'e5\n1. c4 *\n']],
      // a tag pair cuts as before
      ['1. e4 *\n\n[Event "x"]\n\n1. d4 *\n', ['1. e4 *\n\n', '[Event "x"]\n\n1. d4 *\n']],
      // a result, then the next game on the same line
      ['1. e4 e5 1-0 1. d4 d5 0-1\n', ['1. e4 e5 1-0 ', '1. d4 d5 0-1\n']],
      ['e4 1/2-1/2\te5 * {c} d4 *', ['e4 1/2-1/2\t', 'e5 * {c} ', 'd4 *']],
      // a result inside a variation ends no game
      ['1. e4 (1. d4 *) e5 1-0 1. c4 *', ['1. e4 (1. d4 *) e5 1-0 ', '1. c4 *']],
      ['1. e4 (1. d4 *\n) e5 1-0\n1. c4 *', ['1. e4 (1. d4 *\n) e5 1-0\n', '1. c4 *']],
      // castling, a move ending in 0 or 1, a result inside a variation's comment: no game ends
      ['1. e4 e5 2. O-O-O Rd1 {1-0 } Nf1 *\n', ['1. e4 e5 2. O-O-O Rd1 {1-0 } Nf1 *\n']],
      // a game without a result, a blank line, then `1.`: the next game
      ['1. e4 e5\n\n1. d4 d5 *\n', ['1. e4 e5\n\n', '1. d4 d5 *\n']],
      [
        '[Event "x"]\n\n1. e4 e5\r\n \r\n\n\t1. d4 d5 *\n',
        ['[Event "x"]\n\n1. e4 e5\r\n \r\n\n\t', '1. d4 d5 *\n'],
      ],
      ['1. e4 ; c\n\n1... e5 *\n', ['1. e4 ; c\n\n', '1... e5 *\n']],
      // not inside a variation or a comment, not before a move, not before `10.` or a `%` line
      [
        '1. e4 (1. d4\n\n1... d5) {a\n\n1. c4} e5\n\n10. d4\n\n%x\n1. c4 *\n',
        ['1. e4 (1. d4\n\n1... d5) {a\n\n1. c4} e5\n\n10. d4\n\n%x\n1. c4 *\n'],
      ],
      ['[Event "x"]\n\n{c}\n\n1. e4 *\n', ['[Event "x"]\n\n{c}\n\n1. e4 *\n']],
    ];
    for (const [text, want] of cases) {
      const bytes = encoder.encode(text);
      const sections = (ends: number[]) =>
        (cut(bytes, ends, false) as { whole: number[] }[]).map((s) =>
          new TextDecoder().decode(Uint8Array.from(s.whole)),
        );
      expect(sections([]), text).toEqual(want);
      expect(sections(bytewise(bytes.length)), text).toEqual(want);
    }
  });

  it('reads a file of games without tags game by game, however long (each under maxGameBytes)', async () => {
    const text = '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n'.repeat(2000);
    let games = 0;
    for await (const r of readPgn(text, { limits: { maxGameBytes: 1000 } })) if (r.success) games++;
    expect(games).toBe(2000);
  });

  it('cuts alike under every chunking, keeping whole sections or their tag sections', () => {
    fc.assert(
      fc.property(source, fc.array(fc.nat(), { maxLength: 8 }), (bytes, at) => {
        const ends = [...new Set(at.map((n) => n % (bytes.length + 1)))].sort((a, b) => a - b);
        const whole = cut(bytes, [], false);
        // Sections tile the source, and a whole section's bytes are its bytes in the source.
        let next = 0;
        for (const s of whole as { offset: number; length: number; bytes: number[]; whole: number[] }[]) {
          expect(s.offset).toBe(next);
          expect(s.bytes).toEqual(s.whole);
          next = s.offset + s.length;
        }
        expect(next).toBe(bytes.length);
        expect(cut(bytes, ends, false)).toEqual(whole);
        expect(cut(bytes, bytewise(bytes.length), false)).toEqual(whole);
        const heads = cut(bytes, ends, true);
        expect(spans(heads)).toEqual(spans(whole));
        expect(cut(bytes, bytewise(bytes.length), true)).toEqual(heads);
        // The tag section kept is a prefix of the section.
        for (const s of heads as { bytes: number[]; whole: number[] }[])
          expect(s.whole.slice(0, s.bytes.length)).toEqual(s.bytes);
      }),
      { numRuns: runs(300) },
    );
  });

  it("finds where the movetext of a plain tag section starts, and its result tag's value, under every chunking", () => {
    let vouched = 0;
    const agrees = (s: Section) => {
      if (s.movetext < 0) return;
      vouched++;
      // the fast path's form (`PlainSections`): ASCII blanks, tag pairs `[Name "value"]` of ASCII, then anything but `[` or a `%` line
      const text = String.fromCharCode(...s.bytes);
      const head = /^[ \t\n\r\f\v]*(?:\[([!#-Z\\^-~]+) "([^"\\\n\r\x80-\xff]*)"\][ \t\n\r\f\v]*)*/.exec(
        text,
      )![0];
      expect(s.movetext).toBe(head.length);
      expect(text[head.length]).not.toBe('[');
      const tags = [...head.matchAll(/\[(\S+) "([^"]*)"\]/g)];
      expect(tags.some(([, name]) => name === 'Variant' || name === 'FEN')).toBe(false);
      const result = tags.filter(([, name]) => name === 'Result').pop();
      expect(s.resultValue).toBe(result === undefined ? -1 : result.index + '[Result "'.length);
    };
    fc.assert(
      fc.property(plainish, fc.array(fc.nat(), { maxLength: 8 }), (bytes, at) => {
        const ends = [...new Set(at.map((n) => n % (bytes.length + 1)))].sort((a, b) => a - b);
        cut(bytes, [], false, agrees);
        cut(bytes, ends, false, agrees);
        cut(bytes, bytewise(bytes.length), false, agrees);
      }),
      { numRuns: runs(300) },
    );
    expect(vouched).toBeGreaterThan(0);
  });

  it("holds each of the full read's records inside one section, under every chunking", async () => {
    await fc.assert(
      fc.asyncProperty(source, fc.integer({ min: 1, max: 64 }), async (bytes, size) => {
        const sections = spans(cut(bytes, [], true)) as number[][];
        async function* chunks(): AsyncGenerator<Uint8Array> {
          for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
        }
        const records: PgnRecord[] = [];
        for await (const r of readPgn(chunks(), { encoding: 'latin1' })) records.push(r);
        for (const r of records) {
          const holder = sections.find(
            ([offset, length]) => r.offset >= offset! && r.offset < offset! + length!,
          );
          expect(holder, `record at ${r.offset}`).toBeDefined();
          expect(r.offset + r.length).toBeLessThanOrEqual(holder![0]! + holder![1]!);
        }
      }),
      { numRuns: runs(200) },
    );
  });
});

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
