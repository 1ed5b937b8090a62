/** Direction tables of SjaakII move strings: slide lines (`H`, `V`, `D`, `A`) and compass steps (White's view). */
import type { SlideDirection, StepDirection, SjaakVector } from './types.js';

/** The two senses of each slide line: H along ranks, V along files, D diagonal, A anti-diagonal. */
export const LINES: Readonly<Record<SlideDirection, readonly SjaakVector[]>> = {
  H: [
    [1, 0],
    [-1, 0],
  ],
  V: [
    [0, 1],
    [0, -1],
  ],
  D: [
    [1, 1],
    [-1, -1],
  ],
  A: [
    [1, -1],
    [-1, 1],
  ],
};

/** White's compass directions (N = towards Black, E = towards the higher files). */
export const COMPASS: Readonly<Record<StepDirection, SjaakVector>> = {
  N: [0, 1],
  NE: [1, 1],
  E: [1, 0],
  SE: [1, -1],
  S: [0, -1],
  SW: [-1, -1],
  W: [-1, 0],
  NW: [-1, 1],
};
