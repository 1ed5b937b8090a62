/**
 * The rules of Fairy-Stockfish's variants in `engine/legality/fsf-rules.ts` and the end rules beside them: the
 * pass of a side without a move (`passOnStalemate`), draws decided by material
 * (`end.materialCounting`), extinction only against an opponent's pieces (`end.extinctionOpponentCount`),
 * safe and blocked flags (`end.flags.safe` / `blockedWin`, `safe` with `reply`), collinear pieces (`end.connect.collinear`),
 * drops from any side (`drops.anySide`) and pseudo-royal pieces (`PieceType.royal` `{ upTo }`). The same rules
 * are compared with Fairy-Stockfish itself (perft) in `@x/fairy-variants`' ffish test.
 */
import { describe, expect, it } from 'vitest';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { expectEnded } from '../../../test/outcomes.js';
import { landings, stoneGame } from '../../../test/stones.js';
import { royalless } from '../../../test/variants.js';

const chess = variants.chess;
const antichess = variants.antichess;
const [, , , rook, queen] = antichess.pieces;

describe('passOnStalemate', () => {
  const v: VariantDefinition = { ...antichess, id: 'pass', passOnStalemate: true };
  it('a side with no move passes (its lowest piece stays); two passes end the game as a draw', () => {
    const pos = Position.fromFen('8/8/8/8/8/p7/P7/8 w - - 0 1', v);
    expect(pos.legalMoves()).toEqual([{ from: 'a2', to: 'a2', piece: 'pawn' }]);
    pos.play({ from: 'a2', to: 'a2', piece: 'pawn' });
    expect(pos.outcome()).toBeUndefined();
    expect(pos.legalMoves()).toEqual([{ from: 'a3', to: 'a3', piece: 'pawn' }]);
    pos.play({ from: 'a3', to: 'a3', piece: 'pawn' });
    expectEnded(pos, { winner: undefined, reason: 'stalemate' });
    expect(perft(Position.fromFen('8/8/8/8/8/p7/P7/8 w - - 0 1', v), 3)).toBe(0);
  });
  it('only without a legal move: a side that can move does, the other passes meanwhile', () => {
    const pos = Position.fromFen('8/8/8/8/8/p7/P7/7R b - - 0 1', v);
    expect(pos.legalMoves()).toEqual([{ from: 'a3', to: 'a3', piece: 'pawn' }]);
    expect(perft(pos, 2)).toBe(14);
  });
  it('no pass in check: a mated side has no move', () => {
    const mate = { ...chess, id: 'pass-chess', passOnStalemate: true };
    const pos = Position.fromFen('k7/1Q6/1K6/8/8/8/8/8 b - - 0 1', mate);
    expectEnded(pos, { winner: 'white', reason: 'checkmate' });
    const stalemated = Position.fromFen('k7/8/1QK5/8/8/8/8/8 b - - 0 1', mate);
    expect(stalemated.legalMoves()).toEqual([{ from: 'a8', to: 'a8', piece: 'king' }]);
    // The single royal passes (Fairy-Stockfish's king: `h1h1`), not the lower pawn.
    const king = Position.fromFen('k7/8/8/8/8/p7/P4q2/7K w - - 0 1', mate);
    expect(king.legalMoves()).toEqual([{ from: 'h1', to: 'h1', piece: 'king' }]);
  });
});

describe('materialCounting', () => {
  const blocked = '8/8/8/8/8/p7/P7/8 w - - 0 1';
  const decided = (rule: 'unweighted' | 'whiteDrawOdds' | 'blackDrawOdds', fen = blocked) => {
    const v: VariantDefinition = {
      ...antichess,
      id: 'counting',
      passOnStalemate: true,
      end: { ...antichess.end, materialCounting: rule },
    };
    const pos = Position.fromFen(fen, v);
    pos.play(pos.legalMoves()[0]!);
    pos.play(pos.legalMoves()[0]!);
    return pos.outcome();
  };
  it('decides the draw of two passes: by draw odds, or by the number of pieces', () => {
    expect(decided('blackDrawOdds')).toEqual({ winner: 'black', reason: 'stalemate' });
    expect(decided('whiteDrawOdds')).toEqual({ winner: 'white', reason: 'stalemate' });
    expect(decided('unweighted')).toEqual({ winner: undefined, reason: 'stalemate' });
    expect(decided('unweighted', '8/8/8/8/p7/P7/P7/8 w - - 0 1')).toEqual({
      winner: 'white',
      reason: 'stalemate',
    });
  });
  it('decides a stalemate that draws (capture the queen: Black wins a stalemate)', () => {
    const v = royalless('ctq', [queen!], '3q4/8/8/8/8/8/8/1QQ1QQ2 w - - 0 1', {
      name: 'Capture the queen',
      end: { stalemate: 'draw', repetition: 0, materialCounting: 'blackDrawOdds' },
    });
    const pos = Position.fromFen('3q4/8/8/8/8/8/8/1Q1Q4 w - - 0 1', v);
    pos.play('d1d8');
    expectEnded(pos, { winner: 'black', reason: 'stalemate' });
  });
});

