/**
 * Turns of several moves (`VariantDefinition.turns`, FBR `turn<seq>{set}=options`). The FBR page: "If
 * a move consists of multiple moves, each move must fit with the rules of chess … the King must evade
 * from check with the first move"; "If a second move is not possible, then the turn ends"; `balance`:
 * "in first turn of the game this move will be skipped for the side moving first"; `untilcapture`:
 * "upon capturing a player loses his privilege for this move the duration of the game. Furthermore it
 * disallows to capture within this (part of the) move"; `again`: "skipped if in previous move (of this
 * turn) the player has not moved a piece which belongs to the piece set of this move"; `optional`:
 * "this move is optional". Every count below is counted by hand from the position.
 */
import { describe, expect, it } from 'vitest';
import { sortedUci } from '../../../../../tests/moves.js';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { TurnRules, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const chess = variants.chess;
const withTurns = (turns: TurnRules): VariantDefinition => ({ ...chess, id: 'turns', turns });
/** Marseillais: two moves per turn. */
const marseillais = withTurns({ parts: [{}, {}] });
const uci = (pos: Position) => sortedUci(pos);

describe('turns of several moves', () => {
  it('Marseillais: the same side moves twice, the FEN says where the turn stands', () => {
    // Ra1: a2–a7, a8 (check), b1 c1 d1 = 10; Ke1: d1 d2 e2 f2 f1 = 5.
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', marseillais);
    expect(pos.legalMoves()).toHaveLength(15);
    pos.play('a1a2');
    expect(pos.turn).toBe('white');
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/R7/4K3 w - - 1 1 turn=1');
    // Ra2: a1, a3–a8 = 7, b2–h2 = 7; Ke1: d1 d2 e2 f2 f1 = 5.
    expect(pos.legalMoves()).toHaveLength(19);
    const again = Position.fromFen(pos.toFen(), marseillais);
    expect(uci(again)).toEqual(uci(pos));
    pos.play('a2b2');
    expect(pos.turn).toBe('black');
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/1R6/4K3 b - - 2 1');
    pos.undo();
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/R7/4K3 w - - 1 1 turn=1');
    pos.undo();
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
  });

  it('a move that gives check ends the turn; the checked side must answer with its first move', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', marseillais);
    pos.play('a1a8');
    expect(pos.turn).toBe('black');
    // Ke8 in check from a8: d7 e7 f7 (the eighth rank is covered) = 3.
    expect(uci(pos)).toEqual(['e8d7', 'e8e7', 'e8f7']);
    pos.play('e8e7');
    expect(pos.turn).toBe('black');
    expect(pos.legalMoves().every((m) => m.from === 'e7')).toBe(true);
  });

  it('perft from the start: White 20, Black 20 then 20 again for each', () => {
    const pos = Position.fromFen(chess.startFen, marseillais);
    expect(perft(pos, 1)).toBe(20);
    // After 1.x (one of 20), White moves again: a second move from a position with one pawn or knight
    // moved. After e2e4 White has 30 moves (chess perft after 1.e4 for White to move again: pawns 7×2
    // + e5 1, knights 5 (Ne2 now), bishops Be2 Bd3 Bc4 Bb5 Ba6 = 5, queen Qe2 Qf3 Qg4 Qh5 = 4, king Ke2 = 1).
    pos.play('e2e4');
    expect(pos.legalMoves()).toHaveLength(30);
  });

  it('balance: White skips the first part in its first turn only', () => {
    const balanced = withTurns({ parts: [{ balance: true }, {}] });
    const pos = Position.fromFen(chess.startFen, balanced);
    pos.play('e2e4');
    expect(pos.turn).toBe('black');
    pos.play('e7e5');
    expect(pos.turn).toBe('black');
    pos.play('d7d6');
    expect(pos.turn).toBe('white');
    pos.play('d2d4');
    expect(pos.turn).toBe('white');
    expect(pos.toFen()).toBe('rnbqkbnr/ppp2ppp/3p4/4p3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 2 turn=1');
  });

  it('untilCapture: no capture in that part; a capture ends the turn and the privilege for good', () => {
    const v = withTurns({ parts: [{}, { untilCapture: true }] });
    const pos = Position.fromFen('4k3/8/8/p7/8/8/8/R3K3 w - - 0 1', v);
    pos.play('e1d1');
    // Second part, no captures: Ra1 a2 a3 a4 b1 c1 (not xa5) = 5; Kd1: c1 c2 d2 e2 e1 = 5.
    expect(pos.legalMoves()).toHaveLength(10);
    expect(uci(pos)).not.toContain('a1a5');
    pos.undo();
    pos.play('a1a5');
    expect(pos.turn).toBe('black');
    expect(pos.toFen()).toBe('4k3/8/8/R7/8/8/8/4K3 b - - 0 1 turn=-;lost=w');
    pos.play('e8d8');
    pos.play('d8e8');
    // White's turns have one move now.
    pos.play('a5a6');
    expect(pos.turn).toBe('black');
    const back = Position.fromFen('4k3/8/8/R7/8/8/8/4K3 b - - 0 1 turn=-;lost=w', v);
    back.play('e8d8').play('d8e8').play('a5a6');
    expect(back.turn).toBe('black');
  });

  it('optional and again: a rook that moved may move again or pass; after a king move the turn ends', () => {
    const v = withTurns({ parts: [{}, { pieces: ['rook'], optional: true, again: true }] });
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', v);
    pos.play('e1f1');
    expect(pos.turn).toBe('black');
    pos.undo();
    pos.play('a1a2');
    // Ra2: a1, a3–a8, b2–h2 = 14, and the pass (the stay-in-place move of the lowest-square piece, Ke1).
    const moves = uci(pos);
    expect(moves).toHaveLength(15);
    expect(moves).toContain('e1e1');
    pos.play('e1e1');
    expect(pos.turn).toBe('black');
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/R7/4K3 b - - 2 1');
  });

  it('a second part with no legal move leaves only the pass', () => {
    const v = withTurns({ parts: [{}, { pieces: ['rook'] }] });
    // Ra1 boxed in by Pa2 and Nb1: after Kh1-g1 the rook part has no move.
    const pos = Position.fromFen('4k3/8/8/8/8/8/P7/RN5K w - - 0 1', v);
    pos.play('h1g1');
    expect(uci(pos)).toEqual(['a1a1']);
    pos.play('a1a1');
    expect(pos.turn).toBe('black');
    // After Nb1-c3 the rook has b1 c1 d1 e1 f1 (g1, h1: Kh1 on h1 → g1 only) = b1 c1 d1 e1 f1 g1 = 6.
    const other = Position.fromFen('4k3/8/8/8/8/8/P7/RN5K w - - 0 1', v);
    other.play('b1c3');
    expect(uci(other)).toEqual(['a1b1', 'a1c1', 'a1d1', 'a1e1', 'a1f1', 'a1g1']);
  });

  it('sides: White one move, Black two (monster-style parts)', () => {
    const v = withTurns({ parts: [{ side: 'white' }, { side: 'black' }, { side: 'black' }] });
    const pos = Position.fromFen(chess.startFen, v);
    expect(perft(pos, 2)).toBe(400);
    pos.play('e2e4').play('e7e5');
    expect(pos.turn).toBe('black');
    pos.play('d7d5');
    expect(pos.turn).toBe('white');
  });

  it('any order: the knight part is optional, the other pieces must move once', () => {
    const v = withTurns({ parts: [{}, { pieces: ['knight'], optional: true }], anyOrder: true });
    const pos = Position.fromFen(chess.startFen, v);
    // 16 pawn moves, 4 knight moves, no pass (the pawn part is mandatory).
    expect(pos.legalMoves()).toHaveLength(20);
    pos.play('e2e4');
    // Knights: Na3 Nc3 Ne2 Nf3 Nh3 = 5, and the pass.
    expect(uci(pos)).toEqual(['a1a1', 'b1a3', 'b1c3', 'g1e2', 'g1f3', 'g1h3']);
    pos.undo();
    pos.play('g1f3');
    // Knight done, the other pieces must move: pawns 16 less f3 f4 (Nf3 blocks) = 14, Rg1 = 15.
    expect(pos.legalMoves()).toHaveLength(15);
    expect(pos.toFen()).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 1 1 turn=2');
  });

  it("opponentMoves (avalanche): the second move pushes one of the opponent's pawns", () => {
    const push = { kind: 'leap', vectors: [[0, 1]], mode: 'move' } as const;
    const v = withTurns({ parts: [{}, { pieces: ['pawn'], opponentMoves: [push] }] });
    const pos = Position.fromFen(chess.startFen, v);
    pos.play('e2e4');
    // Each black pawn one step towards rank 1: a6 … h6.
    expect(uci(pos)).toEqual(['a7a6', 'b7b6', 'c7c6', 'd7d6', 'e7e6', 'f7f6', 'g7g6', 'h7h6']);
    pos.play('d7d6');
    expect(pos.turn).toBe('black');
    expect(pos.toFen()).toBe('rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    // A pushed pawn promotes (the mover chooses); a push that exposes the mover's king is illegal:
    // after Ke1-f1, a1=Q and a1=R attack f1 along the first rank, a1=B and a1=N do not.
    const promo = Position.fromFen('4k3/8/8/8/8/8/p7/4K3 w - - 0 1', v);
    promo.play('e1f1');
    expect(uci(promo)).toEqual(['a2a1b', 'a2a1n']);
    promo.play('a2a1n');
    expect(promo.pieceAt('a1')).toEqual({ type: 'knight', color: 'black', promoted: false });
    promo.undo();
    expect(promo.pieceAt('a2')).toEqual({ type: 'pawn', color: 'black', promoted: false });
    // e7-e6 would attack Kd5: no push, only the pass.
    const none = Position.fromFen('4k3/4p3/8/8/3K4/8/8/8 w - - 0 1', v);
    none.play('d4d5');
    expect(uci(none)).toEqual(['d5d5']);
  });

  it('a malformed or impossible turn field is a located error', () => {
    const board = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1';
    expect(() => Position.fromFen(`${board} turn=x`, marseillais)).toThrow(/bad turn field/);
    expect(() => Position.fromFen(`${board} turn=3`, marseillais)).toThrow(/part 3 does not exist/);
    expect(() => Position.fromFen(`${board} turn=1,2`, marseillais)).toThrow(/already played/);
    expect(() => Position.fromFen(`${board} turn=1`)).toThrow(/unexpected field/); // chess has no turns
  });

  it('the definition is checked: unknown pieces, a side without a part', () => {
    const json = (turns: unknown) => JSON.parse(JSON.stringify({ ...chess, id: 'x', turns }));
    expect(() => parseVariantDefinition(json({ parts: [{ pieces: ['dragon'] }] }))).toThrow(/dragon/);
    expect(() => parseVariantDefinition(json({ parts: [{ side: 'white' }] }))).toThrow(/black has no part/);
    expect(parseVariantDefinition(json({ parts: [{}, { optional: true }] })).turns?.parts).toHaveLength(2);
  });
});
