/**
 * The messages between `xn pgn check --jobs N` (and the commands with a task) and its worker threads: a batch of whole game sections of an input
 * (its bytes and where the main thread cut them, once) and what checking it found.
 */
import type { LetterOptions } from '../io/piece-letters.js';
import type { GameRow } from '../pgn/convert/game-row.js';
import type { Recording } from './visit-record.js';

/** How a parallel run reads every game, as the main thread tells each batch. */
export interface BatchReading {
  readonly json: boolean;
  readonly failFast: boolean;
  /** `xn pgn filter|dedupe|eco|stats|convert`: answer each game as the command's task does (`game-task.ts`). */
  readonly task?: TaskName | undefined;
  readonly encoding: string | undefined;
  /** `--read-piece-letters`: the SAN options that read the moves' localised piece letters. */
  readonly san?: LetterOptions | undefined;
  /** `--variants FILE`'s variants by name, as JSON (`TagVariants.json`), for the games' `Variant` tags. */
  readonly variants?: string | undefined;
}

/** Game sections of an input, as the main thread sends them to a worker. */
export interface CheckBatch extends BatchReading {
  readonly id: number;
  /** The input's name in diagnostics. */
  readonly file: string;
  /**
   * `pad` spaces, then the input's bytes from `offset` on (transferred); undefined for a block of a plain file,
   * which its reader reads from the file named `file` (`block-file.ts`, `withBytes`).
   */
  readonly bytes?: ArrayBuffer | undefined;
  /** Spaces put before the bytes so that columns of their first line count as in the input. */
  readonly pad: number;
  /** Byte offset in the input of the first byte after the pad. */
  readonly offset: number;
  /**
   * The game sections of the bytes as `splitPgn` cut the input (the worker reads them without splitting again),
   * four numbers each: byte offset and length in the input, 1-based line and column; or, for a block of the input
   * the main thread did not cut (`byte-blocks.ts`), the block (the worker cuts it, `block-sections.ts`).
   */
  readonly sections: readonly number[] | BlockPlace;
  /** `--jobs 2`'s pipeline: the batch's games as the main thread read them into visitor events, to play back. */
  readonly recording?: Recording | undefined;
}

/** Where a block lies in its input, and how it ends (`ByteBlock`'s fields but its bytes). */
export interface BlockPlace {
  readonly length: number;
  readonly probe: number;
  readonly line: number;
  readonly tail: 'probe' | 'end' | 'open';
}

/**
 * What a batch gave: each game's answer in order — in the thread that read it (`answers`), or packed for the trip
 * from a worker (`packed`, `answer-pack.ts`).
 */
export interface CheckedBatch {
  readonly id: number;
  readonly answers?: readonly GameAnswer[];
  readonly packed?: PackedAnswers;
  /** A fault of xn itself in the worker. */
  readonly failure?: string;
  /** The message of an `InputError` the worker met (a block's file could not be read again). */
  readonly inputError?: string;
  /** A block's bytes, sent back (the main thread reads them itself after a cut that was not confirmed). */
  readonly bytes?: ArrayBuffer;
  /** A block whose cut at its end is not the one a single thread makes: nothing in it was read. */
  readonly recut?: boolean;
}

/** A batch's answers packed for the trip from a worker (`answer-pack.ts`: `packAnswers`, `unpackAnswers`). */
export interface PackedAnswers {
  readonly count: number;
  /** Per answer: its flags, then the numbers they call for (`answer-pack.ts`). */
  readonly numbers: Float64Array;
  /** The strings the numbers point at (by index). */
  readonly strings: readonly string[];
  /** The buffers the data spans point at (by index). */
  readonly buffers: readonly ArrayBuffer[];
  /** `convert --to parquet|csv`: the rows, in order. */
  readonly rows?: readonly GameRow[];
}

/** What one game gave: only what its command needs is set. */
export interface GameAnswer {
  /** A bad game's diagnostic, printed. */
  readonly problem?: string;
  /** What the game writes (its source bytes, or its text written again). */
  readonly data?: Uint8Array | string;
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
