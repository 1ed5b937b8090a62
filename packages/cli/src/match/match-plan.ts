/**
 * What `xn match` plays beyond one two-engine match: `--tournament round-robin|gauntlet` over any number of
 * `--engine`s, and `--sprt elo0=E0,elo1=E1,alpha=A,beta=B[,model=logistic|normalized]` — a two-engine match that
 * counts its game pairs (`@x/engine/match` pentanomial counts), prints the LLR after each pair and schedules no
 * more games once the LLR leaves its bounds (the games already under way are finished and counted).
 */
import {
  addPair,
  checkSprtSettings,
  NO_PAIRS,
  type Pairing,
  sprtBounds,
  sprtDecision,
  sprtLlr,
  TOURNAMENT_KINDS,
} from '@x/engine/match';
import { UsageError } from '../failure.js';

/** A tournament's kind, as `pairings` takes it. */
type TournamentKind = (typeof TOURNAMENT_KINDS)[number];
/** An SPRT's hypotheses and error rates, as `checkSprtSettings` takes them. */
type SprtSettings = Parameters<typeof checkSprtSettings>[0];
/** Pentanomial counts of game pairs (`addPair`). */
type Pentanomial = typeof NO_PAIRS;

/** `--tournament`'s kind (undefined: a two-engine match); the engine count checked against it. */
export function tournamentOf(
  given: string | undefined,
  engines: number,
  command: string,
): TournamentKind | undefined {
  if (given === undefined) {
    if (engines !== 2)
      throw new UsageError(
        'give two engines (--engine CMD --engine CMD), or --tournament round-robin|gauntlet for more',
        command,
      );
    return undefined;
  }
  const kind = TOURNAMENT_KINDS.find((k) => k === given);
  if (kind === undefined)
    throw new UsageError(`--tournament takes round-robin or gauntlet (got '${given}')`, command);
  if (engines < 2) throw new UsageError(`a ${kind} needs two engines or more`, command);
  return kind;
}

/** The keys of `--sprt`, with their defaults (fishtest's α = β = 0.05, normalized Elo). */
const SPRT_DEFAULTS: Readonly<Record<string, string>> = { alpha: '0.05', beta: '0.05', model: 'normalized' };

/** `--sprt`'s settings (throws a `UsageError` naming what is wrong). */
export function parseSprt(text: string, command: string): SprtSettings {
  const fields = new Map<string, string>();
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    if (eq < 0 || !['elo0', 'elo1', 'alpha', 'beta', 'model'].includes(key))
      throw new UsageError(`--sprt: '${part}' is not elo0=, elo1=, alpha=, beta= or model=`, command);
    // a key given twice kept its last value without a word
    if (fields.has(key)) throw new UsageError(`--sprt: ${key}= is given twice`, command);
    fields.set(key, part.slice(eq + 1).trim());
  }
  const value = (key: string) => fields.get(key) ?? SPRT_DEFAULTS[key];
  const number = (key: string) => {
    const text = value(key);
    if (text === undefined) throw new UsageError(`--sprt: give ${key}=`, command);
    const n = Number(text);
    // a decimal number: Number() alone reads '0x10' as 16
    if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) || !Number.isFinite(n))
      throw new UsageError(`--sprt: ${key}=${text} is not a number`, command);
    return n;
  };
  const settings = {
    elo0: number('elo0'),
    elo1: number('elo1'),
    alpha: number('alpha'),
    beta: number('beta'),
    model: value('model') as SprtSettings['model'],
  };
  try {
    checkSprtSettings(settings);
  } catch (error) {
    throw new UsageError(`--sprt: ${(error as Error).message}`, command);
  }
  return settings;
}

/** Where a running SPRT writes its lines. */
interface Sink {
  write(text: string): unknown;
}

/** A running SPRT: its counts, the LLR line after each pair, and the schedule cut short at a decision. */
export class SprtRun {
  #counts: Pentanomial = NO_PAIRS;
  #pending = new Map<number, number>();
  #llr = 0;
  #decision: 'H0' | 'H1' | undefined;

  constructor(
    readonly settings: SprtSettings,
    private readonly out: Sink,
  ) {}

  /** The counts so far. */
  get counts(): Pentanomial {
    return this.#counts;
  }

  /** The schedule, until a decision. */
  *until<O>(schedule: Iterable<Pairing<O>>): Generator<Pairing<O>> {
    for (const pairing of schedule) {
      if (this.#decision !== undefined) return;
      yield pairing;
    }
  }

  /** Counts a finished game (games in order); prints the LLR when it completes a pair. */
  add(pairing: Pairing<unknown>, whiteScore: number): void {
    const first = pairing.white === 0 ? whiteScore : 1 - whiteScore;
    const other = this.#pending.get(pairing.pair);
    if (other === undefined) {
      this.#pending.set(pairing.pair, first);
      return;
    }
    this.#pending.delete(pairing.pair);
    this.#counts = addPair(this.#counts, other, first);
    this.#llr = sprtLlr(this.#counts, this.settings);
    this.#decision ??= sprtDecision(this.#llr, this.settings);
    this.out.write(`${this.line()}\n`);
  }

  /** The LLR, its bounds, the hypotheses and the pentanomial counts (fastchess's `Ptnml(0-2)` order). */
  line(): string {
    const { lower, upper } = sprtBounds(this.settings);
    const { elo0, elo1, model } = this.settings;
    const c = this.#counts;
    const ptnml = [c.ll, c.ld, c.wl + c.dd, c.wd, c.ww].join(', ');
    return (
      `SPRT: LLR ${this.#llr.toFixed(2)} (${lower.toFixed(2)}, ${upper.toFixed(2)}) ` +
      `[${elo0.toFixed(2)}, ${elo1.toFixed(2)}] ${model}, Ptnml(0-2): [${ptnml}]`
    );
  }

  /** Prints the verdict. */
  finish(): void {
    const pairs = Object.values(this.#counts).reduce((a, b) => a + b, 0);
    this.out.write(
      this.#decision === undefined
        ? `SPRT: no decision after ${pairs} game pairs (LLR ${this.#llr.toFixed(2)})\n`
        : `SPRT: ${this.#decision} accepted after ${pairs} game pairs (LLR ${this.#llr.toFixed(2)})\n`,
    );
  }
}

/** The SPRT of `--sprt` (undefined without it); refused in a tournament. */
export function matchSprt(
  given: string | undefined,
  tournament: TournamentKind | undefined,
  out: Sink,
  command: string,
): SprtRun | undefined {
  if (given === undefined) return undefined;
  if (tournament !== undefined) throw new UsageError('--sprt takes two engines, not a tournament', command);
  return new SprtRun(parseSprt(given, command), out);
}
