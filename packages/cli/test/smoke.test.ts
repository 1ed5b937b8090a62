/**
 * Smoke tests of the real binary (a child process each), for what only a process has: start-up, the exit status,
 * stdin from a pipe (gzip), a named pipe, worker threads loaded from `dist/` (`--jobs`). Every other test calls `run`
 * in-process (test/xn.ts); `pgn-check.test.ts` also spawns a closed pipe (`| head`) and a terminal.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { run } from '../src/main.js';
import { fixture } from './temp-dir.js';
import { XN, xn, xnProcess } from './xn.js';

const games = fixture('games.pgn');
const broken = fixture('broken.pgn');

describe('the xn binary', () => {
  it('starts, prints its version and exits 0', () => {
    const r = xnProcess(['--version']);
    expect(r).toEqual({
      status: 0,
      stdout: `${JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`,
      stderr: '',
    });
  });

  it('reads gzip from stdin and exits with the status of a bad game, as in-process', () => {
    const r = xnProcess(['pgn', 'check', '-'], fs.readFileSync(`${broken}`));
    expect(r.status).toBe(1);
    expect(r).toEqual(xn(['pgn', 'check', '-'], fs.readFileSync(broken)));
    const gz = xnProcess(['pgn', 'check', '-'], fs.readFileSync(`${games}.gz`));
    expect(gz.status).toBe(0);
    expect(gz).toEqual(xn(['pgn', 'check', '-'], fs.readFileSync(games)));
  });

  it.skipIf(!fs.existsSync('/bin/bash'))('reads a named pipe (`<(cat …)`) as a stream, gzip too', () => {
    const viaPipe = (file: string) => {
      const r = spawnSync('/bin/bash', ['-c', `"${process.execPath}" "${XN}" pgn check <(cat "${file}")`], {
        encoding: 'utf8',
      });
      return { status: r.status, stdout: r.stdout, stderr: r.stderr };
    };
    expect(viaPipe(`${games}.gz`)).toEqual(xn(['pgn', 'check', '-'], fs.readFileSync(games)));
    const bad = viaPipe(broken);
    expect(bad.status).toBe(1);
    expect(bad.stdout + bad.stderr).toMatch(/^\/dev\/fd\/\d+:3:13: error\[illegal-move\]/m);
  });

  it('checks on worker threads (--jobs 2): the same as one thread', () => {
    const r = xnProcess(['pgn', 'check', '--jobs', '2', broken, games], undefined, { XN_RANGE_BYTES: '1' });
    expect(r.status).toBe(1);
    expect(r).toEqual(xn(['pgn', 'check', '--jobs', '1', broken, games]));
  });
});

describe('run(argv, io)', () => {
  it('a stdout whose reader has gone (EPIPE): the command stops, run resolves quietly to its status', async () => {
    let writes = 0;
    const stdout = new Writable({
      write(_chunk, _encoding, done) {
        writes++;
        done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const stderr = new PassThrough();
    const many = '[White "A"]\n\n1. e4 e5 2. Ke3 *\n\n'.repeat(20_000);
    const status = await run(['pgn', 'check', '--jobs', '1', '-'], {
      stdin: passThroughOf(many),
      stdout,
      stderr,
      env: {},
    });
    expect(status).toBe(1);
    expect(writes).toBe(1);
    expect(stderr.read()).toBeNull();
  });
});

function passThroughOf(text: string): PassThrough {
  const stream = new PassThrough();
  stream.end(text);
  return stream;
}
