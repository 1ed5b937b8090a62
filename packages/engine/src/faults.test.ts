/**
 * The fault matrix: a fake engine (test/fixtures/fake-engine-modes.mjs) plays each fault; each gives its typed
 * `EngineError` within its timeout. The faults of a process (no answer, a crash, a program that is not there) run
 * the fake as a program and check that no engine process is left; the protocol's faults run it in this process
 * (test/faulty-engine.ts), their timeouts reached with fake timers.
 */
import { fileURLToPath } from 'node:url';
import { type BasePosition, Position } from '@x/core';
import { variants } from '@x/core/variant';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alive, aliveAfter, descendantsOf } from '../../../tests/process.js';
import { EngineError } from './errors.js';
import { processTransport, spawnEngine } from './node.js';
import type { EngineSettings } from './engine.js';
import { startEngine } from './start.js';
import type { LineTransport } from './transport.js';
import { faultyEngine } from '../test/faulty-engine.js';
import { scriptedEngine } from '../test/scripted-engine.js';

const FAKE = fileURLToPath(new URL('../test/fixtures/fake-engine.mjs', import.meta.url));
const start = () => Position.fromFen(variants.chess.startFen);

/** Starts the fake in `mode` (or the command line given) and records its pid (the transport's child). */
async function fake(
  mode: string,
  settings: Parameters<typeof spawnEngine>[2] = {},
  [command, ...args]: readonly string[] = [process.execPath, FAKE, mode],
) {
  const pids: number[] = [];
  const before = new Set(await childPids());
  const run = spawnEngine(command!, args, { protocol: 'uci', ...settings });
  const result = await run.then(
    (engine) => ({ engine, error: undefined }),
    (error: unknown) => ({ engine: undefined, error }),
  );
  for (const pid of await childPids()) if (!before.has(pid)) pids.push(pid);
  return { ...result, pids };
}

/** This process's children's pids (from /proc; empty elsewhere). */
async function childPids(): Promise<number[]> {
  const fs = await import('node:fs/promises');
  try {
    const text = await fs.readFile(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8');
    return text.split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** A UCI engine in this process (test/scripted-engine.ts); `answer` writes its lines after a turn of the loop. */
function scripted(): { transport: LineTransport; answer: (...lines: string[]) => Promise<void> } {
  const { transport, push } = scriptedEngine();
  const answer = async (...lines: string[]) => {
    await new Promise((resolve) => setImmediate(resolve));
    push(...lines);
  };
  return { transport, answer };
}

describe('faults of a process (the fake engine spawned)', () => {
  it('no uciok: a timeout, and the process is gone', async () => {
    const { error, pids } = await fake('no-uciok', { handshakeTimeoutMs: 300 });
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('timeout');
    expect(pids.filter(alive)).toEqual([]);
  });

  it('a crash mid-search: exited, never a hang', async () => {
    const { engine, pids } = await fake('crash');
    const search = engine?.play(start(), { nodes: 100 });
    await expect(search).rejects.toMatchObject({ code: 'exited' });
    expect(engine?.ended).toMatch(/code 3/);
    await engine?.quit();
    expect(pids.filter(alive)).toEqual([]);
  });

  it('a program that does not exist: spawn, saying so plainly', async () => {
    await expect(spawnEngine('/nonexistent/engine')).rejects.toMatchObject({
      code: 'spawn',
      message: 'cannot start /nonexistent/engine: no such file',
    });
  });

  // a launcher whose `sleep &` holds the output pipe; one that runs the engine without `exec`, which ignores quit
  it.each([
    ['a grandchild on the pipe', 'sleep 300 & exec "$0" "$1" good'],
    ['quit ignored behind a shell', '"$0" "$1" ignore-quit; echo after >&2'],
  ])('%s: quit ends the whole group at once', async (_, script) => {
    const { engine, pids } = await fake('good', {}, ['/bin/sh', '-c', script, process.execPath, FAKE]);
    expect(engine?.name).toBe('Fake');
    const group = [...pids, ...pids.flatMap(descendantsOf)];
    expect(group.length).toBeGreaterThanOrEqual(2);
    const quit = await Promise.race([
      engine?.quit().then(() => 'quit'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5000).unref()),
    ]);
    expect(quit).toBe('quit');
    expect(await aliveAfter(group)).toEqual([]);
  });

  it('a multipv flood (20,000 ranks and rank 999999999999, one line asked): one line kept', async () => {
    process.env.FAKE_FLOOD = '20000';
    const { engine, pids } = await fake('multipv-flood').finally(() => delete process.env.FAKE_FLOOD);
    const analysis = engine!.analyse(start(), { depth: 1 });
    let read = 0;
    for await (const _ of analysis) read++;
    const result = await analysis.result;
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ multipv: 1, score: { cp: 1 } });
    expect(read).toBe(1);
    await engine?.quit();
    expect(pids.filter(alive)).toEqual([]);
  });

  it('startEngine on a transport that closes at once: exited', async () => {
    const transport = processTransport(process.execPath, ['-e', 'process.exit(0)']);
    await expect(startEngine(transport, 'uci')).rejects.toMatchObject({ code: 'exited' });
  });

  it('the caller changes its position during a search: the moves are checked on the one sent', async () => {
    const { transport, answer } = scripted();
    const engine = await startEngine(transport, 'uci');
    const position: BasePosition = Position.fromFen(variants.chess.startFen);
    const first = engine.play(position, { nodes: 1 });
    position.play('e2e4');
    await answer('info depth 1 score cp 20 pv d2d4 d7d5', 'bestmove d2d4 ponder d7d5');
    const result = await first;
    expect(result.move).toMatchObject({ from: 'd2', to: 'd4' });
    position.play('e7e5');
    expect(result.ponder).toMatchObject({ from: 'd7', to: 'd5' });
    expect(result.lines[0]?.pv?.map((m) => m.to)).toEqual(['d4', 'd5']);
    // a move of the changed position, not of the one sent (White to move there)
    const second = engine.play(position, { nodes: 1 });
    position.undo();
    await answer('bestmove g8f6');
    await expect(second).rejects.toMatchObject({
      code: 'illegal-move',
      offset: 9,
      engineLine: 'bestmove g8f6',
    });
    // unchanged, the caller's own position is used and left as it was
    const fen = position.toFen();
    const third = engine.play(position, { nodes: 1 });
    await answer('bestmove g8f6 ponder d2d4');
    expect((await third).move).toMatchObject({ from: 'g8', to: 'f6' });
    expect(position.toFen()).toBe(fen);
    await engine.quit();
  });
});

