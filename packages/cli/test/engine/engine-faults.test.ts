/**
 * The fault matrix of `xn analyse`, `xn match` and `xn engine serve` with the fake engine
 * (`@x/engine`'s test/fixtures/fake-engine.mjs; run in-process by `xn()`, test/fake-engines.mjs): what an engine
 * writes reaches the terminal and the PGN escaped, an engine with no move where there is one is an error, bad
 * options and a port in use are plain usage and input errors; and (smoke tests of real processes) an engine that
 * crashes and cannot start again (its later games lost), and SIGINT, SIGTERM and SIGHUP stopping the engines' process groups, keeping
 * every finished game and exiting 130, 143 and 129 (`xn analyse -o` on Stockfish, skipped without it). Each checks
 * that no engine is left: no fake open, no engine process running.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parsePgn } from '@x/san';
import { describe, expect, it } from 'vitest';
import { alive, descendantsOf } from '../../../../tests/process.js';
import { fixture, tempDir } from '../temp-dir.js';
import { FAKE_ENGINE as FAKE } from '../fake-engines.mjs';
import { hasStackTrace, type Run, XN, xn } from '../xn.js';
import { summariseAnalysed } from './verify-pgn.js';

const GAME = fixture('engine-game.pgn');
const STOCKFISH = '/usr/games/stockfish';
const linux = fs.existsSync('/proc/self/stat');

let runs = 0;

/** A fake engine's command line in `mode`, with a word of its own to find its processes by. */
function fakeEngine(mode: string): { command: string; marker: string } {
  const marker = `xn-fault-${process.pid}-${++runs}`;
  return { command: `${process.execPath} ${FAKE} ${mode} ${marker}`, marker };
}

/** Expects a run of in-process fakes to have started at least one and left none open. */
function expectNoneLeft(r: Run): void {
  expect(r.engines?.started).toBeGreaterThan(0);
  expect(r.engines?.left).toBe(0);
}

/** The running processes whose command line holds `marker` (Linux /proc). */
function running(marker: string): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out.filter(alive);
}

/**
 * The lines of a wrapper program (an ES module whose `fake` and `marker` are set) that go on as the fake engine in
 * `mode`, in the wrapper's own process (one Node start, not two): the wrapper's command line holds the marker.
 */
function runFakeHere(mode: string): string[] {
  return [
    "import { pathToFileURL } from 'node:url';",
    `process.argv = [process.argv[0], fake, '${mode}', marker];`,
    'await import(pathToFileURL(fake).href);',
  ];
}

