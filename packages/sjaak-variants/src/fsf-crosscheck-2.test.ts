/**
 * The Fairy-Stockfish cross-check of the SjaakII variants (`test/fsf-crosscheck-suite.ts`): the fixture's variants
 * after the first ten (those: `fsf-crosscheck.test.ts`).
 */
import { sjaakCrossCheck } from '../test/fsf-crosscheck-suite.js';

sjaakCrossCheck(10, Number.POSITIVE_INFINITY);
