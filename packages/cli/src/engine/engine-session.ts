/**
 * An `EnginePlayer` on `@x/engine`: the engine of an `EngineSpec` spawned over its protocol (`@x/engine/node`),
 * its options set, each game's variant given to it as `@x/engine` plans it (a name it knows, or a `variants.ini`
 * section it loads; never chess instead), and its searches' answers — every move checked legal by `@x/core` —
 * handed on as `xn` reads them. `@x/engine`'s errors become `EngineFault`s (an illegal move, a timeout, a crash) or,
 * while starting, input errors.
 */
import { Position, type VariantDefinition } from '@x/core';
import { type Engine, EngineError, type Info, type Limit, optionNamed, variantFor } from '@x/engine';
import { loadVariantFile, spawnEngine } from '@x/engine/node';
import type { Score } from '../analyse/win-percent.js';
import { InputError, UsageError } from '../failure.js';
import { terminalText } from '../io/terminal-text.js';
import {
  EngineFault,
  type EngineLine,
  type EnginePlayer,
  type GameState,
  type SearchAnswer,
  type SearchLimit,
} from './engine-player.js';
import type { EngineSpec } from './engine-spec.js';
import type { OptionPlan } from './option-plan.js';
import type { VariantSource } from './variant-source.js';

/** How an engine is started for a command. */
export interface SessionOptions {
  /** `--option [N:]NAME=VALUE`, in order: the engine is given those of its place and the plain ones it declares. */
  readonly options: OptionPlan;
  /** `--variants FILE`: its variants' names, which an engine started with the file knows. */
  readonly variants?: VariantSource | undefined;
  /** The variant the engine plays (a match's; an analysis takes each game's). */
  readonly variant?: VariantDefinition | undefined;
  /** Whether the engine analyses (`UCI_AnalyseMode`) rather than plays. */
  readonly analysis: boolean;
  /** `--timeout-handshake MS`: how long its handshake and each readiness check may take (10 s by default). */
  readonly handshakeTimeoutMs?: number | undefined;
  /** `--timeout-move MS`: how long a search may take before the engine is given up on (see `SEARCH_SLACK_MS`). */
  readonly moveTimeoutMs?: number | undefined;
}

/** What a search by nodes or depth may take before the engine is given up on (ms). */
const SEARCH_SLACK_MS = 60_000;

/** Starts the engine of `spec` (an input error when it cannot be started or does not answer). */
export async function startEngine(spec: EngineSpec, options: SessionOptions): Promise<EnginePlayer> {
  const open = (variantsText?: string) => openEngine(spec, options, variantsText);
  return new Session(await open(), spec.label, options, open);
}

/**
 * Spawns the engine of `spec` (with `variantsText` as a variants file on its command line: SjaakII) and sets its
 * options; an input error when it cannot be started, does not answer or refuses an option.
 */
async function openEngine(
  spec: EngineSpec,
  options: SessionOptions,
  variantsText: string | undefined,
): Promise<Engine> {
  let engine: Engine;
  try {
    const timeout = options.handshakeTimeoutMs;
    engine = await spawnEngine(spec.command, spec.args, {
      protocol: spec.protocol,
      ...(variantsText !== undefined && { variantsText }),
      ...(timeout !== undefined && { handshakeTimeoutMs: timeout, readyTimeoutMs: timeout }),
    });
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    // `cannot start PROGRAM: no such file` says which program
    throw new InputError(error.code === 'spawn' ? error.message : `${spec.command}: ${error.message}`);
  }
  try {
    const known = (name: string) => optionNamed(engine.options, name)?.name;
    // over XBoard, Fairy-Stockfish's UCI_AnalyseMode makes it analyse until told to stop, whatever `sd` says
    const analyseMode = engine.protocol === 'xboard' ? undefined : known('UCI_AnalyseMode');
    if (options.analysis && analyseMode !== undefined) await engine.setOption(analyseMode, true);
    for (const { engine: place, name, value } of options.options.of(spec.index)) {
      // a plain --option goes to the engines that declare it
      if (place === undefined && known(name) === undefined) continue;
      await engine.setOption(known(name) ?? name, optionValue(engine, name, value));
    }
    options.options.started(spec.index, (name) => known(name) !== undefined);
  } catch (error) {
    await engine.quit();
    if (error instanceof EngineError) throw new InputError(`${spec.command}: ${error.message}`);
    throw error;
  }
  return engine;
}

/**
 * `--option`'s text as the value its declaration takes: a whole number for a spin, `true` or `false` for a check
 * (a usage error naming the option for another text).
 */
function optionValue(engine: Engine, name: string, text: string): string | number | boolean {
  const declared = optionNamed(engine.options, name);
  if (declared?.type === 'spin') {
    if (!/^-?\d{1,15}$/.test(text))
      throw new UsageError(
        `--option ${declared.name} takes a whole number from ${declared.min} to ${declared.max} (got '${text}')`,
      );
    return Number(text);
  }
  if (declared?.type === 'check') {
    if (text !== 'true' && text !== 'false')
      throw new UsageError(`--option ${declared.name} takes true or false (got '${text}')`);
    return text === 'true';
  }
  return text;
}

/** An engine as `xn` drives it. */
class Session implements EnginePlayer {
  readonly name: string;
  #engine: Engine;
  readonly #file: VariantSource | undefined;
  /** Starts the engine again with a variants file on its command line (SjaakII's way to a new variant). */
  readonly #reopen: (variantsText: string) => Promise<Engine>;
  /** The variant the engine was last given. */
  #variant: VariantDefinition | undefined;

