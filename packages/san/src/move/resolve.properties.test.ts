import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { SanError } from '../shared/errors.js';
import { isNullMove, type SanMove } from '../shared/null-move.js';
import { replay } from '../game/replay.js';
import { resolve } from './resolve.js';
import { stringify } from './stringify.js';

const positions = [
  Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
  Position.fromFen('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'),
  Position.fromFen('rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3'),
  Position.fromFen('4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1'),
  Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NPq] w KQkq - 0 1', variants.crazyhouse),
  Position.fromFen(variants.capablanca.startFen, variants.capablanca),
  Position.fromFen(variants.chess960.startFen, variants.chess960),
];

/** Characters SAN and movetext are made of, plus a few strangers. */
const sanChar = fc.constantFrom(
  ...'KQRBNPACkqrbnpac abcdefghij0123456789x-=+#!?@O.o()Z{}$*;\n♘♕‼⁉‡–'.split(''),
);
const sanLike = fc.array(sanChar, { maxLength: 24 }).map((chars) => chars.join(''));

function onlySanError(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SanError);
  }
}

describe('property: resolution throws only SanError, never hangs', () => {
  it('SAN-alphabet strings in several positions, both modes', () => {
    fc.assert(
      fc.property(sanLike, fc.nat(positions.length - 1), fc.boolean(), (text, p, strict) => {
        const position = positions[p]!;
        const before = position.toFen();
        onlySanError(() => resolve(text, position, { mode: strict ? 'strict' : 'lenient' }));
        expect(position.toFen()).toBe(before);
      }),
      { numRuns: runs(3000) },
    );
  });
  it('arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.nat(positions.length - 1), (text, p) => {
        onlySanError(() => resolve(text, positions[p]!));
      }),
      { numRuns: runs(1000) },
    );
  });
  it('replay returns a result (never throws) on movetext-like text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(sanLike, fc.constantFrom('1.', 'e4', 'e5', 'Nf3', '(', ')', '{c}', '$1', '--', '*')),
          {
            maxLength: 30,
          },
        ),
        fc.nat(positions.length - 1),
        fc.boolean(),
        (tokens, p, variations) => {
          const result = replay(positions[p]!, tokens.join(' '), { variations });
          if (!result.success) expect(result.error).toBeInstanceOf(SanError);
        },
      ),
      { numRuns: runs(1500) },
    );
  });
});

function same(a: SanMove, b: SanMove): boolean {
  if (isNullMove(a) || isNullMove(b)) return isNullMove(a) && isNullMove(b);
  return (
    a.from === b.from &&
    a.to === b.to &&
    a.promotion === b.promotion &&
    a.castle === b.castle &&
    a.drop === b.drop
  );
}

describe('property: random walks round-trip move for move', () => {
  for (const [name, variant] of [
    ['chess', variants.chess],
    ['crazyhouse', variants.crazyhouse],
    ['chess960', variants.chess960],
  ] as const) {
    it(`${name}: resolve(stringify(move)) is the move, strictly`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (choices) => {
          const position = Position.fromFen(variant.startFen, variant);
          for (const choice of choices) {
            const moves = position.legalMoves();
            if (moves.length === 0) break;
            const move = moves[choice % moves.length]!;
            const san = stringify(move, position);
            expect(same(resolve(san, position, { mode: 'strict' }), move)).toBe(true);
            position.play(move);
          }
        }),
        { numRuns: runs(60) },
      );
    });
  }
});
