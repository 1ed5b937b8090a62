/**
 * The end rules Fairy-Stockfish variants need: connect-N (`end.connect`), extinction at a piece count
 * (`end.extinctionCount`), flags held by several pieces (`end.flags.count`) and a decisive repetition
 * (`end.repetitionResult`), an extinction that wins (`end.extinctionResult`) and forced drops
 * (`drops.mustDrop`), connect-four drops (`drops.gravity`) and square connections (`connect.square`).
 */
import { describe, expect, it } from 'vitest';
import { leaper } from '../variant/atoms.js';
import { perft } from '../perft.js';
import { type Outcome, Position } from '../position.js';
import { parseVariantDefinition } from '../schema/index.js';
import type { VariantDefinition } from '../variant/definition.js';
import { variants } from '../variant/builtins/index.js';
import { expectEnded } from '../../test/outcomes.js';
import { landings, STONE, stoneGame } from '../../test/stones.js';

const chess = variants.chess;
/** Tic-tac-toe: stones dropped on a 3×3 board, three in a row wins. */
const ticTacToe = stoneGame('tictactoe', '3/3/3[PPPPPppppp] w - - 0 1', {
  name: 'Tic-tac-toe',
  end: { connect: { n: 3 }, stalemate: 'draw' },
});

describe('connect-N', () => {
  it('three in a row ends the game for the side that made it, and stops move generation', () => {
    const pos = Position.fromFen('PP1/pp1/3[PPPppp] w - - 0 1', ticTacToe);
    expect(pos.outcome()).toBeUndefined();
    pos.play('P@c3');
    expectEnded(pos, { winner: 'white', reason: 'connect' });
  });
  it('diagonals count unless the lines exclude them; a broken line does not', () => {
    const diagonal = Position.fromFen('P1p/1P1/p2[PPPpp] b - - 0 1', ticTacToe);
    diagonal.play('P@b1');
    expect(diagonal.outcome()).toBeUndefined();
    const won = Position.fromFen('P1p/1Pp/3[PPPpp] w - - 0 1', ticTacToe);
    won.play('P@c1');
    expect(won.outcome()).toEqual({ winner: 'white', reason: 'connect' });
    const straight: VariantDefinition = { ...ticTacToe, end: { connect: { n: 3, lines: ['rank', 'file'] } } };
    const none = Position.fromFen('P1p/1Pp/3[PPPpp] w - - 0 1', straight);
    none.play('P@c1');
    expect(none.outcome()).toBeUndefined();
  });
  it('perft stops at a connection: the 1,440 games won on the fifth ply have no sixth', () => {
    const pos = Position.fromFen(ticTacToe.startFen, ticTacToe);
    expect(perft(pos, 5)).toBe(9 * 8 * 7 * 6 * 5);
    expect(perft(pos, 6)).toBe((9 * 8 * 7 * 6 * 5 - 1440) * 4);
  });
});

