/**
 * `xn index --to parquet` read back by DuckDB (`@duckdb/node-api`), on a small fixture and the shared
 * `lichess-100.pgn`: the games whose rows hold a position's key (`polyglotKey` of its FEN, computed here apart from
 * the writer's replay) are the games `xn search --json` finds for that position, and the moves counted from it
 * (GROUP BY move) are the explorer's counts — every occurrence in the first `EXPLORER_PLIES` plies of a game's main
 * line, as the playground's `ExplorerIndex` counts them — counted here by replaying the PGN with `@x/san`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Move } from '@x/core';
import { parsePgn, startingPosition, walkGame } from '@x/san';
import { polyglotKey } from '@x/search';
import { describe, expect, it } from 'vitest';
import { duck } from './duck.js';
import { hasSharedData, sharedDataPath } from '../../../tests/shared-data.js';
import { tempDir } from './temp-dir.js';
import { xn } from './xn.js';

const FIXTURE = new URL('../../search/test/fixtures/games.pgn', import.meta.url).pathname;
const LICHESS = sharedDataPath('pgn', 'lichess-100.pgn');
const present = hasSharedData && fs.existsSync(LICHESS);

/** The playground explorer's plies of a game (`EXPLORER_PLIES`, apps/playground/src/lib/explorer/explorerIndex.ts). */
const EXPLORER_PLIES = 40;

/** Positions asked for: the start, 1. e4, 1. e4 c5, 1. e4 e5 2. Nf3 Nc6, 1. d4 d5. */
const FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
  'rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2',
];

/** The moves played from the position of `key` in the games of `pgn`, counted as the explorer counts them. */
function explorerCounts(pgn: string, key: bigint): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const game of parsePgn(pgn)) {
    const start = startingPosition(game);
    let before = polyglotKey(start.toSetup());
    walkGame(game, start, (step) => {
      if (step.depth > 0) return;
      if (before === key && step.ply <= EXPLORER_PLIES) {
        const uci = step.position.uci(step.move as Move, { barePlus: true });
        counts[uci] = (counts[uci] ?? 0) + 1;
      }
      before = polyglotKey(step.position.toSetup());
    });
  }
  return counts;
}

/** The board and side to move of a FEN as the sub-fen query of that exact position (every square given). */
function exactQuery(fen: string): string {
  const [board, turn] = fen.split(' ');
  return JSON.stringify({ 'sub-fen': board, stm: turn === 'w' ? 'white' : 'black' });
}

describe('xn index --to parquet, read by DuckDB', async () => {
  const dir = tempDir('xn-index-parquet-');
  const query = await duck();
  const files = present ? [FIXTURE, LICHESS] : [FIXTURE];
  const run = xn(['index', '--to', 'parquet', '-o', dir, ...files]);

  it('writes a part a file, as many games as the index holds', async () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(files.map((_, i) => `part-0000${i}.parquet`));
    const [fixture] = await query(`select count(distinct game) as games from '${dir}/part-00000.parquet'`);
    expect(fixture).toEqual({ games: '60' });
    expect(run.stdout).toContain('part-00000.parquet: 60 games, ');
    const [types] = await query(
      `select typeof(key) as key, typeof(move) as move from '${dir}/part-00000.parquet'`,
    );
    expect(types).toEqual({ key: 'UBIGINT', move: 'VARCHAR' });
  });

  it('rejects another format and -o naming a file', () => {
    expect(xn(['index', '--to', 'csv', FIXTURE]).status).toBe(2);
    expect(xn(['index', '--to', 'parquet', '-o', path.join(dir, 'x.parquet'), FIXTURE]).status).toBe(2);
    // -o naming a file that is there (/dev/full): one line, not "internal error: EEXIST: …, mkdir"
    const plain = path.join(dir, 'plain.txt');
    fs.writeFileSync(plain, '');
    for (const command of [['index'], ['pgn', 'convert']])
      expect(xn([...command, '--to', 'parquet', '-o', plain, FIXTURE])).toMatchObject({
        status: 2,
        stderr: `xn: ${plain}: cannot make the folder: EEXIST: file already exists\n`,
      });
  });

  for (const [i, file] of files.entries()) {
    const part = `'${dir}/part-0000${i}.parquet'`;
    const name = path.basename(file);

    it(`${name}: the games holding a position are the games xn search finds`, async () => {
      let found = 0;
      for (const fen of FENS) {
        const key = polyglotKey(fen);
        const rows = await query(`select distinct game from ${part} where key = ${key} order by game`);
        const search = xn(['search', '--json', '--query', exactQuery(fen), file]);
        const answer = JSON.parse(search.stdout) as { matches: { game: number }[] };
        expect(
          rows.map((r) => Number(r.game)),
          fen,
        ).toEqual(answer.matches.map((m) => m.game));
        found += rows.length;
      }
      expect(found).toBeGreaterThan(files.length === 1 ? 10 : 60);
    });

    it(`${name}: the moves counted from a position are the explorer's`, async () => {
      const pgn = fs.readFileSync(file, 'utf8');
      for (const fen of FENS) {
        const key = polyglotKey(fen);
        const rows = await query(
          `select move, count(*) as n from ${part} where key = ${key} and ply < ${EXPLORER_PLIES} and move is not null group by move`,
        );
        const counted = Object.fromEntries(rows.map((r) => [r.move, Number(r.n)]));
        expect(counted, fen).toEqual(explorerCounts(pgn, key));
      }
      const start = await query(`select count(*) as n from ${part} where key = ${polyglotKey(FENS[0]!)}`);
      expect(Number(start[0]!.n)).toBeGreaterThan(0);
    });
  }
});
