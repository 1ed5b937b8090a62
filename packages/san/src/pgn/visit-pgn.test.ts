/**
 * `visitPgn` and its built-in `MainLineChecker` against the tree reader (the oracle): on every shared PGN file
 * and on random chunkings, a plain game's tokens are its tree's, `records()` is what `readPgn` gives, and the
 * checker plays the main line `walkGame` plays. The reader's fast path (`plain-moves.ts`) tells what the token
 * grammar tells, on the shared files and on mutated games, to every visitor alike; a visitor's `Skip` answers
 * change what is read, never the games, tags and main lines it is told.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { hasSharedData, sharedPgnFiles } from '../../../../tests/shared-data.js';
import { SanError } from '../shared/errors.js';
import { HeadersVisitor } from './headers-visitor.js';
import { MainLineChecker } from './main-line-check.js';
import { mainLineTexts } from '../../test/main-line.js';
import { treeSourceOf } from '../game/lines.js';
import { type PgnRecord, readPgn } from './reader.js';
import { startingPosition } from '../game/start-position.js';
import { NOT_TOLD, PlainSections, TOLD_PLAIN } from './plain-moves.js';
import { visitPgn } from './visit.js';
import { type GameEnd, type PgnVisitor, SKIP, type Skip } from './visitor.js';
import { walkGame } from '../game/walk.js';

/** Where a record is in its source. */
function where(r: PgnRecord): { offset: number; line: number; column: number } {
  return { offset: r.offset, line: r.line, column: r.column };
}

async function records(source: Uint8Array | string): Promise<PgnRecord[]> {
  const out: PgnRecord[] = [];
  for await (const r of readPgn(source)) out.push(r);
  return out;
}

/** What the tree says of a record: tags, main-line tokens, result, and its main line checked. */
function fromTree(r: PgnRecord): unknown {
  if (!r.success) return { error: r.error.code };
  const source = treeSourceOf(r.data.moves);
  const moves = mainLineTexts(source?.text ?? '', r.data.moves, source?.frame?.base);
  let plies = 0;
  let error: string | undefined;
  try {
    walkGame(r.data, startingPosition(r.data), () => void plies++, { variations: false });
  } catch (e) {
    if (!(e instanceof SanError)) throw e;
    error = e.code;
  }
  return { tags: [...r.data.headers], moves, result: r.data.result, plies, error };
}

/** A visitor recording each game as the tree reader's `fromTree` says it, plain games from tokens. */
function recorder(out: unknown[]): PgnVisitor {
  let tags: [string, string][] = [];
  let moves: string[] = [];
  let result: string | undefined;
  const checker = new MainLineChecker((check: MainLineChecker, game: GameEnd) => {
    // A null move ends the check (`complete` false): then the tree reader says the rest.
    if (!game.plain || (!check.complete && check.error === undefined && moves.length > check.plies)) {
      for (const r of game.records()) out.push(fromTree(r));
      return;
    }
    out.push({ tags, moves, result, plies: check.plies, error: check.error?.code });
  });
  return {
    beginGame() {
      tags = [];
      moves = [];
      result = undefined;
      checker.beginGame();
    },
    tag(name, value) {
      tags = tags.filter(([n]) => n !== name);
      tags.push([name, value]);
      checker.tag(name, value);
    },
    beginMovetext: () => checker.beginMovetext(),
    move(token) {
      moves.push(token.text);
      checker.move(token);
    },
    beginVariation: () => checker.beginVariation(),
    result(r) {
      result = r;
    },
    endGame: (game) => checker.endGame(game),
  };
}

async function visited(source: Uint8Array | string | AsyncIterable<Uint8Array>): Promise<unknown[]> {
  const out: unknown[] = [];
  await visitPgn(source, recorder(out));
  return out;
}

describe.skipIf(!hasSharedData)('visitPgn on the shared PGN files', () => {
  for (const file of hasSharedData ? sharedPgnFiles() : []) {
    it(`tells ${file.split('/').pop()} as the tree reader reads it`, async () => {
      const bytes = new Uint8Array(fs.readFileSync(file));
      expect(await visited(bytes)).toEqual((await records(bytes)).map(fromTree));
    });
  }
});

