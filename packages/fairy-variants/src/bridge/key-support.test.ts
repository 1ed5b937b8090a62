import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAIRY_KEYS } from '../keys.js';
import { KEY_SUPPORT } from './key-support.js';

const covered = (key: string) =>
  KEY_SUPPORT.some((row) =>
    row.keys.some(
      (k) =>
        k === key ||
        (k === 'customPiece1…25' && /^customPiece\d+$/.test(key)) ||
        (k.startsWith('mobilityRegion') && key.startsWith(k.replace('<Piece>', ''))),
    ),
  );

/** The README's key table: one line per row of `KEY_SUPPORT`. */
export function keyTable(): string {
  const lines = ['| keys | converted | how, or why not |', '| --- | --- | --- |'];
  for (const row of KEY_SUPPORT)
    lines.push(`| ${row.keys.map((k) => `\`${k}\``).join(', ')} | ${row.support} | ${row.note} |`);
  return lines.join('\n');
}

describe('the key table', () => {
  it('has a row for every key Fairy-Stockfish reads, and no key twice', () => {
    expect([...FAIRY_KEYS.keys()].filter((k) => !covered(k))).toEqual([]);
    const all = KEY_SUPPORT.flatMap((r) => r.keys);
    expect(all.length).toBe(new Set(all).size);
  });
  it('is the README table', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(keyTable());
  });
});
