/**
 * Files from the wild: three games, the middle one broken in each of many ways. `readPgn` reads games 1 and 3,
 * and the record of game 2 says where it broke in the file: byte offset, line and column (exact values).
 * Game 1 takes bytes 0-37 (lines 1-5); game 2 starts at byte 38 on line 6, its movetext at byte 51 on line 8.
 */
import { describe, expect, it } from 'vitest';
import { type PgnRecord, type ReadPgnOptions, readPgn } from './reader.js';

const GAME_1 = '[Event "a"]\n[Site "x"]\n\n1. e4 e5 1-0\n\n';
const GAME_3 = '[Event "c"]\n\n1. c4 c5 1/2-1/2\n';

/** The middle game with `movetext` after its tag pair. */
function middle(movetext: string): string {
  return `[Event "b"]\n\n${movetext}\n\n`;
}

async function read(
  parts: (string | Uint8Array)[],
  options?: ReadPgnOptions,
  size = 5,
): Promise<PgnRecord[]> {
  const bytes = parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : p));
  const records: PgnRecord[] = [];
  // In 5-byte chunks by default, so that every edge case also meets chunk edges.
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (const b of bytes) for (let at = 0; at < b.length; at += size) yield b.subarray(at, at + size);
  }
  for await (const record of readPgn(chunks(), options)) records.push(record);
  return records;
}

interface Broken {
  readonly name: string;
  readonly game: (string | Uint8Array)[];
  readonly options?: ReadPgnOptions;
  /** The error: code, byte offset and length, line, column. */
  readonly error: { code: string; offset: number; length: number; line: number; column: number };
}

/** A syntax error at byte `offset` (`length` bytes), `line` and `column`. */
const syntax = (offset: number, length: number, line: number, column: number) =>
  ({ code: 'syntax', offset, length, line, column }) as const;

const latin = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

const cases: Broken[] = [
  {
    name: 'unterminated comment (the next tag section at a line start ends it)',
    game: [middle('1. d4 {never closed d5 0-1')],
    error: syntax(57, 22, 8, 7),
  },
  { name: 'stray )', game: [middle('1. d4 ) d5 0-1')], error: syntax(57, 1, 8, 7) },
  { name: 'stray }', game: [middle('1. d4 d5\n2. c4 } 0-1')], error: syntax(66, 1, 9, 7) },
  {
    name: 'bad tag (value not quoted)',
    game: ['[Event b"]\n\n1. d4 d5 0-1\n\n'],
    error: syntax(45, 1, 6, 8),
  },
  { name: 'unterminated tag value', game: ['[Event "b\n\n1. d4 d5 0-1\n\n'], error: syntax(38, 9, 6, 1) },
  { name: 'NUL bytes', game: [middle('1. d4 \0\0 d5 0-1')], error: syntax(57, 2, 8, 7) },
  {
    name: 'a 2 MB token',
    game: [middle(`1. d4 ${'N'.repeat(2 * 1024 * 1024)} 0-1`)],
    error: syntax(57, 2 * 1024 * 1024, 8, 7),
  },
  {
    name: 'a game over limits.maxGameBytes (skipped, not kept)',
    game: [middle(`1. d4 {${'x'.repeat(5000)}} d5 0-1`)],
    options: { limits: { maxGameBytes: 4096 } },
    error: { code: 'input-too-long', offset: 38, length: 5028, line: 6, column: 1 },
  },
  {
    name: 'invalid UTF-8 inside a move, after multi-byte characters (offsets in UTF-16 units of the decoded file)',
    game: ['[Event "b"]\n\n1. d4 {é ♞} d', new Uint8Array([0xff]), '5 0-1\n\n'],
    error: syntax(64, 1, 8, 14),
  },
  {
    name: 'invalid UTF-8 in strict mode',
    game: [latin('[Event "Ré"]\n\n1. d4 d5 0-1\n\n')],
    options: { mode: 'strict' },
    error: { code: 'invalid-encoding', offset: 47, length: 1, line: 6, column: 10 },
  },
  {
    name: 'a file cut mid-game (a move cut short, then the next file)',
    game: [middle('1. d4 d5 2. N')],
    error: syntax(63, 1, 8, 13),
  },
  { name: 'unclosed variation', game: [middle('1. d4 (1. c4 d5 0-1')], error: syntax(57, 1, 8, 7) },
  { name: 'malformed move', game: [middle('1. d4 Qxx9 0-1')], error: syntax(60, 1, 8, 10) },
  { name: 'invalid NAG', game: [middle('1. d4 $999 d5 0-1')], error: syntax(57, 4, 8, 7) },
  {
    name: 'variations nested past limits.maxDepth',
    game: [middle('1. d4 (1. e4 (1. c4)) d5 0-1')],
    options: { limits: { maxDepth: 1 } },
    error: { code: 'nesting-too-deep', offset: 64, length: 1, line: 8, column: 14 },
  },
];

/** The bytes of the parts of a game (strings as UTF-8). */
function concat(parts: readonly (string | Uint8Array)[]): Uint8Array {
  const arrays = parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : p));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