/** The fake in `mode` in this process (test/faulty-engine.ts), started as a UCI engine. */
async function inProcess(mode: string, settings: EngineSettings = {}) {
  const fake = faultyEngine(mode);
  const engine = await startEngine(fake.transport, 'uci', settings);
  return { engine, ended: fake.ended };
}

describe('faults of the protocol (the fake in this process)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('slow isready: a timeout, and the engine is ended', async () => {
    const fake = faultyEngine('slow-ready');
    const error = await startEngine(fake.transport, 'uci', { readyTimeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'timeout', message: expect.stringMatching(/readyok/) });
    expect(fake.ended()).toBeDefined();
  });

  it('an illegal best move: located, quoting the line', async () => {
    const { engine } = await inProcess('illegal');
    const error = await engine.play(start(), { nodes: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'illegal-move',
      engineLine: 'bestmove e2e5',
      offset: 9,
      length: 4,
      column: 10,
    });
    await engine.quit();
  });

  it('garbage, CRLF and stray whitespace are read', async () => {
    const { engine } = await inProcess('garbage');
    const result = await engine.play(start(), { nodes: 1 });
    expect(result.move).toMatchObject({ from: 'e2', to: 'e4' });
    expect(result.ponder).toMatchObject({ from: 'e7', to: 'e5' });
    expect(result).toMatchObject({ ponder: { to: 'e5' } }); // read again, and enumerable
    expect(result.lines[0]).toMatchObject({
      depth: 1,
      score: { cp: 30, bound: 'lower' },
      wdl: { win: 50, draw: 900, loss: 50 },
    });
    await engine.quit();
  });

  it('a search that never ends: a timeout, then the engine is stopped, then ended', async () => {
    const { engine, ended } = await inProcess('hang');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const search = expect(engine.play(start(), { nodes: 1 }, { timeoutMs: 300 })).rejects.toMatchObject({
      code: 'timeout',
    });
    // the search's 300 ms, then the 2 s it is given to answer `stop`
    await vi.advanceTimersByTimeAsync(300);
    expect(ended()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    await search;
    expect(ended()).toBe('closed');
  });

  it('an abort signal ends a search with aborted', async () => {
    const { engine, ended } = await inProcess('hang');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const controller = new AbortController();
    const search = expect(
      engine.play(start(), { nodes: 1 }, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'aborted' });
    controller.abort();
    await vi.advanceTimersByTimeAsync(2000);
    await search;
    expect(ended()).toBe('closed');
  });

  it('a stop asked while the search is set up (its MultiPV, its isready) still ends it', async () => {
    const { engine } = await inProcess('infinite');
    const analysis = engine.analyse(start(), {}, { multiPv: 3, timeoutMs: 5000 });
    analysis.stop();
    await expect(analysis.result).resolves.toMatchObject({ move: expect.anything() });
    await engine.quit();
  });

  it('a flood of info lines: the iterator keeps at most its cap, the result has every line', async () => {
    const { engine } = await inProcess('flood');
    const analysis = engine.analyse(start(), { depth: 30 }, { multiPv: 500 });
    const result = await analysis.result;
    let kept = 0;
    for await (const _ of analysis) kept++;
    expect(kept).toBeLessThanOrEqual(1024);
    expect(result.lines).toHaveLength(500);
    await engine.quit();
  });

  it('options are checked before they are sent', async () => {
    const { engine } = await inProcess('good');
    await expect(engine.setOption('Hash', 5000)).rejects.toMatchObject({ code: 'bad-option' });
    await expect(engine.setOption('NoSuch', 1)).rejects.toMatchObject({ code: 'bad-option' });
    await engine.setOption('hash', 32);
    await engine.quit();
    await expect(engine.play(start(), { nodes: 1 })).rejects.toMatchObject({ code: 'state' });
  });

  it('an engine that declares options without end: a protocol error at the thousand-and-first, not a growing map', async () => {
    const flood = Array.from({ length: 1001 }, (_, i) => `option name Opt${i} type check default false`);
    const { transport } = scriptedEngine(flood);
    await expect(startEngine(transport, 'uci')).rejects.toMatchObject({
      code: 'protocol',
      message: 'the engine declares more than 1000 options',
    });
    // a thousand, and the same name again, are taken
    const { transport: many } = scriptedEngine([...flood.slice(0, 1000), flood[0]!]);
    const engine = await startEngine(many, 'uci');
    expect(engine.options.size).toBe(1000);
    await engine.quit();
  });
});
