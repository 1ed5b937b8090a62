/**
 * `@x/engine/match`: the match runner's logic without processes or protocols, for a script that runs its own
 * games — who plays whom (`pairings`, round-robin and gauntlet), how a game ends (`judgePosition`, `forfeit`),
 * what a score means (`estimateElo`), the SPRT on game pairs (`sprtLlr`), ratings from results (`rate`), and
 * lichess's Win%, accuracy and average centipawn loss of an analysed game (`gameAccuracy`).
 */
export { type GameAccuracy, gameAccuracy, type SideAccuracy } from './accuracy.js';
export { type EloEstimate, eloOfScore, estimateElo, type MatchCounts } from './elo.js';
export {
  adjudicatedDraw,
  forfeit,
  judgePosition,
  resultOf,
  type Termination,
  type Verdict,
  verdictOfOutcome,
} from './judge.js';
export {
  MAX_RATED_PLAYERS,
  type PlayerRating,
  type RatedGame,
  type RateOptions,
  type Ratings,
  rate,
} from './ratings.js';
export { encounters, type Pairing, pairings, TOURNAMENT_KINDS, type TournamentKind } from './schedule.js';
export {
  addPair,
  checkSprtSettings,
  type EloModel,
  NO_PAIRS,
  type Pentanomial,
  type SprtSettings,
  sprtBounds,
  sprtDecision,
  sprtLlr,
} from './sprt.js';
export {
  CP_CEILING,
  cappedCentipawns,
  type Evaluation,
  isMate,
  winningChances,
  winPercent,
} from './win-percent.js';
