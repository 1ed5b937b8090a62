/**
 * The tokenizer's cutting mode (`SectionCutter`): the sections of a source are the same under every chunking
 * (1-byte chunks, random sizes, the whole at once), the same whether a section's bytes are kept whole (`readPgn`,
 * `visitPgn`) or up to its tag section (`splitPgn`, the headers-only skim), and each holds the records the full
 * read gives — so `xn --jobs` / `--shard` byte ranges, the skim and the full read cut alike, on junk too. What it
 * finds of a section's tag section (`Section.movetext`, for the fast path) is what a regular expression finds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { PGN_STREAM_TOKENS } from '../../test/movetext-tokens.js';
import { type PgnRecord, readPgn } from './reader.js';
import type { Section } from './section.js';
import { SectionCutter } from './tokenizer.js';

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
