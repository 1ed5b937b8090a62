/**
 * `@x/engine/node`: engines as child processes. `spawnEngine` starts a program and shakes hands over its
 * protocol; its process is killed when the engine is closed, when the handshake fails, and when this Node
 * process exits, so no engine outlives its `Engine`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { Engine, EngineSettings } from './engine.js';
import { EngineError } from './errors.js';
import { startEngine } from './start.js';
import { LineSplitter, type LineSink, type LineTransport } from './transport.js';
import type { Protocol } from './types.js';

/** Children still running, killed when this process exits. */
const live = new Set<ChildProcess>();
let hooked = false;

function killAll(): void {
  for (const child of live) child.kill('SIGKILL');
}

function track(child: ChildProcess): void {
  if (!hooked) {
    hooked = true;
    process.once('exit', killAll);
  }
  live.add(child);
  child.once('exit', () => live.delete(child));
}

/** A running program's standard input and output as a line stream (its standard error is ignored). */
export function processTransport(command: string, args: readonly string[] = []): LineTransport {
  let child: ChildProcess | undefined;
  let exited: Promise<void> | undefined;
  let sink: LineSink | undefined;
  return {
    open(s) {
      sink = s;
      const c = spawn(command, [...args], { stdio: ['pipe', 'pipe', 'ignore'], windowsHide: true });
      child = c;
      track(c);
      exited = new Promise((resolve) => c.once('close', () => resolve()));
      const splitter = new LineSplitter((line) => sink?.line(line));
      c.stdout?.setEncoding('utf8');
      c.stdout?.on('data', (chunk: string) => splitter.push(chunk));
      c.stdin?.on('error', () => undefined); // EPIPE after the engine died: reported by 'close'
      c.once('error', (error) => sink?.end(`${command} could not start: ${error.message}`));
      c.once('close', (code, signal) => {
        splitter.finish();
        sink?.end(signal ? `killed by ${signal}` : `exited with code ${code}`);
      });
    },
    write(line) {
      if (child?.stdin?.writable) child.stdin.write(`${line}\n`);
    },
    async close(graceMs = 1000) {
      const c = child;
      if (c === undefined || exited === undefined) return;
      if (c.exitCode === null && c.signalCode === null) {
        c.stdin?.end();
        const timer = setTimeout(() => c.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      } else await exited;
    },
  };
}

/** How to start an engine program. */
export interface SpawnOptions extends EngineSettings {
  /** Its protocol; by default guessed from its arguments (`-xboard`, `-usi`, `-ucci`), else UCI. */
  readonly protocol?: Protocol;
}

/** The protocol an engine's arguments ask for: `-xboard`/`xboard`, `-usi`, `-ucci`, else UCI. */
export function guessProtocol(args: readonly string[]): Protocol {
  for (const a of args) {
    const w = a.replace(/^-+/, '').toLowerCase();
    if (w === 'xboard' || w === 'cecp') return 'xboard';
    if (w === 'usi' || w === 'ucci') return w;
  }
  return 'uci';
}

/**
 * Starts `command` with `args` and shakes hands with it. A program that cannot start is a `spawn` error; one
 * that does not answer is a `timeout`; either way nothing is left running.
 */
export async function spawnEngine(
  command: string,
  args: readonly string[] = [],
  options: SpawnOptions = {},
): Promise<Engine> {
  const transport = processTransport(command, args);
  try {
    return await startEngine(transport, options.protocol ?? guessProtocol(args), options);
  } catch (error) {
    await transport.close(0);
    if (error instanceof EngineError && error.code === 'exited' && /could not start/.test(error.message))
      throw new EngineError('spawn', error.message, undefined, { cause: error });
    throw error;
  }
}

/**
 * Loads a variants.ini section into a Fairy-Stockfish engine (`VariantPath`) from a temporary file, then selects
 * its variant. The file is removed when the engine no longer needs it (after loading).
 */
export async function loadVariantFile(
  engine: Engine,
  name: string,
  text: string,
  signal?: AbortSignal,
): Promise<void> {
  const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = await mkdtemp(join(tmpdir(), 'x-engine-'));
  const file = join(dir, 'variants.ini');
  try {
    await writeFile(file, text);
    const option = [...engine.options.keys()].find((k) => k.toLowerCase() === 'variantpath');
    if (option === undefined)
      throw new EngineError(
        'unsupported-variant',
        `${engine.name ?? 'the engine'} loads no variants.ini (no VariantPath option)`,
      );
    await engine.setOption(option, file, signal);
    await engine.setVariant(name, signal);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
