/**
 * `EngineClient`: what every protocol client shares — the channel to the engine and its log, sending (refused once
 * closed), one search at a time, `analyse`/`play` over the client's own search, stopping a search that ran out of
 * time and letting its answer pass, and a `quit` that always ends the engine. The clients (`uci/client.ts`,
 * `xboard/client.ts`) add their protocol: the handshake, readiness, options, variants and the search itself.
 */
import { makeAnalysis } from './analysis.js';
import { Channel } from './channel.js';
import type { Analysis, Engine, EngineSettings } from './engine.js';
import { searchTimeout } from './checked-moves.js';
import { EngineError } from './errors.js';
import type { LineTransport } from './transport.js';
import type { EngineOption, GameInput, Info, Limit, SearchOptions, SearchResult } from './types.js';
import { playVariant, variantOf } from './variant-guard.js';

/** How long to wait for a search's answer after telling the engine to stop (ms); then it is killed. */
const SETTLE_MS = 2000;

/** The handshake and readiness timeout of every client when its settings give none: 10 s. */
const DEFAULT_TIMEOUT = 10_000;

/** How a protocol ends a search: the answer's name, the command that stops it, and the answer's line. */
export interface SearchEnd {
  readonly what: string;
  readonly stop: string;
  readonly answer: RegExp;
}

/** The part of an `Engine` that does not depend on its protocol. */
export abstract class EngineClient implements Partial<Engine> {
  protected readonly channel: Channel;
  protected readonly settings: EngineSettings;
  #busy = false;
  /** Whether the current search's `go` was sent (a stop asked before it is sent follows it). */
  #searching = false;
  /** A stop asked while the search was being set up (its options, its readiness), before `go`. */
  #stopWanted = false;
  #quitting: Promise<void> | undefined;

  /** The engine's name, variants and options, and how it is told a variant (the protocol clients'). */
  abstract readonly name: string | undefined;
  abstract readonly variant: string;
  abstract readonly variants: readonly string[];
  abstract readonly options: ReadonlyMap<string, EngineOption>;
  abstract setVariant(name: string, signal?: AbortSignal): Promise<void>;

  protected constructor(transport: LineTransport, settings: EngineSettings) {
    this.channel = new Channel(transport);
    this.settings = settings;
    const log = settings.log;
    if (log !== undefined) this.channel.onLine = (line) => log('<', line.text);
  }

  /**
   * Shakes hands with `engine` and sets `settings.options`, then waits until it is ready; quits it when any of it
   * fails.
   */
  protected static async opened<T extends EngineClient & Engine>(
    engine: T,
    settings: EngineSettings,
  ): Promise<T> {
    try {
      await engine.handshake(settings.signal);
      for (const [name, value] of Object.entries(settings.options ?? {}))
        await engine.setOption(name, value, settings.signal);
      await engine.ready(settings.signal);
      return engine;
    } catch (error) {
      await engine.quit();
      throw error;
    }
  }

  get ended() {
    return this.channel.ended;
  }

  analyse(game: GameInput, limit: Limit = {}, options: SearchOptions = {}): Analysis {
    return makeAnalysis(
      (onInfo) =>
        this.searching(() => this.#inVariant(game, options, () => this.search(game, limit, options, onInfo))),
      () => {
        if (!this.#busy || this.channel.ended !== undefined) return;
        // a stop before `go` would be lost (the engine is not searching yet): it is sent right after `go`
        if (this.#searching) this.stopNow();
        else this.#stopWanted = true;
      },
    );
  }

  play(game: GameInput, limit: Limit, options: SearchOptions = {}): Promise<SearchResult> {
    return this.searching(() =>
      this.#inVariant(game, options, () => this.search(game, limit, options, undefined)),
    );
  }

  /** Runs `search` once the engine plays the game's variant (`playVariant`: set, or refused). */
  #inVariant<T>(game: GameInput, options: SearchOptions, search: () => Promise<T>): Promise<T> {
    const setting = playVariant(this, variantOf(game), options.signal);
    return setting === undefined ? search() : setting.then(search);
  }

  quit(): Promise<void> {
    this.#quitting ??= (async () => {
      try {
        if (this.channel.ended === undefined) this.channel.send('quit');
      } catch {
        // gone already
      }
      await this.channel.close(1000);
    })();
    return this.#quitting;
  }

