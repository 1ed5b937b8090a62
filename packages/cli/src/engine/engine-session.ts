/**
 * An `EnginePlayer` over UCI on an engine process (`line-process.ts`): the handshake (`uci` → `uciok`, its name),
 * options set, the variant given (`UCI_Variant`, `UCI_Chess960`; a `variants.ini` through `VariantPath`), each
 * search sent as `position … moves …` and `go`, its `info` lines read (`uci-info.ts`) and every move of its answer
 * checked by `@x/core`: an illegal best move is an `EngineFault` quoting the engine's line; a principal line is
 * cut at its first illegal move.
 */
import type { BasePosition, Move, VariantDefinition } from '@x/core';
import { InputError, UsageError } from '../failure.js';
import {
  EngineFault,
  type EngineLine,
  type EnginePlayer,
  type GameState,
  type SearchAnswer,
  type SearchLimit,
} from './engine-player.js';
import type { EngineSpec } from './engine-spec.js';
import { LineProcess } from './line-process.js';
import { readInfo, type UciInfo } from './uci-info.js';
import type { VariantSource } from './variant-source.js';

/** How an engine is started for a command. */
export interface SessionOptions {
  /** `--option NAME=VALUE`, in order. */
  readonly options: readonly (readonly [string, string])[];
  /** `--variants FILE`: given to the engine when it is a `variants.ini`. */
  readonly variants?: VariantSource | undefined;
  /** The variant the engine plays (a match's; an analysis takes each game's). */
  readonly variant?: VariantDefinition | undefined;
  /** Whether the engine analyses (`UCI_AnalyseMode`) rather than plays. */
  readonly analysis: boolean;
}

/** How long the handshake and `isready` may take (ms). */
const HANDSHAKE_MS = 15_000;
/** What a search may take beyond its own limit (ms). */
const SEARCH_SLACK_MS = 30_000;

/** Fairy-Stockfish's names of `@x/core`'s built-in variants where they differ from the id. */
const UCI_NAMES = new Map([['threecheck', '3check']]);

/** Starts the engine of `spec` (an input error when it cannot be started or does not answer). */
export async function startEngine(spec: EngineSpec, options: SessionOptions): Promise<EnginePlayer> {
  if (spec.protocol !== 'uci')
    throw new UsageError(`--protocol ${spec.protocol}: xn drives UCI engines only for now`);
  const process = await LineProcess.start(spec.command, spec.args);
  try {
    return await UciPlayer.handshake(process, spec, options);
  } catch (error) {
    await process.stop();
    if (error instanceof EngineFault) throw new InputError(`${spec.command}: ${error.message}`);
    throw error;
  }
}

/** An engine over UCI. */
class UciPlayer implements EnginePlayer {
  readonly name: string;
  readonly #process: LineProcess;
  /** The engine's options, by lower-case name. */
  readonly #known: ReadonlySet<string>;
  readonly #file: VariantSource | undefined;
  #variant: string | undefined;
  #lines = 1;

  private constructor(process: LineProcess, name: string, known: ReadonlySet<string>, file?: VariantSource) {
    this.#process = process;
    this.name = name;
    this.#known = known;
    this.#file = file;
  }

  static async handshake(
    process: LineProcess,
    spec: EngineSpec,
    options: SessionOptions,
  ): Promise<UciPlayer> {
    process.send('uci');
    let name = spec.label;
    const known = new Set<string>();
    await process.read(
      (line) => {
        const id = /^id\s+name\s+(.+?)\s*$/.exec(line);
        if (id) name = id[1]!;
        const option = /^option\s+name\s+(.+?)\s+type\s/.exec(line);
        if (option) known.add(option[1]!.toLowerCase());
        return /^uciok\s*$/.test(line) || undefined;
      },
      HANDSHAKE_MS,
      'uciok',
    );
    const player = new UciPlayer(process, name, known, options.variants);
    if (options.analysis && known.has('uci_analysemode'))
      process.send('setoption name UCI_AnalyseMode value true');
    for (const [key, value] of options.options) process.send(`setoption name ${key} value ${value}`);
    if (options.variants?.read.format === 'fairy' && known.has('variantpath')) {
      process.send(`setoption name VariantPath value ${options.variants.file}`);
    }
    await player.#ready();
    return player;
  }

