/**
 * python-chess's `random.perft` (6,838 positions), every count up to its budget (`peer-perft-cases.ts`): the
 * second of two files, each every other position, so the test runner shares it out over two cores (about 850
 * CPU-seconds in all at the deep budget, seconds at the sample budget).
 */
import { describePerftFiles } from './peer-perft-cases.js';

describePerftFiles(['random'], { index: 1, of: 2 });