  [Symbol.asyncDispose](): Promise<void> {
    return this.quit();
  }

  /** Sends `line` (logged); a `state` error once the engine is closed. */
  /** How long the handshake may take, in ms: `settings.handshakeTimeoutMs`, else `DEFAULT_TIMEOUT`. */
  protected get handshakeTimeout(): number {
    return this.settings.handshakeTimeoutMs ?? DEFAULT_TIMEOUT;
  }

  /** How long a readiness check may take, in ms: `settings.readyTimeoutMs`, else `DEFAULT_TIMEOUT`. */
  protected get readyTimeout(): number {
    return this.settings.readyTimeoutMs ?? DEFAULT_TIMEOUT;
  }

  protected send(line: string): void {
    if (this.#quitting !== undefined) throw new EngineError('state', 'the engine was closed');
    this.settings.log?.('>', line);
    this.channel.send(line);
  }

  /** Runs `search` as the engine's one search (a `state` error while another runs). */
  protected searching<T>(search: () => Promise<T>): Promise<T> {
    if (this.#busy) return Promise.reject(new EngineError('state', 'the engine is already searching'));
    this.#busy = true;
    this.#stopWanted = false;
    let running: Promise<T>;
    try {
      running = search();
    } catch (error) {
      this.#idle();
      return Promise.reject(error);
    }
    return running.then(
      (value) => {
        this.#idle();
        return value;
      },
      (error: unknown) => {
        this.#idle();
        throw error;
      },
    );
  }

  #idle(): void {
    this.#busy = false;
    this.#searching = false;
  }

  /** Called by a search right after it sent `go`: a stop asked while it was set up is sent now. */
  protected searchStarted(): void {
    this.#searching = true;
    if (this.#stopWanted) this.stopNow();
  }

  /**
   * Waits for a search's end (`handle` returns true on it) within the limit's time (`searchTimeout`), then gives
   * `result()`. On a timeout or an abort the engine is told to stop (`end.stop`), and its answer (`end.answer`) is
   * let pass so that it does not answer the next command; an engine that does not answer within 2 s is ended. The
   * error is rethrown.
   */
  protected awaitSearch<T>(
    handle: Parameters<Channel['wait']>[0],
    limit: Limit,
    options: SearchOptions,
    end: SearchEnd,
    result: () => T,
  ): Promise<T> {
    return this.channel
      .wait(handle, end.what, searchTimeout(limit, options.timeoutMs), options.signal)
      .then(result, (error: unknown) => this.#settle(error, end));
  }

  /** After a search failed with `error`: a timeout or abort stops the engine (or ends it); rethrows `error`. */
  async #settle(error: unknown, end: SearchEnd): Promise<never> {
    if (error instanceof EngineError && (error.code === 'timeout' || error.code === 'aborted')) {
      try {
        this.send(end.stop);
        await this.channel.wait(
          ({ text }) => end.answer.test(text),
          `${end.what} after ${end.stop}`,
          SETTLE_MS,
        );
      } catch {
        await this.quit();
      }
    }
    throw error;
  }

  /** Shakes hands: the engine's name, options and features. */
  protected abstract handshake(signal?: AbortSignal): Promise<void>;
  /** Waits until the engine has done what it was sent (`isready`, `ping`). */
  protected abstract ready(signal?: AbortSignal): Promise<void>;
  /** Tells a running search to end now (its best move so far ends it). */
  protected abstract stopNow(): void;
  /** One search (`searching` makes it the only one); `onInfo` is `undefined` when nobody reads its infos (`play`). */
  protected abstract search(
    game: GameInput,
    limit: Limit,
    options: SearchOptions,
    onInfo: ((info: Info) => void) | undefined,
  ): Promise<SearchResult>;
}
