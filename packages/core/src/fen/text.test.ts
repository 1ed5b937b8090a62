/** `Position.toFen` (written from piece codes, `fen/text.ts`) equals `stringifyFen` of the position's setup. */
import { runs } from '../../../../tests/depth.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringifyFen } from './fen.js';
import { Position } from '../position.js';
import { variants } from '../variant/builtins/index.js';

const STARTS: [string, string][] = [
  ...Object.keys(variants).map((name): [string, string] => [
    name,
    variants[name as keyof typeof variants].startFen,
  ]),
  ['chess960', 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9'],
  ['chess960', '2r1kr2/8/8/8/8/8/8/1R2K1R1 w GBfc - 0 1'],
];

describe('Position.toFen', () => {
  it.each(STARTS)('%s: the same text as stringifyFen(toSetup()) along random games', (name, fen) => {
    const variant = variants[name as keyof typeof variants];
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 120 }), (choices) => {
        const position = Position.fromFen(fen, variant);
        for (const choice of choices) {
          const slow = stringifyFen(position.toSetup(), variant, {
            epSquare: position.legalEpSquare() ?? null,
          });
          expect(position.toFen()).toBe(slow);
          const moves = position.legalMoves();
          if (moves.length === 0) break;
          position.play(moves[choice % moves.length]!);
        }
      }),
      { numRuns: runs(15) },
    );
  });
});