describe.skipIf(!hasSharedData)('HeadersVisitor on the shared PGN files', () => {
  it('collects the tags of every game whose tag section is plain, as readPgn reads them', async () => {
    for (const file of sharedPgnFiles()) {
      const bytes = new Uint8Array(fs.readFileSync(file));
      const told: unknown[] = [];
      await visitPgn(
        bytes,
        new HeadersVisitor((headers, game) => {
          // A tag section that is not plain stops the telling: the full read says what the game's tags are.
          const read = game.records();
          if (read.length === 1 && read[0]!.success && read[0]!.data.headers.size === headers.size)
            told.push([...headers]);
          else for (const r of read) told.push(r.success ? [...r.data.headers] : r.error.code);
        }),
      );
      const want = (await records(bytes)).map((r) => (r.success ? [...r.data.headers] : r.error.code));
      expect(told, file).toEqual(want);
    }
  });
});

describe('visitPgn', () => {
  const GAMES = [
    '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 {c} Nc6 $1 3. Bb5 a6 1-0\n\n',
    '[Event "b"]\n\n1. d4 d5 (1... Nf6 2. c4) 2. c4 *\n\n',
    '[Event "c"]\n\n1. e4 e5 2. Ke3 *\n\n',
    '[Event "d"]\n[FEN "8/8/8/8/8/8/4k3/4K2R w K - 0 1"]\n\n1. O-O Kd3 0-1\n\n',
    '[Event "e"]\n[Result "0-1"]\n\n1. e4 1-0\n\n',
    '[Event "f"]\n\n1. e4 { never closed\n\n',
    '[Event "g"]\n[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 P@e4 *\n\n',
    'stray\n\n',
    '[Event "h"]\n\n1. Nf3 Nf6 2. Z0 e6 *\n\n',
    // the plain reader's fast paths and where they hand over: tag pairs not of the common form, a separate
    // `e.p.` or `ep`, glued and repeated move numbers, bytes of 128 or more after a move and in a tag value
    '[Event  "i"]\n[Site "a\\"b"]\n[White "Ré"]\n\n1.e4 d5 2. e5 f5 3. exf6 e.p. e6 4... d4 5. c4 dxc3 ep *\n\n',
    '[Event "j"] \n[Round"1"]\n\n12. e4 e5 ; note\n2...Nc6 3.\u00a0Nf3 e\u00e9 *\n\n',
    // games without a tag section after another game's result: games of their own
    '1. c4 c5 *\n',
    'Nf3 Nc6 { m } Bc4 1-0 * \n',
    '1. d4 0-1 {x} 1. e4 \u00e9 *\n\n',
  ];
  it('reads what the tree reader reads, under every chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...GAMES), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 40 }),
        async (games, size) => {
          const bytes = new TextEncoder().encode(games.join(''));
          async function* chunks(): AsyncGenerator<Uint8Array> {
            for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
          }
          const want = (await records(bytes)).map(fromTree);
          expect(await visited(bytes)).toEqual(want);
          expect(await visited(chunks())).toEqual(want);
        },
      ),
      { numRuns: runs(100) },
    );
  });

  it('tells each game of a section as a game of its own: one endGame for each of its records, where it is', async () => {
    const TAGLESS = [
      '1. c4 c5 *\n',
      'e4 e5 Nf3 { m } Nc6 1-0\n',
      '1. d4 {a} d5 1/2-1/2 {b} ',
      '* ',
      '0-1\n\n',
      '1. e4 e5 2. Nf3\n\n',
      '1. d4!? d5\n \n',
      // no game, as readPgn reads them: move numbers alone, an escape line
      '2. 3... ',
      '\n%escape\n',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...TAGLESS, GAMES[0]!, GAMES[4]!), { maxLength: 8 }),
        async (games) => {
          const text = games.join('');
          const ends: { offset: number; line: number; column: number; records: number }[] = [];
          const checker = new MainLineChecker((check, game) => {
            const [first, ...more] = game.records();
            if (first === undefined) return;
            ends.push({ ...where(first), records: 1 + more.length });
            // a game told whole (plain): its main line as the tree reader plays it
            if (game.plain) expect(check.plies).toBe((fromTree(first) as { plies?: number }).plies ?? 0);
          });
          await visitPgn(text, checker);
          const want = await records(text);
          expect(ends).toEqual(want.map((r) => ({ ...where(r), records: 1 })));
        },
      ),
      { numRuns: runs(100) },
    );
  });

  it("tells pgn-extract's test-fuzzydepth.pgn as its four games (a game a line, no tags)", async () => {
    const text =
      'e4 e5 Nf3 Nc6 Bb5 *\nNf3 Nc6 e4 e5 { Match game 1 at 4 ply. } Bc4 *\ne4 e5 Nf3 { x } Nc6 d4 *\ne4 e5 Bb5 Nc6 Nf3 *\n';
    const games: [number, number, boolean][] = [];
    await visitPgn(
      text,
      new MainLineChecker((check, game) => void games.push([game.line, check.plies, game.plain])),
    );
    expect(games).toEqual([
      [1, 5, true],
      [2, 5, true],
      [3, 5, true],
      [4, 5, true],
    ]);
  });

  it('never takes a token with a byte of 128 or more for a move met before (short tokens keyed by their bytes)', () => {
    // visitPgn tells only ASCII move tokens (other bytes make a game not plain), but a caller of `move` may pass any:
    // Latin-1 'På3' (50 E5 33) packed seven bits a byte would be 'Qe3' (51 65 33), E5's top bit spilling into P's
    const checker = new MainLineChecker(() => undefined);
    const play = (...tokens: (string | Uint8Array)[]) => {
      checker.beginGame();
      checker.beginMovetext();
      for (const t of tokens) {
        const bytes = typeof t === 'string' ? new TextEncoder().encode(t) : t;
        const text = typeof t === 'string' ? t : new TextDecoder('latin1').decode(t);
        checker.move({ bytes, start: 0, end: bytes.length, offset: 0, text });
      }
      const seen = { plies: checker.plies, error: checker.error?.code };
      checker.endGame({ plain: true, readError: () => undefined } as unknown as GameEnd); // takes the shared position back to the start
      return seen;
    };
    expect(play('d4', 'd5', 'Qd3', 'Nf6', 'Qe3')).toEqual({ plies: 5, error: undefined });
    expect(play('d4', 'd5', 'Qd3', 'Nf6', new Uint8Array([0x50, 0xe5, 0x33]))).toEqual({
      plies: 4,
      error: 'syntax',
    });
  });

  it('stops when endGame says false, and skips what a hook skips', async () => {
    const text = GAMES.join('');
    let games = 0;
    await visitPgn(text, { endGame: () => ++games < 2 });
    expect(games).toBe(2);
    const told: string[] = [];
    await visitPgn(GAMES[1]!, {
      move: (t) => void told.push(t.text),
      beginVariation: () => 'skip',
    });
    expect(told).toEqual(['d4', 'd5', 'c4']);
    const tags: string[] = [];
    await visitPgn(text, {
      tag: (n, v) => void tags.push(`${n}=${v}`),
      beginMovetext: () => 'skip',
      move: () => expect.fail(),
    });
    expect(tags).toContain('Event=a');
  });
});

