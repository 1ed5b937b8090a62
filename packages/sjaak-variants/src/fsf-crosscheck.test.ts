/**
 * The Fairy-Stockfish cross-check of the SjaakII variants (`test/fsf-crosscheck-suite.ts`): the first ten of the
 * fixture's variants (the others: `fsf-crosscheck-2.test.ts`).
 */
import { sjaakCrossCheck } from '../test/fsf-crosscheck-suite.js';

sjaakCrossCheck(0, 10);
