/**
 * The XBoard (CECP v2) client: `feature` negotiation, variants (`variant`), positions (`new`, `force`,
 * `setboard`, `usermove`), limits (`sd`, `st`, `level`/`time`/`otim`), `ping`/`pong` for readiness, thinking
 * output as `Info`, results and claims. Each search sends the whole game again after `new`, so no state of an
 * earlier game can leak into it (nor its limits: `limits.ts`).
 */
import { checkedMove, withLine } from '../checked-moves.js';
import { EngineClient, type SearchEnd } from '../client.js';
import { type Engine, type EngineSettings, optionNamed } from '../engine.js';
import { EngineError, type EngineLineRef } from '../errors.js';
import { sentGame } from '../game.js';
import { moveNotation } from '../notation.js';
import type { SentPosition } from '../sent-position.js';
import type { LineTransport } from '../transport.js';
import type * as types from '../types.js';
import { words } from '../uci/info.js';
import { declare, optionText } from '../uci/options.js';
import { parseFeatures, parseXBoardOption } from './features.js';
import { limitCommands } from './limits.js';
import { quirksOf } from '../quirks.js';

/** An XBoard search ends with `move`; `?` makes the engine move now. */
const SEARCH_END: SearchEnd = { what: 'move', stop: '?', answer: /^\s*move\s/ };
/** XBoard's names of `@x/core`'s variants where they differ. */
const XBOARD_NAMES: ReadonlyMap<string, string> = new Map([
  ['chess', 'normal'],
  ['chess960', 'fischerandom'],
]);

/** Reads a thinking line `ply score time nodes [seldepth nps tbhits] pv`; `undefined` if it is not one. */
export function parseThinking(
  text: string,
): { info: Omit<types.Info, 'pv'>; pv: ReturnType<typeof words> } | undefined {
  const w = words(text);
  const nums: number[] = [];
  let i = 0;
  while (i < w.length && i < 7 && /^-?\d+$/.test((w[i] as { text: string }).text))
    nums.push(Number(w[i++]?.text));
  if (nums.length < 4) return undefined;
  const [depth, score, centis, nodes, seldepth, nps, tbhits] = nums as [
    number,
    number,
    number,
    number,
    number?,
    number?,
    number?,
  ];
  const pv = w.slice(i).filter((x) => !/^\d+\.+$|^\.\.\.$|^[(){}<>]/.test(x.text));
  return {
    info: {
      depth,
      score: { cp: score },
      timeMs: centis * 10,
      nodes,
      ...(seldepth !== undefined ? { seldepth } : {}),
      ...(nps !== undefined ? { nps } : {}),
      ...(tbhits !== undefined ? { tbhits } : {}),
    },
    pv,
  };
}

/** A claim or resignation line (`resign`, `1-0 {White mates}`, `offer draw`), or `undefined`. */
export function parseClaim(text: string): types.EngineClaim | undefined {
  const t = text.trim();
  if (t === 'resign') return { kind: 'resign', text: t };
  if (t === 'offer draw') return { kind: 'draw', text: t };
  const m = /^(1-0|0-1|1\/2-1\/2)(\s|$)/.exec(t);
  if (m !== null) return { kind: 'result', result: m[1] as '1-0' | '0-1' | '1/2-1/2', text: t };
  return undefined;
}

/** An XBoard engine. Start one with `startEngine` (`@x/engine`) or `spawnEngine` (`@x/engine/node`). */
export class XBoardEngine extends EngineClient implements Engine {
  readonly protocol = 'xboard' as const;
  readonly #features = new Map<string, string>();
  readonly #options = new Map<string, types.EngineOption>();
  #variant = 'chess';
  #ping = 0;

  private constructor(transport: LineTransport, settings: EngineSettings) {
    super(transport, settings);
  }

  /** Opens `transport`, negotiates features and sets `settings.options`; closes the transport if any of it fails. */
  static start(transport: LineTransport, settings: EngineSettings = {}): Promise<XBoardEngine> {
    return EngineClient.opened(new XBoardEngine(transport, settings), settings);
  }

  get name() {
    return this.#features.get('myname');
  }
  get author() {
    return undefined;
  }
  get options(): ReadonlyMap<string, types.EngineOption> {
    return this.#options;
  }
  get variants(): readonly string[] {
    const list = this.#features.get('variants');
    const names = (list ?? 'normal')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter((v) => v !== '');
    return names.map((v) => (v === 'normal' ? 'chess' : v === 'fischerandom' ? 'chess960' : v));
  }
  get variant() {
    return this.#variant;
  }

