/**
 * `xn pgn check --shard I/N` end to end: for N = 1…7, the outputs of the N shards, concatenated in order, are
 * the whole file's output — on every PGN file of `../shared/data` (pgn-extract/ and fsf/ included; one `xn`
 * process per shard reads all the files) and on a file with broken games, as text with source lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSharedPgn } from './shared-pgn.js';
import { xn } from '../xn.js';
import { tempDir } from '../temp-dir.js';

/** The NDJSON diagnostics of a run, by file (in output order). */
function byFile(stdout: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  for (const line of stdout.split('\n')) {
    if (line === '') continue;
    const file = (JSON.parse(line) as { file: string }).file;
    files.set(file, [...(files.get(file) ?? []), line]);
  }
  return files;
}

describeSharedPgn('xn pgn check --shard I/N (../shared/data)', (files) => {
  it('N shards together give the whole output, N = 1…7, on every PGN file', () => {
    const whole = xn(['pgn', 'check', '--json', '--quiet', ...files]);
    expect(whole.stderr).toBe('');
    const expected = byFile(whole.stdout);
    expect(expected.size).toBeGreaterThan(4); // files with diagnostics: the comparison is not of empty outputs
    for (let n = 1; n <= 7; n++) {
      const parts = new Map<string, string[]>();
      for (let i = 1; i <= n; i++) {
        const r = xn(['pgn', 'check', '--json', '--quiet', '--shard', `${i}/${n}`, ...files]);
        expect(r.stderr).toBe('');
        for (const [file, lines] of byFile(r.stdout)) parts.set(file, [...(parts.get(file) ?? []), ...lines]);
      }
      expect(parts, `N = ${n}`).toEqual(expected);
    }
  });

  it('the summaries of the shards add up to the whole summary (every game read once)', () => {
    const summary = (args: string[]) =>
      JSON.parse(
        xn(['pgn', 'check', '--json', ...args, ...files])
          .stdout.trimEnd()
          .split('\n')
          .at(-1)!,
      );
    const whole = summary([]);
    const total = { games: 0, good: 0, bad: 0, plies: 0 };
    for (let i = 1; i <= 5; i++) {
      const s = summary(['--shard', `${i}/5`]);
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += s[key];
    }
    expect(total).toEqual({ games: whole.games, good: whole.good, bad: whole.bad, plies: whole.plies });
  });
});

describe('xn pgn check --shard on broken games (text output)', () => {
  const dir = tempDir('xn-shard-');
  const games = [
    '[Event "é"]\n\n1. e4 {ça\n[va]} e5 2. Ke3 *\n',
    '[Event "2"]\n\n1. d4 {unterminated\n\n[Event "3"]\n1. c4 (1. Nf3 Nf3) e5 0-1\n',
    '1. e4 e5 *\n[Event "5"]\n%escaped\n1. f4 e5 2. Qxe5 *\r\n\r\n[Event "6"]\r\n\r\n1. g3 Ke6 *',
  ];
  const file = path.join(dir, 'broken.pgn');
  fs.writeFileSync(file, games.join('\n').repeat(3));

  it('N = 1…7: the shards concatenated are the whole diagnostics, source lines included', () => {
    const whole = xn(['pgn', 'check', '--quiet', file]);
    expect(whole.stdout.split('error[').length).toBeGreaterThan(10);
    for (let n = 1; n <= 7; n++) {
      let joined = '';
      for (let i = 1; i <= n; i++)
        joined += xn(['pgn', 'check', '--quiet', '--shard', `${i}/${n}`, file]).stdout;
      expect(joined, `N = ${n}`).toBe(whole.stdout);
    }
  });

  it('--shard needs a plain file', () => {
    const r = xn(['pgn', 'check', '--shard', '1/2', '-'], games[0]);
    expect(r.stderr).toMatch(/^xn: --shard reads byte ranges of uncompressed files, not of <stdin>\n/);
    expect(r.status).toBe(2);
  });
});