describe('three games, the middle one broken: games 1 and 3 are read, the error is located in the file', () => {
  for (const { name, game, options, error } of cases) {
    it(name, async () => {
      const records = await read([GAME_1, ...game, GAME_3], options);
      expect(records.map((r) => r.success)).toEqual([true, false, true]);
      const [first, second, third] = records as [PgnRecord, PgnRecord, PgnRecord];
      expect(first.success && first.data.headers.get('Event')).toBe('a');
      expect(third.success && third.data.headers.get('Event')).toBe('c');
      expect(third.success && third.data.result).toBe('1/2-1/2');
      expect(records.map((r) => r.index)).toEqual([0, 1, 2]);
      expect(second.success ? undefined : second.error).toMatchObject({ name: 'SanError', ...error });
      // The error record spans game 2: from its first tag to its last token (bytes, and UTF-16 units of the text).
      const gameBytes = game.reduce(
        (n, p) => n + (typeof p === 'string' ? new TextEncoder().encode(p) : p).length,
        0,
      );
      const gameUnits = new TextDecoder().decode(concat(game)).length;
      expect([second.offset, second.byteOffset]).toEqual([38, 38]);
      expect([second.length, second.byteLength]).toEqual([gameUnits - 2, gameBytes - 2]);
      expect([third.offset, third.byteOffset]).toEqual([38 + gameUnits, 38 + gameBytes]);
    });
  }

  it('every case reads the same in chunks of 1, 2, 3, 7 and 4096 bytes', async () => {
    const view = (r: PgnRecord) =>
      r.success
        ? [r.index, r.offset, r.length, [...r.data.headers], r.diagnostics]
        : [r.index, r.offset, r.length, { ...r.error }, r.diagnostics];
    for (const { game, options } of cases) {
      const size = game.reduce((n, p) => n + p.length, 0);
      if (size > 100_000) continue;
      const expected = (await read([GAME_1, ...game, GAME_3], options)).map(view);
      for (const chunk of [1, 2, 3, 7, 4096])
        expect((await read([GAME_1, ...game, GAME_3], options, chunk)).map(view)).toEqual(expected);
    }
  });

  it('invalid UTF-8 in a tag (lenient): the game is read, with a located warning', async () => {
    const records = await read([GAME_1, latin('[Event "Ré"]\n\n1. d4 d5 0-1\n\n'), GAME_3]);
    expect(records.map((r) => r.success)).toEqual([true, true, true]);
    expect(records[1]!.success && records[1]!.data.headers.get('Event')).toBe('R\uFFFD');
    expect(records[1]!.diagnostics).toMatchObject([
      { severity: 'warning', code: 'invalid-encoding', offset: 47, length: 1, line: 6, column: 10 },
    ]);
    const declared = await read([GAME_1, latin('[Event "Ré"]\n\n1. d4 d5 0-1\n\n'), GAME_3], {
      encoding: 'windows-1252',
    });
    expect(declared[1]!.success && declared[1]!.data.headers.get('Event')).toBe('Ré');
    expect(declared[1]!.diagnostics).toEqual([]);
  });

  it('the invalid byte of a broken game is reported with its error, at its U+FFFD', async () => {
    const bytes = ['[Event "b"]\n\n1. d4 {é ♞} d', new Uint8Array([0xff]), '5 0-1\n\n'];
    const records = await read([GAME_1, ...bytes, GAME_3]);
    expect(records[1]!.diagnostics).toMatchObject([
      { code: 'invalid-encoding', offset: 64, length: 1, line: 8, column: 14 },
    ]);
  });

  it('a file cut mid-game at its end: the games before it are read, the cut one is an error', async () => {
    const records = await read([GAME_1, middle('1. d4 d5 2. c4 {cut her')]);
    expect(records.map((r) => r.success)).toEqual([true, false]);
    expect(records[1]).toMatchObject({
      offset: 38,
      error: { code: 'syntax', offset: 66, line: 8, column: 16 },
    });
  });

  it('stray ) and } after the result are errors of that game, not of the file', async () => {
    for (const stray of [')', '}']) {
      const records = await read([GAME_1, middle(`1. d4 d5 0-1 ${stray}`), GAME_3]);
      expect(records.map((r) => r.success)).toEqual([true, true, false, true]);
      expect(records[2]).toMatchObject({
        offset: 64,
        length: 1,
        error: syntax(64, 1, 8, 14),
      });
    }
  });
});

describe('readPgn: the encoding warning', () => {
  it('names the `encoding` option and its Latin-1 value', async () => {
    const bytes = new TextEncoder().encode('[White "Andr?"]\n\n1. e4 e5 *\n');
    bytes[13] = 0xe9; // Latin-1 é
    const warnings = [];
    for await (const record of readPgn(bytes)) warnings.push(...record.diagnostics);
    // the byte is the value's closing quote: the value ends at the `]` ending its line (issue #94), warned
    expect(warnings.map((w) => w.code).sort()).toEqual(['invalid-encoding', 'noncanonical']);
    const encoding = warnings.find((w) => w.code === 'invalid-encoding');
    expect(encoding).toMatchObject({ code: 'invalid-encoding', offset: 13 });
    expect(encoding!.message).toContain("encoding: 'latin1'");
  });
});
