/**
 * `measure-database.mjs --cpu`: the database worker's code timed in CPU time (user + sys) in one Node process, on
 * `lichess-100.pgn` repeated to 10,000 and 100,000 games: the headers-only list read, the second pass
 * (`ExplorerReader`: every game checked, the explorer's index built), the check pass it replaced (`readPgn` +
 * `walkGame`, for the ratio), the one pass that replaced the list read and the second pass (`readRange`: rows,
 * check and index in one read; issue #52), and explorer lookups (the start position over every game and over a filter's third
 * of them, and the positions down the most played line). The app's TypeScript is loaded through Vite's SSR loader.
 * With `--random` also on distinct random games (`RANDOM_GAMES`, default 10,000; 60 plies): the explorer's worst
 * case, every path new.
 */
import fs from 'node:fs';
import { createServer } from 'vite';
import { xorshift } from './distinct-games.mjs';

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** CPU ms of `fn` (awaited). */
async function timed(fn) {
  const t0 = cpu();
  const value = await fn();
  return { ms: cpu() - t0, value };
}

/**
 * `n` distinct games of `plies` random legal moves each (a seeded xorshift picks among the legal moves; a game
 * ends early at mate or stalemate): the explorer's worst case, where nearly every position after the first plies
 * is new (a real database repeats its openings far more than this and far less than `lichess-100.pgn` repeated).
 */
function randomGames(n, plies, startingPosition, stringify) {
  const next = xorshift(0x2545f491);
  const games = [];
  for (let g = 0; g < n; g++) {
    const pos = startingPosition(new Map());
    const out = [];
    for (let ply = 0; ply < plies; ply++) {
      const legal = pos.legalMoves();
      if (legal.length === 0) break;
      const move = legal[Math.floor(next() * legal.length)];
      out.push(`${ply % 2 === 0 ? `${ply / 2 + 1}. ` : ''}${stringify(move, pos)}`);
      pos.play(move);
    }
    games.push(`[Event "random ${g}"]\n[Result "*"]\n\n${out.join(' ')} *`);
  }
  return games.join('\n\n');
}

/** Chunks of 64 KB of `bytes`, as `Blob.stream()` gives a file. */
async function* chunks(bytes) {
  for (let i = 0; i < bytes.length; i += 65_536) yield bytes.subarray(i, i + 65_536);
}

/**
 * The timing table in CPU time; `distinct`: also a file of `distinct.n` distinct games (`distinct.file()` gives
 * its path).
 */
export async function measureCpu(appRoot, data, distinct) {
  const server = await createServer({
    root: appRoot,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
  const { readPgn, visitPgn, startingPosition, stringify } = await import('@x/san');
  const { ExplorerIndex } = await server.ssrLoadModule('/src/lib/explorer/explorerIndex.ts');
  const { ExplorerReader, recordError } = await server.ssrLoadModule('/src/lib/explorer/explorerReader.ts');
  const { explorerKey } = await server.ssrLoadModule('/src/lib/explorer/explorerKey.ts');
  const { readRange } = await server.ssrLoadModule('/src/lib/database/listReader.ts');
  // the lookups' positions from the @x/san (and @x/core) the app's modules were loaded with: a position of another
  // instance of @x/core is not one `positionHash` reads
  const app = await server.ssrLoadModule('@x/san');
  const one = fs.readFileSync(data, 'utf8').trimEnd();
  const rows = [];
  const random = process.argv.includes('--random')
    ? randomGames(Number(process.env.RANDOM_GAMES) || 10_000, 60, startingPosition, stringify)
    : undefined;
  const inputs = [
    ...[10_000, 100_000].map((n) => ({
      n,
      what: '`lichess-100.pgn` ×' + n / 100,
      text: `${Array.from({ length: n / 100 }, () => one).join('\n\n')}\n`,
    })),
    ...(random
      ? [{ n: Number(process.env.RANDOM_GAMES) || 10_000, what: 'distinct random games', text: random }]
      : []),
    ...(distinct
      ? [
          {
            n: distinct.n,
            what: 'distinct games (lichess openings, then random moves)',
            text: fs.readFileSync(await distinct.file(), 'utf8'),
          },
        ]
      : []),
  ];
  for (const { n, what, text } of inputs) {
    const bytes = new TextEncoder().encode(text);
    const offsets = [];
    const list = await timed(async () => {
      for await (const r of readPgn(chunks(bytes), { headersOnly: true })) offsets.push(r.offset);
    });
    const rowAt = (offset) => {
      let lo = 0;
      let hi = offsets.length - 1;
      let found;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (offsets[mid] <= offset) {
          found = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      return found;
    };
    const index = new ExplorerIndex();
    let bad = 0;
    const second = await timed(() =>
      visitPgn(
        chunks(bytes),
        new ExplorerReader(index, rowAt, (errors) => {
          bad += errors.length;
        }),
      ).then(() => index.finish()),
    );
    // the worker's one pass (issue #52): the list's rows, the check and the index in one read of the file
    let listed = 0;
    const onePass = await timed(() =>
      readRange(new Blob([bytes]), undefined, new ExplorerIndex(), () => {
        listed++;
      }),
    );
    const old = await timed(async () => {
      for await (const r of readPgn(chunks(bytes))) if (recordError(r)) bad++;
    });
    // lookups: the start over every game and over a third of them, then down the most played line
    const lookups = [];
    const each = (key, keep) => {
      const reps = 20;
      const t0 = cpu();
      let answer;
      for (let i = 0; i < reps; i++) answer = index.lookup(key, keep);
      lookups.push((cpu() - t0) / reps);
      return answer;
    };
    const pos = app.startingPosition(new Map());
    const keep = new Uint8Array(n).map((_, i) => (i % 3 === 0 ? 1 : 0));
    const startAll = each(explorerKey(pos));
    each(explorerKey(pos), keep);
    let answer = startAll;
    for (let ply = 0; ply < 12 && answer.moves.length > 0; ply++) {
      pos.play(answer.moves[0].uci);
      answer = each(explorerKey(pos));
    }
    rows.push({
      n,
      what,
      mb: bytes.length / 2 ** 20,
      list: list.ms,
      second: second.ms,
      onePass: onePass.ms,
      listed,
      old: old.ms,
      games: index.size,
      positions: index.positions,
      start: startAll.games,
      lookups,
      bad,
    });
  }
  await server.close();
  const f = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log("CPU time (user + sys) in one Node process; the worker runs the same code in Chromium's V8.\n");
  console.log(
    '| file | games | MB | list read | check + explorer index | one pass: rows + check + index (over the two) | old check pass (ratio) | positions | lookup median | lookup max |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const sorted = [...r.lookups].sort((a, b) => a - b);
    console.log(
      `| ${r.what} | ${r.n.toLocaleString('en')} | ${r.mb.toFixed(1)} | ${f(r.list)} | ${f(r.second)} | ${f(r.onePass)} (${(r.onePass / (r.list + r.second)).toFixed(2)}×, ${r.listed.toLocaleString('en')} rows) | ${f(r.old)} (${(r.old / r.second).toFixed(2)}×) | ${r.positions.toLocaleString('en')} | ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms | ${sorted.at(-1).toFixed(2)} ms |`,
    );
  }
  console.log(
    `\nlookups per size: ${rows[0].lookups.length} (start over all games ${rows.at(-1).start.toLocaleString('en')}, start over a third, 12 plies down the most played line), each the mean of 20.`,
  );
}
