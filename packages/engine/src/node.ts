/**
 * `@x/engine/node`: engines as child processes. `spawnEngine` starts a program and shakes hands over its
 * protocol; its process group is killed when the engine is closed, when the handshake fails, and when this Node
 * process exits, so no engine (nor what it started) outlives its `Engine`. The program leads a process group of
 * its own, and the group is what is ended: a launcher script's `sleep 300 &`, or the engine a script runs without
 * `exec`, is killed with it, so that nothing it started holds the output pipe open (which would keep the transport
 * from ever closing) or outlives it. Every end is bounded: the program's exit kills what is left of its group, and
 * a pipe still open a moment later is closed from this side.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BasePosition, Position, type VariantDefinition } from '@x/core';
import { declaredOption, type Engine, type EngineSettings } from './engine.js';
import { EngineError } from './errors.js';
import { startEngine } from './start.js';
import { LineSplitter, type LineSink, type LineTransport } from './transport.js';
import type { Protocol } from './types.js';
import { checkSameGame } from './same-game.js';
import { UciEngine } from './uci/client.js';
import { variantFor } from './variant-plan.js';

/** Whether programs get a process group of their own (POSIX; Windows has none to kill). */
const GROUPS = process.platform !== 'win32';

/** How long the output pipe may stay open after the program exited before it is closed here (ms). */
const PIPE_GRACE_MS = 500;

/** Children still running, killed when this process exits, with what to remove once each is gone. */
const live = new Map<ChildProcess, (() => void) | undefined>();
let hooked = false;

/** Kills `child` and every process of its group (SIGKILL); nothing happens for a group already gone. */
function killGroup(child: ChildProcess): void {
  const pid = child.pid;
  if (GROUPS && pid !== undefined)
    try {
      process.kill(-pid, 'SIGKILL');
      return;
    } catch {
      // the group is gone (or the child left it): the child alone below
    }
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

function killAll(): void {
  for (const [child, cleanup] of live) {
    killGroup(child);
    cleanup?.();
  }
}

function track(child: ChildProcess, cleanup: (() => void) | undefined): void {
  if (!hooked) {
    hooked = true;
    process.once('exit', killAll);
  }
  live.set(child, cleanup);
  child.once('close', () => live.delete(child));
}

/** Why a program could not start, in words (`no such file` for ENOENT). */
function startFailure(error: NodeJS.ErrnoException): string {
  if (error.code === 'ENOENT') return 'no such file';
  if (error.code === 'EACCES') return 'permission denied';
  return error.code ?? error.message;
}

/**
 * A running program's standard input and output as a line stream (its standard error is ignored), the program in
 * a process group of its own. `cleanup` runs once the program is gone (or this process exits first). A program
 * that cannot start ends the stream with `cannot start COMMAND: no such file` (`permission denied`, …).
 */
export function processTransport(
  command: string,
  args: readonly string[] = [],
  cleanup?: () => void,
): LineTransport {
  let child: ChildProcess | undefined;
  let exited: Promise<void> | undefined;
  let sink: LineSink | undefined;
  return {
    open(s) {
      sink = s;
      const c = spawn(command, [...args], {
        stdio: ['pipe', 'pipe', 'ignore'],
        windowsHide: true,
        detached: GROUPS,
      });
      child = c;
      track(c, cleanup);
      let pipeTimer: NodeJS.Timeout | undefined;
      exited = new Promise((resolve) =>
        c.once('close', () => {
          clearTimeout(pipeTimer);
          resolve();
        }),
      );
      if (cleanup !== undefined) c.once('close', cleanup);
      const splitter = new LineSplitter((line) => sink?.line(line));
      c.stdout?.setEncoding('utf8');
      c.stdout?.on('data', (chunk: string) => splitter.push(chunk));
      c.stdin?.on('error', () => undefined); // EPIPE after the engine died: reported by 'close'
      let failure: string | undefined;
      c.once('error', (error) => {
        failure = `cannot start ${command}: ${startFailure(error)}`;
        sink?.end(failure);
      });
      c.once('exit', () => {
        // what the program started may hold its output pipe: ended with it, and the pipe closed after a moment
        killGroup(c);
        pipeTimer = setTimeout(() => c.stdout?.destroy(), PIPE_GRACE_MS);
      });
      c.once('close', (code, signal) => {
        splitter.finish();
        sink?.end(failure ?? (signal ? `killed by ${signal}` : `exited with code ${code}`));
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
        const timer = setTimeout(() => killGroup(c), graceMs);
        await exited;
        clearTimeout(timer);
      } else await exited;
    },
  };
}

/** How to start an engine program. */
interface SpawnOptions extends EngineSettings {
  /** Its protocol; by default guessed from its arguments (`-xboard`, `-usi`, `-ucci`), else UCI. */
  readonly protocol?: Protocol;
  /**
   * A variants file the program reads from its command line (SjaakII's variants.txt; the `text` of a `sjaak`
   * `VariantPlan`): written to a temporary file, named as the program's last argument, removed when it is gone.
   */
  readonly variantsText?: string;
  /**
   * The `@x/core` variant to play, as `variantFor` plans it for this engine: a name it knows is selected, a
   * variants.ini section is loaded (`loadVariantFile`), a SjaakII block is given on a new start of the program
   * (`variantsText`) and selected with XBoard `variant NAME`. An `unsupported-variant` error when it cannot be.
   */
  readonly variant?: VariantDefinition;
}

/**
 * `text` in a new temporary folder, and how to remove it. The folder's name has no `-`: SjaakII 1.4.1 reads a
 * path containing `-variant` as its own switch and then starts no variant of the file.
 */
function temporaryFile(text: string, name: string): { file: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'xengine'));
  const file = join(dir, name);
  writeFileSync(file, text);
  let removed = false;
  return {
    file,
    remove: () => {
      if (removed) return;
      removed = true;
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
  const temp =
    options.variantsText === undefined ? undefined : temporaryFile(options.variantsText, 'variants.txt');
  const transport = processTransport(command, temp === undefined ? args : [...args, temp.file], temp?.remove);
  let engine: Engine;
  try {
    engine = await startEngine(transport, options.protocol ?? guessProtocol(args), options);
  } catch (error) {
    await transport.close(0);
    temp?.remove();
    const failure = error instanceof EngineError ? /cannot start .*(?=\))/.exec(error.message) : null;
    if (failure !== null) throw new EngineError('spawn', failure[0], undefined, { cause: error });
    throw error;
  }
  return options.variant === undefined ? engine : playing(engine, options.variant, command, args, options);
}

/** `engine` made to play `def` as `variantFor` plans it (a new start of it for a SjaakII block); quit on failure. */
async function playing(
  engine: Engine,
  def: VariantDefinition,
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): Promise<Engine> {
  const { variant: _, ...rest } = options;
  return quitOnFailure(engine, () =>
    switchVariant(
      engine,
      def,
      (variantsText) => spawnEngine(command, args, { ...rest, variantsText }),
      options.signal,
    ),
  );
}

/** What `step` resolves to; when it rejects, `engine` is quit first and the rejection passed on. */
async function quitOnFailure<T>(engine: Engine, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await engine.quit();
    throw error;
  }
}