/** A `MainLineChecker` that also reads the `Result` tag (as an index build does). */
class ResultChecker extends MainLineChecker {
  override readonly tagNames: ReadonlySet<string> = new Set(['Variant', 'FEN', 'Result']);
}

/**
 * What a `MainLineChecker` is told of `bytes` (every hook, in order) and each game's check: by the reader as it is
 * (`fast`), or with its fast path turned off (every section decoded, its tags read by the token grammar, its
 * movetext scanned from there and handed to the grammar at what the scan does not read); `result`: a checker that
 * reads the `Result` tag too.
 */
async function checks(bytes: Uint8Array, fast: boolean, result = false): Promise<unknown[]> {
  const out: unknown[] = [];
  const Checker = result ? ResultChecker : MainLineChecker;
  const checker: MainLineChecker & PgnVisitor = new Checker((check, game) => {
    const e = check.error;
    out.push([
      game.offset,
      game.length,
      game.plain,
      check.variant,
      check.plies,
      check.complete,
      check.lenient,
    ]);
    if (e !== undefined) out.push([e.code, e.message, e.offset, e.length, e.canonical, e.candidates, e.ply]);
  });
  const tag = checker.tag.bind(checker);
  const move = checker.move.bind(checker);
  checker.tag = (name, value) => void out.push(['tag', name, value], tag(name, value));
  checker.move = (token) => void out.push(['move', token.text, token.offset], move(token));
  checker.comment = (text) => void out.push(['comment', text]);
  checker.nag = (value) => void out.push(['nag', value]);
  checker.result = (result) => void out.push(['result', result]);
  const off = fast ? undefined : vi.spyOn(PlainSections.prototype, 'tell').mockReturnValue(NOT_TOLD);
  try {
    await visitPgn(bytes, checker);
  } finally {
    off?.mockRestore();
  }
  return out;
}

