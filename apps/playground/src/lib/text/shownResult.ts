/**
 * A game's result as the page shows it, lichess's way: a draw `½-½` rather than the `1/2-1/2` a PGN writes (the
 * text itself keeps what it says).
 */

/** A result as the text writes it, and as the page shows it, with who won in words. */
export const RESULTS: ReadonlyMap<string, readonly [shown: string, words: string]> = new Map([
  ['1-0', ['1-0', 'White wins']],
  ['0-1', ['0-1', 'Black wins']],
  ['1/2-1/2', ['½-½', 'Draw']],
]);

/** `token` (a `Result` tag's value, a movetext's result) as the page shows it: `½-½` for a draw, else as written. */
export function shownResult(token: string): string {
  return RESULTS.get(token)?.[0] ?? token;
}
