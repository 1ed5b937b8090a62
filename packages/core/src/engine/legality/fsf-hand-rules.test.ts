/**
 * Fairy-Stockfish's rules found by comparing random positions with ffish, as data: a promotion with no choice
 * (no pawn move into the zone), `end.extinctionCountsHand`, `drops.mustDropType`, `checkedRoyalTakesOnly`, and
 * Cambodian chess's: `unmovedInFen`, `royalInitialLostTo`, `cambodian` counting (shatar's `end.mateCheckers`:
 * `rules/mate-checkers/`).
 * Each variant is chess, crazyhouse or makruk with fields changed; every assertion is a move list, a FEN or an
 * outcome (the FENs as ffish gives them for its `cambodian`).
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import type { VariantDefinition } from '../../variant/definition.js';
import type { MoveAtom } from '../../variant/pieces.js';
import { variants } from '../../variant/builtins/index.js';

const uci = (pos: Position) => pos.legalMoves().map((m) => pos.uci(m));

describe('a promotion rule with no choice', () => {
  const chess = variants.chess;
  const none: VariantDefinition = {
    ...chess,
    id: 'no-choice',
    pieces: chess.pieces.map((p) =>
      p.id === 'pawn' ? { ...p, promotion: { ...p.promotion!, choices: [], mandatory: 'always' } } : p,
    ),
  };
  it('keeps the pawn out of the zone, where chess promotes it', () => {
    const fen = '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1';
    expect(uci(Position.fromFen(fen, none)).filter((m) => m.startsWith('b7'))).toEqual([]);
    expect(uci(Position.fromFen(fen, chess)).filter((m) => m.startsWith('b7'))).toHaveLength(4);
  });
});

describe('extinctionCountsHand', () => {
  const house = variants.crazyhouse;
  const bare = (counts: boolean): VariantDefinition => ({
    ...house,
    id: 'bare-house',
    pieces: house.pieces.map((p) => (p.royal ? { ...p, royal: false } : p)),
    end: { noPieces: 'win', ...(counts ? { extinctionCountsHand: true } : {}) },
  });
  it('a side with nothing on the board but a piece in hand plays on', () => {
    const fen = '4k3/8/8/8/8/8/8/8[N] w - - 0 1';
    expect(Position.fromFen(fen, bare(true)).outcome()).toBeUndefined();
    expect(uci(Position.fromFen(fen, bare(true)))).toContain('N@e2');
    expect(Position.fromFen(fen, bare(false)).outcome()?.reason).toBe('no-pieces');
  });
});

describe('mustDropType', () => {
  const house = variants.crazyhouse;
  const forced: VariantDefinition = {
    ...house,
    id: 'forced-knight',
    drops: { ...house.drops!, mustDrop: true, mustDropType: 'knight' },
  };
  it('with the type in hand only its drops; without it every move', () => {
    const moves = uci(Position.fromFen('4k3/8/8/8/8/8/8/4K3[NB] w - - 0 1', forced));
    expect(moves.every((m) => m.startsWith('N@'))).toBe(true);
    expect(moves).toHaveLength(62);
    const free = uci(Position.fromFen('4k3/8/8/8/8/8/8/4K3[B] w - - 0 1', forced));
    expect(free).toContain('e1d1');
    expect(free).toContain('B@a1');
  });
});

describe('checkedRoyalTakesOnly', () => {
  const makpong: VariantDefinition = { ...variants.chess, id: 'makpong-chess', checkedRoyalTakesOnly: true };
  it('in check the king only takes the checker', () => {
    // The rook on e2 checks; the king may take it, not step aside.
    const fen = '4k3/8/8/8/8/8/4r3/4K3 w - - 0 1';
    expect(uci(Position.fromFen(fen, makpong))).toEqual(['e1e2']);
    expect(uci(Position.fromFen(fen, variants.chess))).toContain('e1d1');
    // A checker the king cannot reach: no king move at all (a mate here).
    expect(uci(Position.fromFen('4k3/8/8/8/8/8/8/r3K3 w - - 0 1', makpong))).toEqual([]);
  });
});

const makruk = variants.makruk;

/** A quiet leap that only a piece that has not moved makes. */
const firstLeap = (vectors: readonly (readonly [number, number])[], notInCheck = false): MoveAtom =>
  notInCheck
    ? { kind: 'leap', vectors, mode: 'move', initial: true, notInCheck }
    : { kind: 'leap', vectors, mode: 'move', initial: true };

