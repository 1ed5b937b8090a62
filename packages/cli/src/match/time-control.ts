/**
 * `xn match --tc`: a time control as cutechess-cli and fastchess write it, `[MOVES/]SECONDS[+INCREMENT]`
 * (`10+0.1`, `40/60`, `0:30+0.5` with minutes), and each side's clock through a game.
 */
import { UsageError } from '../failure.js';

/** A time control: the base time and increment in milliseconds, and the moves per period (0: the whole game). */
export interface TimeControl {
  readonly baseMs: number;
  readonly incrementMs: number;
  readonly moves: number;
}

/** The longest base time accepted (a day). */
const MAX_MS = 86_400_000;

/** Reads `--tc TEXT` (a usage error naming the form when it is not one). */
export function parseTimeControl(text: string, command: string): TimeControl {
  const m = /^(?:(\d{1,4})\/)?(?:(\d{1,4}):)?(\d{1,6}(?:\.\d{1,3})?)(?:\+(\d{1,4}(?:\.\d{1,3})?))?$/.exec(
    text,
  );
  const minutes = Number(m?.[2] ?? 0);
  const baseMs = Math.round((minutes * 60 + Number(m?.[3])) * 1000);
  const incrementMs = Math.round(Number(m?.[4] ?? 0) * 1000);
  if (m === null || !(baseMs > 0 && baseMs <= MAX_MS) || incrementMs > MAX_MS)
    throw new UsageError(
      `--tc takes [MOVES/]SECONDS[+INCREMENT], as 10+0.1, 40/60 or 1:30+1 (got '${text}')`,
      command,
    );
  return { baseMs, incrementMs, moves: Number(m[1] ?? 0) };
}

/** One side's clock under a time control. */
export class SideClock {
  #leftMs: number;
  #movesMade = 0;
  readonly #control: TimeControl;

  constructor(control: TimeControl) {
    this.#control = control;
    this.#leftMs = control.baseMs;
  }

  /** The time left, in milliseconds (negative once the flag fell). */
  get leftMs(): number {
    return this.#leftMs;
  }

  /** Moves to go until the next period (undefined when the base time is for the whole game). */
  get movesToGo(): number | undefined {
    const { moves } = this.#control;
    return moves === 0 ? undefined : moves - (this.#movesMade % moves);
  }

  /**
   * Charges a move that took `spentMs`: subtracts it, and when time is left adds the increment and, at the end
   * of a period, the base time again. Returns whether the flag fell.
   */
  charge(spentMs: number): boolean {
    this.#leftMs -= spentMs;
    if (this.#leftMs < 0) return true;
    this.#movesMade++;
    this.#leftMs += this.#control.incrementMs;
    const { moves } = this.#control;
    if (moves > 0 && this.#movesMade % moves === 0) this.#leftMs += this.#control.baseMs;
    return false;
  }
}
