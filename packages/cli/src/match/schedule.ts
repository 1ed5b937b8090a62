/**
 * The games of `xn match` and who plays them: game i (from 0) starts from opening ⌊i/2⌋ (in file order, again
 * from the first when they run out), the first engine White in even games, so that each opening is played
 * with both colours (cutechess-cli's `-repeat`, fastchess's default).
 */
import type { Opening } from './openings.js';

/** One game to play. */
export interface Pairing {
  /** The game's number, from 1 (the PGN's `Round`). */
  readonly round: number;
  readonly opening: Opening;
  /** Whether the first engine (`--engine` given first) plays White. */
  readonly firstIsWhite: boolean;
}

/** The pairings of `games` games on `openings`. */
export function pairings(games: number, openings: readonly Opening[]): Pairing[] {
  return Array.from({ length: games }, (_, i) => ({
    round: i + 1,
    opening: openings[Math.floor(i / 2) % openings.length]!,
    firstIsWhite: i % 2 === 0,
  }));
}
