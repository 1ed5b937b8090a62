/**
 * The engines of `xn match`, started only when a game needs them: each engine's name is learnt from its first
 * start (its `id name`, else its program's file name), the names told apart as `distinctNames` tells them apart
 * over every engine; an engine that cannot be started is remembered, and each of its games is lost at its start
 * (`playGame`'s way with an engine that ended between games: `Termination` abandoned), the match going on.
 */
import { EngineError } from '@x/engine';
import type { EnginePlayer, StartEngine } from '../engine/engine-player.js';
import { distinctNames } from '../engine/engine-spec.js';
import { InputError } from '../failure.js';
import { terminalText } from '../io/terminal-text.js';

/** The engines of a match, by their place among the `--engine`s. */
export class EngineRoster {
  readonly #starts: readonly StartEngine[];
  readonly #labels: readonly string[];
  /** Each engine's own name, once it was started (its label when it could not be). */
  readonly #own: (string | undefined)[];
  /** Each engine's first start, while it runs. */
  readonly #first = new Map<number, Promise<unknown>>();
  /** Why each engine that could not be started could not be. */
  readonly #failed = new Map<number, string>();
  readonly #stopped: () => boolean;

  /** `starts[e]` starts engine `e`, `labels[e]` names it until it said its name; `stopped` says the match stops. */
  constructor(starts: readonly StartEngine[], labels: readonly string[], stopped: () => boolean) {
    this.#starts = starts;
    this.#labels = labels;
    this.#own = labels.map(() => undefined);
    this.#stopped = stopped;
  }

  /**
   * Starts engine `e` for a game. An engine that cannot be started (an `InputError`: it cannot be spawned, does not
   * answer, refuses an option), now or before, is given as a player that fails every game at its start.
   */
  async start(e: number): Promise<EnginePlayer> {
    const failed = this.#failed.get(e);
    if (failed !== undefined) return unstarted(this.#labels[e]!, failed);
    const attempt = this.#starts[e]!();
    const first = this.#own[e] === undefined && !this.#first.has(e);
    if (first)
      this.#first.set(
        e,
        attempt.catch(() => undefined),
      );
    try {
      const player = await attempt;
      this.#own[e] ??= player.name;
      return player;
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      const why = terminalText(error.message);
      this.#failed.set(e, why);
      this.#own[e] ??= this.#labels[e]!;
      return unstarted(this.#labels[e]!, why);
    } finally {
      if (first) this.#first.delete(e);
    }
  }

  /**
   * Engine `e`'s name in the match: `distinctNames` over every engine's name. Its own name when no engine before it
   * has it (those engines' names awaited, or learnt by a start of their own); else every engine's name is needed
   * (a number ` (2)` passes over a name another engine holds), each learnt the same way, one engine at a time.
   */
  async name(e: number): Promise<string> {
    const before = [];
    for (let i = 0; i <= e; i++) before.push(await this.#ownName(i));
    if (!before.slice(0, e).includes(before[e]!)) return before[e]!;
    const all = [];
    for (let i = 0; i < this.#own.length; i++) all.push(await this.#ownName(i));
    return distinctNames(all)[e]!;
  }

  /** Every engine's name in the match (the label of one never started): the cross table's and the result table's. */
  names(): string[] {
    return distinctNames(this.#own.map((own, e) => own ?? this.#labels[e]!));
  }

  /** Engine `e`'s own name: awaited while it starts, else learnt by starting it and closing it (not once stopped). */
  async #ownName(e: number): Promise<string> {
    await this.#first.get(e);
    if (this.#own[e] === undefined && !this.#stopped()) await (await this.start(e)).close();
    return this.#own[e] ?? this.#labels[e]!;
  }
}

/** An engine that could not be started (`why`): every game it is given is lost at its start, saying why. */
function unstarted(label: string, why: string): EnginePlayer {
  const reason = /^cannot start /.test(why) ? why : `cannot be started: ${why}`;
  const fail = () => Promise.reject(new EngineError('spawn', reason));
  return { name: label, newGame: fail, search: fail, close: async () => undefined };
}
