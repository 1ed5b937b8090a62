/**
 * How `toVariant` treats each key is the README's key table (under `### Keys`), written once there: a row names
 * the keys it covers (names, or a pattern such as `customPiece1…25`), the support (`yes`: converted; `partly`;
 * `no`: reported `unsupported-key` when set; `no-rule`: display or engine hints, nothing to convert) and how or
 * why. This test reads the table and checks that every key of `FAIRY_KEYS` has exactly one row.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAIRY_KEYS } from '../keys.js';

/** One row of the README's key table. */
interface KeySupportRow {
  readonly keys: readonly string[];
  readonly support: string;
  readonly note: string;
}

/** The rows of the README's key table: the lines after its marker, header and rule, up to the first that is not a row. */
function keyTable(): KeySupportRow[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const lines = readme.slice(readme.indexOf('<!-- key table')).split('\n');
  expect(lines.slice(1, 3)).toEqual(['| keys | converted | how, or why not |', '| --- | --- | --- |']);
  const rows: KeySupportRow[] = [];
  for (const line of lines.slice(3)) {
    if (!line.startsWith('| ')) break;
    const [keys = '', support = '', note = ''] = line.slice(2, -2).split(' | ');
    rows.push({ keys: [...keys.matchAll(/`([^`]+)`/g)].map((m) => m[1]!), support, note });
  }
  return rows;
}

const TABLE = keyTable();

const covered = (key: string) =>
  TABLE.some((row) =>
    row.keys.some(
      (k) =>
        k === key ||
        (k === 'customPiece1…25' && /^customPiece\d+$/.test(key)) ||
        (k.startsWith('mobilityRegion') && key.startsWith(k.replace('<Piece>', ''))),
    ),
  );

describe('the README key table', () => {
  it('has a row for every key Fairy-Stockfish reads, and no key twice', () => {
    expect([...FAIRY_KEYS.keys()].filter((k) => !covered(k))).toEqual([]);
    const all = TABLE.flatMap((r) => r.keys);
    expect(all.length).toBe(new Set(all).size);
  });
  it('gives each row keys, a support and a note', () => {
    expect(TABLE.length).toBeGreaterThan(60);
    for (const row of TABLE) {
      expect(row.keys.length, row.note).toBeGreaterThan(0);
      expect(['yes', 'partly', 'no', 'no-rule'], row.note).toContain(row.support);
      expect(row.note, row.keys.join()).not.toBe('');
    }
  });
});