describe("MainLineChecker's limits", () => {
  it('refuses a main line longer than limits.maxMoves as the tree reader does, at the same move', async () => {
    const limits = { maxMoves: 6 };
    const text =
      '[Event "long"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n\n[Event "short"]\n\n1. e4 e5 *\n';
    const seen: { error: string | undefined; offset: number | undefined; plies: number }[] = [];
    await visitPgn(
      text,
      new MainLineChecker(
        (check) =>
          void seen.push({ error: check.error?.code, offset: check.error?.offset, plies: check.plies }),
        { limits },
      ),
    );
    const tree: { error: string | undefined; offset: number | undefined }[] = [];
    for await (const r of readPgn(text, { limits }))
      tree.push(
        r.success ? { error: undefined, offset: undefined } : { error: r.error.code, offset: r.error.offset },
      );
    expect(tree[0]).toEqual({ error: 'game-too-long', offset: text.indexOf('4. Ng1') + 3 });
    expect(seen).toEqual([
      { ...tree[0], plies: 6 },
      { ...tree[1], plies: 2 },
    ]);
  });
});

describe("visitPgn's nesting cap", () => {
  /** A game whose first move has `depth` variations nested one in the other. */
  const nested = (depth: number) =>
    `[Event "${depth}"]\n[Result "*"]\n\n1. e4 ${'( 1. d4 '.repeat(depth)}${')'.repeat(depth)} e5 *\n\n`;

  it.each([
    { options: {}, cap: 100 },
    { options: { limits: { maxDepth: 3 } }, cap: 3 },
  ])(
    "gives a game nested past $cap the reader's nesting-too-deep, a game at it plain",
    async ({ options, cap }) => {
      const text = nested(cap) + nested(cap + 1);
      const seen: { plain: boolean; error: string | undefined; offset: number | undefined }[] = [];
      // a visitor that skips variations (as `MainLineChecker` does): the skipped text still counts against the cap
      await visitPgn(
        text,
        {
          beginVariation: () => SKIP,
          endGame: (game) => {
            const error = game.readError();
            seen.push({ plain: game.plain, error: error?.code, offset: error?.offset });
          },
        },
        options,
      );
      const tree: (SanError | undefined)[] = [];
      for await (const r of readPgn(text, options)) tree.push(r.success ? undefined : r.error);
      expect(tree[0]).toBeUndefined();
      expect(tree[1]?.code).toBe('nesting-too-deep');
      expect(seen).toEqual([
        { plain: true, error: undefined, offset: undefined },
        { plain: false, error: 'nesting-too-deep', offset: tree[1]!.offset },
      ]);
    },
  );
});