  readonly #moveTimeoutMs: number | undefined;

  constructor(
    engine: Engine,
    label: string,
    options: SessionOptions,
    reopen: (variantsText: string) => Promise<Engine>,
  ) {
    this.#engine = engine;
    // the engine's own words reach the terminal and the PGN: escaped once, here
    this.name = terminalText(engine.name ?? label);
    this.#file = options.variants;
    this.#moveTimeoutMs = options.moveTimeoutMs;
    this.#reopen = reopen;
  }

  async newGame(): Promise<void> {
    await faults(this.name, () => this.#engine.newGame());
  }

  /**
   * Gives the engine the variant of the game when it changed: a name it knows, else what `variantFor` plans (a
   * variants.ini section loaded, or SjaakII started again with a variants.txt block).
   */
  async #play(variant: VariantDefinition): Promise<void> {
    if (variant === this.#variant) return;
    const engine = this.#engine;
    const named = [...(this.#file?.byName ?? [])].find(([, definition]) => definition === variant)?.[0];
    if (named !== undefined && engine.variants.includes(named.toLowerCase()))
      await engine.setVariant(named.toLowerCase());
    else if (!(variant.id === 'chess' && engine.variant === 'chess')) {
      const plan = variantFor(variant, engine);
      if (plan.kind === 'builtin') await engine.setVariant(plan.name);
      else if (plan.format === 'fairy-ini')
        await loadVariantFile(engine, plan.name, plan.text, Position.fromFen(variant.startFen, variant));
      else {
        await engine.quit();
        this.#engine = await this.#reopen(plan.text);
        await this.#engine.setVariant(plan.name);
      }
    }
    this.#variant = variant;
  }

  async search(game: GameState, limit: SearchLimit, lines = 1): Promise<SearchAnswer> {
    return faults(this.name, async () => {
      await this.#play(game.position.variant);
      // a search by nodes or depth has no time of its own: a long hang guard
      const untimed = limit.clock === undefined && limit.movetimeMs === undefined;
      const timeoutMs =
        this.#moveTimeoutMs ?? (untimed ? SEARCH_SLACK_MS + (limit.nodes ?? 0) / 100 : undefined);
      const search = this.#engine.analyse({ start: game.start, moves: game.moves }, engineLimit(limit), {
        multiPv: lines,
        ...(timeoutMs !== undefined && { timeoutMs }),
      });
      // each line's last exact report: a search cut by its limit often ends on a bound
      const exact: Info[] = [];
      for await (const info of search)
        if ((info.pv?.length ?? 0) > 0 && info.score !== undefined && info.score.bound === undefined)
          exact[(info.multipv ?? 1) - 1] = info;
      const result = await search.result;
      const found = result.lines
        .map((last, i) => exact[i] ?? last)
        .filter((info) => (info.pv?.length ?? 0) > 0);
      return { best: result.move, lines: found.map(engineLine) };
    });
  }

  async close(): Promise<void> {
    await this.#engine.quit();
  }
}

/** `xn`'s limit as `@x/engine` takes it. */
function engineLimit(limit: SearchLimit): Limit {
  const { clock } = limit;
  return {
    ...(limit.nodes !== undefined && { nodes: limit.nodes }),
    ...(limit.depth !== undefined && { depth: limit.depth }),
    ...(limit.movetimeMs !== undefined && { movetimeMs: limit.movetimeMs }),
    ...(clock !== undefined && {
      clock: {
        whiteMs: Math.round(clock.whiteMs),
        blackMs: Math.round(clock.blackMs),
        whiteIncrementMs: clock.incrementMs,
        blackIncrementMs: clock.incrementMs,
        ...(clock.movesToGo !== undefined && { movesToGo: clock.movesToGo }),
      },
    }),
  };
}

/** A principal line of `@x/engine` as `xn` reads it (a bound is not the line's score). */
function engineLine(info: Info): EngineLine {
  const { score } = info;
  const exact: Score | undefined =
    score === undefined || score.bound !== undefined
      ? undefined
      : score.mate !== undefined
        ? { mate: score.mate }
        : score.cp !== undefined
          ? { cp: score.cp }
          : undefined;
  return { score: exact, depth: info.depth, moves: info.pv ?? [] };
}

/** The kind of fault of each `@x/engine` error code (the others, but a variant, are `xn`'s own mistakes: rethrown). */
const KINDS = new Map<string, EngineFault['kind']>([
  ['illegal-move', 'illegal'],
  ['protocol', 'illegal'],
  ['timeout', 'timeout'],
  ['exited', 'crash'],
  ['spawn', 'crash'],
]);

/**
 * Runs `fn` for the engine `name`, its `EngineError`s turned into `EngineFault`s; a variant it cannot play and a
 * limit its protocol has no word for (`--nodes` over XBoard) stop the command.
 */
async function faults<T>(name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    // no game of the command can be played or analysed
    if (error.code === 'unsupported-variant') throw new InputError(error.message);
    if (error.code === 'bad-option') throw new UsageError(`${name}: ${error.message}`);
    const kind = KINDS.get(error.code);
    if (kind === undefined) throw error;
    // it may quote the engine's line: escaped for the terminal and the PGN comment it goes to
    throw new EngineFault(kind, terminalText(error.message));
  }
}
