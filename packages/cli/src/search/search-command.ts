/**
 * `xn search --query JSON FILE…`: the games of PGN files that meet a query of Scoutfish's language
 * (`@x/search`): from each file's index (`FILE.xni`) when it is there and of the file as it is now, else by
 * reading the file (a stale or foreign index is said on stderr and not used; a large file in byte ranges on
 * `--jobs N` threads, `search-ranges.ts`). The games as PGN, or with `--json`
 * Scoutfish's answer, one line a file, streamed (`scoutfish-json.ts`). Exit 0 when a game matched, 1 when none did, 2 on usage or input errors. A condition that fits no game of a file
 * (its board size, its letters, its moves of another variant) is noted on stderr.
 */
import fs from 'node:fs';
import { MAX_SETTINGS_BYTES, readWholeFile } from '../io/whole-file.js';
import { openIndexFile, SearchError } from '@x/search';
import { QueryPlan, type QueryAnswer, searchIndex, searchPgn } from '@x/search/query';
import { type CommandIo, FLAG, parseCommandArgs, VALUE } from '../command.js';
import { EXIT, UsageError } from '../failure.js';
import { Output } from '../io/output.js';
import { terminalText } from '../io/terminal-text.js';
import { parseJobs } from '../jobs/jobs.js';
import { searchInRanges } from './search-ranges.js';
import { fileChunks, indexPath, readSpan, stampFile } from './source-file.js';
import { randomAccess } from './random-access.js';
import { writeScoutfishJson } from './scoutfish-json.js';

/** The query of `--query` (JSON text, or `@FILE` for a file's): its text and its plan. */
function queryPlan(
  text: string | undefined,
  command: string,
): { readonly text: string; readonly plan: QueryPlan } {
  if (text === undefined) throw new UsageError('give the query: --query JSON', command);
  let json = text;
  if (text.startsWith('@')) {
    json = readWholeFile(text.slice(1), MAX_SETTINGS_BYTES, 'a query').toString('utf8');
  }
  try {
    return { text: json, plan: new QueryPlan(json) };
  } catch (error) {
    if (!(error instanceof SearchError)) throw error;
    throw new UsageError(`--query: ${error.message} (${error.code} at column ${error.column})`, command);
  }
}

/**
 * The answer for one file: from its fresh index, else a scan (a stale or bad index said on stderr), of a large
 * file in byte ranges on `jobs` threads.
 */
async function answerOf(
  file: string,
  query: { readonly text: string; readonly plan: QueryPlan },
  jobs: number,
  io: CommandIo,
): Promise<QueryAnswer> {
  const { plan } = query;
  const stamp = stampFile(file, 'search');
  const index = indexPath(file);
  if (fs.existsSync(index)) {
    let fd: number | undefined;
    try {
      // a directory fails its reads, a pipe blocks its open until a writer comes: neither is opened
      if (!fs.statSync(index).isFile()) {
        io.stderr.write(`${terminalText(index)}: warning: not a plain file; reading the file instead\n`);
        return scanOf(file, stamp, query, jobs, io);
      }
      fd = fs.openSync(index, 'r');
      // read at offsets: an exact position reads its keys' buckets and its games, a scan streams the body
      return searchIndex(openIndexFile(randomAccess(fd), stamp), plan);
    } catch (error) {
      if (!(error instanceof SearchError) || error.code === 'invalid-query') throw error;
      io.stderr.write(
        `${terminalText(index)}: warning[${error.code}]: ${terminalText(error.message)}; reading the file instead\n`,
      );
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
  }
  return scanOf(file, stamp, query, jobs, io);
}

/** The answer for `file` by reading it (a large file in byte ranges on `jobs` threads). */
async function scanOf(
  file: string,
  stamp: { readonly size: number },
  query: { readonly text: string; readonly plan: QueryPlan },
  jobs: number,
  io: CommandIo,
): Promise<QueryAnswer> {
  return (
    (await searchInRanges(file, stamp.size, query, jobs, io.env)) ??
    searchPgn(fileChunks(file, io.stdin), query.plan)
  );
}

/**
 * A note a condition of the query that fits no game of `file` (a sub-fen of another board size, a piece letter or
 * a move of another variant): it could never match there, which an empty answer alone does not say.
 */
function misfitNotes(file: string, answer: QueryAnswer): string[] {
  return answer.misfits.map(
    ({ condition, variants }) =>
      `${terminalText(file)}: note: ${condition === '' ? 'the query' : `the query's ${condition}`} fits no game ` +
      `(${variants.join(', ')}): a sub-fen's board size or piece letters, or a move, of another variant\n`,
  );
}

/** `xn search`. */
export async function searchCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const command = 'search';
  const { values, positionals } = parseCommandArgs(args, {
    query: { ...VALUE, short: 'q' },
    json: FLAG,
    jobs: { ...VALUE, short: 'j' },
  });
  const query = queryPlan(values.query, command);
  const jobs = parseJobs(values.jobs, command);
  if (positionals.length === 0) throw new UsageError('give the PGN files to search', command);
  let found = 0;
  // through `Output`: each game waits for stdout to take the ones before (they were all queued in memory at once)
  const out = Output.open(undefined, io.stdout, () => io.onClosedPipe(found > 0 ? EXIT.ok : EXIT.bad));
  for (const file of positionals) {
    const answer = await answerOf(file, query, jobs, io);
    found += answer.matchCount;
    for (const line of misfitNotes(file, answer)) io.stderr.write(line);
    if (values.json) {
      await writeScoutfishJson(out, answer, positionals.length > 1 ? file : undefined);
      continue;
    }
    const fd = fs.openSync(file, 'r');
    const { byteOffsets, byteLengths } = answer.matches;
    try {
      for (let i = 0; i < answer.matches.length; i++) {
        const text = readSpan(fd, byteOffsets[i]!, byteLengths[i]!);
        await out.write(text);
        if (text[text.length - 1] !== 10) await out.write('\n');
        if (text.length < 2 || text[text.length - 2] !== 10) await out.write('\n');
      }
    } finally {
      fs.closeSync(fd);
    }
  }
  await out.close();
  return found > 0 ? EXIT.ok : EXIT.bad;
}
