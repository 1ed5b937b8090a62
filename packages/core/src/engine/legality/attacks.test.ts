/**
 * `attacked` where the reverse attack tables alone would misstate it: a ride that captures only from its origin zone
 * (`MoveAtom.fromZone`), a cannon and a grasshopper with a `range`, a rider with a prison (it captures inside it
 * only, as Fairy-Stockfish's mobility regions), and initial-only or not-initial captures (which the tables leave
 * out). Each case is a chess board with one such piece, judged against the brute force (`captureSources`: the
 * side's pieces generate their captures onto the square) and against what the piece can do; the prison case against
 * ffish 0.7.10's legal moves for the same position (`mobilityRegionWhiteRook = *1 *2`).
 */
import { describe, expect, it } from 'vitest';
import { STATE } from '../../position-base.js';
import { Position } from '../../position.js';
import { chess } from '../../variant/builtins/chess.js';
import { rankZone } from '../../variant/builtins/zones.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { MoveAtom, PieceType, VariantDefinition } from '../../variant/definition.js';
import { attacked, captureSources } from './attacks.js';

const ROOK_LINES: MoveAtom['vectors'] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/** Chess with piece X (`moves`, on top of its `extra` fields) and the zone `low`: White's ranks 1–2, Black's 7–8. */
function withX(moves: readonly MoveAtom[], extra: Partial<PieceType> = {}): VariantDefinition {
  return {
    ...chess,
    id: 'x-chess',
    name: 'X chess',
    zones: { ...chess.zones, low: rankZone(8, 8, [0, 1]) },
    pieces: [...chess.pieces, { id: 'x', symbol: 'X', moves, ...extra }],
  };
}

/** Square index of a name on the 8×8 board. */
const sq = (name: string) => name.charCodeAt(0) - 97 + (Number(name.slice(1)) - 1) * 8;

/** `attacked` of `square` by White in `fen`, after checking it against the brute force. */
function whiteAttacks(def: VariantDefinition, fen: string, square: string): boolean {
  const st = Position.fromFen(fen, def)[STATE];
  const tables = attacked(st, sq(square), 0);
  expect(tables, `${fen} ${square}`).toBe(captureSources(st, sq(square), 0) > 0);
  return tables;
}

/** The legal moves of `fen`, in UCI, sorted. */
function legal(def: VariantDefinition, fen: string): string[] {
  const pos = Position.fromFen(fen, def);
  return pos
    .legalMoves()
    .map((m) => pos.uci(m))
    .sort();
}

describe('attacked: rides that capture only from their origin zone', () => {
  const zoned = withX([{ kind: 'ride', vectors: ROOK_LINES, fromZone: 'low' }]);
  const captureZoned = withX([
    { kind: 'ride', vectors: ROOK_LINES, mode: 'move' },
    { kind: 'ride', vectors: ROOK_LINES, mode: 'capture', fromZone: 'low' },
  ]);

  it.each([
    ['moves and captures from ranks 1–2', zoned],
    ['moves anywhere, captures from ranks 1–2', captureZoned],
  ])('%s: outside the zone it gives no check, inside it does', (_, def) => {
    expect(whiteAttacks(def, '4k3/8/8/4X3/8/8/8/K7 b - - 0 1', 'e8')).toBe(false);
    expect(whiteAttacks(def, '4k3/8/8/8/8/8/4X3/K7 b - - 0 1', 'e8')).toBe(true);
    // the king may stay on the file: e7 is no more attacked than e8
    expect(legal(def, '4k3/8/8/4X3/8/8/8/K7 b - - 0 1')).toEqual(['e8d7', 'e8d8', 'e8e7', 'e8f7', 'e8f8']);
  });

  it('a zone on quiet moves only keeps the tables as the attack test', () => {
    const quietZone = withX([
      { kind: 'ride', vectors: ROOK_LINES, mode: 'move', fromZone: 'low' },
      { kind: 'ride', vectors: ROOK_LINES, mode: 'capture' },
    ]);
    expect(compileVariant(quietZone).captureRules).toBe(false);
    expect(compileVariant(captureZoned).captureRules).toBe(true);
    expect(compileVariant(captureZoned).capture.tablesBoundAttacks).toBe(true);
  });
});