describe("visitPgn's fast path", () => {
  const PLAIN = [
    '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 {c} Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n\n',
    '[Event "b"]\n[White "Ré"]\n[Result "*"]\n\n1. d4 { é } d5 2. c4 dxc4 3. e4 b5 4. a4 c6 5. axb5 cxb5 *\n\n',
    '[Result "0-1"]\n[Result "1/2-1/2"]\n\n1. f3 e5 2. g4 Qh4# 1/2-1/2\n\n',
    '[Result "?"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 c6 5. Nf3 Bg4 0-1 {after} { more }\n\n',
    '1. e4 e5 2. Ke3 *\n\n',
    '[Event "c"]\n\n1. Nf3 Nf6 2. Z0 e6 *\n\n',
    '[Event "d"]\n\n1. e4 Nf6 2. e5 Nd5 3. c4 Nb6 4. c5 Nd5 5. Bc4 e6 6. Nc3 Nxc3 7. dxc3 b6 8. cxb6 axb6 9. Qf3 Ra3 10. bxa3 *\n\n',
    '[Event "e"]\n\n1. e4 d5 2. e5 f5 3. exf6 e6 4. fxg7 Be7 5. gxh8=Q+ Kf8 6. Qxg8+! Kxg8 7. Nf3 Nd7 8. Ng1?? Nf6 *\n\n',
    '[Event "f"]\n\n1. e4 e5 2. Nf3 Nf6 3. Nc3 Nc6 4. Nd5 Nd4 5. Ndc3 Nde6 6. Nb5 Ng4 7. Nbd4 Nxf2 8. Kxf2 *\n\n',
    '[Event "g"]\n\n1. Ng1-f3 e5 2. e2e4 Nc6 3. N1c3 Nf6 4. Bf1c4 *\n\n',
    '[Event "h"]\n\n1. d4 e5 2. d5 c5 3. dxc6 e.p. d5 4. 0-0 *\n\n',
    '[Event "h2"]\n\n1. e4 a6 2. e5 d5 3. exd6 ep e6 4. Nf3 *\n\n',
    '[Result "1-0"]\n\n1. e4 e5 0-1\n\n',
    '[Event "i"]\n\n1. e4 e5\n\n1. d4 d5 *\n\n',
    '[Event "j"]\n\n1. e4 e5 2. Nf3 $1 Nc6 (2... d6) 3. Bb5 ; note\n a6 1-0\n\n',
    '[Event  "k"]\n[Variant "Standard"]\n[FEN "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"]\n\n1... e5 *\n\n',
    '%escape\n[Event "l"]\n\n1. e4 %x\n% e5\n1... c5 *\n\n',
    '[Event "m"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0 ;done\n',
    '[Event "n"]\n\n1. e4 1-0\u00a0\n\n',
    '[Event "o"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O-O d3 *\n\n',
  ];
  /** Bytes that change how the token grammar reads a game. */
  const NOISE = [...' \n\r\t{}()[];%$!?*.-/01589aeKNOPQRZx"\\']
    .map((c) => c.charCodeAt(0))
    .concat([0xa0, 0xc3, 0xe9]);

  it('finds what the token grammar tells it, game for game', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...PLAIN), { minLength: 1, maxLength: 5 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 2 }), fc.constantFrom(...NOISE)), {
          maxLength: 4,
        }),
        async (games, edits) => {
          const bytes = [...new TextEncoder().encode(games.join(''))];
          for (const [at, kind, byte] of edits) {
            const i = at % (bytes.length + 1);
            if (kind === 0) bytes.splice(i, 0, byte);
            else if (kind === 1) bytes.splice(i, 1);
            else bytes[i] = byte;
          }
          const source = Uint8Array.from(bytes);
          expect(await checks(source, true)).toEqual(await checks(source, false));
          expect(await checks(source, true, true)).toEqual(await checks(source, false, true));
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it.skipIf(!hasSharedData)('finds what the token grammar tells it on the shared files', async () => {
    const files = hasSharedData ? sharedPgnFiles() : [];
    for (const file of files) {
      const bytes = new Uint8Array(fs.readFileSync(file));
      expect(await checks(bytes, true), file).toEqual(await checks(bytes, false));
      expect(await checks(bytes, true, true), file).toEqual(await checks(bytes, false, true));
    }
    // The fast path told games (lichess-100.pgn alone has 100 of its form), so the two reads above differ in path.
    const tell = vi.spyOn(PlainSections.prototype, 'tell');
    for (const file of files) await visitPgn(fs.readFileSync(file), new MainLineChecker(() => undefined));
    const fastPlain = tell.mock.results.filter((r) => r.value === TOLD_PLAIN).length;
    tell.mockRestore();
    expect(fastPlain).toBeGreaterThanOrEqual(100);
  });

  it('tells a visitor of the Result tag its value on the fast path, once a section', async () => {
    const tell = vi.spyOn(PlainSections.prototype, 'tell');
    const told: string[] = [];
    const checker = new ResultChecker(() => undefined);
    checker.tag = (name, value) => void told.push(`${name}=${value}`);
    await visitPgn(new TextEncoder().encode(PLAIN[0]! + PLAIN[2]! + PLAIN[3]!), checker);
    const results = tell.mock.results.map((r) => r.value);
    tell.mockRestore();
    // the first and third by the fast path, the second (two `Result` tags) by the grammar, each told as written
    expect(results).toEqual([TOLD_PLAIN, NOT_TOLD, TOLD_PLAIN]);
    expect(told).toEqual(['Result=1-0', 'Result=0-1', 'Result=1/2-1/2', 'Result=?']);
  });
});

