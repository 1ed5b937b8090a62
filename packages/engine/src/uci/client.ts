/**
 * The client of the UCI family (UCI, USI, UCCI; `dialect.ts` holds their differences): handshake and options,
 * variants through `UCI_Variant` and `VariantPath`, searches with checked moves, and an end that always comes.
 */
import { checkedMove, withLine } from '../checked-moves.js';
import { EngineClient, type SearchEnd } from '../client.js';
import { type Engine, type EngineSettings, optionNamed } from '../engine.js';
import { quirksOf } from '../quirks.js';
import { EngineError, type EngineLineRef } from '../errors.js';
import { type SentGame, sentGame } from '../game.js';
import { moveNotation } from '../notation.js';
import type { SentPosition } from '../sent-position.js';
import type { LineTransport } from '../transport.js';
import type * as types from '../types.js';
import { type UciDialect, uciDialect } from './dialect.js';
import { parseBestMove, readInfo, startsWithWord, type Word, words } from './info.js';
import { declare, optionText, parseOption } from './options.js';

/** An info's fields but its PV. */
type InfoFields = Omit<types.Info, 'pv' | 'pvError'>;
/** An info line read: its fields, its PV unchecked, and the `Info` made of them once someone reads it. */
interface KeptLine {
  readonly fields: InfoFields;
  readonly pv: Word | undefined;
  readonly line: EngineLineRef;
  info: types.Info | undefined;
}
/**
 * Whether `next` is the line's report rather than `kept`, the one before it: the last report with moves and an exact
 * score. A search cut by its limit often ends on a bound (fail high or low), which is not the line's evaluation, or
 * on a report without moves; either stands only until such a report comes.
 */
function replacesLine(kept: KeptLine | undefined, next: KeptLine): boolean {
  if (next.pv === undefined && next.fields.score === undefined) return false;
  if (kept === undefined) return true;
  const exact = (line: KeptLine) => line.fields.score !== undefined && line.fields.score.bound === undefined;
  if (next.pv === undefined && kept.pv !== undefined) return false;
  return exact(next) || !exact(kept) || (next.pv !== undefined && kept.pv === undefined);
}
/** A UCI search ends with `bestmove` (`nobestmove` in UCCI); `stop` ends it early. */
const SEARCH_END: SearchEnd = { what: 'bestmove', stop: 'stop', answer: /^\s*(bestmove|nobestmove)\b/ };

/** A UCI, USI or UCCI engine. Start one with `startEngine` (`@x/engine`) or `spawnEngine` (`@x/engine/node`). */
export class UciEngine extends EngineClient implements Engine {
  readonly #dialect: UciDialect;
  #options = new Map<string, types.EngineOption>();
  #name: string | undefined;
  #author: string | undefined;
  #variant = 'chess';
  /** The MultiPV value last set (so a search sets it only when it changes). */
  #multiPv: number | undefined;

  private constructor(transport: LineTransport, dialect: UciDialect, settings: EngineSettings) {
    super(transport, settings);
    this.#dialect = dialect;
    if (dialect.protocol === 'usi') this.#variant = 'shogi';
    if (dialect.protocol === 'ucci') this.#variant = 'xiangqi';
  }

  /** Opens `transport`, shakes hands and sets `settings.options`; the transport is closed if any of it fails. */
  static async start(
    transport: LineTransport,
    protocol: 'uci' | 'usi' | 'ucci',
    settings: EngineSettings = {},
  ): Promise<UciEngine> {
    return EngineClient.opened(new UciEngine(transport, uciDialect(protocol), settings), settings);
  }

