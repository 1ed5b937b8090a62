import { describe, expect, it } from 'vitest';
import { rng } from '../../../../tests/rng.js';
import { ChessPosition } from '../chess/index.js';
import { Position } from '../position.js';
import { variants } from '../variants/index.js';
import {
  attackersOf,
  createMoveBuffer,
  engineLayout,
  generateLegalMoves,
  generateMovesFrom,
  generateMovesTo,
  givesCheck,
  inCheck,
  isAttacked,
  makeMove,
  pieceCode,
  moveDropType,
  moveFrom,
  moveGateType,
  movePieceType,
  movePromotion,
  moveTo,
  sideToMove,
  unmakeMove,
} from './index.js';

const sorted = (a: Int32Array, n: number) => [...a.subarray(0, n)].sort((x, y) => x - y);

/** Positions along seeded random games of a variant. */
function* positions(variant: (typeof variants)[keyof typeof variants], games: number, plies: number) {
  const random = rng(3);
  for (let g = 0; g < games; g++) {
    const pos = Position.fromFen(variant.startFen, variant);
    for (let ply = 0; ply < plies; ply++) {
      yield pos;
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      pos.play(moves[Math.floor(random() * moves.length)]!);
    }
  }
}

describe('@x/core/engine agrees with the full legal move list', () => {
  for (const name of [
    'chess',
    'chess960',
    'capablanca',
    'xiangqi',
    'shogi',
    'crazyhouse',
    'atomic',
  ] as const) {
    it(`${name}: generateMovesTo / generateMovesFrom / givesCheck on random games`, () => {
      const all = createMoveBuffer();
      const some = createMoveBuffer();
      for (const pos of positions(variants[name], 3, 40)) {
        const n = generateLegalMoves(pos, all);
        const { size, typeIds } = engineLayout(pos);
        for (let to = 0; to < size; to++) {
          for (let type = 0; type < typeIds.length; type++) {
            const expected = [...all.subarray(0, n)]
              .filter((m) => moveTo(m) === to && (type === 0 || movePieceType(pos, m) === type))
              .sort((x, y) => x - y);
            expect(sorted(some, generateMovesTo(pos, to, type, some))).toEqual(expected);
          }
        }
        const from = n > 0 ? moveFrom(all[0]!) : 0;
        expect(sorted(some, generateMovesFrom(pos, from, some))).toEqual(
          [...all.subarray(0, n)]
            .filter((m) => moveFrom(m) === from && (m >>> 24) % 8 !== 5)
            .sort((x, y) => x - y),
        );
        for (let i = 0; i < n; i++) {
          const m = all[i]!;
          const quick = givesCheck(pos, m);
          makeMove(pos, m);
          expect(quick).toBe(inCheck(pos, sideToMove(pos)));
          unmakeMove(pos);
        }
      }
    }, 60_000);
  }

  it('attackersOf lists exactly the attacking pieces', () => {
    const pos = Position.fromFen('4k3/8/8/3q4/8/1N3n2/8/R3K3 w - - 0 1');
    const out = new Int32Array(64);
    // d4 (27): attacked by the black queen on d5 (35) and the knight on f3 (21); by White's knight on b3 (17).
    expect(sorted(out, attackersOf(pos, 27, 1, out))).toEqual([21, 35]);
    expect(sorted(out, attackersOf(pos, 27, 0, out))).toEqual([17]);
    expect(isAttacked(pos, 27, 1)).toBe(true);
    expect(isAttacked(pos, 63, 0)).toBe(false);
  });

  it('pieceCode reads the squares only (the generic state keeps its piece lists after them)', () => {
    for (const pos of [
      Position.fromFen('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1'),
      ChessPosition.fromFen('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1') as unknown as Position, // the engine surface takes both
    ]) {
      expect([pieceCode(pos, 0), pieceCode(pos, 4), pieceCode(pos, 60), pieceCode(pos, 63)]).toEqual([
        16, 24, 25, 0,
      ]);
      for (const off of [-1, 64, 65, 66, 72, 100, 200, 263, 264, 1e6, 0.5, Number.NaN]) {
        expect(pieceCode(pos, off), `${pos.constructor.name} ${off}`).toBe(0);
      }
    }
  });

  it('move accessors: piece, promotion, drop and gate types', () => {
    const pos = Position.fromFen('4k3/1P6/8/8/8/8/8/4K3[Nn] w - - 0 1', variants.crazyhouse);
    const buf = createMoveBuffer();
    const n = generateLegalMoves(pos, buf);
    const { typeOf } = engineLayout(pos);
    const moves = [...buf.subarray(0, n)];
    const promotion = moves.find((m) => movePromotion(m) === typeOf.get('queen'))!;
    expect(movePieceType(pos, promotion)).toBe(typeOf.get('pawn'));
    const drop = moves.find((m) => moveDropType(m) === typeOf.get('knight'))!;
    expect(movePieceType(pos, drop)).toBe(typeOf.get('knight'));
    expect(moveGateType(promotion)).toBe(0);
    expect(moveDropType(promotion)).toBe(0);
  });
});
