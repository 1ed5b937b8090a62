/**
 * `xn pgn stats FILE… | -`: what a database holds — games, good and bad (every move checked, variations too),
 * plies, results, variants, and the most played openings (by the `Opening` tag, else `ECO`).
 */
import type { PgnRecord, VariantLookup } from '@x/san';
import { type CommandIo, FLAG, VALUE, wholeNumber } from '../command.js';
import { checkGame } from './check-game.js';
import { EXIT, errorLine } from '../failure.js';
import { terminalText } from '../io/terminal-text.js';
import { Output } from '../io/output.js';
import { Progress } from '../io/progress.js';
import { inputsOf } from '../io/records.js';
import { TagVariants } from '../variant/tag-variants.js';
import { forEachAnswer } from '../jobs/for-each-answer.js';
import type { GameAnswer, GameTask } from '../jobs/game-task.js';
import { JOB_INPUT_OPTIONS, parseJobInputArgs } from '../jobs/jobs.js';

const COMMAND = 'pgn stats';

/** What `stats` counts. */
interface Stats {
  games: number;
  good: number;
  bad: number;
  plies: number;
  readonly results: Map<string, number>;
  readonly variants: Map<string, number>;
  readonly openings: Map<string, number>;
  readonly errors: Map<string, number>;
}

/** The options of `xn pgn stats`. */
const OPTIONS = {
  json: FLAG,
  top: VALUE,
  ...JOB_INPUT_OPTIONS,
} as const;

/** Runs `xn pgn stats`; resolves to the exit status (0, or 2 when an input could not be read). */
export async function pgnStats(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals, jobs } = parseJobInputArgs(args, OPTIONS, COMMAND);
  const top = wholeNumber(values.top, 'top', COMMAND, 0, 1e9) ?? 10;
  let status: number = EXIT.ok;
  const out = Output.open(values.output, io.stdout, () => io.onClosedPipe(status), positionals, COMMAND);
  const progress = new Progress(values.quiet !== true, io.stderr);
  const stats: Stats = {
    games: 0,
    good: 0,
    bad: 0,
    plies: 0,
    results: new Map(),
    variants: new Map(),
    openings: new Map(),
    errors: new Map(),
  };
  const variants = await TagVariants.of(values.variants);
  try {
    await forEachAnswer(
      {
        ...inputsOf(positionals, values, COMMAND, io, variants),
        progress,
        onInputError: (error) => {
          status = EXIT.usage;
          progress.clear();
          io.stderr.write(errorLine(error.message));
        },
      },
      statsTask(variants.lookup),
      { jobs, name: { command: 'stats', args } },
      (answer) => void count(answer.stats!, stats),
    );
  } finally {
    progress.stop();
  }
  await out.write(values.json === true ? jsonStats(stats, top) : textStats(stats, top));
  await out.close();
  return status;
}

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** What `xn pgn stats` answers for each game: its result, variant, opening, plies and error. */
export function statsTask(variants: VariantLookup | undefined): GameTask {
  return {
    scan: undefined,
    onScan: () => ({}),
    onRecord: (record) => ({ stats: gameStats(record, variants) }),
    accept: () => false,
  };
}

/** A game's result, variant, opening ('' for none), plies (-1 when bad) and error code ('' for none). */
function gameStats(record: PgnRecord, variants: VariantLookup | undefined): NonNullable<GameAnswer['stats']> {
  if (!record.success) return ['', '', '', -1, record.error.code];
  const game = record.data;
  const headers = game.headers;
  const result = game.result ?? headers.get('Result') ?? '(none)';
  const variant = headers.get('Variant') ?? 'Standard';
  const named = headers.get('Opening') ?? headers.get('ECO');
  const opening = named === undefined || named === '?' ? '' : named;
  const { plies, error } = checkGame(record, variants);
  return [result, variant, opening, error === undefined ? plies : -1, error?.code ?? ''];
}

function count(
  [result, variant, opening, plies, error]: NonNullable<GameAnswer['stats']>,
  stats: Stats,
): void {
  stats.games++;
  if (result === '') {
    stats.bad++;
    bump(stats.errors, error);
    return;
  }
  bump(stats.results, result);
  bump(stats.variants, variant);
  if (opening !== '') bump(stats.openings, opening);
  if (plies < 0) {
    stats.bad++;
    bump(stats.errors, error);
    return;
  }
  stats.good++;
  stats.plies += plies;
}

/** The entries of a count, most first (then by name), at most `top` of them. */
function ranked(map: Map<string, number>, top = Number.POSITIVE_INFINITY): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, top);
}

function textStats(s: Stats, top: number): string {
  const n = (x: number) => x.toLocaleString('en');
  const lines = [
    `games     ${n(s.games)} (${n(s.good)} good, ${n(s.bad)} bad)`,
    `plies     ${n(s.plies)} in the good games${s.good > 0 ? `, ${(s.plies / s.good).toFixed(1)} a game` : ''}`,
  ];
  const list = (title: string, map: Map<string, number>, limit?: number) => {
    const entries = ranked(map, limit);
    if (entries.length === 0) return;
    lines.push(`${title}`);
    for (const [name, count] of entries) lines.push(`  ${n(count).padStart(9)}  ${terminalText(name)}`);
  };
  list('results', s.results);
  list('variants', s.variants);
  list('errors', s.errors);
  list(`openings (the ${top} most played)`, s.openings, top);
  return `${lines.join('\n')}\n`;
}

function jsonStats(s: Stats, top: number): string {
  const object = (map: Map<string, number>, limit?: number) => Object.fromEntries(ranked(map, limit));
  return `${JSON.stringify({
    games: s.games,
    good: s.good,
    bad: s.bad,
    plies: s.plies,
    results: object(s.results),
    variants: object(s.variants),
    errors: object(s.errors),
    openings: object(s.openings, top),
  })}\n`;
}
