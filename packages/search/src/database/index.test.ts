/**
 * The position index: its size (≤ 2 bytes a ply plus ≤ 48 a game, its key table included), parts merged into the
 * very bytes of one build, the positions of two games or more in its key table, the same answers as a scan of the
 * PGN, and a stale, foreign or damaged index refused with its code.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SearchError } from '../errors.js';
import { caught } from '../../../../tests/errors.js';
import { searchIndex, searchPgn } from '../query/search.js';
import { ChessPosition } from '@x/core/chess';
import { makeMove } from '@x/core/engine';
import { variants } from '@x/core/variant';
import { ChessReplay } from './chess-replay.js';
import { blankRecord, FLAG_PARTIAL } from './game-record.js';
import { buildIndex } from './index-builder.js';
import { stampOf } from './index-format.js';
import { sumsAt, writeBlockSums } from './index-blocks.js';
import { mergeIndexes } from './index-merge.js';
import { openIndexFile, type RandomAccessFile } from './index-file.js';
import { openIndex } from './index-reader.js';

/** `bytes` as a file read at offsets. */
function bytesFile(bytes: Uint8Array): RandomAccessFile {
  const read = (at: number, into: Uint8Array) => {
    const held = bytes.subarray(at, at + into.length);
    into.set(held);
    return held.length;
  };
  return { size: bytes.length, read };
}

const pgn = new Uint8Array(
  fs.readFileSync(fileURLToPath(new URL('../../test/fixtures/games.pgn', import.meta.url))),
);
const stamp = stampOf(pgn, 1_700_000_000_000);

/** `bytes` with its block checksums written again (a change the checksums do not catch). */
function resum(bytes: Uint8Array): Uint8Array {
  writeBlockSums(bytes, sumsAt(bytes.length));
  return bytes;
}

/** The code of the `SearchError` that `fn` throws, or `undefined` when it returns. */
const codeOf = (fn: () => unknown): string | undefined => caught(SearchError, fn)?.code;

