/**
 * `xn pgn convert --to parquet|csv` read back by DuckDB (`@duckdb/node-api`): the games of shared lichess files
 * (`lichess-100.pgn`, and a lichess crazyhouse export with clocks, evaluations, glyphs and a variation), counted,
 * their openings counted as `xn pgn stats` counts them, one game's moves, clocks and evaluations as its PGN text
 * has them; `--jobs 2` writes the bytes one thread writes; the GNU parallel recipe of the cli README (four
 * processes, `--shard I/4`, one part each) gives the rows of one process.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { duck } from '../duck.js';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { tempDir } from '../temp-dir.js';
import { XN, xn } from '../xn.js';

const LICHESS = sharedDataPath('pgn', 'lichess-100.pgn');
const CLOCKED = sharedDataPath('fsf', 'lichess_pgn_2018.12.21_JannLee_vs_CrazyAra.j9eQS4TF.pgn');
const present = hasSharedData && fs.existsSync(LICHESS) && fs.existsSync(CLOCKED);

/** Whether GNU parallel is installed. */
const hasParallel = spawnSync('parallel', ['--version'], { stdio: 'ignore' }).status === 0;

/** The main line of a PGN game's movetext, read from its text: each move (glyphs dropped) and its comments. */
function mainLine(text: string): { san: string; comments: string }[] {
  const movetext = text.slice(text.search(/\n\s*\n/)); // after the tags
  const moves: { san: string; comments: string }[] = [];
  let depth = 0;
  for (const [token] of movetext.matchAll(/\{[^}]*\}|[()]|[^\s(){}]+/g)) {
    if (token === '(') depth++;
    else if (token === ')') depth--;
    else if (depth > 0) continue;
    else if (token.startsWith('{')) moves.at(-1)!.comments += token;
    else if (!/^(\d+\.+|1-0|0-1|1\/2-1\/2|\*)$/.test(token))
      moves.push({ san: token.replace(/[!?]+$/, ''), comments: '' });
  }
  return moves;
}

/** `h:mm:ss` in seconds. */
function seconds(clock: string): number {
  const [h, m, s] = clock.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
}

describe.skipIf(!present)('xn pgn convert --to parquet, read by DuckDB', async () => {
  const dir = tempDir('xn-parquet-');
  const query = present ? await duck() : async () => [];
  const one = path.join(dir, 'one.parquet');
  const run = xn(['pgn', 'convert', '--to', 'parquet', '-q', '-o', one, LICHESS, CLOCKED]);
  const table = `read_parquet('${one}')`;

  it('writes every game, as many as xn pgn stats counts', async () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const stats = JSON.parse(xn(['pgn', 'stats', '--json', '--top', '1000', LICHESS, CLOCKED]).stdout);
    expect(await query(`select count(*) as n from ${table}`)).toEqual([{ n: String(stats.games) }]);
    expect(stats.games).toBe(101);
  });

  it('counts the openings as xn pgn stats does (the Opening tag, else ECO)', async () => {
    const stats = JSON.parse(xn(['pgn', 'stats', '--json', '--top', '1000', LICHESS, CLOCKED]).stdout);
    const rows = await query(
      `select coalesce(Opening, ECO) as opening, count(*) as n from ${table} group by all order by all`,
    );
    const counted = Object.fromEntries(rows.map((r) => [r.opening, Number(r.n)]));
    expect(Object.keys(counted).length).toBeGreaterThan(50);
    expect(counted).toEqual(stats.openings);
  });

  it("has one game's moves, clocks and evaluations as its PGN text has them", async () => {
    const expected = mainLine(fs.readFileSync(CLOCKED, 'utf8'));
    expect(expected.length).toBeGreaterThan(40);
    const [row] = await query(`select * from ${table} where Site = 'https://lichess.org/j9eQS4TF'`);
    expect(row!.moves).toEqual(expected.map((m) => m.san));
    const clock = (c: string) => /\[%clk (\d+:\d\d:\d\d)\]/.exec(c)?.[1];
    expect(row!.clocks).toEqual(
      expected.map((m) => (clock(m.comments) ? seconds(clock(m.comments)!) : null)),
    );
    const evaluation = (c: string) => /\[%eval (-?[\d.]+)\]/.exec(c)?.[1];
    expect(row!.evals).toEqual(
      expected.map((m) => (evaluation(m.comments) ? Math.round(Number(evaluation(m.comments)) * 100) : null)),
    );
    expect(row).toMatchObject({ WhiteTitle: 'LM', BlackTitle: 'BOT', WhiteElo: 2641, BlackRatingDiff: -13 });
    expect(row).toMatchObject({ UTCDate: '2018-12-21', UTCTime: '18:33:01', Variant: 'Crazyhouse' });
    expect((row!.uci as string[])[0]).toBe('e2e4');
  });

  it('--jobs 2 writes the bytes one thread writes', () => {
    const two = path.join(dir, 'two.parquet');
    expect(
      xn(['pgn', 'convert', '--to', 'parquet', '-q', '-j', '2', '-o', two, LICHESS, CLOCKED], undefined, {
        XN_RANGE_BYTES: '1',
        XN_RANGES: '7',
      }).status,
    ).toBe(0);
    expect(fs.readFileSync(two).equals(fs.readFileSync(one))).toBe(true);
  });

  it('--to csv writes the tags under a header, quoted where needed', () => {
    const csv = xn(['pgn', 'convert', '--to', 'csv', '-q', LICHESS]).stdout.split('\n');
    expect(csv[0]!.startsWith('Event,Site,White,Black,Result,')).toBe(true);
    expect(csv.length).toBe(102); // header, 100 games, the last line end
    expect(csv[2]).toContain(`"Queen's Pawn Game: Colle System, Anti-Colle"`);
  });

  it.skipIf(!hasParallel)(
    'GNU parallel: the parts of --shard 1/4 … 4/4 hold the rows of one process (in another order)',
    async () => {
      const parts = path.join(dir, 'parts');
      const r = spawnSync(
        'parallel',
        [
          process.execPath,
          XN,
          'pgn',
          'convert',
          '--to',
          'parquet',
          '-q',
          '-o',
          parts,
          '--shard',
          '{}/4',
          LICHESS,
          CLOCKED,
        ],
        { input: '1\n2\n3\n4\n', encoding: 'utf8' },
      );
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(fs.readdirSync(parts).sort()).toEqual([0, 1, 2, 3].map((i) => `part-0000${i}.parquet`));
      const every = (from: string) => query(`select * from ${from} order by Site`);
      expect(await every(`read_parquet('${parts}/*.parquet')`)).toEqual(await every(table));
    },
  );
});
