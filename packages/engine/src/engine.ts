/**
 * `Engine`: what every protocol client offers, one interface for UCI, USI, UCCI and XBoard. Every move an engine
 * sends (best move, ponder, principal lines) is checked legal by `@x/core` before it is handed out.
 */
import type {
  EngineOption,
  GameInput,
  Info,
  Limit,
  OptionValue,
  Protocol,
  SearchOptions,
  SearchResult,
} from './types.js';

/** A running search: its `Info` as they come (an async iterator), its end, and a way to stop it early. */
export interface Analysis extends AsyncIterable<Info> {
  /** The search's end: the best move and the last line of each PV; rejects with an `EngineError`. */
  readonly result: Promise<SearchResult>;
  /** Asks the engine to stop now (its best move so far ends the search). */
  stop(): void;
}

/** A started engine. Close it with `quit()` (or `await using`): its process never outlives it. */
export interface Engine extends AsyncDisposable {
  readonly protocol: Protocol;
  /** The engine's name (UCI `id name`, XBoard `myname`), when it said one. */
  readonly name: string | undefined;
  readonly author: string | undefined;
  /** The options it declared, by name (as it spells them). */
  readonly options: ReadonlyMap<string, EngineOption>;
  /** The variants it says it plays (UCI `UCI_Variant` values, XBoard `feature variants`), lowercase. */
  readonly variants: readonly string[];
  /** The variant it plays now (`chess` at the start; see `setVariant`). */
  readonly variant: string;
  /** Why the engine is gone, or `undefined` while it runs. */
  readonly ended: string | undefined;
  /** Sets an option after checking the value against its declaration (`bad-option` otherwise). */
  setOption(name: string, value?: OptionValue, signal?: AbortSignal): Promise<void>;
  /**
   * Tells the engine which variant to play, by one of its `variants` names (`unsupported-variant` otherwise); over
   * UCI with `UCI_Chess960`, such a name with `960` (`chess960`, `crazyhouse960`) is that variant with Chess960
   * castling. `variantFor` (`@x/engine`) finds the name, or the file to load, for an `@x/core` definition.
   */
  setVariant(name: string, signal?: AbortSignal): Promise<void>;
  /** Starts a new game (the engine's hash and history cleared). */
  newGame(signal?: AbortSignal): Promise<void>;
  /**
   * Searches `game` and reports as it goes. A limit without a bound searches until `stop()`. The engine is first
   * set to the game's variant when it knows it by name; a variant it cannot be set to is `unsupported-variant`.
   */
  analyse(game: GameInput, limit?: Limit, options?: SearchOptions): Analysis;
  /** Searches `game` within `limit` for the move to play (in the game's variant, as `analyse`). */
  play(game: GameInput, limit: Limit, options?: SearchOptions): Promise<SearchResult>;
  /** Ends the engine: asks it to quit, kills it if it does not within a second. Idempotent. */
  quit(): Promise<void>;
}

/** Settings of every client. */
export interface EngineSettings {
  /** Longest wait for the handshake (`uciok`, `usiok`, `ucciok`, XBoard's `done=1`), in ms (default 10,000). */
  readonly handshakeTimeoutMs?: number;
  /** Longest wait for `readyok`/`pong` (default 10,000 ms). */
  readonly readyTimeoutMs?: number;
  /** Options to set after the handshake, in order. */
  readonly options?: Readonly<Record<string, OptionValue>>;
  readonly signal?: AbortSignal;
  /** Every line to and from the engine, for a log: `>` what the client sent, `<` what the engine wrote. */
  readonly log?: (direction: '>' | '<', line: string) => void;
}

/**
 * The engine's own spelling of the option `name` it declared, compared without case (`UCI_Chess960`,
 * `VariantPath`), or undefined when it declared none.
 */
export function declaredOption(engine: Pick<Engine, 'options'>, name: string): string | undefined {
  return optionNamed(engine.options, name)?.name;
}

/**
 * The option `name` of `options` (an engine's declarations), compared without case: the one lookup of every
 * client (UCI names are case-insensitive; an XBoard user does not spell `Hash` as the engine does either).
 */
export function optionNamed(
  options: ReadonlyMap<string, EngineOption>,
  name: string,
): EngineOption | undefined {
  const own = options.get(name);
  if (own !== undefined) return own;
  const lower = name.toLowerCase();
  for (const option of options.values()) if (option.name.toLowerCase() === lower) return option;
  return undefined;
}
