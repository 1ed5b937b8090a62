/**
 * What `xn match` prints: a line per finished game, in game order (as cutechess-cli's "Finished game" lines), and
 * the result table — each engine's games, wins, draws, losses and score — with the Elo difference of the first
 * over the second, its 95 % error margin, the likelihood of superiority and the draw ratio (`@x/engine/match` `estimateElo`).
 */
import { estimateElo, type Verdict } from '@x/engine/match';

/** A match's wins, draws and losses, as `estimateElo` reads them. */
type MatchCounts = Parameters<typeof estimateElo>[0];

/** The line of a finished game. */
export function gameLine(round: number, white: string, black: string, verdict: Verdict): string {
  return `Finished game ${round} (${white} vs ${black}): ${verdict.result} {${verdict.reason}}\n`;
}

/** Adds a game's result to the first engine's counts. */
export function count(score: MatchCounts, verdict: Verdict, firstIsWhite: boolean): MatchCounts {
  const won = verdict.result === (firstIsWhite ? '1-0' : '0-1');
  const lost = verdict.result === (firstIsWhite ? '0-1' : '1-0');
  return {
    wins: score.wins + (won ? 1 : 0),
    draws: score.draws + (won || lost ? 0 : 1),
    losses: score.losses + (lost ? 1 : 0),
  };
}

/** A number as text with `digits` decimals, `inf` for an infinite one, `-` for none. */
export function fixed(value: number, digits: number): string {
  if (Number.isNaN(value)) return '-';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  return value.toFixed(digits);
}

/** The table of a match between `first` and `second` with the first's counts. */
export function resultTable(first: string, second: string, score: MatchCounts): string {
  const games = score.wins + score.draws + score.losses;
  const rows = [
    ['Engine', 'Games', 'Wins', 'Draws', 'Losses', 'Score'],
    [first, games, score.wins, score.draws, score.losses, percent((score.wins + score.draws / 2) / games)],
    [second, games, score.losses, score.draws, score.wins, percent((score.losses + score.draws / 2) / games)],
  ].map((row) => row.map(String));
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const lines = rows.map((row) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
  );
  const elo = estimateElo(score);
  lines.push(
    `Elo difference: ${fixed(elo.elo, 1)} +/- ${fixed(elo.margin, 1)}, LOS: ${fixed(elo.los * 100, 1)} %, ` +
      `DrawRatio: ${fixed(elo.drawRatio * 100, 1)} %`,
  );
  return `${lines.map((line) => line.trimEnd()).join('\n')}\n`;
}

const percent = (share: number) => `${fixed(share * 100, 1)}%`;
