/**
 * `xn index` and `xn search` end to end (smoke tests: `@x/search`'s own tests hold the answers to replayed games
 * and to pgn-extract): the index written and used, Scoutfish's JSON answer, the games as PGN, a stale, damaged or
 * cut index said and not used, exit statuses.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempDir } from './temp-dir.js';
import { hasStackTrace, xn } from './xn.js';

const games = new URL('../../search/test/fixtures/games.pgn', import.meta.url).pathname;
const QUERY = '{"sub-fen": "8/8/8/8/4P3/8/8/8", "limit": 2}';

describe('xn index and xn search', () => {
  const dir = tempDir('xn-search-');
  const pgn = path.join(dir, 'games.pgn');
  fs.copyFileSync(games, pgn);

  it('search answers the same from the file and from its index, as JSON or as the games', () => {
    const scanned = xn(['search', '--json', '--query', QUERY, pgn]);
    expect([scanned.status, scanned.stderr]).toEqual([0, '']);
    const indexed = xn(['index', pgn]);
    expect(indexed.status).toBe(0);
    expect(indexed.stdout).toMatch(/games\.pgn\.xni: \d+ games, \d+ plies, \d+ bytes/);
    expect(fs.existsSync(`${pgn}.xni`)).toBe(true);
    const fromIndex = xn(['search', '--json', '--query', QUERY, pgn]);
    expect(fromIndex.stdout).toBe(scanned.stdout);
    const answer = JSON.parse(fromIndex.stdout) as {
      'match count': number;
      matches: { ofs: number; ply: number[]; game: number }[];
    };
    expect(answer.matches).toHaveLength(2);
    expect(answer['match count']).toBeGreaterThan(2);
    const text = fs.readFileSync(pgn, 'latin1');
    const printed = xn(['search', '--query', QUERY, pgn]).stdout;
    // the games as PGN: each listed game's text from its offset, in order
    const starts = answer.matches.map((m) => printed.indexOf(text.slice(m.ofs, m.ofs + 120)));
    expect(starts[0]).toBe(0);
    expect(starts[1]).toBeGreaterThan(0);
  });

  it('says an index damaged or cut short and reads the file instead (the index is read at offsets)', () => {
    const exact =
      '{"sub-fen": "rnbqk2r/ppp1bppp/4pn2/3p2B1/2PP4/2N5/PP2PPPP/R2QKBNR", "material": "KQRRBBNNPPPPPPPPKQRRBBNNPPPPPPPP"}';
    const fromIndex = xn(['search', '--json', '--query', exact, pgn]);
    expect([fromIndex.status, fromIndex.stderr]).toEqual([0, '']);
    expect(JSON.parse(fromIndex.stdout)['match count']).toBeGreaterThan(0);
    const index = `${pgn}.xni`;
    // a bit of the move dictionary flipped: its block is refused when read
    const bytes = fs.readFileSync(index);
    bytes[80]! ^= 1;
    fs.writeFileSync(index, bytes);
    const damaged = xn(['search', '--json', '--query', exact, pgn]);
    expect(damaged.stderr).toMatch(/warning\[invalid-index\]: the index is damaged \(block 1,/);
    expect([damaged.status, damaged.stdout]).toEqual([0, fromIndex.stdout]);
    fs.truncateSync(index, fs.statSync(index).size - 1);
    const r = xn(['search', '--json', '--query', exact, pgn]);
    expect(r.stderr).toMatch(/warning\[invalid-index\]/);
    expect([r.status, r.stdout]).toEqual([0, fromIndex.stdout]);
  });

  it('says a stale index and reads the file instead; no match exits 1', () => {
    fs.appendFileSync(pgn, '\n[Result "*"]\n\n1. e4 *\n');
    const r = xn([
      'search',
      '--json',
      '--query',
      '{"material": "KQKQ", "result": "1-0", "stm": "black"}',
      pgn,
    ]);
    expect(r.stderr).toMatch(/warning\[stale-index\]/);
    expect([r.status, JSON.parse(r.stdout)['match count']]).toEqual([1, 0]);
  });

  it('reports a game with an illegal move as book make does, and still writes the index (exit 1)', () => {
    const bad = path.join(dir, 'bad.pgn');
    fs.writeFileSync(bad, '[Result "*"]\n\n1. e4 e5 2. Ke3 *\n\n[Result "*"]\n\n1. d4 d5 *\n');
    const r = xn(['index', bad]);
    expect([r.status, r.stderr]).toEqual([
      1,
      `${bad}:3:13: warning[illegal-move]: no legal move matches Ke3\n`,
    ]);
    expect(r.stdout).toMatch(/bad\.pgn\.xni: 2 games, 4 plies/);
    const query = '{"sub-fen": "8/8/8/4p3/4P3/8/8/8"}';
    const fromIndex = xn(['search', '--json', '--query', query, bad]);
    fs.rmSync(`${bad}.xni`);
    expect(fromIndex.stdout).toBe(xn(['search', '--json', '--query', query, bad]).stdout);
  });

  it('--max-keyed: games past the cap not keyed, said once, exit 0; the answers unchanged', () => {
    const capped = path.join(dir, 'capped.pgn');
    fs.copyFileSync(games, capped);
    const r = xn(['index', '--max-keyed', '20', capped]);
    // fixture 1 has 10 plies (11 positions), fixture 2 38: the table is full at fixture 2
    expect([r.status, r.stderr]).toEqual([
      0,
      `${capped}:6:1: warning[keys-full]: the key table is full (20 positions): this game and the ones after it are not keyed (an exact query replays them)\n`,
    ]);
    const exact = '{"sub-fen": "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R", "stm": "white"}';
    const fromIndex = xn(['search', '--json', '--query', exact, capped]);
    fs.rmSync(`${capped}.xni`);
    expect(fromIndex.stdout).toBe(xn(['search', '--json', '--query', exact, capped]).stdout);
    expect(xn(['index', '--max-keyed', '0', capped]).status).toBe(2);
  });

  it('notes a condition that fits no game of the file (a sub-fen with a rank left out)', () => {
    const r = xn(['search', '--json', '--query', '{"sub-fen": "8/8/8/8/4P3/8/8"}', pgn]);
    expect([r.status, r.stdout]).toEqual([1, '{"match count":0,"matches":[]}\n']);
    // (after the stale index the test before left)
    expect(r.stderr.split('\n').at(-2)).toBe(
      `${pgn}: note: the query fits no game (chess): a sub-fen's board size or piece letters, or a move, of another variant`,
    );
  });

  it('usage and input errors exit 2 without a stack trace', () => {
    const refused = [
      ['search', pgn],
      ['search', '--query', '{"sub-fen": 3}', pgn],
      ['search', '--query', '{"pass": ""}'],
      ['search', '--query', '{"pass": ""}', path.join(dir, 'missing.pgn')],
      ['index'],
      ['index', `${pgn}.gz`],
      // the index was written over the PGN it was made from
      ['index', pgn, '-o', pgn],
    ].map((args) => ({ args, run: xn(args) }));
    expect(fs.readFileSync(pgn, 'latin1').startsWith('[')).toBe(true);
    expect(
      refused.filter(({ run }) => run.status !== 2 || hasStackTrace(run.stderr)).map((r) => r.args),
    ).toEqual([]);
    expect(refused.every(({ run }) => run.stderr.startsWith('xn: '))).toBe(true);
    expect(xn(['search', '--help']).stdout).toMatch(/^xn index\|search/);
  });

  // `xn index /dev/null` wrote /dev/null.xni; `xn search` of a pipe ended in "internal error: ESPIPE" printing a game
  it('refuses a pipe, a device and a directory: an index is of a plain file', () => {
    const fifo = path.join(dir, 'games.fifo');
    execFileSync('mkfifo', [fifo]);
    for (const [file, kind] of [
      [fifo, 'a pipe'],
      ['/dev/null', 'a device'],
      [dir, 'a directory'],
    ] as const)
      for (const [command, need] of [
        [['index'], 'an index is of a plain PGN file'],
        [['search', '--query', '{"material": "KQK"}'], 'xn search reads a plain PGN file'],
      ] as const) {
        const r = xn([...command, file]);
        expect([r.status, r.stderr.split('\n')[0]]).toEqual([
          2,
          `xn: ${file}: ${need}, not ${kind}: save the PGN to a file first`,
        ]);
      }
    expect(fs.existsSync('/dev/null.xni')).toBe(false);
  });

  // search of games.pgn.gz said "an index is of a plain PGN file": worded about an index the user never named
  it('search says why a compressed file or an index will not do, and what to give instead', () => {
    const zipped = path.join(dir, 'games.pgn.gz');
    fs.writeFileSync(zipped, zlib.gzipSync(fs.readFileSync(games)));
    const search = (file: string) => xn(['search', '--query', QUERY, file]);
    expect(search(zipped)).toEqual({
      status: 2,
      stdout: '',
      stderr: `xn: ${zipped} is compressed: xn search reads a plain PGN file (it reads the games found back at their byte offsets): decompress it first (gunzip -k ${zipped})\nRun 'xn search --help'.\n`,
    });
    expect(search('games.pgn.zst').stderr).toMatch(/\(zstd -d games\.pgn\.zst\)\n/);
    expect(xn(['index', zipped]).stderr).toMatch(
      /^xn: \S+games\.pgn\.gz is compressed: an index is of a plain PGN file \(its offsets are the file's bytes\)/,
    );
    const own = path.join(dir, 'indexed.pgn');
    fs.copyFileSync(games, own);
    expect(xn(['index', own]).status).toBe(0);
    expect(search(`${own}.xni`)).toEqual({
      status: 2,
      stdout: '',
      stderr: `xn: ${own}.xni is an index, not a PGN file: give the PGN file it indexes (${own}); xn search reads the index beside it\nRun 'xn search --help'.\n`,
    });
    expect(search('-').stderr).toMatch(/^xn: -: xn search reads a plain PGN file, not standard input/);
  });

  // a directory FILE.xni ended in "internal error: EISDIR"; a pipe FILE.xni blocked the search forever at its open
  it('says an index that is no plain file (a directory, a pipe) and reads the PGN instead', () => {
    const own = path.join(dir, 'own.pgn');
    fs.copyFileSync(games, own);
    const scanned = xn(['search', '--json', '--query', QUERY, own]);
    for (const make of [() => fs.mkdirSync(`${own}.xni`), () => execFileSync('mkfifo', [`${own}.xni`])]) {
      make();
      const r = xn(['search', '--json', '--query', QUERY, own]);
      expect([r.status, r.stdout]).toEqual([0, scanned.stdout]);
      expect(r.stderr).toMatch(/own\.pgn\.xni: warning: not a plain file; reading the file instead\n$/);
      fs.rmSync(`${own}.xni`, { recursive: true });
    }
  });
});
