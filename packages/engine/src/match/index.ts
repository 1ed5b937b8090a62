/**
 * `@x/engine/match`: the match runner's logic without processes or protocols, for a script that runs its own
 * games — who plays whom (`pairings`, round-robin and gauntlet), how a game ends (`judgePosition`, `forfeit`),
 * what a score means (`estimateElo`), the SPRT on game pairs (`sprtLlr`), ratings from results (`rate`), and
 * lichess's Win%, accuracy and average centipawn loss of an analysed game (`gameAccuracy`).
 */
export { gameAccuracy } from './accuracy.js';
export { estimateElo } from './elo.js';
export { adjudicatedDraw, forfeit, judgePosition, type Termination, type Verdict } from './judge.js';
export { MAX_RATED_PLAYERS, rate } from './ratings.js';
export { type Pairing, pairings, TOURNAMENT_KINDS } from './schedule.js';
export {
  addPair,
  checkSprtSettings,
  NO_PAIRS,
  sprtBounds,
  sprtDecision,
  sprtLlr,
} from './sprt.js';
export { CP_CEILING, type Evaluation, isMate, winningChances, winPercent } from './win-percent.js';