describe('the index of a PGN file', async () => {
  const index = await buildIndex(pgn, { stamp });
  const opened = openIndex(index, stamp);

  it("is the same file written in its body's buffer (a source of known size) or into one of its own", async () => {
    const text = new TextDecoder().decode(pgn);
    // a string's size is not known as it is read: the file is written into a buffer of its own
    expect(await buildIndex(text, { stamp, end: pgn.length })).toEqual(index);
    expect(index.buffer.byteLength).toBeGreaterThan(index.length);
    // starts of more than the room kept before the body (a full dictionary's and 4 KiB): a buffer of its own too
    const many = Array.from(
      { length: 200 },
      (_, i) => `[FEN "k7/8/8/8/8/8/8/7K w - - 0 1${' '.repeat(16 * i)}"]\n\n1. Kg1 *\n\n`,
    );
    const bytes = new TextEncoder().encode(many.join(''));
    const own = stampOf(bytes, 1);
    const apart = await buildIndex(bytes, { stamp: own });
    expect(apart.buffer.byteLength).toBe(apart.length);
    const copied = await buildIndex(new TextDecoder().decode(bytes), { stamp: own, end: bytes.length });
    // 320 kB: compared as a whole (toEqual compares element by element)
    expect(Buffer.compare(apart, copied)).toBe(0);
  });

  // a newcomer's first call (issue #91's held-out tasks): `buildIndex(bytes)` did not compile without a stamp
  it('is stamped with stampOf of its bytes or text when no stamp is given; a stream needs one', async () => {
    const own = stampOf(pgn);
    expect(await buildIndex(pgn)).toEqual(await buildIndex(pgn, { stamp: own }));
    const fromText = openIndex(await buildIndex(new TextDecoder().decode(pgn)), own);
    expect(fromText.header.games).toBe(opened.header.games);
    expect(fromText.header.games).toBeGreaterThan(0);
    const stream = (async function* () {
      yield pgn;
    })();
    await expect(buildIndex(stream as never)).rejects.toThrow(TypeError);
  });

  it('holds every game in at most 2 bytes a ply and 48 a game, its key table included', async () => {
    const plain = await buildIndex(pgn, { stamp, keys: false });
    let plies = 0;
    const offsets: number[] = [];
    opened.forEachGame((g) => {
      plies += g.plies;
      offsets.push(g.offset);
    });
    expect(opened.header.games).toBe(offsets.length);
    expect(offsets.length).toBeGreaterThan(5);
    expect(plies).toBeGreaterThan(100);
    expect(plain.length).toBeLessThanOrEqual(2 * plies + 48 * offsets.length);
    // the fixed parts apart: the header and checksum, the move dictionary, the key table's fixed fields and buckets
    // (16 for the fixture's keys, at most 64 for fewer than 500)
    const fixed = 84 + 4 * opened.header.moves + 24 + 4 * 65;
    expect(index.length - fixed).toBeLessThanOrEqual(2 * plies + 48 * offsets.length);
    expect(openIndex(plain).keys).toBeUndefined();
    // each offset is where a game's tag section starts
    for (const offset of offsets) expect(String.fromCharCode(pgn[offset]!)).toBe('[');
  });

  it('answers as a scan of the PGN does', async () => {
    for (const query of [
      '{"sub-fen": "8/8/8/8/4P3/8/8/8"}',
      '{"sub-fen": ["8/8/8/8/8/5N2/8/8", "8/8/2n5/8/8/8/8/8"], "stm": "white"}',
      '{"white-move": ["O-O", "O-O-O"]}',
      '{"moved": "BN", "captured": "NB"}',
      '{"streak": [{"captured": "P"}, {"captured": "P"}]}',
      '{"sequence": [{"white-move": "e4"}, {"streak": [{"pass": ""}, {"captured": ""}]}], "skip": 1, "limit": 2}',
    ]) {
      const scanned = await searchPgn(pgn, query);
      expect(searchIndex(opened, query), query).toEqual(scanned);
      expect(scanned.matchCount, query).toBeGreaterThan(0);
    }
  });

  /** The indexes of the file's two parts, cut before its fourth game, built apart. */
  async function twoParts(): Promise<[Uint8Array, Uint8Array]> {
    let cut = 0;
    opened.forEachGame((g) => {
      if (g.number === 4) cut = g.offset;
    });
    return [
      await buildIndex(pgn.subarray(0, cut), { stamp, end: cut }),
      await buildIndex(pgn.subarray(cut), { stamp, start: cut }),
    ];
  }

  it('merges parts built apart into the bytes of one build', async () => {
    const [a, b] = await twoParts();
    expect(mergeIndexes([a, b])).toEqual(index);
    expect(codeOf(() => mergeIndexes([b, a]))).toBe('invalid-index');
  });

  it('merges under limits.maxKeyedPositions into the bytes of one build under it', async () => {
    const [a, b] = await twoParts();
    for (const maxKeyedPositions of [1, 30, 100]) {
      const limits = { maxKeyedPositions };
      const whole = await buildIndex(pgn, { stamp, limits });
      expect(openIndex(whole).keys!.unkeyed.length, `${maxKeyedPositions}`).toBeGreaterThan(
        opened.keys!.unkeyed.length,
      );
      expect(mergeIndexes([a, b], { limits }), `${maxKeyedPositions}`).toEqual(whole);
    }
    expect(() => mergeIndexes([a, b], { limits: { maxKeyedPositions: 0 } })).toThrow(TypeError);
  });

  it('makes the key table a rekeying of its games makes, with transpositions, repetitions and unkeyed games', async () => {
    // mergeIndexes of one part keys every keyed game again through the KeyCollector: the oracle of the two passes
    const fen = '[FEN "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"]\n';
    const games = [
      `${fen}\n1. Ra2 Ra7 2. Ra1 Ra8 3. Ra2 *`,
      '[Variant "Chess960"]\n[FEN "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1"]\n\n1. e4 e5 *',
      '1. Nf3 Nf6 2. Nc3 Nc6 3. Ng1 Ng8 4. Nb1 Nb8 *',
      '1. Nc3 Nc6 2. Nf3 Nf6 3. e4 *',
      `${fen}\n1. Ra2 Ra7 2. Rb2 *`,
      '1. e4 e5 2. Qxe5 *',
      '1. Nf3 Nf6 2. Nc3 Nc6 3. e4 e5 *',
      `${fen}\n1. O-O O-O-O *`,
    ];
    const bytes = new TextEncoder().encode(`${games.map((g, i) => `[Round "${i}"]\n${g}`).join('\n\n')}\n`);
    const own = stampOf(bytes, 1);
    const built = await buildIndex(bytes, { stamp: own });
    const keys = openIndex(built, own).keys!;
    // games from a FEN (played by @x/core's general engine), of Chess960 and with an illegal move are not keyed;
    // positions repeated in a game and reached by transposition are
    expect([...keys.unkeyed]).toEqual([0, 1, 4, 5, 7]);
    expect(keys.keys.length).toBe(7);
    expect(Buffer.compare(mergeIndexes([built]), built)).toBe(0);
  });

  it('keeps the positions of two games or more in its key table, each with its games, read at open without a replay', () => {
    // the positions (board and side to move) of each game, made by @x/core, and the games of each with their first ply
    const reached = new Map<string, Map<number, number>>();
    opened.forEachGame((g) => {
      const position = ChessPosition.fromFen(variants.chess.startFen);
      for (let p = 0; ; p++) {
        const at = position.toFen().split(' ').slice(0, 2).join(' ');
        const games = reached.get(at) ?? new Map<number, number>();
        if (!games.has(g.number - 1)) games.set(g.number - 1, p);
        reached.set(at, games);
        if (p === g.plies) break;
        makeMove(
          position,
          opened.codes[g.bytes[g.movesAt + 2 * p]! | (g.bytes[g.movesAt + 2 * p + 1]! << 8)]!,
        );
      }
    });
    const shared = [...reached].filter(([, games]) => games.size > 1);
    expect(shared.length).toBeGreaterThan(10);
    expect(opened.keys!.keys.length).toBe(shared.length);
    expect(opened.keys!.unkeyed.length).toBe(0);
    for (const [fen, games] of shared) {
      const replay = ChessReplay.of(ChessPosition.fromFen(`${fen} - - 0 1`))!;
      const found = opened.positionsWithKeys([[replay.key(), replay.check()]])!;
      expect(found.missing).toBe(0);
      expect([...found.games].map((g, i) => [g, found.plies[i]])).toEqual(
        [...games].sort((a, b) => a[0] - b[0]),
      );
    }
    // a position of one game is not in the table
    const [single] = [...reached].find(([, games]) => games.size === 1)!;
    const replay = ChessReplay.of(ChessPosition.fromFen(`${single} - - 0 1`))!;
    expect(opened.positionsWithKeys([[replay.key(), replay.check()]])!.missing).toBe(1);
    // a game read by number: every game of a block, the first and the last
    for (const n of [0, 3, 15, 16, opened.header.games - 1]) {
      const record = opened.game(n, blankRecord())!;
      opened.forEachGame((g) => {
        if (g.number === n + 1) expect({ ...record }).toEqual({ ...g });
      });
    }
    expect(opened.game(opened.header.games, blankRecord())).toBeUndefined();
  });

  it('reports each game read in part or not at all, located, and none of a good file', async () => {
    const warnings: unknown[] = [];
    const bad =
      '[Result "*"]\n\n1. e4 e5 2. Ke3 *\n\n[FEN "8/8/8"]\n\n1. e4 *\n\n[Result "*"]\n\n1. d4 d5 *\n';
    const index = openIndex(
      await buildIndex(bad, {
        stamp: stampOf(new TextEncoder().encode(bad)),
        onWarning: (w) => warnings.push(w),
      }),
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'illegal-move',
        line: 3,
        column: 13,
        offset: 26,
        length: 3,
        game: 0,
      }),
      expect.objectContaining({ severity: 'warning', code: 'game-skipped', line: 5, column: 1, game: 33 }),
    ]);
    expect(index.header.games).toBe(3);
    const none: unknown[] = [];
    await buildIndex(pgn, { stamp, onWarning: (w) => none.push(w) });
    expect(none).toEqual([]);
  });

  // a main line past @x/san's limits.maxMoves: said as such, not as an illegal move
  it('reports a game longer than limits.maxMoves as game-too-long, indexed up to the limit', async () => {
    const text = '[Result "*"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 *\n';
    const warnings: { code: string }[] = [];
    const index = openIndex(
      await buildIndex(text, { pgn: { limits: { maxMoves: 4 } }, onWarning: (w) => warnings.push(w) }),
    );
    expect(warnings.map((w) => w.code)).toEqual(['game-too-long']);
    index.forEachGame((g) => expect(g.flags & FLAG_PARTIAL).toBe(FLAG_PARTIAL));
  });

  // a syntax error ends the moves told: the rest of the game was left out without a word (exit 0 from xn index)
  it.each([
    ['1. e4 e5 2. Nf3 ] Nc6 3. Bb5 a6 1-0', 17],
    ['1. e4 e5\u0000 2. Nf3 Nc6 1-0', 9],
    ['1. e4 e5 2. Nf3 Nc6 {x 3. Bb5 a6 1-0', 21],
  ])('reports a game a syntax error cuts short (%j), located, read in part', async (movetext, column) => {
    const text = `[Result "1-0"]\n\n${movetext}\n`;
    const warnings: unknown[] = [];
    const index = openIndex(await buildIndex(text, { onWarning: (w) => warnings.push(w) }));
    expect(warnings).toEqual([expect.objectContaining({ code: 'syntax', line: 3, column, game: 0 })]);
    index.forEachGame((g) => expect(g.flags & FLAG_PARTIAL).toBe(FLAG_PARTIAL));
  });

  it('refuses an index of another version, naming it, and a damaged key section', () => {
    const old = index.slice();
    old[8] = 1;
    const error = (() => {
      try {
        openIndex(old);
      } catch (e) {
        return e as SearchError;
      }
    })();
    expect([error?.code, error?.offset, error?.length]).toEqual(['not-an-index', 8, 2]);
    expect(error?.message).toContain('version 1');
    // version 2 (a key section without plies), 3 (a 32-bit key, no check word) and 4 (every position keyed), their
    // checksums made right: refused, naming them, at open and read at offsets
    for (const version of [2, 3, 4]) {
      const old = index.slice();
      old[8] = version;
      for (const open of [() => openIndex(resum(old)), () => openIndexFile(bytesFile(resum(old)))]) {
        const refused = (() => {
          try {
            open();
          } catch (e) {
            return e as SearchError;
          }
        })();
        expect([refused?.code, refused?.offset]).toEqual(['not-an-index', 8]);
        expect(refused?.message).toContain(`version ${version}`);
      }
    }
    // a key section of another kind, its checksum made right
    const at =
      opened.header.bodyBytes + (sumsAt(index.length) - opened.header.keyBytes - opened.header.bodyBytes);
    const kind = index.slice();
    const aligned = at + ((4 - (at % 4)) % 4);
    kind[aligned] = 7;
    expect(codeOf(() => openIndex(resum(kind)))).toBe('not-an-index');
    // one entry more than the section holds
    const entries = index.slice();
    entries[aligned + 8]! ^= 1;
    expect(codeOf(() => openIndex(resum(entries)))).toBe('invalid-index');
  });

  it('refuses a stale, a foreign and a damaged index', () => {
    expect(codeOf(() => openIndex(index, { ...stamp, mtimeMs: stamp.mtimeMs + 1 }))).toBe('stale-index');
    expect(codeOf(() => openIndex(index, { ...stamp, size: stamp.size + 1 }))).toBe('stale-index');
    expect(codeOf(() => openIndex(pgn, stamp))).toBe('not-an-index');
    // cut inside its header: its magic is there, it is an index cut short
    expect(codeOf(() => openIndex(index.subarray(0, 10)))).toBe('invalid-index');
    expect(codeOf(() => openIndex(index.subarray(0, 7)))).toBe('not-an-index');
    const damaged = index.slice();
    damaged[damaged.length - 10]! ^= 1;
    expect(codeOf(() => openIndex(damaged))).toBe('invalid-index');
    expect(codeOf(() => openIndex(index.subarray(0, index.length - 1)))).toBe('invalid-index');
  });
});
