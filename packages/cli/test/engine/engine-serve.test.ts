/**
 * `xn engine serve` (a smoke test: the real binary and a real engine, skipped, saying why, without Stockfish):
 * a WebSocket client gets the engine's lines, a page of another origin is refused, the engine started to see
 * that it starts is the first connection's (one start, not two), and SIGINT stops the server with exit 0 and no
 * engine left running.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import path from 'node:path';
import { alive, childrenOf } from '../../../../tests/process.js';
import { tempDir } from '../temp-dir.js';
import { XN } from '../xn.js';

const STOCKFISH = '/usr/games/stockfish';
const present = fs.existsSync(STOCKFISH);
if (!present)
  console.warn(`[engine serve] SKIPPED: ${STOCKFISH} is not installed (apt-get install stockfish)`);

/** Lines a socket receives until one matches `last`. */
function linesUntil(socket: WebSocket, last: RegExp): Promise<string[]> {
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      lines.push(String(data));
      if (last.test(String(data))) resolve(lines);
    });
    socket.on('error', reject);
  });
}

describe.skipIf(!present || !fs.existsSync('/proc'))('xn engine serve', () => {
  it('relays lines, refuses other origins, starts the engine once, stops on SIGINT with no engine left', async () => {
    // Stockfish behind a shell that notes each start
    const starts = path.join(tempDir('xn-serve-'), 'starts');
    const engine = `/bin/sh -c "echo >> ${starts}; exec ${STOCKFISH}"`;
    const server = spawn(process.execPath, [XN, 'engine', 'serve', '--engine', engine, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    server.stdout.on('data', (d) => void (out += d));
    const url = await new Promise<string>((resolve, reject) => {
      server.stdout.on('data', () => {
        const m = /ws:\/\/127\.0\.0\.1:\d+\//.exec(out);
        if (m) resolve(m[0]);
      });
      server.once('exit', () => reject(new Error(`exited: ${out}`)));
    });
    const socket = new WebSocket(url);
    await new Promise((resolve) => socket.once('open', resolve));
    const answer = linesUntil(socket, /^bestmove /);
    socket.send('uci');
    socket.send('isready\nposition startpos moves e2e4\ngo nodes 500');
    const lines = await answer;
    expect(lines).toContain('uciok');
    expect(lines).toContain('readyok');
    expect(lines.at(-1)).toMatch(/^bestmove [a-h][1-8][a-h][1-8]/);
    const engines = childrenOf(server.pid!);
    expect(engines.length).toBe(1);

    const refused = new WebSocket(url, { origin: 'https://example.org' });
    await expect(new Promise((_, reject) => refused.once('error', reject))).rejects.toThrow(/401/);

    server.kill('SIGINT');
    const status = await new Promise((resolve) => server.once('exit', resolve));
    expect(status).toBe(0);
    expect(out).toMatch(/Stopped \(SIGINT\)\n$/);
    expect(engines.filter(alive)).toEqual([]);
    expect(fs.readFileSync(starts, 'utf8')).toBe('\n');
  });
});
