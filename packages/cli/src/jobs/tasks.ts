/**
 * The tasks of `xn pgn filter|dedupe|eco|stats --jobs N` as a worker thread rebuilds them from the command's
 * arguments (`TaskName`), each built once per thread and run again on every batch.
 */
import { dedupeTask } from '../pgn/pgn-dedupe.js';
import { ecoTask } from '../pgn/pgn-eco.js';
import { filterTask } from '../pgn/pgn-filter.js';
import { statsTask } from '../pgn/pgn-stats.js';
import type { TaskName } from './check-batch.js';
import type { GameTask } from './game-task.js';

const MAKERS = new Map([
  ['filter', filterTask],
  ['dedupe', dedupeTask],
  ['eco', ecoTask],
  ['stats', statsTask],
] as const);

/** The tasks built so far, by command and arguments. */
const built = new Map<string, GameTask>();

/** The task `name` names (built on first use). */
export function taskOf(name: TaskName): GameTask {
  const key = [name.command, ...name.args].join('\0');
  let task = built.get(key);
  if (task === undefined) {
    task = MAKERS.get(name.command)!(name.args) as GameTask;
    built.set(key, task);
  }
  return task;
}
