/**
 * Checks of what `xn analyse` and `xn match` write, for the smoke tests and the runs the cli README reports: the
 * PGN read back by `@x/san` move by move, `[%eval]` after every main-line move, and each match game's `Result` and
 * `Termination` against `@x/core`'s verdict on its last position.
 */
import type { Move, VariantDefinition } from '@x/core';
import { mainLine, parsePgn, startingPosition, variantTagKey, walkGame } from '@x/san';
import { parseComments } from '@x/san/annotations';

/** What a file of analysed games holds. */
export interface AnalysedSummary {
  readonly games: number;
  readonly moves: number;
  /** Main-line moves without an `[%eval]`. */
  readonly withoutEval: number;
  /** Moves marked `?!`, `?`, `??` (NAGs 6, 2, 4). */
  readonly marks: { readonly inaccuracies: number; readonly mistakes: number; readonly blunders: number };
}

/**
 * Reads analysed games back (throws the first `SanError` of a game that does not replay), the variants of a
 * `--variants` file by name in `variants`.
 */
export function summariseAnalysed(
  text: string,
  variants?: ReadonlyMap<string, VariantDefinition>,
): AnalysedSummary {
  const byKey = new Map([...(variants ?? [])].map(([name, d]) => [variantTagKey(name), d]));
  const lookup = (key: string) => byKey.get(key);
  const games = parsePgn(text, { variants: lookup });
  let moves = 0;
  let withoutEval = 0;
  const marks = { inaccuracies: 0, mistakes: 0, blunders: 0 };
  for (const game of games) {
    walkGame(game, startingPosition(game, { variants: lookup }), () => undefined);
    for (const node of mainLine(game.moves)) {
      moves++;
      if (parseComments(node.data.comments).evaluation === undefined) withoutEval++;
      const nags = node.data.nags;
      if (nags.includes(6)) marks.inaccuracies++;
      if (nags.includes(2)) marks.mistakes++;
      if (nags.includes(4)) marks.blunders++;
    }
  }
  return { games: games.length, moves, withoutEval, marks };
}

/** A match game whose tags disagree with `@x/core`. */
export interface Disagreement {
  readonly round: string;
  readonly termination: string | undefined;
  readonly result: string | undefined;
  readonly verdict: string;
}

/**
 * Replays every game of a match file and compares its tags with `@x/core`'s verdict on the last position: a
 * `normal` game must end where `@x/core` says the game is over, with its result; any other `Termination` (a
 * forfeit, an adjudication) where `@x/core` says it goes on. Returns the games read and the disagreements.
 */
export function checkTerminations(text: string): { games: number; disagreements: Disagreement[] } {
  const games = parsePgn(text);
  const disagreements: Disagreement[] = [];
  for (const game of games) {
    // played on one position, so that its history (repetitions) is the game's
    const moves: Move[] = [];
    walkGame(game, startingPosition(game), (step) => void moves.push(step.move as Move), {
      variations: false,
    });
    const last = startingPosition(game);
    for (const move of moves) last.play(move);
    const outcome = last.outcome();
    const expected =
      outcome === undefined
        ? undefined
        : outcome.winner === undefined
          ? '1/2-1/2'
          : outcome.winner === 'white'
            ? '1-0'
            : '0-1';
    const termination = game.headers.get('Termination');
    const result = game.headers.get('Result');
    const agrees =
      termination === 'normal' ? expected !== undefined && result === expected : expected === undefined;
    if (!agrees)
      disagreements.push({
        round: game.headers.get('Round') ?? '?',
        termination,
        result,
        verdict: outcome === undefined ? 'goes on' : `${outcome.reason} ${expected}`,
      });
  }
  return { games: games.length, disagreements };
}
