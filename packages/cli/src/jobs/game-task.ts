/**
 * The commands that answer for each game they read — `filter`, `dedupe`, `eco`, `stats`, `convert` — as a
 * `GameTask`: what a game gives (`GameAnswer`: its diagnostic, the bytes or text it writes, whether it is chosen,
 * its hash, its counts), computed in line or, with `--jobs N`, by the same code on each byte range of a large file
 * on its own thread (a worker rebuilds the task from the command's own arguments, `TaskName`). The answers are
 * consumed on the main thread in input order by the same code either way (`for-each-answer.ts`), so the output of
 * `--jobs N` is the output of one thread.
 */
import type { GameEnd, PgnRecord } from '@x/san';
import type { Input } from '../io/input.js';
import type { MainLineScan } from '../pgn/main-line-scan.js';
import type { GameAnswer } from './range-messages.js';

export type { GameAnswer, TaskName } from './range-messages.js';

/** How a command reads games and answers for each. */
export interface GameTask<S extends MainLineScan = MainLineScan> {
  /** The scan the games are read with, or undefined to read records only. */
  readonly scan: S | undefined;
  /** Records only: read their tags alone. */
  readonly headersOnly?: boolean;
  /** A game the scan read whole (and `accept`ed); its bytes may be the scan's, valid until the next game. */
  readonly onScan: (scan: S, game: GameEnd, input: Input) => GameAnswer;
  /** A record read in full (every game, without a scan). */
  readonly onRecord: (record: PgnRecord, input: Input) => GameAnswer;
  /** Whether a game the scan read goes to `onScan` (else its records go to `onRecord`). */
  readonly accept: (scan: S, game: GameEnd, input: Input) => boolean;
}
