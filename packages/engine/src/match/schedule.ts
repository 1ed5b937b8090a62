/**
 * Who plays whom, with which opening and colour: the games of a two-engine match or of a tournament over any
 * number of engines, as cutechess-cli and fastchess schedule them. Every encounter (two engines) plays its games
 * in pairs on one opening with colours swapped (cutechess-cli's `-repeat`, fastchess's default): game pair k
 * (from 0) of each encounter starts from opening k (in the list's order, again from the first when they run
 * out), the encounter's first engine White in the pair's first game. A round-robin meets every two engines, a
 * gauntlet the first engine with each of the others; the encounters take turns, one game pair each.
 */

/** The tournament kinds: every engine against every other, or the first against each of the others. */
export type TournamentKind = 'round-robin' | 'gauntlet';

/** The tournament kinds, for option parsing. */
export const TOURNAMENT_KINDS: readonly TournamentKind[] = ['round-robin', 'gauntlet'];

/** One game to play: engines by their index in the list given. */
export interface Pairing<O> {
  /** The game's number, from 1 (the PGN's `Round`). */
  readonly round: number;
  readonly opening: O;
  readonly white: number;
  readonly black: number;
  /** The game pair it belongs to (from 0): its two games share an opening and an encounter. */
  readonly pair: number;
}

/** The encounters of a tournament of `engines` engines, each as `[first, second]` (first < second). */
export function encounters(engines: number, kind: TournamentKind = 'round-robin'): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < engines; a++)
    for (let b = a + 1; b < engines; b++) if (kind === 'round-robin' || a === 0) out.push([a, b]);
  return out;
}

/**
 * The games of a tournament: `games` games per encounter on `openings` (at least one), in playing order. A
 * generator, so that a long SPRT run (a million games) takes no memory up front.
 */
export function* pairings<O>(
  engines: number,
  games: number,
  openings: readonly O[],
  kind: TournamentKind = 'round-robin',
): Generator<Pairing<O>> {
  if (openings.length === 0) throw new TypeError('pairings: no opening');
  const met = encounters(engines, kind);
  let round = 0;
  let pair = 0;
  for (let k = 0; 2 * k < games; k++)
    for (const [first, second] of met) {
      const opening = openings[k % openings.length]!;
      yield { round: ++round, opening, white: first, black: second, pair };
      if (2 * k + 1 < games) yield { round: ++round, opening, white: second, black: first, pair };
      pair++;
    }
}
