/**
 * Rule cases where chessops, python-chess and Fairy-Stockfish disagreed with us (issue #16), each
 * named after the peer case that found it.
 */
import { describe, expect, it } from 'vitest';
import { perft } from '../perft.js';
import { Position } from '../position.js';
import { variants } from '../variant/builtins/index.js';

describe('atomic (python-chess atomic.perft, chessops atomic960 castling)', () => {
  it('castling may pass or land on an attacked square next to the enemy king (O-O-O to c1 beside b2)', () => {
    const pos = Position.fromFen('2r5/8/8/8/8/8/1k6/R3K3 w Q - 0 1', variants.atomic);
    expect(pos.legalMoves().length).toBe(16);
    expect(pos.legalMoves().some((m) => m.castle === 'long')).toBe(true);
  });

  it('castling still may not pass an attacked square away from the enemy king', () => {
    const pos = Position.fromFen('3r4/8/8/8/8/8/7k/R3K3 w Q - 0 1', variants.atomic);
    expect(pos.legalMoves().some((m) => m.castle === 'long')).toBe(false);
  });

  it('atomic960-castle-1: the partner still shields the path; only the target may touch the enemy king', () => {
    // Black's a1 rook is masked by White's b1 rook while the king passes f1–d1; c1 touches c2.
    const pos = Position.fromFen('8/8/8/8/8/8/2k5/rR4KR w KQ - 0 1', {
      ...variants.atomic,
      castling: { ...variants.atomic.castling!, chess960: true },
    });
    expect(perft(pos, 1)).toBe(18);
    expect(perft(pos, 3)).toBe(4364);
  });

  it('atomic960-castle-2 and -3 (python-chess atomic.perft)', () => {
    const atomic960 = { ...variants.atomic, castling: { ...variants.atomic.castling!, chess960: true } };
    expect(perft(Position.fromFen('r3k1rR/5K2/8/8/8/8/8/8 b kq - 0 1', atomic960), 3)).toBe(6753);
    expect(perft(Position.fromFen('Rr2k1rR/3K4/3p4/8/8/8/7P/8 w kq - 0 1', atomic960), 2)).toBe(465);
  });

  it('a position whose king has exploded loads, and the other side has won', () => {
    const pos = Position.fromFen('8/8/8/8/8/8/8/4K2r b - - 0 1', variants.atomic);
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'extinction' });
    expect(pos.legalMoves()).toEqual([]);
  });

  it('chess still refuses a side not to move in check', () => {
    expect(() => Position.fromFen('4k3/8/8/8/8/8/8/4K2r b - - 0 1')).toThrow(/in check but not to move/);
  });

  it('perft of the castling position matches chessops and Fairy-Stockfish (depth 1: 16)', () => {
    const pos = Position.fromFen('2r5/8/8/8/8/8/1k6/R3K3 w Q - 0 1', variants.atomic);
    expect(perft(pos, 1)).toBe(16);
  });
});

describe('adjudication (chessops variant outcome tests)', () => {
  it('king of the hill: K vs K is not drawn (a king can walk to the hill)', () => {
    const pos = Position.fromFen('8/5k2/8/8/8/8/3K4/8 w - - 0 1', variants.kingofthehill);
    expect(pos.isInsufficientMaterial()).toBe(false);
    expect(pos.outcome()).toBeUndefined();
  });

  it('three-check: K+N vs K is not drawn (the knight can still give checks)', () => {
    const pos = Position.fromFen('8/5k2/8/8/8/8/3K2N1/8 w - - 3+3 0 1', variants.threecheck);
    expect(pos.isInsufficientMaterial()).toBe(false);
    expect(pos.outcome()).toBeUndefined();
  });

  it('three-check: bare kings are drawn', () => {
    const pos = Position.fromFen('8/5k2/8/8/8/8/3K4/8 w - - 3+3 0 1', variants.threecheck);
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'insufficient-material' });
  });

  it('chess keeps its material rules (K+N vs K drawn)', () => {
    expect(Position.fromFen('8/5k2/8/8/8/8/3K2N1/8 w - - 0 1').isInsufficientMaterial()).toBe(true);
  });
});

describe('antichess and giveaway (chessops antichess, python-chess giveaway.perft)', () => {
  it('antichess-start: captures are compulsory (perft 3 = 8067)', () => {
    const pos = Position.fromFen(variants.antichess.startFen, variants.antichess);
    expect(perft(pos, 3)).toBe(8067);
    const forced = Position.fromFen(
      'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2',
      variants.antichess,
    );
    expect(forced.legalMoves().map((m) => forced.uci(m))).toEqual(['e4d5']);
  });

  it('a pawn may promote to a king (=K), and the king is never in check', () => {
    const pos = Position.fromFen('8/P7/8/8/8/8/8/4k3 w - - 0 1', variants.antichess);
    expect(pos.legalMoves().map((m) => m.promotion)).toContain('king');
    expect(Position.fromFen('4k3/8/8/8/8/8/8/4R3 b - - 0 1', variants.antichess).isCheck()).toBe(false);
  });

  it('a side with no pieces or no legal move wins', () => {
    const bare = Position.fromFen('8/8/8/8/8/8/8/4k3 w - - 0 1', variants.antichess);
    expect(bare.outcome()).toEqual({ winner: 'white', reason: 'no-pieces' });
    const blocked = Position.fromFen('8/8/8/8/8/p7/P7/8 w - - 0 1', variants.antichess);
    expect(blocked.outcome()).toEqual({ winner: 'white', reason: 'stalemate' });
  });

  it('giveaway starts with castling rights; antichess has none', () => {
    expect(Position.fromFen(variants.giveaway.startFen, variants.giveaway).toFen()).toContain(' KQkq ');
    expect(() => Position.fromFen(variants.chess.startFen, variants.antichess)).toThrow(/castling/);
  });
});