/**
 * Makes `engine` play `def` as `variantFor` plans it: a name it knows is selected, a variants.ini section loaded
 * (`loadVariantFile`), and for a SjaakII variants.txt block the engine is quit and `restart(text)` starts the
 * program again with the block, whose variant is then selected. Resolves to the engine that plays `def` (`engine`
 * itself but after a restart); an engine that already plays chess is left as it is for chess. Rejects with an
 * `EngineError` (`unsupported-variant` when no plan exists); a restarted engine is quit when its selection fails.
 */
export async function switchVariant(
  engine: Engine,
  def: VariantDefinition,
  restart: (variantsText: string) => Promise<Engine>,
  signal?: AbortSignal,
): Promise<Engine> {
  if (def.id === 'chess' && engine.variant === 'chess') return engine;
  const plan = variantFor(def, engine);
  if (plan.kind === 'builtin') await engine.setVariant(plan.name, signal);
  else if (plan.format === 'fairy-ini')
    await loadVariantFile(engine, plan.name, plan.text, Position.fromFen(def.startFen, def), signal);
  else {
    await engine.quit();
    const again = await restart(plan.text);
    await quitOnFailure(again, () => again.setVariant(plan.name, signal));
    return again;
  }
  return engine;
}

/**
 * Loads a variants.ini section into a Fairy-Stockfish engine (`VariantPath`) from a temporary file (removed once
 * loaded), selects its variant, and checks that the engine reads it as `@x/core` does (`checkSameGame`: its perft
 * 2 from `start` and its moves along a playout with captures; an older Fairy-Stockfish skips keys it does not know
 * and plays another game). A mismatch is an `unsupported-variant` error with both counts.
 */
export async function loadVariantFile(
  engine: Engine,
  name: string,
  text: string,
  start: BasePosition,
  signal?: AbortSignal,
): Promise<void> {
  const temp = temporaryFile(text, 'variants.ini');
  try {
    const option = declaredOption(engine, 'VariantPath');
    if (option === undefined)
      throw new EngineError(
        'unsupported-variant',
        `${engine.name ?? 'the engine'} loads no variants.ini (no VariantPath option)`,
      );
    await engine.setOption(option, temp.file, signal);
    await engine.setVariant(name, signal);
  } finally {
    temp.remove();
  }
  if (engine instanceof UciEngine) await checkSameGame(engine, name, start, signal);
}
