/**
 * An `EnginePlayer` on `@x/engine`: the engine of an `EngineSpec` spawned over its protocol (`@x/engine/node`),
 * its options set, each game's variant given to it as `@x/engine` plans it (a name it knows, or a `variants.ini`
 * section it loads; never chess instead), and its searches' answers — every move checked legal by `@x/core` —
 * handed on. An engine's failure stays an `EngineError` (its message escaped for the terminal); a variant it cannot
 * play and an error while starting become input errors.
 */
import type { VariantDefinition } from '@x/core';
import {
  type Engine,
  EngineError,
  type GameInput,
  type Limit,
  optionNamed,
  type SearchResult,
  startEngine as startOnTransport,
} from '@x/engine';
import { switchVariant, spawnEngine } from '@x/engine/node';
import type { EngineTransport } from '../command.js';
import { InputError, UsageError } from '../failure.js';
import { terminalText } from '../io/terminal-text.js';
import { type EnginePlayer, isEngineFailure } from './engine-player.js';
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
  /** `Io.engineTransport`: the caller's connection to the engine instead of a spawned process, where it gives one. */
  readonly transport?: EngineTransport | undefined;
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
    const settings = timeout === undefined ? {} : { handshakeTimeoutMs: timeout, readyTimeoutMs: timeout };
    // a variants file is given on a spawned engine's command line
    const given = variantsText === undefined ? options.transport?.(spec.command, spec.args) : undefined;
    engine =
      given !== undefined
        ? await startOnTransport(given, spec.protocol, settings)
        : await spawnEngine(spec.command, spec.args, {
            protocol: spec.protocol,
            ...settings,
            ...(variantsText !== undefined && { variantsText }),
          });
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    // `cannot start PROGRAM: no such file` says which program
    throw new InputError(error.code === 'spawn' ? error.message : `${spec.command}: ${error.message}`);
  }
  try {
    const known = (name: string) => optionNamed(engine.options, name)?.name;
    // a mistyped option stops the command at this start, before any option is set
    options.options.started(spec.index, engine.options, terminalText(engine.name ?? spec.label));
    // over XBoard, Fairy-Stockfish's UCI_AnalyseMode makes it analyse until told to stop, whatever `sd` says
    const analyseMode = engine.protocol === 'xboard' ? undefined : known('UCI_AnalyseMode');
    if (options.analysis && analyseMode !== undefined) await engine.setOption(analyseMode, true);
    for (const { engine: place, name, value } of options.options.of(spec.index)) {
      // a plain --option goes to the engines that declare it
      if (place === undefined && known(name) === undefined) continue;
      await engine.setOption(known(name) ?? name, optionValue(engine, name, value));
    }
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
   * Gives the engine the variant of the game when it changed: a name of `--variants FILE` it knows, else as
   * `@x/engine`'s `switchVariant` plans it (SjaakII started again with a variants.txt block).
   */
  async #play(variant: VariantDefinition): Promise<void> {
    if (variant === this.#variant) return;
    const named = [...(this.#file?.byName ?? [])].find(([, definition]) => definition === variant)?.[0];
    if (named !== undefined && this.#engine.variants.includes(named.toLowerCase()))
      await this.#engine.setVariant(named.toLowerCase());
    else this.#engine = await switchVariant(this.#engine, variant, this.#reopen);
    this.#variant = variant;
  }

  async search(game: GameInput, limit: Limit, lines = 1): Promise<SearchResult> {
    return faults(this.name, async () => {
      await this.#play('start' in game ? game.start.variant : game.variant);
      // a search by nodes or depth has no time of its own: a long hang guard
      const untimed = limit.clock === undefined && limit.movetimeMs === undefined;
      const timeoutMs =
        this.#moveTimeoutMs ?? (untimed ? SEARCH_SLACK_MS + (limit.nodes ?? 0) / 100 : undefined);
      return this.#engine.play(game, limit, {
        multiPv: lines,
        ...(timeoutMs !== undefined && { timeoutMs }),
      });
    });
  }

  async close(): Promise<void> {
    await this.#engine.quit();
  }
}

/**
 * Runs `fn` for the engine `name`: its failures rethrown with their message escaped; a variant it cannot play and a
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
    if (!isEngineFailure(error)) throw error;
    // it may quote the engine's line: escaped for the terminal and the PGN comment it goes to
    throw new EngineError(error.code, terminalText(error.message), undefined, { cause: error });
  }
}