describe('extinctionOpponentCount', () => {
  const base = royalless('antiatomic', [rook!, queen!], '8/8/8/8/8/8/1q6/Q7 w - - 0 1', {
    name: 'Anti-atomic',
    atomic: { immune: [], mayExplodeOwn: true },
    end: { noPieces: 'win', stalemate: 'loss' },
  });
  it('a side without pieces is extinct only while the opponent has some: both gone is a stalemate', () => {
    const v: VariantDefinition = { ...base, end: { ...base.end, extinctionOpponentCount: 1 } };
    const both = Position.fromFen(base.startFen, v);
    both.play('a1b2');
    expect(both.outcome()).toEqual({ winner: 'black', reason: 'stalemate' });
    const plain = Position.fromFen(base.startFen, base);
    plain.play('a1b2');
    expect(plain.outcome()).toEqual({ winner: 'white', reason: 'no-pieces' });
  });
  it('the side that blew up its last piece has won at once, and move generation stops', () => {
    const v: VariantDefinition = { ...base, end: { ...base.end, extinctionOpponentCount: 1 } };
    const pos = Position.fromFen('8/8/8/8/8/8/1q6/Q6r w - - 0 1', v);
    pos.play('a1b2');
    expectEnded(pos, { winner: 'white', reason: 'no-pieces' });
  });
});

describe('safe and blocked flags', () => {
  const zones = { ...chess.zones, goal: { white: ['a8', 'b8'], black: ['a1', 'b1'] } };
  it('safe: a piece on an attacked flag square does not win; once it is safe, its side wins on its turn', () => {
    const v: VariantDefinition = {
      ...chess,
      id: 'squat',
      zones,
      end: { flags: { zone: 'goal', capture: 'any', safe: true } },
    };
    const pos = Position.fromFen('2k5/8/8/8/8/8/8/R3K3 w - - 0 1', v);
    pos.play('a1b1');
    pos.play('c8c7');
    pos.play('b1b8');
    expect(pos.outcome()).toBeUndefined();
    pos.play('c7d6');
    expectEnded(pos, { winner: 'white', reason: 'flag' });
    // Black's rook on its flag square a1 is safe once White's rook leaves b1 for b8: both hold, a draw.
    const both = Position.fromFen('7k/8/8/8/8/8/4K3/rR6 w - - 0 1', v);
    expect(both.outcome()).toBeUndefined();
    both.play('b1b8');
    expect(both.outcome()).toEqual({ winner: undefined, reason: 'flag' });
  });
  it('safe with reply: safe flags win at once, attacked ones after the reply if still held', () => {
    const v: VariantDefinition = {
      ...chess,
      id: 'alapo-like',
      zones,
      end: { flags: { zone: 'goal', capture: 'any', safe: true, reply: true } },
    };
    expect(Position.fromFen('2k5/8/8/8/8/8/8/R3K3 w - - 0 1', v).play('a1a8').outcome()).toEqual({
      winner: 'white',
      reason: 'flag',
    });
    // The rook on a8 is attacked by the king on b8: Black gets a reply; taking the rook saves the game.
    const taken = Position.fromFen('1k6/8/8/8/8/8/8/R3K3 w - - 0 1', v).play('a1a8');
    expect(taken.outcome()).toBeUndefined();
    expect(taken.play('b8a8').outcome()).toBeUndefined();
    // A reply that leaves the rook there loses, though the rook is still attacked.
    const kept = Position.fromFen('1k6/8/8/8/8/8/8/R3K3 w - - 0 1', v).play('a1a8').play('b8b7');
    expectEnded(kept, { winner: 'white', reason: 'flag' });
  });
  it('blockedWin: a full zone with an own piece wins for the side that moved', () => {
    const v: VariantDefinition = {
      ...antichess,
      id: 'blocked',
      zones,
      mustCapture: false,
      end: { flags: { zone: 'goal', capture: 'any', count: 2, blockedWin: true } },
    };
    const pos = Position.fromFen('1r6/8/8/8/8/8/8/R7 w - - 0 1', v);
    pos.play('a1a8');
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'flag' });
    const without = { ...v, end: { flags: { zone: 'goal', capture: 'any' as const, count: 2 } } };
    const open = Position.fromFen('1r6/8/8/8/8/8/8/R7 w - - 0 1', without);
    open.play('a1a8');
    expect(open.outcome()).toBeUndefined();
    // Black fills White's zone: White has not moved yet, so the game goes on.
    const filled = Position.fromFen('R7/1r6/8/8/8/8/8/7R b - - 0 1', v);
    filled.play('b7b8');
    expect(filled.outcome()).toBeUndefined();
    filled.play('h1h2');
    expect(filled.outcome()).toEqual({ winner: 'white', reason: 'flag' });
  });
});