describe('extinction at a count, flags held by several pieces, decisive repetition', () => {
  /** Asserts that the game goes on at `fen` and that `move` decides it with `outcome`. */
  const expectDecided = (v: VariantDefinition, fen: string, move: string, outcome: Outcome) => {
    const pos = Position.fromFen(fen, v);
    expect(pos.outcome()).toBeUndefined();
    expect(pos.play(move).outcome()).toEqual(outcome);
  };
  it('extinctionCount: a side with one rook left of the listed type has lost', () => {
    const v: VariantDefinition = { ...chess, id: 'rooks', end: { extinction: ['rook'], extinctionCount: 1 } };
    expectDecided(v, 'r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1', 'a1a8', { winner: 'white', reason: 'extinction' });
  });
  it('flags.count: two of three target squares must be held', () => {
    const v: VariantDefinition = {
      ...chess,
      id: 'flags2',
      zones: { ...chess.zones, goal: { white: ['a8', 'b8', 'c8'], black: ['a1', 'b1', 'c1'] } },
      end: { flags: { zone: 'goal', capture: 'any', count: 2 } },
    };
    expectDecided(v, 'R7/1R6/7k/8/8/8/8/4K3 w - - 0 1', 'b7b8', { winner: 'white', reason: 'flag' });
  });
  it('repetitionResult: the side to move at the repetition gets the result (or White, absolutely)', () => {
    const moves = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'];
    const play = (end: VariantDefinition['end']) => {
      const pos = Position.fromFen(chess.startFen, { ...chess, id: 'rep', end: { ...chess.end, ...end } });
      for (const m of moves) pos.play(m);
      return pos.outcome();
    };
    expect(play({})).toEqual({ winner: undefined, reason: 'repetition' });
    expect(play({ repetitionResult: 'loss' })).toEqual({ winner: 'black', reason: 'repetition' });
    expect(play({ repetitionResult: 'loss', repetitionResultWhite: true })).toEqual({
      winner: 'black',
      reason: 'repetition',
    });
    expect(play({ repetitionResult: 'win', repetitionResultWhite: true })).toEqual({
      winner: 'white',
      reason: 'repetition',
    });
  });
  it('extinctionResult: losing every rook wins (kamikaze rooks)', () => {
    const v: VariantDefinition = {
      ...chess,
      id: 'kamikaze',
      end: { extinction: ['rook'], extinctionResult: 'win' },
    };
    expectDecided(v, 'r3k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1a8', { winner: 'black', reason: 'extinction' });
    expectDecided(v, 'r3k3/8/8/8/8/8/8/R3K3 b - - 0 1', 'a8a1', { winner: 'white', reason: 'extinction' });
  });
  it('mustDrop: while a drop is possible only drops are legal', () => {
    const placing: VariantDefinition = {
      ...ticTacToe,
      id: 'placing',
      pieces: [{ ...STONE, moves: [leaper(0, 1, { mode: 'move' })] }],
      drops: { capturesToHand: false, mustDrop: true },
    };
    const pos = Position.fromFen('P2/3/2p[Pp] w - - 0 1', placing);
    expect(pos.legalMoves().every((m) => m.drop !== undefined)).toBe(true);
    expect(pos.legalMoves()).toHaveLength(7);
    const moving = Position.fromFen('P2/3/2p[p] w - - 0 1', placing);
    expect(moving.legalMoves()).toHaveLength(2);
  });
  it('gravity: connect four drops land on the first rank or on a piece', () => {
    const four: VariantDefinition = {
      ...ticTacToe,
      id: 'four',
      board: { files: 3, ranks: 3 },
      drops: { capturesToHand: false, gravity: true },
    };
    const pos = Position.fromFen('3/3/1P1[Pp] b - - 0 1', four);
    expect(landings(pos)).toEqual(['a1', 'b2', 'c1']);
  });
  it('connect.square: a 2×2 block connects too (teeko)', () => {
    const teeko: VariantDefinition = { ...ticTacToe, id: 'teeko', end: { connect: { n: 4, square: 2 } } };
    const pos = Position.fromFen('3/PP1/P1p[Pp] w - - 0 1', teeko);
    pos.play('P@b1');
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'connect' });
  });
  it("atomic.explodedToHand: exploded pieces go to their opponent's hand", () => {
    const zh: VariantDefinition = {
      ...variants.atomic,
      id: 'atomiczh',
      drops: { capturesToHand: true },
      holdingsInFen: true,
      atomic: { immune: ['pawn'], explodedToHand: true },
    };
    const pos = Position.fromFen('4k3/8/8/2n5/8/8/8/2R1K3[] w - - 0 1', zh);
    pos.play('c1c5');
    expect(pos.toFen().split(' ')[0]).toBe('4k3/8/8/8/8/8/8/4K3[Nr]');
  });
  it('atomic.mayExplodeOwn: without royals, exploding the own last king is a (losing) move', () => {
    const noRoyal = chess.pieces.map((p) => (p.id === 'king' ? { ...p, royal: false } : p));
    const base: VariantDefinition = {
      ...variants.atomic,
      id: 'nocheck',
      pieces: noRoyal,
      royalsOptional: true,
      end: { extinction: ['king'] },
    };
    const fen = '4k3/5Q2/8/8/8/8/8/4K3 b - - 0 1';
    const moves = (v: VariantDefinition) =>
      Position.fromFen(fen, v)
        .legalMoves()
        .map((m) => `${m.from}${m.to}`);
    expect(moves(base)).not.toContain('e8f7');
    expect(moves({ ...base, atomic: { immune: ['pawn'], mayExplodeOwn: true } })).toContain('e8f7');
  });
  it('the schema reads the new end rules', () => {
    const parsed = parseVariantDefinition(JSON.parse(JSON.stringify(ticTacToe)));
    expect(parsed.end?.connect).toEqual({ n: 3 });
    expect(() => parseVariantDefinition({ ...ticTacToe, end: { connect: { n: 1 } } })).toThrow();
  });
});