  get protocol() {
    return this.#dialect.protocol;
  }
  get name() {
    return this.#name;
  }
  get author() {
    return this.#author;
  }
  get options(): ReadonlyMap<string, types.EngineOption> {
    return this.#options;
  }
  get variants(): readonly string[] {
    const option = this.#option('UCI_Variant');
    const own = option?.type === 'combo' ? option.values.map((v) => v.toLowerCase()) : [];
    return own.length > 0 ? own : [this.#variant];
  }
  get variant() {
    return this.#variant;
  }

  async setOption(name: string, value?: types.OptionValue, signal?: AbortSignal): Promise<void> {
    const option = this.#option(name);
    if (option === undefined) throw new EngineError('bad-option', `the engine has no option ${name}`);
    this.send(this.#dialect.setOption(option.name, optionText(option, value)));
    // a new variants file: the engine lists its variants again in answer to the greeting (Fairy-Stockfish)
    if (option.name.toLowerCase() === 'variantpath') await this.handshake(signal);
    await this.ready(signal);
  }

  async setVariant(name: string, signal?: AbortSignal): Promise<void> {
    const wanted = name.toLowerCase();
    const chess960 = this.#option('UCI_Chess960');
    // `chess960`, or one of its variants' names with `960` (`crazyhouse960`): that variant with UCI_Chess960 on
    const shuffled =
      chess960 !== undefined && wanted.endsWith('960') && !this.variants.includes(wanted)
        ? wanted === 'chess960'
          ? 'chess'
          : wanted.slice(0, -3)
        : undefined;
    const base = shuffled !== undefined && this.variants.includes(shuffled) ? shuffled : wanted;
    if (this.#option('UCI_Variant') !== undefined) {
      if (!this.variants.includes(base))
        throw new EngineError(
          'unsupported-variant',
          `the engine does not play ${name} (it plays ${this.variants.join(', ')})`,
        );
      await this.setOption('UCI_Variant', base, signal);
    } else if (base !== this.#variant)
      throw new EngineError('unsupported-variant', `the engine plays only ${this.#variant}, not ${name}`);
    if (chess960 !== undefined) await this.setOption(chess960.name, base !== wanted, signal);
    this.#variant = wanted;
  }

  async newGame(signal?: AbortSignal): Promise<void> {
    if (this.#dialect.newGame !== undefined) this.send(this.#dialect.newGame);
    await this.ready(signal);
  }

  /**
   * The engine's own perft count of `game` to `depth` (`go perft`, Stockfish and Fairy-Stockfish): how a driver
   * checks that the engine reads a variant as `@x/core` does. A `protocol` error when the engine prints no count.
   */
  async perft(game: types.GameInput, depth: number, signal?: AbortSignal): Promise<number> {
    this.send(`${this.#position(sentGame(this.protocol, game))}\ngo perft ${depth}`);
    let nodes: number | undefined;
    await this.channel.wait(
      ({ text }) => {
        const m = /^\s*Nodes searched\s*:\s*(\d+)/i.exec(text);
        if (m !== null) nodes = Number(m[1]);
        return m !== null;
      },
      'perft count',
      60_000,
      signal,
    );
    return nodes as number;
  }

  /** The option called `name`, whatever its case (UCI option names are case-insensitive). */
  #option(name: string): types.EngineOption | undefined {
    return optionNamed(this.#options, name);
  }

  protected async handshake(signal?: AbortSignal): Promise<void> {
    const options = new Map<string, types.EngineOption>();
    this.send(this.#dialect.hello);
    await this.channel.wait(
      ({ text }) => {
        const w = words(text);
        const head = w[0]?.text;
        if (head === this.#dialect.ok) return true;
        if (head === 'id' && w[1]?.text === 'name')
          this.#name = text.slice(w[2]?.offset ?? text.length).trim();
        if (head === 'id' && w[1]?.text === 'author')
          this.#author = text.slice(w[2]?.offset ?? text.length).trim();
        if (head === 'option') {
          const option = parseOption(text);
          if (option !== undefined) declare(options, option.name, option, 'options');
        }
        return false;
      },
      this.#dialect.ok,
      this.handshakeTimeout,
      signal,
    );
    this.#options = options;
  }

  protected async ready(signal?: AbortSignal): Promise<void> {
    this.send('isready');
    await this.channel.wait(({ text }) => text.trim() === 'readyok', 'readyok', this.readyTimeout, signal);
  }

  /**
   * The `position` command of a game. SjaakII's USI writes and reads a drop as `B@5e`, not `B*5e` (it takes the
   * latter for no move at all): it is sent its own form.
   */
  #position(sent: SentGame): string {
    const start =
      sent.startText === undefined ? 'startpos' : `${this.#dialect.positionWord} ${sent.startText}`;
    if (sent.moves.length === 0) return `position ${start}`;
    const atDrops = this.protocol === 'usi' && quirksOf(this.#name).usiAtDrops;
    const moves = atDrops ? sent.moves.map((m) => m.replace('*', '@')) : sent.moves;
    return `position ${start} moves ${moves.join(' ')}`;
  }

  protected stopNow(): void {
    this.send('stop');
  }

  protected search(
    game: types.GameInput,
    limit: types.Limit,
    options: types.SearchOptions,
    onInfo: ((info: types.Info) => void) | undefined,
  ): Promise<types.SearchResult> {
    const sent = sentGame(this.protocol, game);
    const go = () => {
      // one write for both lines: a pipe write is a system call, the larger part of a short search's cost
      this.send(`${this.#position(sent)}\n${this.#dialect.go(limit, sent.position.turn)}`);
      this.searchStarted();
      return this.#awaitBest(sent.position, limit, options, onInfo);
    };
    const setting = this.#setMultiPv(options);
    return setting === undefined ? go() : setting.then(go);
  }

  /**
   * Sets `MultiPV` to the lines `options` asks for when it differs from what the engine has (`undefined` when it
   * does not: no wait).
   */
  #setMultiPv(options: types.SearchOptions): Promise<void> | undefined {
    const multiPv = options.multiPv ?? 1;
    const multiPvOption = this.#option('MultiPV');
    if (multiPvOption === undefined) {
      if (multiPv === 1) return undefined;
      throw new EngineError('bad-option', 'the engine has no MultiPV option: it reports one line');
    }
    if (multiPv === (this.#multiPv ?? (multiPvOption.type === 'spin' ? multiPvOption.default : 1)))
      return undefined;
    return this.setOption('MultiPV', multiPv, options.signal).then(() => {
      this.#multiPv = multiPv;
    });
  }

  /**
   * Reads infos until `bestmove`; on a timeout or abort, stops the engine and waits a moment for its answer. Each
   * info's PV is checked when read (`withLine`); without `onInfo` only the infos kept as the result's lines are made.
   */
  #awaitBest(
    position: SentPosition,
    limit: types.Limit,
    options: types.SearchOptions,
    onInfo: ((info: types.Info) => void) | undefined,
  ): Promise<types.SearchResult> {
    const notation = moveNotation(this.protocol);
    // the lines asked for, no more: an info of another rank (`multipv 999999999999`, a flood) is dropped
    const asked = options.multiPv ?? 1;
    const lines = new Map<number, KeptLine>();
    const made = (kept: KeptLine): types.Info =>
      kept.info ??
      (kept.pv === undefined ? kept.fields : withLine(kept.fields, notation, position, kept.pv, kept.line));
    let result: types.SearchResult | undefined;
    const handle = (line: EngineLineRef): boolean => {
      const text = line.text;
      if (startsWithWord(text, 'info')) {
        const fields: InfoFields = {};
        const pv = readInfo(text, fields);
        const k = fields.multipv ?? 1;
        if (!(k >= 1 && k <= asked)) return false;
        const kept: KeptLine = { fields, pv, line, info: undefined };
        if (onInfo !== undefined) {
          kept.info = made(kept);
          onInfo(kept.info);
        }
        if (replacesLine(lines.get(k), kept)) lines.set(k, kept);
        return false;
      }
      if (startsWithWord(text, 'bestmove') || startsWithWord(text, 'nobestmove')) {
        const ordered =
          lines.size <= 1 ? [...lines.values()] : [...lines].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
        result = this.#best(position, line, notation, ordered.map(made));
        return true;
      }
      return false;
    };
    return this.awaitSearch(handle, limit, options, SEARCH_END, () => result as types.SearchResult);
  }

  #best(
    position: SentPosition,
    line: EngineLineRef,
    notation: ReturnType<typeof moveNotation>,
    ordered: types.Info[],
  ): types.SearchResult {
    const { move: word, ponder: ponderWord } = parseBestMove(line.text);
    const text = word?.text;
    if (word === undefined || text === '(none)' || text === '0000' || text === 'resign' || text === 'win') {
      const claim: types.EngineClaim | undefined =
        text === 'resign' || text === 'win' ? { kind: text, text: line.text.trim() } : undefined;
      return { move: undefined, ponder: undefined, lines: ordered, ...(claim ? { claim } : {}) };
    }
    const move = checkedMove(notation, position.get(), word, line, 'best move');
    if (ponderWord === undefined) return { move, ponder: undefined, lines: ordered };
    // checked on first read (a move generation most callers never ask for), on a copy of the search's position
    let ponder: { move: types.SearchResult['ponder'] } | undefined;
    return {
      move,
      get ponder() {
        if (ponder === undefined) {
          const after = position.copy();
          after.play(move);
          ponder = { move: notation.read(after, ponderWord.text) };
        }
        return ponder.move;
      },
      lines: ordered,
    };
  }
}
