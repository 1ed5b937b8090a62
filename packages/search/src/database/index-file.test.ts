/**
 * An index read at offsets (`openIndexFile`): the same games and answers as the index held whole (`openIndex`), an
 * exact position answered from a small part of the file, and a stale, foreign, cut or grown index refused with its
 * code — never another exception, never an answer.
 */
import { runs } from '../../../../tests/depth.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchError } from '../errors.js';
import { caught } from '../../../../tests/errors.js';
import { searchIndex } from '../query/search.js';
import { sumsAt, writeBlockSums } from './index-blocks.js';
import { gameSpans, openIndexFile } from './index-file.js';
import { bytesFile as fileOf, indexedCopies } from '../../test/index-files.js';
import { KEY_FIXED_BYTES, keyLayout } from './key-section.js';
import { blankRecord } from './game-record.js';
import { openIndex } from './index-reader.js';

// four copies: a body of several windows
const { pgn, stamp, index } = await indexedCopies(4, 1_700_000_000_000);
// 48 copies: 2,880 games, an index of 16 checked blocks — runs of games read together and apart
const { stamp: manyStamp, index: built } = await indexedCopies(48);

/** The code of the `SearchError` that `fn` throws, or `undefined` when it returns. */
const codeOf = (fn: () => unknown): string | undefined => caught(SearchError, fn)?.code;

// after 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 (ply 8)
const EXACT =
  '{"sub-fen": "rnbqk2r/ppp1bppp/4pn2/3p2B1/2PP4/2N5/PP2PPPP/R2QKBNR", "material": "KQRRBBNNPPPPPPPPKQRRBBNNPPPPPPPP", "stm": "white"}';