describe('horde (python-chess horde.perft, chessops horde)', () => {
  it('horde-start: pawns on the first rank double-step (perft 4 = 23310)', () => {
    expect(perft(Position.fromFen(variants.horde.startFen, variants.horde), 4)).toBe(23310);
  });

  it('horde-en-passant: a first-rank double step sets no en-passant square', () => {
    const pos = Position.fromFen('k7/8/8/8/8/8/8/1P6 w - - 0 1', variants.horde);
    pos.play('b1b3');
    expect(pos.toFen()).toBe('k7/8/8/8/8/1P6/8/8 b - - 0 1');
    expect(
      perft(Position.fromFen('k7/5p2/4p2P/3p2P1/2p2P2/1p2P2P/p2P2P1/2P2P2 w - - 0 1', variants.horde), 3),
    ).toBe(2205);
  });

  it('White loses when its last piece is gone', () => {
    const pos = Position.fromFen('k7/8/8/8/8/8/8/8 w - - 0 1', variants.horde);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'no-pieces' });
  });
});

describe('racing kings (chessops racing kings end, python-chess racingkings.perft)', () => {
  it('racingkings-start (perft 3 = 11264) and near-discovered-check (perft 2 = 697)', () => {
    expect(perft(Position.fromFen(variants.racingkings.startFen, variants.racingkings), 3)).toBe(11264);
    expect(
      perft(Position.fromFen('8/8/1rk4K/8/8/8/2bnNBR1/qrbnNBRQ b - - 0 1', variants.racingkings), 2),
    ).toBe(697);
  });

  it('no move may give check, and a position with a check does not load', () => {
    const pos = Position.fromFen('8/8/8/8/8/k7/8/1R5K w - - 0 1', variants.racingkings);
    expect(pos.legalMoves().some((m) => m.to === 'a1' || m.to === 'b3')).toBe(false);
    expect(() => Position.fromFen('8/8/8/8/8/k7/8/R6K b - - 0 1', variants.racingkings)).toThrow(/forbids/);
  });

  it('both kings on the eighth rank draw; a black king there wins', () => {
    const draw = Position.fromFen('kr3NK1/1q2R3/8/8/8/5n2/2N5/1rb2B1R w - - 11 14', variants.racingkings);
    expect(draw.outcome()).toEqual({ winner: undefined, reason: 'flag' });
    const black = Position.fromFen('1k6/6K1/8/8/8/8/8/8 w - - 0 1', variants.racingkings);
    expect(black.outcome()).toEqual({ winner: 'black', reason: 'flag' });
  });

  it('Black may catch up once; when it cannot, White has won', () => {
    const pos = Position.fromFen('1K6/7k/8/8/8/8/8/8 b - - 0 1', variants.racingkings);
    expect(pos.outcome()).toBeUndefined();
    pos.play('h7g8');
    expect(pos.outcome()).toEqual({ winner: undefined, reason: 'flag' });
    const white = Position.fromFen('2KR4/k7/2Q5/4q3/8/8/8/2N5 b - - 0 1', variants.racingkings);
    expect(white.outcome()).toEqual({ winner: 'white', reason: 'flag' });
    expect(white.legalMoves()).toEqual([]);
  });
});

describe('insufficient material by variant (chessops hasInsufficientMaterial)', () => {
  const drawn = (fen: string, variant: typeof variants.chess) =>
    Position.fromFen(fen, variant).isInsufficientMaterial();

  it('atomic: a lone knight or rook cannot explode a bare king; a queen can', () => {
    expect(drawn('8/2k5/8/8/5R2/8/6K1/8 w - - 0 1', variants.atomic)).toBe(true);
    expect(drawn('8/2k5/8/8/8/5Q2/6K1/8 w - - 0 1', variants.atomic)).toBe(false);
    // Pieces on both sides can always explode next to a king, unless only bishops that never meet.
    expect(drawn('8/2k5/8/3n4/5R2/8/6K1/8 w - - 0 1', variants.atomic)).toBe(false);
    expect(drawn('8/2kb4/8/8/8/4B3/6K1/8 w - - 0 1', variants.atomic)).toBe(true);
  });

  it('crazyhouse: at most three men, no pawn, rook or queen on the board or in hand', () => {
    expect(drawn('8/2k5/8/8/8/4B3/6K1/8[] w - - 0 1', variants.crazyhouse)).toBe(true);
    expect(drawn('8/2k5/8/8/8/8/6K1/8[P] w - - 0 1', variants.crazyhouse)).toBe(false);
    expect(drawn('8/2k5/8/8/8/4B3/6K1/8[n] w - - 0 1', variants.crazyhouse)).toBe(false);
  });

  it('antichess: bishops on opposite colours can never meet; on one colour they can', () => {
    expect(drawn('8/8/8/8/8/8/b7/B7 w - - 0 1', variants.antichess)).toBe(true);
    expect(drawn('8/8/8/8/8/8/1b6/B7 w - - 0 1', variants.antichess)).toBe(false);
  });
});
