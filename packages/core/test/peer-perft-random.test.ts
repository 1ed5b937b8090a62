/**
 * python-chess's `random.perft` (6,838 positions), every count up to 5 M nodes by default, in a file of its
 * own so the test runner runs it beside the other peer files (about 850 CPU-seconds).
 */
import { describePerftFiles } from './peer-perft-cases.js';

describePerftFiles(['random']);
