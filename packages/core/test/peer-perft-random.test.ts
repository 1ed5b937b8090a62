/**
 * python-chess's `random.perft` (6,838 positions), every count up to its budget (`peer-perft-cases.ts`), in a file of its
 * own so the test runner runs it beside the other peer files (about 850 CPU-seconds at the deep budget, seconds at the sample budget).
 */
import { describePerftFiles } from './peer-perft-cases.js';

describePerftFiles(['random']);