/** Control bytes, ESC sequences and bidi overrides: what must never reach a terminal or a PGN file raw. */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe.skipIf(!linux)('xn analyse and xn match: what an engine writes', () => {
  it('control bytes in id name and bestmove: escaped in the lines, the table, the errors and the PGN', () => {
    const pgn = path.join(tempDir('xn-faults-'), 'match.pgn');
    const evilName = fakeEngine('evil-name');
    const evilMove = fakeEngine('evil-move');
    const args = ['match', '--engine', evilName.command, '--engine', evilMove.command, '--games', '2'];
    const r = xn([...args, '--pgn', pgn]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Finished game 1 \(Evil␛\[31mRed␛\]0;title␇␛\[2J\\u\{202e\}Reversed vs Fake\)/);
    expect(r.stdout).toContain('best move ␛[31mzz99␇ is not legal');
    expect(r.stdout).toMatch(/^Evil␛\[31mRed.* {2}2 {5}2 /m);
    const text = fs.readFileSync(pgn, 'utf8');
    expect(parsePgn(text)).toHaveLength(2);
    for (const out of [r.stdout, r.stderr, text]) expect(out).not.toMatch(UNSAFE);
    expectNoneLeft(r);

    const analysed = xn(['analyse', '--engine', evilMove.command, GAME]);
    expect(analysed.status).toBe(1);
    expect(analysed.stderr).toContain('best move ␛[31mzz99␇ is not legal');
    expect(analysed.stderr).not.toMatch(UNSAFE);
    expectNoneLeft(analysed);
  });

  it('bestmove (none) where there are moves: an error at its game and ply, exit 1, nothing written', () => {
    const none = fakeEngine('none');
    const r = xn(['analyse', '--engine', none.command, GAME]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^xn: .*engine-game\.pgn: game 1: node: no move \(bestmove \(none\) or 0000\) at the start/,
    );
    expectNoneLeft(r);
  });

  it('an engine that crashes and then cannot start again: it loses its later games, the match goes on', () => {
    const dir = tempDir('xn-faults-');
    const once = path.join(dir, 'once.mjs');
    // the fake in `crash` mode (it dies at its first `go`) the first time, a program that exits at once after
    fs.writeFileSync(
      once,
      [
        "import fs from 'node:fs';",
        'const [fake, state, marker] = process.argv.slice(2);',
        'if (fs.existsSync(state)) process.exit(5);',
        "fs.writeFileSync(state, '');",
        ...runFakeHere('crash'),
      ].join('\n'),
    );
    const good = fakeEngine('good');
    const marker = `xn-fault-${process.pid}-${++runs}`;
    const crashing = `${process.execPath} ${once} ${FAKE} ${path.join(dir, 'started')} ${marker}`;
    const r = xn(['match', '--engine', good.command, '--engine', crashing, '--games', '4']);
    expect(r.stdout).toMatch(/^Finished game 1 \(Fake vs Fake \(2\)\): 1-0 \{Black loses: Fake \(2\): /m);
    for (const game of [2, 3, 4])
      expect(r.stdout).toMatch(
        new RegExp(
          `^Finished game ${game} .* loses: Fake \\(2\\): cannot be started: .*exited with code 5\\)\\}$`,
          'm',
        ),
      );
    expect(r.stdout).toMatch(/^Fake \(2\) +4 +0 +0 +4 +0\.0%$/m);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expectNoneLeft(r);
    expect(running(marker)).toEqual([]);
  });

  it('a round-robin of four engines on two workers runs two engines a worker, not four', () => {
    const engines = [1, 2, 3, 4].flatMap((i) => ['--engine', `${fakeEngine('good').command} name=E${i}`]);
    const args = ['match', '--tournament', 'round-robin', ...engines];
    const r = xn([...args, '--games', '1', '--max-plies', '1', '--concurrency', '2']);
    expect(r.status).toBe(0);
    expect(r.stdout.match(/^Finished game /gm)?.length).toBe(6);
    // each engine started when a game needs it: at most two a worker
    expect(r.engines?.peak).toBeLessThanOrEqual(4);
    expectNoneLeft(r);
  });

  it('an option the engine declares, given a value of the wrong kind: a usage error naming it', () => {
    const good = fakeEngine('good');
    const r = xn(['analyse', '--engine', good.command, '--option', 'Hash=abc', GAME]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      "xn: --option Hash takes a whole number from 1 to 1024 (got 'abc')\nRun 'xn analyse --help'.\n",
    );
    expectNoneLeft(r);
  });

  it('xn engine serve on a port in use: one line, no stack trace', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    const good = fakeEngine('good');
    try {
      const r = xn(['engine', 'serve', '--engine', good.command, '--port', String(port)]);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`xn: port ${port} is in use: give another with --port (0 picks a free one)\n`);
      expect(hasStackTrace(r.stderr)).toBe(false);
      expectNoneLeft(r);
    } finally {
      taken.close();
    }
  });
});

/**
 * The real `xn` started with `args`; resolves once `ready(stdout, pid)` holds (`pid` xn's), with how to signal
 * and await it.
 */
async function started(args: readonly string[], ready: (stdout: string, pid: number) => boolean) {
  const child: ChildProcess = spawn(process.execPath, [XN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => void (stdout += d));
  child.stderr?.on('data', (d) => void (stderr += d));
  const exited = new Promise<{ status: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (status, signal) => resolve({ status, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const look = setInterval(() => {
      if (ready(stdout, child.pid!)) {
        clearInterval(look);
        resolve();
      }
    }, 20);
    void exited.then(() => {
      clearInterval(look);
      reject(new Error(`xn exited before it was ready: ${stdout}${stderr}`));
    });
  });
  /** Sends `signal` to `xn` alone (not its group) and waits for it to end; the processes it had below it. */
  const stop = async (signal: NodeJS.Signals) => {
    const below = descendantsOf(child.pid!);
    child.kill(signal);
    const end = await exited;
    return { ...end, stdout, stderr, below };
  };
  return { stop };
}

/** A long match of one-ply games (each then drawn by adjudication): games end fast on engines that stay up. */
const matchArgs = (a: string, b: string) =>
  ['match', '--engine', a, '--engine', b, '--games', '100000', '--max-plies', '1'] as const;

const finishedGames = (stdout: string) => stdout.match(/^Finished game /gm)?.length ?? 0;

describe.skipIf(!linux)('xn analyse and xn match stopped by a signal', () => {
  it('SIGINT after finished games: exit 130, the table, the PGN holds exactly those games, no engine left', async () => {
    const pgn = path.join(tempDir('xn-signal-'), 'match.pgn');
    const [a, b] = [fakeEngine('good'), fakeEngine('good')];
    const run = await started(
      [...matchArgs(a.command, b.command), '--concurrency', '2', '--pgn', pgn],
      (stdout) => finishedGames(stdout) >= 2,
    );
    const r = await run.stop('SIGINT');
    expect([r.status, r.signal]).toEqual([130, null]);
    expect(r.stdout).toMatch(/\nElo difference: [^\n]*\n$/);
    const games = parsePgn(fs.readFileSync(pgn, 'utf8'));
    expect(games.length).toBe(finishedGames(r.stdout));
    expect(games.length).toBeGreaterThanOrEqual(2);
    for (const game of games) expect(game.headers.get('Termination')).toBe('adjudication');
    expect(r.below.length).toBeGreaterThanOrEqual(2);
    expect(r.below.filter(alive)).toEqual([]);
  });

  it('SIGHUP during a match: exit 129, no engine left', async () => {
    const [a, b] = [fakeEngine('good'), fakeEngine('good')];
    const run = await started(matchArgs(a.command, b.command), (stdout) => finishedGames(stdout) >= 1);
    const r = await run.stop('SIGHUP');
    expect([r.status, r.signal]).toEqual([129, null]);
    expect(r.below.filter(alive)).toEqual([]);
  });

  it.skipIf(!fs.existsSync(STOCKFISH))(
    'SIGINT to xn analyse -o after k games: exit 130, the file holds k complete games, no engine left',
    async () => {
      const out = path.join(tempDir('xn-signal-'), 'analysed.pgn');
      const inputs = Array.from({ length: 200 }, () => GAME);
      const run = await started(
        ['analyse', '--engine', STOCKFISH, '--nodes', '1', '-q', ...inputs, '-o', out],
        () => fs.existsSync(out) && fs.statSync(out).size > 0,
      );
      const r = await run.stop('SIGINT');
      expect([r.status, r.signal, r.stderr]).toEqual([130, null, '']);
      const summary = summariseAnalysed(fs.readFileSync(out, 'utf8'));
      expect(summary.games).toBeGreaterThanOrEqual(1);
      expect(summary.games).toBeLessThan(200);
      expect(summary).toMatchObject({ moves: 14 * summary.games, withoutEval: 0 });
      expect(r.below.filter(alive)).toEqual([]);
    },
  );

  it('SIGINT during the last search of a game: the game is dropped, not written with a move unevaluated', async () => {
    const dir = tempDir('xn-signal-');
    const game = path.join(dir, 'one.pgn');
    fs.writeFileSync(game, '[Event "?"]\n\n1. e4 *\n');
    const out = path.join(dir, 'analysed.pgn');
    const hung = path.join(dir, 'hung');
    // the start answered with e2e4 and a score; the search after 1. e4 answered, once stopped, with e7e5 alone
    const cut = fakeEngine('cut');
    Object.assign(process.env, { FAKE_MOVE: 'e7e5', FAKE_HUNG_FILE: hung });
    try {
      const run = await started(['analyse', '--engine', cut.command, game, '-o', out], () =>
        fs.existsSync(hung),
      );
      const r = await run.stop('SIGINT');
      expect([r.status, r.signal, r.stderr]).toEqual([130, null, '']);
      expect(fs.readFileSync(out, 'utf8')).toBe('');
      expect(r.below.filter(alive)).toEqual([]);
    } finally {
      delete process.env.FAKE_MOVE;
      delete process.env.FAKE_HUNG_FILE;
    }
  });

  it('SIGTERM while an engine (behind a launcher with a child of its own) searches: exit 143, nothing left', async () => {
    const out = path.join(tempDir('xn-signal-'), 'analysed.pgn');
    const { marker } = fakeEngine('hang');
    const launcher = `/bin/sh -c 'sleep 300 & exec "$0" "$1" hang ${marker}' ${process.execPath} ${FAKE}`;
    const run = await started(['analyse', '--engine', launcher, GAME, '-o', out], (_, pid) =>
      running(marker).some((p) => p !== pid),
    );
    // the handshake done: the search under way
    await new Promise((resolve) => setTimeout(resolve, 300));
    const r = await run.stop('SIGTERM');
    expect([r.status, r.signal]).toEqual([143, null]);
    expect(r.below.length).toBeGreaterThanOrEqual(2);
    expect(r.below.filter(alive)).toEqual([]);
    expect(fs.readFileSync(out, 'utf8')).toBe('');
  });
});