describe('an index read at offsets', () => {
  const whole = openIndex(index, stamp);

  it('gives the games and answers of the index held whole', () => {
    const file = fileOf(index);
    const opened = openIndexFile(file, stamp);
    expect(opened.header).toEqual(whole.header);
    expect(opened.codes).toEqual(whole.codes);
    const seen: object[] = [];
    const moves = (g: { bytes: Uint8Array; movesAt: number; plies: number }) =>
      Array.from(g.bytes.subarray(g.movesAt, g.movesAt + 2 * g.plies));
    const fields = ({ number, offset, length, plies, flags, start }: ReturnType<typeof blankRecord>) => ({
      number,
      offset,
      length,
      plies,
      flags,
      start,
    });
    whole.forEachGame((g) => void seen.push({ ...fields(g), moves: moves(g) }));
    const streamed: object[] = [];
    opened.forEachGame((g) => void streamed.push({ ...fields(g), moves: moves(g) }));
    expect(streamed).toEqual(seen);
    // each game by number, through the key section's record positions (windows read again on the way)
    const byNumber = seen.map((_, g) => {
      const r = opened.game(g, blankRecord())!;
      return { ...fields(r), moves: moves(r) };
    });
    expect(byNumber).toEqual(seen);
    expect(opened.game(seen.length, blankRecord())).toBeUndefined();
    for (const query of [
      EXACT,
      '{"sub-fen": "8/8/8/8/4P3/8/8/8"}',
      '{"material": "KQRRBBNNPPPPPPPKQRRBBNNPPPPPPP"}',
      '{"sequence": [{"white-move": "e4"}, {"streak": [{"pass": ""}, {"captured": ""}]}], "skip": 1, "limit": 2}',
    ])
      expect(searchIndex(openIndexFile(fileOf(index), stamp), query), query).toEqual(
        searchIndex(whole, query),
      );
  });

  it('answers an exact position from a small part of the file', () => {
    const file = fileOf(built);
    const answer = searchIndex(openIndexFile(file, manyStamp), EXACT);
    // four games of the fixture reach it, each copied 48 times; none is read or replayed
    expect(answer.matchCount).toBe(192);
    expect(answer.games).toBe(0);
    expect([...answer.matches].filter((m) => m.plies[0] === 8)).toHaveLength(answer.matchCount);
    // the blocks of the header and dictionary, a bucket, a list and the games' offsets and lengths: not the whole file
    expect(file.bytesRead).toBeLessThan(built.length / 2);
  });

  it('answers an exact position without reading a game record', () => {
    const reads: [number, number][] = [];
    const file = fileOf(built);
    const counted = {
      size: file.size,
      read: (position: number, into: Uint8Array) => {
        reads.push([position, into.length]);
        return file.read(position, into);
      },
    };
    const opened = openIndexFile(counted, manyStamp);
    const bodyEnd = sumsAt(built.length) - opened.header.keyBytes;
    const bodyAt = bodyEnd - opened.header.bodyBytes;
    reads.length = 0;
    const answer = searchIndex(opened, EXACT);
    expect(answer.matchCount).toBe(192);
    expect([...answer.matches].map((m) => m.byteOffset)).toEqual(
      [...searchIndex(openIndex(built), EXACT).matches].map((m) => m.byteOffset),
    );
    expect(reads.length).toBeGreaterThan(0);
    // whole checked blocks are read: none of the body's alone
    expect(reads.filter(([at, n]) => at >= bodyAt && at + n <= bodyEnd)).toEqual([]);
    // with a limit, only the listed games' offsets and lengths are read
    reads.length = 0;
    const bytes = (query: string) => {
      reads.length = 0;
      searchIndex(openIndexFile(counted, manyStamp), query);
      return reads.reduce((sum, [, n]) => sum + n, 0);
    };
    expect(bytes(EXACT.replace('{', '{"limit": 1, '))).toBeLessThanOrEqual(bytes(EXACT));
  });

  it("reads any games' spans in the source, near and far apart, as the games hold them", () => {
    const spans: [number, number][] = [];
    openIndex(built).forEachGame((g) => void spans.push([g.offset, g.length]));
    const opened = openIndexFile(fileOf(built), manyStamp);
    // every game's span, held whole and read at offsets
    const all = Int32Array.from(spans, (_, g) => g);
    for (const index of [openIndex(built), opened]) {
      const read = index.gameSpans(all)!;
      expect([...all].map((g) => [read.offsets[g], read.lengths[g]])).toEqual(spans);
    }
    const far = opened.gameSpans(Int32Array.of(0, 300, 301, 719))!;
    expect([...far.offsets]).toEqual([0, 300, 301, 719].map((g) => spans[g]![0]));
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(spans.length - 1), { maxLength: 60 }), (picked) => {
        const list = Int32Array.from(picked.sort((a, b) => a - b));
        const read = opened.gameSpans(list)!;
        expect([...list].map((_, i) => [read.offsets[i], read.lengths[i]])).toEqual(
          [...list].map((g) => spans[g]),
        );
      }),
      { numRuns: runs(50) },
    );
    // read a few games at a time (a scratch of 16 games' spans and 3 blocks' offsets), runs cut by the scratch and by
    // the gaps
    const header = openIndex(built).header;
    const sectionAt = sumsAt(built.length) - header.keyBytes;
    const at = sectionAt + ((4 - (sectionAt % 4)) % 4);
    const layout = keyLayout(
      built.subarray(at, at + KEY_FIXED_BYTES),
      sectionAt,
      sumsAt(built.length),
      header.games,
    );
    const picked = Int32Array.of(0, 3, 9, 10, 11, 15, 16, 19, 20, 31, 32, 33, 300, 301, 719);
    const small = gameSpans(fileOf(built), layout, picked, new ArrayBuffer(6 * 16 + 96), new Map());
    expect([...picked].map((_, i) => [small.offsets[i], small.lengths[i]])).toEqual(
      [...picked].map((g) => spans[g]),
    );
    expect(codeOf(() => opened.gameSpans(Int32Array.of(0, spans.length)))).toBe('invalid-index');
    expect(codeOf(() => openIndex(built).gameSpans(Int32Array.of(-1)))).toBe('invalid-index');
  });

  it('refuses a stale, a foreign, an old, a cut and a grown index', () => {
    const open = (bytes: Uint8Array, s = stamp) => codeOf(() => openIndexFile(fileOf(bytes), s));
    expect(open(index, { ...stamp, mtimeMs: stamp.mtimeMs + 1 })).toBe('stale-index');
    expect(open(pgn)).toBe('not-an-index');
    const old = index.slice();
    old[8] = 1;
    expect(open(old)).toBe('not-an-index');
    expect(open(index.subarray(0, index.length - 1))).toBe('invalid-index');
    // cut inside its header: said to be cut, not to lack the magic it has
    for (const size of [8, 80, 87]) {
      const cut = caught(SearchError, () => openIndexFile(fileOf(index.subarray(0, size)), stamp));
      expect([cut?.code, cut?.message, cut?.offset]).toEqual([
        'invalid-index',
        `the index is cut short: ${size} bytes, less than its header and checksum (88)`,
        size,
      ]);
    }
    const grown = new Uint8Array(index.length + 3);
    grown.set(index);
    expect(open(grown)).toBe('invalid-index');
  });

  it('answers or refuses an index with any byte of its key section changed, never another exception', () => {
    const header = openIndex(index).header;
    const end = sumsAt(index.length);
    const from = end - header.keyBytes;
    // the fixture's shared positions, and the position after 1. e4 (of many games) with either side to move
    const queries = [EXACT, EXACT.replace('"stm": "white", ', ''), EXACT.replace('"white"', '"black"')];
    fc.assert(
      fc.property(fc.integer({ min: from, max: end - 1 }), fc.integer({ min: 1, max: 255 }), (at, flip) => {
        const changed = index.slice();
        changed[at]! ^= flip;
        // its checksums made right (a change they do not catch): held whole and read at offsets
        const summed = changed.slice();
        writeBlockSums(summed, end);
        for (const query of queries)
          for (const open of [() => openIndex(summed, stamp), () => openIndexFile(fileOf(summed), stamp)]) {
            const code = codeOf(() => searchIndex(open(), query));
            if (code !== undefined) expect(['not-an-index', 'invalid-index']).toContain(code);
          }
      }),
      { numRuns: runs(150) },
    );
  });

  // a dictionary code changed to one the engine cannot make threw a TypeError out of the replay
  it.each([29, 30])(
    'refuses an index whose move codes have bit %i changed, never another exception',
    (bit) => {
      const header = openIndex(index).header;
      const changed = index.slice();
      const view = new DataView(changed.buffer);
      for (let i = 0; i < header.moves; i++)
        view.setInt32(80 + 4 * i, view.getInt32(80 + 4 * i, true) ^ (1 << bit), true);
      for (const query of [
        '{"white-move": "O-O-O"}',
        '{"captured": "Q", "result": "1-0"}',
        '{"sub-fen": "8/8/8/8/4P3/8/8/8"}',
      ])
        expect(codeOf(() => searchIndex(openIndexFile(fileOf(changed), stamp), query))).toBe('invalid-index');
    },
  );

  it('refuses an index cut anywhere with its code, never another exception', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: index.length - 1 }), (size) => {
        const code = codeOf(() => {
          const opened = openIndexFile(fileOf(index.subarray(0, size)));
          searchIndex(opened, EXACT);
          searchIndex(opened, '{"sub-fen": "8/8/8/8/4P3/8/8/8"}');
        });
        expect(['not-an-index', 'invalid-index']).toContain(code);
      }),
      { numRuns: runs(100) },
    );
  });
});
