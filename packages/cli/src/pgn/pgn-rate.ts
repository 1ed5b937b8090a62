/**
 * `xn pgn rate [--white-advantage] [--json] FILE… | -`: the maximum-likelihood (Elo) rating of every player of a
 * results file, as Ordo and BayesElo compute them (`@x/engine/match` `rate`): draws counted as half points, White's
 * advantage estimated with `--white-advantage`, each rating with its 95 % margin, the players' mean 0. Reads the
 * tags only (`White`, `Black`, `Result`); a game without a decided result (`*`) is not counted.
 */
import { MAX_RATED_PLAYERS, rate } from '@x/engine/match';

/** One game as `rate` reads it. */
type RatedGame = Parameters<typeof rate>[0][number];
/** What `rate` computes. */
type Ratings = ReturnType<typeof rate>;
import type { CommandIo } from '../command.js';
import { EXIT, errorLine, UsageError } from '../failure.js';
import { Output } from '../io/output.js';
import { Progress } from '../io/progress.js';
import { forEachRecord, INPUT_OPTIONS, inputsOf, parseInputArgs } from '../io/records.js';
import { terminalText } from '../io/terminal-text.js';
import { TagVariants } from '../variant/tag-variants.js';
import { FLAG } from '../command.js';

const COMMAND = 'pgn rate';

/** The options of `xn pgn rate`. */
const OPTIONS = {
  ...INPUT_OPTIONS,
  json: FLAG,
  'white-advantage': FLAG,
} as const;

/** White's score of each decided result. */
const SCORES = new Map([
  ['1-0', 1],
  ['0-1', 0],
  ['1/2-1/2', 0.5],
]);

/** Runs `xn pgn rate`; resolves to the exit status (0, or 2 when an input could not be read). */
export async function pgnRate(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseInputArgs(args, OPTIONS, COMMAND);
  let status: number = EXIT.ok;
  const out = Output.open(values.output, io.stdout, () => io.onClosedPipe(status), positionals, COMMAND);
  const progress = new Progress(values.quiet !== true, io.stderr);
  const games: RatedGame[] = [];
  const players = new Set<string>();
  let skipped = 0;
  try {
    await forEachRecord(
      {
        ...inputsOf(positionals, values, COMMAND, io, await TagVariants.of(values.variants)),
        progress,
        readPgn: { headersOnly: true },
        onInputError: (error) => {
          status = EXIT.usage;
          progress.clear();
          io.stderr.write(errorLine(error.message));
        },
      },
      (record) => {
        const headers = record.success ? record.data.headers : undefined;
        const score = SCORES.get(headers?.get('Result') ?? '*');
        const [white, black] = [headers?.get('White') ?? '?', headers?.get('Black') ?? '?'];
        if (score === undefined || white === black) {
          skipped++;
          return true;
        }
        players.add(white).add(black);
        if (players.size > MAX_RATED_PLAYERS)
          throw new UsageError(`more than ${MAX_RATED_PLAYERS} players: rate fewer at a time`, COMMAND);
        games.push({ white, black, score });
        return true;
      },
    );
  } finally {
    progress.stop();
  }
  const ratings = rate(games, { whiteAdvantage: values['white-advantage'] === true });
  await out.write(
    values.json === true ? jsonRatings(ratings, games.length, skipped) : textRatings(ratings, skipped),
  );
  await out.close();
  return status;
}

/** The ratings as a table: rank, name, rating, margin, points, games, score. */
function textRatings(ratings: Ratings, skipped: number): string {
  const rows = [
    ['Rank', 'Name', 'Elo', '+/-', 'Points', 'Games', 'Score'],
    ...ratings.players.map((p, i) => [
      `${i + 1}`,
      terminalText(p.name),
      p.rating.toFixed(1),
      p.margin.toFixed(1),
      `${p.points}`,
      `${p.games}`,
      `${((p.points / p.games) * 100).toFixed(1)}%`,
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, c) => (c === 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd(),
  );
  if (ratings.whiteAdvantage !== 0)
    lines.push(
      `White advantage: ${ratings.whiteAdvantage.toFixed(1)} +/- ${ratings.whiteAdvantageMargin.toFixed(1)}`,
    );
  if (skipped > 0)
    lines.push(`${skipped} game${skipped === 1 ? '' : 's'} without a decided result or players`);
  return `${lines.join('\n')}\n`;
}

/** The ratings as one JSON object. */
function jsonRatings(ratings: Ratings, games: number, skipped: number): string {
  const round = (x: number) => Math.round(x * 10) / 10;
  return `${JSON.stringify({
    games,
    skipped,
    whiteAdvantage: round(ratings.whiteAdvantage),
    whiteAdvantageMargin: round(ratings.whiteAdvantageMargin),
    players: ratings.players.map((p) => ({ ...p, rating: round(p.rating), margin: round(p.margin) })),
  })}\n`;
}
