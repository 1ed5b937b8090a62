/** The built-in variants by name. */
import { capablanca } from './capablanca.js';
import { chess, chess960 } from './chess.js';
import { atomic, kingOfTheHill, threeCheck } from './chess-rules.js';
import { crazyhouse } from './crazyhouse.js';
import { makruk } from './makruk.js';
import { shogi } from './shogi.js';
import { xiangqi } from './xiangqi.js';

/** Built-in variant definitions, reading and writing Fairy-Stockfish's FEN conventions. */
export const variants = {
  chess,
  chess960,
  crazyhouse,
  capablanca,
  xiangqi,
  shogi,
  makruk,
  atomic,
  kingofthehill: kingOfTheHill,
  threecheck: threeCheck,
} as const;