describe('collinear pieces and drops from any side', () => {
  it('collinear: three counting pieces on one rank, gaps allowed, lose for the side that lined them up', () => {
    const v = royalless('musketeers', [rook!], '5/5/4R/5/R1R1r w - - 0 1', {
      name: 'Three musketeers',
      end: { connect: { n: 64, lines: ['rank', 'file'], result: 'loss', collinear: 3, pieces: ['rook'] } },
    });
    const pos = Position.fromFen(v.startFen, v);
    pos.play('e3e2');
    expect(pos.outcome()).toBeUndefined();
    const lined = Position.fromFen(v.startFen, v);
    lined.play('e3e1');
    expect(lined.outcome()).toEqual({ winner: 'black', reason: 'connect' });
    const between = Position.fromFen('5/5/4R/5/RrR2 w - - 0 1', v);
    between.play('e3e1');
    expectEnded(between, { winner: 'black', reason: 'connect' });
  });
  it('anySide: a drop slides in from an edge and stops before a piece or at the far edge', () => {
    const v = stoneGame('anyside', '3/3/3[PPPPPppppp] w - - 0 1', {
      name: 'Any side',
      drops: { capturesToHand: false, anySide: true },
    });
    expect(perft(Position.fromFen(v.startFen, v), 1)).toBe(8);
    const pos = Position.fromFen('3/3/P2[PPPPppppp] b - - 0 1', v);
    expect(landings(pos)).toEqual(['a2', 'a3', 'b1', 'b3', 'c1', 'c2', 'c3']);
  });
});

describe('royal { upTo } (pseudo-royal pieces)', () => {
  const v = royalless('pseudo', [{ ...rook!, royal: { upTo: 1 } }, queen!], 'r7/8/8/8/8/8/8/R6R w - - 0 1', {
    name: 'Pseudo-royal rooks',
  });
  it('royal only while alone: two rooks may stand attacked, one may not', () => {
    expect(Position.fromFen('q7/8/8/8/8/8/8/R6R w - - 0 1', v).isCheck()).toBe(false);
    const one = Position.fromFen('q7/8/8/8/8/8/8/R7 w - - 0 1', v);
    expect(one.isCheck()).toBe(true);
    expect(one.legalMoves().length).toBe(7);
  });
  it('a piece of the type may not be dropped on an attacked square, though it would not be royal there', () => {
    const drops: VariantDefinition = { ...v, drops: { capturesToHand: false }, holdingsInFen: true };
    const pos = Position.fromFen('1q6/8/8/8/8/8/8/7R[R] w - - 0 1', drops);
    // 62 empty squares, 21 of them attacked by the queen; the lone rook's 14 moves less 3 onto attacked squares.
    expect(pos.legalMoves().filter((m) => m.drop).length).toBe(41);
    expect(perft(pos, 1)).toBe(41 + 11);
  });
  it('the schema takes the new fields', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(v))).pieces[0]!.royal).toEqual({ upTo: 1 });
  });
});