/** Makruk with the king's knight leap to the rank ahead and the met's two-step, both first moves only. */
const firstMoves: VariantDefinition = {
  ...makruk,
  id: 'first-moves',
  pieces: makruk.pieces.map((p) => {
    const extra =
      p.id === 'king'
        ? firstLeap(
            [
              [2, 1],
              [-2, 1],
            ],
            true,
          )
        : p.id === 'met'
          ? firstLeap([[0, 2]])
          : undefined;
    return extra ? { ...p, moves: [...p.moves, extra] } : p;
  }),
  unmovedInFen: true,
  royalInitialLostTo: ['rook'],
};

describe('unmovedInFen', () => {
  it('gives first moves to the pieces the castling field names, and writes them back', () => {
    const start = Position.fromFen('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1', firstMoves);
    expect(uci(start).filter((m) => m.startsWith('d1'))).toEqual(expect.arrayContaining(['d1b2', 'd1f2']));
    expect(start.toFen()).toBe('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1');
    start.play('d1c2');
    expect(start.toFen()).toBe('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/2K5/RNS1MSNR b Ede - 1 1');
    const none = Position.fromFen('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1', firstMoves);
    expect(uci(none)).not.toContain('d1b2');
  });
  it('the met leaps two squares ahead while unmoved, onto an empty square', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/3KM3 w E - 0 1', firstMoves);
    expect(uci(pos)).toContain('e1e3');
    expect(uci(pos)).not.toContain('d1b2');
  });
});

describe('royalInitialLostTo', () => {
  const fen = '4k3/4p3/8/8/8/8/8/R5K1 w e - 0 1';
  it('a rook moved onto the unmoved king’s file takes its leap, even behind a blocker', () => {
    const pos = Position.fromFen(fen, firstMoves);
    pos.play('a1e1');
    expect(uci(pos)).not.toContain('e8c7');
    expect(pos.toFen()).toBe('4k3/4p3/8/8/8/8/8/4R1K1 b - - 1 1');
  });
  it('a rook elsewhere leaves it', () => {
    const pos = Position.fromFen(fen, firstMoves);
    pos.play('a1b1');
    expect(uci(pos)).toEqual(expect.arrayContaining(['e8c7', 'e8g7']));
  });
});

describe("counting: 'cambodian'", () => {
  const counted = (rule: 'makruk' | 'cambodian'): VariantDefinition => ({
    ...makruk,
    id: `${rule}-counting`,
    end: { ...makruk.end, counting: { rule, pawn: 'pawn', rook: 'rook', khon: 'khon', knight: 'knight' } },
  });
  it('the board’s honour counts for a side of up to three pieces, with pawns on the board', () => {
    const fen = '4k3/3p4/8/8/8/8/4P3/R3K3 w - - 0 1';
    const cambodian = Position.fromFen(fen, counted('cambodian'));
    cambodian.play('a1a2');
    expect(cambodian.toFen()).toBe('4k3/3p4/8/8/8/8/R3P3/4K3 b - 126 0 1');
    const thai = Position.fromFen(fen, counted('makruk'));
    thai.play('a1a2');
    expect(thai.toFen()).toBe('4k3/3p4/8/8/8/8/R3P3/4K3 b - - 1 1');
  });
  it('a bare king with pawns on the board does not count', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1', counted('cambodian'));
    pos.play('a1a2');
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/R3P3/4K3 b - - 1 1');
  });
});
