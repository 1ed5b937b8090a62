/** The built-in variants by name. */
import { chess, chess960 } from './chess.js';

/** Built-in variant definitions: chess, chess960 (more are added as they are verified). */
export const variants = {
  chess,
  chess960,
} as const;
