/**
 * Seirawan gating together with drops (`drops.gating` with `freeDrops` on and `capturesToHand`, S-House): gated
 * types obey their drop zone, and gating castlings take no castling right of their own, so a hand that captures
 * may fill with every type fits the move encoding.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { leaper, rider } from '../../variant/atoms.js';
import { variants } from '../../variant/builtins/index.js';
import { rankZone } from '../../variant/builtins/zones.js';
import type { PieceType, VariantDefinition } from '../../variant/definition.js';

const chess = variants.chess;
const hawk: PieceType = { id: 'hawk', symbol: 'H', moves: [rider(1, 1), leaper(1, 2)] };
const elephant: PieceType = { id: 'elephant', symbol: 'E', moves: [rider(0, 1), leaper(1, 2)] };
/** Chess with hawk and elephant in hand, gated or dropped; captures go to the hand; no pawn drops on the back ranks. */
const house: VariantDefinition = {
  ...chess,
  id: 'house',
  pieces: [...chess.pieces, hawk, elephant],
  zones: { ...chess.zones, 'pawn-drop': rankZone(8, 8, [1, 2, 3, 4, 5, 6]) },
  drops: { capturesToHand: true, gating: true, zones: { pawn: 'pawn-drop' } },
  holdingsInFen: true,
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1',
};

describe('gating with drops (S-House)', () => {
  it('a hand piece may be gated or dropped', () => {
    const pos = Position.fromFen(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Hh] w KQBCDFGkqbcdfg - 0 1',
      house,
    );
    const moves = pos.legalMoves();
    // 20 chess moves, the hawk gated behind each of the 4 knight moves, dropped on the 32 empty squares.
    expect(moves.length).toBe(20 + 4 + 32);
    expect(moves.filter((m) => m.fairy?.gate === 'hawk').map((m) => pos.uci(m))).toEqual(
      expect.arrayContaining(['b1a3h', 'b1c3h', 'g1f3h', 'g1h3h']),
    );
    pos.play('g1f3h');
    expect(pos.toFen()).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[h] b KQBCDFkqbcdfg - 1 1');
  });

  it('a pawn in hand is dropped but not gated onto the back rank (its drop zone)', () => {
    const pos = Position.fromFen(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Pp] w KQBCDFGkqbcdfg - 0 1',
      house,
    );
    const moves = pos.legalMoves();
    expect(moves.some((m) => m.fairy?.gate !== undefined)).toBe(false);
    expect(moves.length).toBe(20 + 32);
  });

  it('castles gating every held type but the pawn on the king or the rook square, both sides', () => {
    const fen = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[PNBRQHEpnbrqhe] w KQkq - 0 1';
    const pos = Position.fromFen(fen, house);
    const castles = pos.legalMoves().filter((m) => m.castle !== undefined);
    // Per side: the plain castling and 6 types on 2 squares.
    expect(castles.length).toBe(2 * (1 + 6 * 2));
    expect(castles.some((m) => m.fairy?.gate === 'pawn')).toBe(false);
    const long = castles.find(
      (m) => m.castle === 'long' && m.fairy?.gate === 'queen' && m.fairy?.gateSquare === 'a1',
    )!;
    pos.play(long);
    // The h1 rook has not moved: its square stays a gate (`H`), as Fairy-Stockfish writes it.
    expect(pos.toFen()).toBe('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/Q1KR3R[PNBRHEpnbrqhe] b Hkq - 1 1');
    expect(pos.legalMoves().filter((m) => m.castle !== undefined).length).toBe(2 * (1 + 6 * 2));
    pos.undo();
    expect(pos.toFen()).toBe(fen);
  });

  it('keeps the gates while the hand is empty: a capture refills it', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/1n6/P7/R3K2R[] w KQ - 0 1', house);
    expect(pos.legalMoves().some((m) => m.fairy?.gate !== undefined)).toBe(false);
    pos.play('a2b3');
    pos.play('e8d8');
    const gated = pos.legalMoves().filter((m) => m.fairy?.gate !== undefined);
    expect(gated.map((m) => pos.uci(m))).toContain('h1h2n');
    expect(gated.filter((m) => m.castle !== undefined).length).toBe(2 * 2);
    expect(pos.toFen()).toBe('3k4/8/8/8/8/1P6/8/R3K2R[N] w KQ - 1 2');
  });
});
