/**
 * An index read at offsets (`openIndexFile`): the same games and answers as the index held whole (`openIndex`), an
 * exact position answered from a small part of the file, and a stale, foreign, cut or grown index refused with its
 * code — never another exception, never an answer.
 */
import { runs } from '../../../../tests/depth.js';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchError } from '../errors.js';
import { caught } from '../../../../tests/errors.js';
import { searchIndex } from '../query/search.js';
import { buildIndex } from './index-builder.js';
import { stampOf } from './index-format.js';
import { openIndexFile, type RandomAccessFile } from './index-file.js';
import { blankRecord } from './game-record.js';
import { openIndex } from './index-reader.js';

const games = fs.readFileSync(
  fileURLToPath(new URL('../../test/fixtures/games.pgn', import.meta.url)),
  'latin1',
);
// four copies: a body of several windows
const pgn = new TextEncoder().encode(Array.from({ length: 4 }, () => games).join('\n'));
const stamp = stampOf(pgn, 1_700_000_000_000);
const index = await buildIndex(pgn, { stamp });

/** `bytes` as a file read at offsets, counting the bytes read. */
function fileOf(bytes: Uint8Array): RandomAccessFile & { bytesRead: number } {
  const file = {
    size: bytes.length,
    bytesRead: 0,
    read: (position: number, into: Uint8Array) => {
      const read = bytes.subarray(position, position + into.length);
      into.set(read);
      file.bytesRead += read.length;
      return read.length;
    },
  };
  return file;
}

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
    const file = fileOf(index);
    const answer = searchIndex(openIndexFile(file, stamp), EXACT);
    // four games of the fixture reach it, each copied four times; only they are read and replayed
    expect(answer.matchCount).toBe(16);
    expect(answer.games).toBe(16);
    expect(answer.matches.filter((m) => m.plies[0] === 8)).toHaveLength(answer.matchCount);
    // the header, dictionary, two buckets and windows around the 16 records: not the whole file
    expect(file.bytesRead).toBeLessThan(index.length / 2);
  });

  it('refuses a stale, a foreign, an old, a cut and a grown index', () => {
    const open = (bytes: Uint8Array, s = stamp) => codeOf(() => openIndexFile(fileOf(bytes), s));
    expect(open(index, { ...stamp, mtimeMs: stamp.mtimeMs + 1 })).toBe('stale-index');
    expect(open(pgn)).toBe('not-an-index');
    const old = index.slice();
    old[8] = 1;
    expect(open(old)).toBe('not-an-index');
    expect(open(index.subarray(0, index.length - 1))).toBe('invalid-index');
    const grown = new Uint8Array(index.length + 3);
    grown.set(index);
    expect(open(grown)).toBe('invalid-index');
  });

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
