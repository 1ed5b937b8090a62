/**
 * The messages between `xn pgn check --jobs N` (and the commands with a task) and its worker threads: a byte range
 * of a plain file to read, and each game's answer (packed, `answer-pack.ts`) as it comes.
 */
import type { LetterOptions } from '../io/piece-letters.js';
import type { GameRow } from '../pgn/convert/game-row.js';

/** How every range of a run is read, as the main thread tells each worker. */
export interface RangeReading {
  /** `check`: diagnostics as JSON lines; `--fail-fast`. */
  readonly json: boolean;
  readonly failFast: boolean;
  /** `xn pgn filter|dedupe|eco|convert`: answer each game as the command's task does (`game-task.ts`). */
  readonly task?: TaskName | undefined;
  readonly encoding: string | undefined;
  /** `--read-piece-letters`: the SAN options that read the moves' localised piece letters. */
  readonly san?: LetterOptions | undefined;
  /** `--variants FILE`'s variants by name, as JSON (`TagVariants.json`), for the games' `Variant` tags. */
  readonly variants?: string | undefined;
}

/** One byte range of a plain file, for a worker to read with the one-thread code (`check-worker.ts`). */
export interface RangeRequest extends RangeReading {
  readonly id: number;
  /** The file's path, also its name in diagnostics. */
  readonly file: string;
  /** Where the range begins (a likely game start), and where the later ranges begin (`RangeEnd`). */
  readonly start: number;
  readonly later: readonly number[];
  /**
   * The range's index among the file's ranges (from 1: the main thread reads range 0), where the range before it
   * begins, and every range's line feeds as the workers count them (shared; `byte-ranges.ts`' `rangeLine`).
   */
  readonly index: number;
  readonly before: number;
  readonly feeds: BigInt64Array;
  /** Bytes of answers sent before the rest go to the file `spill` (`spill-file.ts`) until the main thread asks. */
  readonly hold: number;
  readonly spill: string;
}

/**
 * What a worker sends for a range: its answers in order, a part at a time (`part`), then once `done`: where its
 * read stopped (`stop`, `RangeEnd`), how many parts went to the spill file, or what went wrong.
 */
export interface RangeAnswer {
  readonly id: number;
  readonly part?: PackedAnswers;
  readonly done?: { readonly stop: number; readonly spilled: number };
  /** A fault of xn itself in the worker. */
  readonly failure?: string;
  /** The message of an `InputError` the worker met (after the answers before it). */
  readonly inputError?: string;
}

/** A part of a range's answers packed for the trip from a worker (`answer-pack.ts`: `AnswerPacker`, `unpackAnswers`). */
export interface PackedAnswers {
  readonly count: number;
  /** Per answer: its flags, then the numbers they call for (`answer-pack.ts`). */
  readonly numbers: Float64Array;
  /** The strings the numbers point at (by index). */
  readonly strings: readonly string[];
  /** The bytes the answers write, one after the other (each answer's length is among its numbers). */
  readonly data: Uint8Array;
  /** `convert --to parquet|csv`: the rows, in order. */
  readonly rows?: readonly GameRow[];
  /** The bytes of the range's file that the answers' spans lie in (`GameAnswer.at`), from and to. */
  readonly span?: readonly [number, number];
}

/** What one game gave: only what its command needs is set. */
export interface GameAnswer {
  /** A bad game's diagnostic, printed. */
  readonly problem?: string;
  /** What the game writes (its source bytes, or its text written again). */
  readonly data?: Uint8Array | string;
  /**
   * Where `data` lies in the input when it is the input's own bytes: a worker sends the place, and the main thread
   * reads the bytes again from the file.
   */
  readonly at?: number;
  /** `convert --to parquet|csv`: the game as a row. */
  readonly row?: GameRow;
  /** `filter`: whether the game meets the criteria. */
  readonly chosen?: boolean;
  /** `dedupe`: the game's hash, and where it is (with `--report`). */
  readonly key?: readonly [number, number] | undefined;
  readonly place?: string;
  /** `check`: the game's variant (undefined: not read), plies (-1 when bad) and diagnostics, printed. */
  readonly check?: {
    readonly variant: string | undefined;
    readonly plies: number;
    readonly texts: readonly string[];
  };
  /** `stats`: the game's result, variant, opening ('' for none), plies (-1: bad) and error code ('' for none). */
  readonly stats?: readonly [string, string, string, number, string];
}

/** The commands with a task. */
export type TaskCommand = 'filter' | 'dedupe' | 'eco' | 'stats' | 'convert';

/** A command's task as a worker thread rebuilds it: the command and its arguments as given. */
export interface TaskName {
  readonly command: TaskCommand;
  readonly args: readonly string[];
}