describe('attacked: hoppers with a range', () => {
  it('a cannon of range 2 takes a piece at most two steps beyond a hurdle at most two steps away', () => {
    const def = withX([
      { kind: 'ride', vectors: ROOK_LINES, mode: 'move' },
      { kind: 'hop', hop: 'cannon', vectors: ROOK_LINES, mode: 'capture', range: 2 },
    ]);
    expect(whiteAttacks(def, '4k3/8/8/8/4p3/8/4X3/K7 b - - 0 1', 'e8')).toBe(false); // 4 steps beyond
    expect(whiteAttacks(def, '4k3/8/4p3/8/8/4X3/8/K7 b - - 0 1', 'e8')).toBe(false); // hurdle 3 steps away
    expect(whiteAttacks(def, '4k3/8/4p3/8/4X3/8/8/K7 b - - 0 1', 'e8')).toBe(true);
  });

  it('a grasshopper of range 1 leaps only a hurdle next to it', () => {
    const def = withX([{ kind: 'hop', hop: 'grasshopper', vectors: ROOK_LINES, range: 1 }]);
    expect(whiteAttacks(def, '4k3/4p3/8/8/4X3/8/8/K7 b - - 0 1', 'e8')).toBe(false);
    expect(whiteAttacks(def, '4k3/4p3/4X3/8/8/8/8/K7 b - - 0 1', 'e8')).toBe(true);
  });
});

describe('attacked: riders with a prison', () => {
  const def: VariantDefinition = {
    ...chess,
    id: 'prison-rook',
    name: 'Prison rook',
    zones: { ...chess.zones, low: rankZone(8, 8, [0, 1]) },
    pieces: chess.pieces.map((p) => (p.id === 'rook' ? { ...p, prison: 'low' } : p)),
  };

  it('capture inside the prison only, passing outside it', () => {
    expect(whiteAttacks(def, '8/1k6/8/8/8/8/8/R3K3 b - - 0 1', 'a8')).toBe(false);
    expect(whiteAttacks(def, '8/1k6/8/8/8/8/8/R3K3 b - - 0 1', 'a2')).toBe(true);
    expect(whiteAttacks(def, '8/1k6/8/8/8/8/R7/4K3 b - - 0 1', 'h2')).toBe(true);
  });

  it('leave the king the squares ffish leaves it (mobilityRegionWhiteRook = *1 *2)', () => {
    expect(legal(def, '8/1k6/8/8/8/8/8/R3K3 b - - 0 1')).toEqual(
      'b7a6 b7a7 b7a8 b7b6 b7b8 b7c6 b7c7 b7c8'.split(' '),
    );
  });
});

describe('attacked: captures only while unmoved (or only once moved)', () => {
  it('an initial-only capture checks while the piece has not moved', () => {
    const def = withX([
      { kind: 'leap', vectors: [[0, 1]], mode: 'move' },
      { kind: 'leap', vectors: [[0, 2]], mode: 'capture', initial: true },
    ]);
    expect(whiteAttacks(def, '8/8/8/8/4k3/8/4X3/K7 b - - 0 1', 'e4')).toBe(true);
    const pos = Position.fromFen('8/8/8/3k4/8/8/4X3/K7 w - - 0 1', def);
    pos.play(pos.legalMoves().find((m) => pos.uci(m) === 'e2e3')!);
    pos.play(pos.legalMoves().find((m) => pos.uci(m) === 'd5d4')!);
    expect(attacked(pos[STATE], sq('e5'), 0)).toBe(false); // moved: no capture two steps ahead any more
    expect(captureSources(pos[STATE], sq('e5'), 0)).toBe(0);
  });

  it('a not-initial capture checks once the piece has moved', () => {
    const def = withX([
      { kind: 'ride', vectors: ROOK_LINES, mode: 'move' },
      { kind: 'ride', vectors: ROOK_LINES, mode: 'capture', notInitial: true },
    ]);
    expect(whiteAttacks(def, '4k3/8/8/8/8/8/8/K3X3 b - - 0 1', 'e8')).toBe(false);
    const pos = Position.fromFen('3k4/8/8/8/8/8/8/K3X3 w - - 0 1', def);
    pos.play(pos.legalMoves().find((m) => pos.uci(m) === 'e1e2')!);
    expect(attacked(pos[STATE], sq('e8'), 0)).toBe(true);
    expect(pos.legalMoves().map((m) => pos.uci(m))).not.toContain('d8e8');
  });
});
