/**
 * The database view's model (issue #38): plies counted in a game's bytes and tags read from its text, checked
 * against `@x/san`'s reader on every game of the PGN files in ../shared/data (skipped, saying why, without them);
 * filtering and sorting of the list; clocks and evaluations read from comments.
 */
import fs from 'node:fs';
import path from 'node:path';
import { mainLine, readPgn } from '@x/san';
import { countPlies } from '@x/san/split';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedDataDir, sharedGameFiles } from '../../../../tests/shared-data';
import { runs } from '../../../../tests/depth';
import { clockText, evaluationScale, evaluationText } from '../../src/lib/analysis/commentInfo';
import { tagsOf } from '../../src/lib/database/gameTags';
import {
  type GameRow,
  rowAtOffset,
  sortValue,
  timeControlSeconds,
  SORT_KEYS,
  visibleRows,
} from '../../src/lib/database/rows';

const files = sharedGameFiles();
if (files.length === 0) console.warn(`[database model] real-file checks SKIPPED: ${sharedDataDir} not found`);

describe('counting plies and reading tags in a game’s bytes', () => {
  it.skipIf(files.length === 0)(
    'agree with @x/san on every game of ../shared/data (pgn, pgn-extract, fsf)',
    async () => {
      let games = 0;
      for (const file of files) {
        const bytes = new Uint8Array(fs.readFileSync(file));
        for await (const record of readPgn(bytes)) {
          if (!record.success) continue;
          const game = bytes.subarray(record.byteOffset, record.byteOffset + record.byteLength);
          const where = `${path.relative(sharedDataDir, file)} game ${record.index + 1}`;
          expect(countPlies(game), where).toBe(mainLine(record.data.moves).length);
          expect([...tagsOf(new TextDecoder().decode(game))], where).toEqual([...record.data.headers]);
          games++;
        }
      }
      expect(games).toBeGreaterThan(400);
    },
  );

  it('read escaped quotes and backslashes in tag values', () => {
    expect([...tagsOf('[White "A \\"B\\" C\\\\"]\n[Black "D"]\n\n1. e4 *')]).toEqual([
      ['White', 'A "B" C\\'],
      ['Black', 'D'],
    ]);
  });
});

/** A row with the given fields (the rest empty). */
const row = (index: number, fields: Partial<GameRow> = {}): GameRow => ({
  index,
  offset: index * 100,
  length: 90,
  white: '',
  black: '',
  result: '*',
  date: '',
  event: '',
  opening: '',
  whiteElo: 0,
  blackElo: 0,
  timeControl: '',
  plies: 0,
  ...fields,
});

const arbRow = fc
  .record({
    white: fc.string({ maxLength: 6 }),
    black: fc.string({ maxLength: 6 }),
    event: fc.string({ maxLength: 6 }),
    opening: fc.string({ maxLength: 6 }),
    date: fc.string({ maxLength: 4 }),
    result: fc.constantFrom('1-0', '0-1', '1/2-1/2', '*'),
    plies: fc.nat(200),
    whiteElo: fc.nat(3000),
    blackElo: fc.nat(3000),
    timeControl: fc.constantFrom('', '-', '60+0', '180+2', '300+3', '600+5', '1800+0', '40/7200:3600', 'x'),
  })
  .map((fields) => fields);

describe('filtering and sorting the list', () => {
  it('keeps exactly the rows whose players, event or opening contain the filter (case ignored)', () => {
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 30 }), fc.string({ maxLength: 3 }), (fields, filter) => {
        const rows = fields.map((f, i) => row(i, f));
        const needle = filter.trim().toLowerCase();
        const shown = visibleRows(rows, filter, { key: 'index', descending: false });
        const expected = rows.filter((r) =>
          [r.white, r.black, r.event, r.opening].some((v) => v.toLowerCase().includes(needle)),
        );
        expect(shown).toEqual(expected);
      }),
      { numRuns: runs(200) },
    );
  });

  it('sorts by any column, either way, ties in file order, without changing the rows', () => {
    fc.assert(
      fc.property(
        fc.array(arbRow, { maxLength: 30 }),
        fc.constantFrom(...SORT_KEYS),
        fc.boolean(),
        (fields, key, descending) => {
          const rows = fields.map((f, i) => row(i, f));
          const shown = visibleRows(rows, '', { key, descending });
          expect([...shown].sort((a, b) => a.index - b.index)).toEqual(rows);
          for (let i = 1; i < shown.length; i++) {
            const [a, b] = descending ? [shown[i]!, shown[i - 1]!] : [shown[i - 1]!, shown[i]!];
            const [x, y] = [sortValue(a, key), sortValue(b, key)];
            expect(x < y || (x === y && a.index < b.index)).toBe(true);
          }
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('finds a row by its byte offset', () => {
    const rows = Array.from({ length: 50 }, (_, i) => row(i));
    for (const r of rows) expect(rowAtOffset(rows, r.offset)).toBe(r.index);
    expect(rowAtOffset(rows, 5)).toBeUndefined();
    expect(rowAtOffset([], 0)).toBeUndefined();
  });
});

describe('clocks and evaluations of comments', () => {
  it('write clocks as players read them', () => {
    expect([180, 9.5, 3725, 59, 0].map(clockText)).toEqual(['3:00', '0:09.5', '1:02:05', '0:59', '0:00']);
  });

  it('put evaluations on the chart scale: 0 even, mates at the ends, monotonic in centipawns', () => {
    expect(evaluationScale({ cp: 0 })).toBe(0);
    expect(evaluationScale({ mate: 3 })).toBe(1);
    expect(evaluationScale({ mate: -1 })).toBe(-1);
    // lichess's curve, the one xn analyse uses (issue #93): flat beyond ±1000 cp
    expect(evaluationScale({ cp: 5000 })).toBe(evaluationScale({ cp: 1000 }));
    expect(evaluationScale({ cp: -2500 })).toBe(evaluationScale({ cp: -1000 }));
    expect(evaluationScale({ cp: 100 })).toBeCloseTo(0.18205179438322558, 12);
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 1, max: 500 }), (cp, step) => {
        const a = evaluationScale({ cp });
        expect(Math.abs(a)).toBeLessThan(1);
        const b = evaluationScale({ cp: cp + step });
        if (cp >= 1000 || cp + step <= -1000) expect(b).toBe(a);
        else expect(b).toBeGreaterThan(a);
      }),
      { numRuns: runs(200) },
    );
    expect([{ cp: 30 }, { cp: -120 }, { mate: -2 }].map(evaluationText)).toEqual(['+0.30', '−1.20', '#−2']);
  });
});

describe('time controls', () => {
  it('rank by the estimated game length, as lichess ranks speeds', () => {
    expect(['60+0', '180+2', '300+0', '40/7200:3600', '-', ''].map(timeControlSeconds)).toEqual([
      60, 260, 300, 7200, 1e12, 1e12,
    ]);
  });
});
