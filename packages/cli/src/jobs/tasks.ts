/**
 * The tasks of `xn pgn filter|dedupe|eco|stats|convert --jobs N` as a worker thread rebuilds them from the command's
 * arguments (`TaskName`), each built once per thread and run again on every range.
 */
import { convertTask } from '../pgn/convert/pgn-convert.js';
import { dedupeTask } from '../pgn/dedupe/pgn-dedupe.js';
import { ecoTask } from '../pgn/eco/pgn-eco.js';
import { filterTask } from '../pgn/filter/pgn-filter.js';
import { statsTask } from '../pgn/pgn-stats.js';
import type { VariantLookup } from '@x/san';
import type { TaskName } from './range-messages.js';
import type { GameTask } from './game-task.js';

/** Each command's task maker (`eco`'s is async: it reads its table of openings first). */
const MAKERS = new Map<
  string,
  (args: readonly string[], variants: VariantLookup | undefined) => GameTask | Promise<GameTask>
>([
  ['filter', filterTask],
  ['dedupe', dedupeTask],
  ['eco', ecoTask],
  ['stats', (_args, variants) => statsTask(variants)],
  ['convert', convertTask],
]);

/** The tasks built so far, by command and arguments. */
const built = new Map<string, Promise<GameTask>>();

/**
 * The task `name` names (built on first use; `eco`'s reads its table of openings first), reading `Variant` tags
 * with `variants` (the worker's, built from the same `--variants FILE` as the arguments name).
 */
export function taskOf(name: TaskName, variants: VariantLookup | undefined): Promise<GameTask> {
  const key = [name.command, ...name.args].join('\0');
  let task = built.get(key);
  if (task === undefined) {
    task = Promise.resolve(MAKERS.get(name.command)!(name.args, variants));
    built.set(key, task);
  }
  return task;
}