  async #ready(): Promise<void> {
    this.#process.send('isready');
    await this.#process.read((line) => /^readyok\s*$/.test(line) || undefined, HANDSHAKE_MS, 'readyok');
  }

  async newGame(): Promise<void> {
    this.#process.send('ucinewgame');
    await this.#ready();
  }

  /** Tells the engine the variant of `position` when it changed. */
  async #playVariant(variant: VariantDefinition): Promise<void> {
    const name =
      variant.id === 'chess' ? 'chess' : variant.id === 'chess960' ? 'chess960' : this.#variantName(variant);
    if (name === this.#variant) return;
    if (name === 'chess960' || this.#variant === 'chess960')
      this.#process.send(`setoption name UCI_Chess960 value ${name === 'chess960'}`);
    if (
      name !== 'chess960' &&
      (name !== 'chess' || this.#variant !== undefined) &&
      this.#known.has('uci_variant')
    )
      this.#process.send(`setoption name UCI_Variant value ${name}`);
    else if (name !== 'chess' && name !== 'chess960')
      throw new EngineFault(
        'illegal',
        `${this.name} has no UCI_Variant option: it cannot play ${variant.name}`,
      );
    this.#variant = name;
    await this.#ready();
  }

  /** The engine's name of a variant: the file's section name, else Fairy-Stockfish's name of the built-in. */
  #variantName(variant: VariantDefinition): string {
    for (const [name, definition] of this.#file?.byName ?? []) if (definition === variant) return name;
    return UCI_NAMES.get(variant.id) ?? variant.id;
  }

  async search(game: GameState, limit: SearchLimit, lines = 1): Promise<SearchAnswer> {
    await this.#playVariant(game.position.variant);
    if (lines !== this.#lines) {
      this.#process.send(`setoption name MultiPV value ${lines}`);
      this.#lines = lines;
    }
    const start = game.start.toFen();
    const moves = game.moves.length === 0 ? '' : ` moves ${uciMoves(game.start, game.moves).join(' ')}`;
    this.#process.send(`position fen ${start}${moves}`);
    this.#process.send(goCommand(limit));
    // the last exact report of each line, its moves checked once the search is over
    const found: UciInfo[] = [];
    const answer = await this.#process.read(
      (line) => {
        const info = readInfo(line);
        if (info !== undefined && !info.bound && info.pv.length > 0 && info.multipv <= lines)
          found[info.multipv - 1] = info;
        return /^bestmove\b/.test(line.trim()) ? line.trim() : undefined;
      },
      searchTimeout(limit),
      'bestmove',
    );
    const principal: EngineLine[] = found
      .filter(Boolean)
      .map((info) => ({ score: info.score, depth: info.depth, moves: legalLine(game.position, info.pv) }));
    const word = answer.split(/\s+/)[1];
    if (word === undefined || word === '(none)' || word === '0000')
      return { best: undefined, lines: principal };
    const [best] = legalLine(game.position, [word]);
    if (best === undefined) throw new EngineFault('illegal', `illegal move in '${answer}'`);
    return { best, lines: principal };
  }

  async close(): Promise<void> {
    await this.#process.stop();
  }
}

/** The UCI text of `moves` played from `start`. */
function uciMoves(start: BasePosition, moves: readonly Move[]): string[] {
  const position = start.clone();
  return moves.map((move) => {
    const text = position.uci(move);
    position.play(move);
    return text;
  });
}

/** The moves of a UCI line that are legal one after another from `position`, up to the first that is not. */
function legalLine(position: BasePosition, words: readonly string[]): Move[] {
  const played = position.clone();
  const moves: Move[] = [];
  for (const word of words) {
    const code = played.findMove(word);
    if (code === undefined) break;
    const move = played.decodeMove(code);
    moves.push(move);
    played.play(move);
  }
  return moves;
}

/** The `go` command of a limit. */
function goCommand(limit: SearchLimit): string {
  if (limit.clock !== undefined) {
    const { whiteMs, blackMs, incrementMs, movesToGo } = limit.clock;
    const togo = movesToGo === undefined ? '' : ` movestogo ${movesToGo}`;
    return `go wtime ${Math.round(whiteMs)} btime ${Math.round(blackMs)} winc ${incrementMs} binc ${incrementMs}${togo}`;
  }
  if (limit.nodes !== undefined) return `go nodes ${limit.nodes}`;
  if (limit.depth !== undefined) return `go depth ${limit.depth}`;
  if (limit.movetimeMs !== undefined) return `go movetime ${limit.movetimeMs}`;
  return 'go depth 10';
}

/** How long a search may take before the engine is given up on. */
function searchTimeout(limit: SearchLimit): number {
  if (limit.clock !== undefined) return Math.max(limit.clock.whiteMs, limit.clock.blackMs) + SEARCH_SLACK_MS;
  if (limit.movetimeMs !== undefined) return limit.movetimeMs + SEARCH_SLACK_MS;
  if (limit.nodes !== undefined) return SEARCH_SLACK_MS + limit.nodes / 100;
  return 10 * SEARCH_SLACK_MS;
}
