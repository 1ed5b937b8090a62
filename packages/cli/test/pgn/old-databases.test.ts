/**
 * The PGN forms of the 1990s–2000s databases (issue #94) through `xn`'s scans, which read with `@x/san`'s one
 * grammar: each game of the forms is good with a `noncanonical` warning in `check`, counted good in `stats`, kept
 * by `dedupe`, and written in the canonical form by `convert --to san`, which reads strictly.
 */
import { parsePgn } from '@x/san';
import { describe, expect, it } from 'vitest';
import { fileWriter, tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

const dir = tempDir('xn-old-');
const file = fileWriter(dir);

/** One game per form, and a genuinely broken one last. */
const GAMES = [
  '[Event "quote"]\n[Annotator "Lopez "Battle Royale""]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 1-0\n',
  '[Event "half"]\n[Result "1/2"]\n\n1. e4 e5 2. Nf3 Nc6 43.Bb5 1/2\n',
  '[Event "glued"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh51-0\n',
  '[Event "comma"]\n[Result "*"]\n\n1. e4, e5 2. Nf3 (2. Bc4, Nc6 3. Qh5, Nf6) 2. ..Nc6 *\n',
  '[Event "krush"]\n[Annotator  "Krush, I]\n[Result "*"]\n\n1. d4 d5 *\n',
  '[Event "broken"]\n[Result "*"]\n\n1. e4 e5 (A playable alternative) 2. Nf3 *\n',
];

describe('xn on the forms of the old databases', () => {
  const name = file('old.pgn', GAMES.join('\n'));

  it('check: each form good with a noncanonical warning; the broken game bad, located', () => {
    const r = xn(['pgn', 'check', '--json', name]);
    const lines = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    const warned = lines.filter((l) => l.code === 'noncanonical').map((l) => l.line);
    // the lines of the forms: 2, 8 and 10 (the tag and the movetext), 15, 20 (three), 23
    expect([...new Set(warned)]).toEqual([2, 8, 10, 15, 20, 23]);
    const errors = lines.filter((l) => l.severity === 'error');
    expect(errors.map((l) => [l.line, l.column, l.code])).toEqual([[31, 11, 'syntax']]);
    expect(lines.at(-1)).toMatchObject({ type: 'summary', games: 6, good: 5, bad: 1 });
  });

  it('stats, filter and dedupe read them as check does', () => {
    const stats = JSON.parse(xn(['pgn', 'stats', '--json', name]).stdout);
    expect(stats).toMatchObject({ games: 6, good: 5, bad: 1 });
    // filter writes the games that meet its criteria byte for byte, the broken one too
    const kept = xn(['pgn', 'filter', '--tag', 'Event~.', name]).stdout;
    expect(kept).toBe(`${GAMES.join('\n')}\n`);
    const deduped = xn(['pgn', 'dedupe', name]).stdout;
    expect(deduped.match(/\[Event /g)).toHaveLength(5);
  });

  it('convert --to san writes the canonical form, which reads strictly', () => {
    const written = xn(['pgn', 'convert', '--to', 'san', name]).stdout;
    const games = parsePgn(written, { mode: 'strict' });
    expect(games.map((g) => g.headers.get('Event'))).toEqual(['quote', 'half', 'glued', 'comma', 'krush']);
    expect(games.map((g) => g.result)).toEqual(['1-0', '1/2-1/2', '1-0', '*', '*']);
    expect(games[0]!.headers.get('Annotator')).toBe('Lopez "Battle Royale"');
    expect(written).toContain('[Annotator "Lopez \\"Battle Royale\\""]');
    expect(games[4]!.headers.get('Annotator')).toBe('Krush, I');
  });
});
