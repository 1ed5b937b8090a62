/**
 * `pnpm bench match`: the overhead of `xn match` per move against no runner at all. Side by side in one run:
 *
 * 1. `xn match` (the built binary, a whole process), Stockfish against Stockfish, 20 games at `--nodes 1`, its PGN
 *    written: wall time over the plies played (start-up, handshakes and the PGN included);
 * 2. a bare pipe loop: two Stockfish processes driven by hand over the same games — for each ply of each game of that
 *    PGN, `position startpos moves …` and `go nodes 1` to the engine on move, its `bestmove` awaited, nothing read,
 *    checked or written — wall time over the same plies, start-up included.
 *
 * Prints ms per move of each and the ratio (issue #92's targets: ≤ 0.7 ms per move, ≤ 1.5× the pipe). With
 * `MATCH_TC=10+0.1` (or any `--tc`) it then plays 20 games at that control, concurrency 2, and counts time losses.
 * The machine may be shared: the numbers are one run's, under whatever load there was.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHILD_ENV } from '../cli-run.js';
import { Pipe } from './engine.js';

const STOCKFISH = '/usr/games/stockfish';
const XN = fileURLToPath(new URL('../../../packages/cli/dist/xn.cjs', import.meta.url));
const GAMES = 20;

/** Runs `xn` with `args`; resolves to the wall seconds, throws on a failure. */
function xn(args: readonly string[]): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [XN, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: CHILD_ENV,
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0
        ? resolve((performance.now() - t0) / 1000)
        : reject(new Error(`xn ${args.join(' ')}: ${stderr}`)),
    );
  });
}

/** Each game of a PGN as its UCI moves (the `[%eval]`-free movetext read by `xn pgn convert --to uci`). */
async function uciGames(pgn: string, dir: string): Promise<string[][]> {
  const out = path.join(dir, 'games.uci');
  await xn(['pgn', 'convert', '--to', 'uci', '-q', '-o', out, pgn]);
  return fs
    .readFileSync(out, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('['))
    .map((line) =>
      line
        .trim()
        .split(/\s+/)
        .filter((t) => /^[a-h][1-8][a-h][1-8][qrbn]?$/.test(t)),
    );
}

/** The games played by hand on two Stockfish pipes; resolves to the wall seconds, start-up included. */
async function bareLoop(games: readonly string[][]): Promise<number> {
  const t0 = performance.now();
  const pipes = [new Pipe(STOCKFISH), new Pipe(STOCKFISH)];
  for (const pipe of pipes) {
    await pipe.ask('uci\n', 'uciok');
    await pipe.ask('isready\n', 'readyok');
  }
  for (const [g, moves] of games.entries()) {
    for (const pipe of pipes) await pipe.ask('ucinewgame\nisready\n', 'readyok');
    for (let ply = 0; ply < moves.length; ply++) {
      const pipe = pipes[(g + ply) % 2]!;
      const position =
        ply === 0 ? 'position startpos' : `position startpos moves ${moves.slice(0, ply).join(' ')}`;
      await pipe.ask(`${position}\ngo nodes 1\n`, 'bestmove');
    }
  }
  await Promise.all(pipes.map((pipe) => pipe.close()));
  return (performance.now() - t0) / 1000;
}

/** The Termination tags of a PGN, counted. */
function terminations(pgn: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of fs.readFileSync(pgn, 'utf8').matchAll(/^\[Termination "([^"]*)"\]/gm))
    counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  return counts;
}

export async function bench(): Promise<void> {
  if (!fs.existsSync(STOCKFISH)) {
    console.log(`(skipped: ${STOCKFISH} is not installed)`);
    return;
  }
  if (!fs.existsSync(XN)) throw new Error(`${XN} is missing: pnpm build first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-match-'));
  try {
    const pgn = path.join(dir, 'match.pgn');
    const common = ['match', '--engine', STOCKFISH, '--engine', STOCKFISH, '--games', `${GAMES}`];
    const matchSeconds = await xn([...common, '--nodes', '1', '--pgn', pgn]);
    const games = await uciGames(pgn, dir);
    const plies = games.reduce((n, g) => n + g.length, 0);
    const pipeSeconds = await bareLoop(games);
    const ms = (s: number) => ((s * 1000) / plies).toFixed(3);
    console.log(
      `\n${GAMES} games, ${plies} plies, Stockfish vs Stockfish at --nodes 1 (load ${os.loadavg()[0]!.toFixed(1)})`,
    );
    console.log('| runner | wall | ms per move |');
    console.log('| --- | ---: | ---: |');
    console.log(`| xn match (process, PGN written) | ${matchSeconds.toFixed(2)} s | ${ms(matchSeconds)} |`);
    console.log(`| bare pipe loop (same positions) | ${pipeSeconds.toFixed(2)} s | ${ms(pipeSeconds)} |`);
    console.log(
      `ratio xn match / pipe: ${(matchSeconds / pipeSeconds).toFixed(2)}× (targets: ≤ 0.7 ms per move, ≤ 1.5×)`,
    );
    const tc = process.env.MATCH_TC;
    if (tc !== undefined) {
      const timed = path.join(dir, 'tc.pgn');
      const seconds = await xn([...common, '--tc', tc, '--concurrency', '2', '--pgn', timed]);
      const counts = terminations(timed);
      console.log(
        `\n${GAMES} games at ${tc}, concurrency 2: ${seconds.toFixed(0)} s; time losses: ${counts.get('time forfeit') ?? 0}` +
          ` (Termination tags: ${[...counts].map(([k, v]) => `${k} ${v}`).join(', ')}; load ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