/** What to skip: nothing, each game's movetext (`beginMovetext`), or its variations (`beginVariation`). */
type Skipping = 'nothing' | 'movetext' | 'variations';

/**
 * Each game `visitPgn` tells of `source` (tags, main-line move tokens, result, plain) to a visitor that skips
 * `skipping`. A plain game read in full is checked against its full read (`records()`) on the way.
 */
async function gamesTold(source: Uint8Array | string, skipping: Skipping): Promise<unknown[]> {
  const out: unknown[] = [];
  let tags: [string, string][] = [];
  let moves: string[] = [];
  let result: string | undefined;
  let depth = 0;
  const visitor: PgnVisitor = {
    beginGame() {
      tags = [];
      moves = [];
      result = undefined;
      depth = 0;
    },
    tag: (name, value) => void tags.push([name, value]),
    beginMovetext: () => (skipping === 'movetext' ? SKIP : undefined),
    move(token) {
      if (depth === 0) moves.push(token.text);
    },
    beginVariation() {
      if (skipping === 'variations') return SKIP;
      depth++;
    },
    endVariation() {
      depth--;
    },
    result(r) {
      result = r;
    },
    endGame(game) {
      if (skipping === 'nothing' && game.plain) {
        const [record, ...more] = game.records();
        expect(more).toEqual([]);
        if (!record?.success) expect.fail(`a plain game at ${game.offset} reads with an error`);
        const source = treeSourceOf(record.data.moves);
        expect(new Map(tags)).toEqual(record.data.headers);
        expect(moves).toEqual(mainLineTexts(source?.text ?? '', record.data.moves, source?.frame?.base));
        expect(result).toBe(record.data.result);
      }
      out.push({ offset: game.offset, plain: game.plain, tags, moves, result });
    },
  };
  await visitPgn(source, visitor);
  return out;
}

