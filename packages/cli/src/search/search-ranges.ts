/**
 * `xn search --jobs N` on a large plain file without a fresh index: the file cut into byte ranges as the `xn pgn`
 * commands cut it (`jobs/byte-ranges.ts`, `jobs/range-split.ts`' `rangeCount`), this thread searching the first and
 * the threads of `WorkerPool` (`jobs/check-worker.ts`, which serves `SearchRangeRequest`s too) one each, with the
 * one-thread code (`searchPgn`, from the range's start to the first game of a later range: `RangeEnd`). The
 * ranges' answers are joined in order — a range the one before it read through is dropped, game numbers counted
 * on from the games before — and `skip`/`limit` applied to the whole: the answer of one thread.
 */
import {
  parseQuery,
  type QueryAnswer,
  QueryPlan,
  type SearchMatch,
  SearchMatches,
  searchPgn,
} from '@x/search/query';
import { Readable } from 'node:stream';
import type { Io } from '../command.js';
import { InputError } from '../failure.js';
import { RangeEnd } from '../io/range-end.js';
import { cutRanges } from '../jobs/byte-ranges.js';
import { rangeCount } from '../jobs/range-split.js';
import { WorkerPool } from '../jobs/worker-pool.js';
import { fileChunks } from './source-file.js';

/** One byte range of a plain file for a worker to search. */
export interface SearchRangeRequest {
  readonly id: number;
  /** The query's JSON text, and how many of the range's first matches to list (the whole's `skip` + `limit`). */
  readonly query: string;
  readonly keep: number;
  readonly file: string;
  /** Where the range begins, and where the later ranges begin (`RangeEnd`). */
  readonly start: number;
  readonly later: readonly number[];
}

/** What one range gave: its games, its matches (numbered from 1 in the range), where its read stopped. */
export interface RangeFound {
  readonly games: number;
  readonly matchCount: number;
  readonly matches: readonly SearchMatch[];
  /** The conditions that fit no game of the range (`QueryAnswer.misfits`). */
  readonly misfits: QueryAnswer['misfits'];
  /** `RangeEnd.stop`: the index in `later` of the range the read stopped at. */
  readonly stop: number;
}

/** A worker's answer: the range's, or what went wrong. */
export interface SearchRangeAnswer {
  readonly id: number;
  readonly part?: undefined;
  readonly found?: RangeFound;
  readonly failure?: string;
  readonly inputError?: string;
}

/** No stdin: a range is of a plain file. */
const NO_STDIN = (): Readable => Readable.from([]);

/** Searches the range `request` names (on this thread or a worker's). */
export async function searchRange(request: SearchRangeRequest): Promise<RangeFound> {
  const end = new RangeEnd(request.later);
  const plan = new QueryPlan({ ...parseQuery(request.query), skip: 0, limit: request.keep });
  const chunks = fileChunks(request.file, NO_STDIN(), request.start);
  const answer = await searchPgn(chunks, plan, {
    base: request.start,
    stopAt: (offset) => end.past(offset),
  });
  const { games, matchCount, matches, misfits } = answer;
  return { games, matchCount, matches: [...matches], misfits, stop: end.stop };
}

/** A worker's answer to `request` (its faults caught and told). */
export async function answerSearchRange(request: SearchRangeRequest): Promise<SearchRangeAnswer> {
  try {
    return { id: request.id, found: await searchRange(request) };
  } catch (error) {
    if (error instanceof InputError) return { id: request.id, inputError: error.message };
    return { id: request.id, failure: error instanceof Error ? error.message : String(error) };
  }
}

/** The conditions that fit no game of two parts of a file: those of both, with the variants of both. */
function joinMisfits(a: QueryAnswer['misfits'], b: QueryAnswer['misfits']): QueryAnswer['misfits'] {
  return a.flatMap((m) => {
    const other = b.find((n) => n.condition === m.condition);
    return other === undefined ? [] : [{ ...m, variants: [...new Set([...m.variants, ...other.variants])] }];
  });
}

/** The found of a worker's answer (its fault thrown). */
function foundOf(answer: SearchRangeAnswer): RangeFound {
  if (answer.inputError !== undefined) throw new InputError(answer.inputError);
  if (answer.found === undefined) throw new Error(answer.failure);
  return answer.found;
}

/**
 * The answer to `plan` (of the JSON text `query`) for the plain file `file` of `size` bytes read in byte ranges on
 * `jobs` threads, or undefined when the file is too small for two ranges (`XN_RANGE_BYTES`/`XN_RANGES` as for the
 * `xn pgn` commands).
 */
export async function searchInRanges(
  file: string,
  size: number,
  query: { readonly text: string; readonly plan: QueryPlan },
  jobs: number,
  env: Io['env'],
): Promise<QueryAnswer | undefined> {
  const count = jobs < 2 ? 1 : rangeCount(size, jobs, 'search', env);
  const starts = count < 2 ? [0] : cutRanges(file, size, count);
  if (starts.length < 2) return undefined;
  const { plan } = query;
  const keep = plan.skip + plan.limit;
  const request = (i: number): SearchRangeRequest => ({
    id: i,
    query: query.text,
    keep,
    file,
    start: starts[i]!,
    later: starts.slice(i + 1),
  });
  const pool = WorkerPool.take<SearchRangeRequest, SearchRangeAnswer>(
    new URL('./check-worker.cjs', import.meta.url),
    Math.min(jobs, starts.length) - 1,
    { cache: 'search' },
  );
  const ranges = starts.slice(1).map((_, i) => pool.run(request(i + 1), []));
  // a range not waited for (the run failed first) fails quietly
  for (const range of ranges) range.catch(() => undefined);
  let done = false;
  try {
    const own = await searchRange(request(0));
    const answer = { matchCount: 0, matches: [] as SearchMatch[], games: 0, plies: 0 };
    let misfits: QueryAnswer['misfits'] | undefined;
    const join = (found: RangeFound) => {
      for (const m of found.matches) answer.matches.push({ ...m, game: m.game + answer.games });
      answer.games += found.games;
      answer.matchCount += found.matchCount;
      if (found.games > 0)
        misfits = misfits === undefined ? found.misfits : joinMisfits(misfits, found.misfits);
    };
    join(own);
    for (let at = own.stop; at < ranges.length; ) {
      const found = foundOf(await ranges[at]!);
      join(found);
      at += 1 + found.stop;
    }
    // the ranges read through by the one before them are waited for: their threads are kept for the next run
    await Promise.allSettled(ranges);
    done = true;
    answer.matches.splice(0, plan.skip);
    answer.matches.splice(plan.limit);
    return {
      ...answer,
      matches: SearchMatches.from(answer.matches, plan.conditions.length),
      misfits: misfits ?? [],
    };
  } finally {
    if (done) await pool.release();
    else await pool.close();
  }
}