  async setOption(name: string, value?: types.OptionValue, signal?: AbortSignal): Promise<void> {
    const option = optionNamed(this.#options, name);
    if (option === undefined) throw new EngineError('bad-option', `the engine has no option ${name}`);
    const text = optionText(option, option.type === 'check' && typeof value === 'boolean' ? value : value);
    const sent = option.type === 'check' ? (value ? '1' : '0') : text;
    this.send(sent === undefined ? `option ${option.name}` : `option ${option.name}=${sent}`);
    await this.ready(signal);
  }

  async setVariant(name: string, signal?: AbortSignal): Promise<void> {
    const wanted = name.toLowerCase();
    if (!this.variants.includes(wanted))
      throw new EngineError(
        'unsupported-variant',
        `the engine does not play ${name} (it plays ${this.variants.join(', ')})`,
      );
    this.#variant = wanted;
    await this.ready(signal);
  }

  async newGame(signal?: AbortSignal): Promise<void> {
    this.send('new');
    this.send('force');
    await this.ready(signal);
  }

  protected async handshake(signal?: AbortSignal): Promise<void> {
    this.send('xboard');
    this.send('protover 2');
    let waitMore = false;
    const started = Date.now();
    const handshake = this.handshakeTimeout;
    // CECP: without `done=0` the GUI waits 2 s for features, then goes on
    const wait = this.channel.wait(
      ({ text }) => {
        if (!/^\s*feature\b/.test(text)) return false;
        for (const [key, value] of parseFeatures(text)) {
          this.#accept(key, value);
          if (key === 'done') {
            if (value === '1') return true;
            waitMore = true;
          }
        }
        return false;
      },
      'feature done=1',
      handshake,
      signal,
    );
    try {
      await wait;
    } catch (error) {
      const timedOut = error instanceof EngineError && error.code === 'timeout';
      if (!timedOut || waitMore || Date.now() - started < 2000 || this.#features.size === 0) throw error;
    }
    if (this.#features.get('ping') !== '1')
      throw new EngineError(
        'protocol',
        'the engine does not answer ping (feature ping=1): it cannot be driven safely',
      );
  }

  #accept(key: string, value: string): void {
    if (key === 'option') {
      const option = parseXBoardOption(value);
      if (option !== undefined) declare(this.#options, option.name, option, 'options');
    } else declare(this.#features, key, value, 'features');
    // coordinates only: SAN output is refused, and the engine falls back to coordinates
    const refuse = key === 'san' && value === '1';
    if (key !== 'done') this.send(`${refuse ? 'rejected' : 'accepted'} ${key}`);
  }

  protected async ready(signal?: AbortSignal): Promise<void> {
    const n = ++this.#ping;
    this.send(`ping ${n}`);
    await this.channel.wait(
      ({ text }) => {
        const w = words(text);
        return w[0]?.text === 'pong' && w[1]?.text === String(n);
      },
      `pong ${n}`,
      this.readyTimeout,
      signal,
    );
  }

  protected stopNow(): void {
    this.send('?'); // move now
  }

  protected async search(
    game: types.GameInput,
    limit: types.Limit,
    options: types.SearchOptions,
    onInfo: ((info: types.Info) => void) | undefined,
  ): Promise<types.SearchResult> {
    if ((options.multiPv ?? 1) !== 1)
      throw new EngineError('bad-option', 'XBoard reports one principal line');
    const sent = sentGame('xboard', game);
    const limits = limitCommands(limit, sent.position.turn, quirksOf(this.name));
    this.send('new');
    const name = XBOARD_NAMES.get(this.#variant) ?? this.#variant;
    if (name !== 'normal') this.send(`variant ${name}`);
    this.send('force');
    this.send('post');
    if (sent.startText !== undefined) this.send(`setboard ${sent.startText}`);
    const usermove = this.#features.get('usermove') === '1';
    for (const m of sent.moves) this.send(usermove ? `usermove ${m}` : m);
    for (const l of limits) this.send(l);
    await this.ready(options.signal);
    this.send('go');
    this.searchStarted();
    return await this.#awaitMove(sent.position, limit, options, onInfo);
  }

  async #awaitMove(
    position: SentPosition,
    limit: types.Limit,
    options: types.SearchOptions,
    onInfo: ((info: types.Info) => void) | undefined,
  ): Promise<types.SearchResult> {
    const notation = moveNotation('xboard');
    let last: types.Info | undefined;
    let result: types.SearchResult | undefined;
    // CECP: an engine offers a draw and moves on; the offer goes beside its move
    let offer: types.EngineClaim | undefined;
    const handle = (line: EngineLineRef): boolean => {
      const text = line.text;
      const w = words(text);
      if (w[0]?.text === 'move' && w[1] !== undefined) {
        const move = checkedMove(notation, position.get(), w[1], line, 'move');
        result = { move, ponder: undefined, lines: last ? [last] : [], ...(offer && { claim: offer }) };
        return true;
      }
      if (/^\s*(Illegal move|Error)\b/i.test(text))
        throw new EngineError('protocol', 'the engine refused what it was sent', {
          line,
          offset: 0,
          length: text.length,
        });
      const claim = parseClaim(text);
      if (claim?.kind === 'draw') offer = claim;
      else if (claim !== undefined) {
        result = { move: undefined, ponder: undefined, lines: last ? [last] : [], claim };
        return true;
      }
      const thinking = parseThinking(text);
      if (thinking !== undefined) {
        last = withLine(thinking.info, notation, position, thinking.pv, line);
        onInfo?.(last);
      }
      return false;
    };
    await this.awaitSearch(handle, limit, options, SEARCH_END, () => undefined);
    // the engine plays on for its side after `go`: take it out of play before the next command
    this.send('force');
    return result as types.SearchResult;
  }
}