describe("a visitor's Skip answers", () => {
  it('are typed Skip', () => {
    expectTypeOf<ReturnType<NonNullable<PgnVisitor['beginGame']>>>().toEqualTypeOf<Skip>();
    expectTypeOf<ReturnType<NonNullable<PgnVisitor['beginMovetext']>>>().toEqualTypeOf<Skip>();
    expectTypeOf<ReturnType<NonNullable<PgnVisitor['beginVariation']>>>().toEqualTypeOf<Skip>();
    expectTypeOf<typeof SKIP>().toExtend<Skip>();
    expectTypeOf<undefined>().toExtend<Skip>();
    expectTypeOf<true>().not.toExtend<Skip>();
    expectTypeOf<'Skip'>().not.toExtend<Skip>();
    // @ts-expect-error an answer that is not a `Skip`
    const wrong: PgnVisitor = { beginMovetext: () => true };
    expect(Object.keys(wrong)).toEqual(['beginMovetext']);
  });

  it("reach every hook of a MainLineChecker: the fast path is the reader's, for every visitor", async () => {
    const told: unknown[] = [];
    const checker: MainLineChecker & PgnVisitor = new MainLineChecker((check) => void told.push(check.plies));
    checker.comment = (text) => void told.push(text);
    checker.result = (result) => void told.push(result);
    await visitPgn('[Event "a"]\n[Result "1-0"]\n\n1. e4 {c} e5 2. Nf3 1-0 {after}\n\n', checker);
    expect(told).toEqual(['c', '1-0', 'after', 3]);
  });

  it('tell a visitor only the tags of its tagNames, on the fast path and off it', async () => {
    const games = '[Event "a"]\n[White "W"]\n\n1. e4 *\n\n[Event "b"]\n[White "V"]\n\n1. e4 $1 *\n\n';
    const told: unknown[] = [];
    const visitor: PgnVisitor = {
      tagNames: new Set(['White']),
      tag: (name, value) => void told.push([name, value]),
      endGame: (game) => void told.push(game.plain),
    };
    await visitPgn(games, visitor);
    expect(told).toEqual([['White', 'W'], true, ['White', 'V'], true]);
    expect(new MainLineChecker(() => undefined).tagNames).toEqual(new Set(['Variant', 'FEN']));
  });

  const GAMES = [
    '[Event "a"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 {c} Nc6 3. Bb5 1-0\n\n',
    '[Event "b"]\n\n1. d4 d5 (1... Nf6 2. c4 (2. Nf3) e6) 2. c4 $1 *\n\n',
    '[Event "c"]\n[White "Ré"]\n\n1. e4 (1. d4) 1. ... c5 { é } *\n\n',
    '[Event "d"]\n\n1. e4 e5 2. Ke3 *\n\n',
    '[Result "1/2"]\n\n1. e4 1/2-1/2\n\n',
    // the fast path hands the grammar the rest: after moves told (a NAG, a comment not ASCII, a contradicted
    // result, `e.p.`), after the result (a `;` comment), before any move (a variation)
    '[Event "e"]\n\n1. e4 e5 2. Nf3 $2 Nc6 *\n\n',
    '[Event "f"]\n\n1. e4 {ok} e5 { é } 2. Nf3 *\n\n',
    '[Event "g"]\n[Result "1-0"]\n\n1. e4 e5 0-1\n\n',
    '[Event "h"]\n\n1. e4 d5 2. e5 f5 3. exf6 e.p. *\n\n',
    '[Event "i"]\n\n1. e4 e5 1/2-1/2 {a} ; done\n\n',
    '[Event "j"]\n\n{start} (1. d4) 1. e4 *\n\n',
  ];
  it('skipping the movetext or the variations gives the games, tags and main lines of the full read', async () => {
    const sources = [GAMES.join(''), ...(hasSharedData ? sharedPgnFiles() : [])];
    let plain = 0;
    for (const source of sources) {
      const bytes = source.endsWith('.pgn') ? new Uint8Array(fs.readFileSync(source)) : source;
      const full = (await gamesTold(bytes, 'nothing')) as { tags: unknown; plain: boolean }[];
      expect(await gamesTold(bytes, 'variations'), source).toEqual(full);
      const headers = (await gamesTold(bytes, 'movetext')) as { tags: unknown; plain: boolean }[];
      expect(
        headers.map((g) => g.tags),
        source,
      ).toEqual(full.map((g) => g.tags));
      expect(headers.every((g) => !g.plain)).toBe(true);
      plain += full.filter((g) => g.plain).length;
    }
    expect(plain).toBeGreaterThanOrEqual(hasSharedData ? 106 : 6);
  });
});
