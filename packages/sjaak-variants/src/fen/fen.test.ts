/** SjaakII's FEN dialect: reading and writing start positions. */
import { describe, expect, it } from 'vitest';
import { readFen, startFen, usesHoldings, writeFen } from './fen.js';
import { parse } from '../parse/parse.js';
import type { SjaakVariant } from '../shared/types.js';

function variant(body: string, board = '8x8'): SjaakVariant {
  const r = parse(`Variant: T\nBoard: ${board}\n${body}\n`);
  expect(r.variants).toHaveLength(1);
  return r.variants[0]!;
}

const PIECES = `Piece: Pawn
Move: step N
Capture: step NE,NW
Symbol: " ", "P,p"
Piece: Rook
Move: slide (H,V)
Symbol: "R", "R,r"
Piece: Tokin
Move: leap (1,0)
Symbol: "+P", "+P,+p"
Piece: King
Move: leap (1,0)|(1,1)
Symbol: "K", "K,k"
Flags: royal`;

describe('readFen', () => {
  it('reads placement with longest symbols, holes, two-digit counts, holdings, side, clocks', () => {
    const v = variant(`Exclude: a1\n${PIECES}\nRule: keep capture, allow drops`, '10x2');
    const { position, diagnostics: problems } = readFen(v, 'k+p2p4R/*7K1 [PPr-] b - 7 12');
    expect(problems).toEqual([]);
    const at = (sq: number) => position.board[sq];
    expect(at(10)).toEqual({ type: 3, side: 'black' });
    expect(at(11)).toEqual({ type: 2, side: 'black' });
    expect(at(14)).toEqual({ type: 0, side: 'black' });
    expect(at(19)).toEqual({ type: 1, side: 'white' });
    expect(at(0)).toBeNull();
    expect(at(9)).toBeNull();
    expect(at(8)).toEqual({ type: 3, side: 'white' });
    expect(position.holdings).toEqual({ white: [2, 0, 0, 0], black: [0, 1, 0, 0] });
    expect([position.side, position.halfmoveClock, position.fullmoveNumber]).toEqual(['black', 7, 12]);
    expect(writeFen(v, position)).toBe('k+p2p4R/*7K1[PPr] b 7 12');
  });

  it('reads 10 as ten empty squares and 1 followed by a digit the SjaakII way', () => {
    const v = variant(PIECES, '12x1');
    expect(readFen(v, '11K w').position.board[11]).toEqual({ type: 3, side: 'white' });
    expect(readFen(v, '10KR w').position.board[10]).toEqual({ type: 3, side: 'white' });
  });

  it('reads e.p. with and without the victim square', () => {
    const v = variant(`${PIECES.replace('Symbol: " ", "P,p"', 'Symbol: " ", "P,p"\nFlags: set_ep,take_ep')}`);
    const a = readFen(v, '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3').position;
    expect([a.epSquare, a.epVictim]).toEqual(['d6', 'd5']);
    const b = readFen(v, '4k3/8/8/3pP3/8/8/8/4K3 w - d6d5 0 3').position;
    expect([b.epSquare, b.epVictim]).toEqual(['d6', 'd5']);
    expect(writeFen(v, a)).toBe('4k3/8/8/3pP3/8/8/8/4K3 w d6 0 3');
  });

  it('tells whether a variant uses holdings', () => {
    expect(usesHoldings(variant(PIECES, '3x1'))).toBe(false);
    expect(usesHoldings(variant(`${PIECES}\nRule: keep capture, allow drops`, '3x1'))).toBe(true);
  });

  it('reports a piece on an excluded square', () => {
    const v = variant(`Exclude: b1\n${PIECES}`, '3x1');
    expect(readFen(v, 'KR1 w').diagnostics.map((p) => [p.code, p.offset])).toEqual([['fen-bad-field', 1]]);
    expect(readFen(v, 'K*1 w').diagnostics).toEqual([]);
  });

  it('reports bad fields with offsets', () => {
    const v = variant(PIECES);
    expect(readFen(v, '8/8/8/8/8/8/8/8 w - z9 x').diagnostics.map((p) => [p.code, p.offset])).toEqual([
      ['fen-bad-field', 20],
      ['fen-bad-field', 23],
    ]);
    expect(readFen(v, '8/8/8/8/8/8/8/8 w [X').diagnostics.map((p) => p.code)).toEqual(['fen-bad-field']);
  });

  it('stops at an unknown piece like SjaakII', () => {
    const v = variant(PIECES);
    const r = readFen(v, 'k7/8/8/8/8/8/8/Z6K b');
    expect(r.diagnostics.map((p) => [p.code, p.offset])).toEqual([['fen-unknown-piece', 15]]);
    expect(r.position.side).toBe('white');
  });
});

describe('writeFen', () => {
  it('writes castling only when some piece castles, e.p. only with set_ep, holdings only in hand games', () => {
    const plain = variant(`FEN: "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"\n${PIECES}`);
    expect(startFen(plain)).toBe('4k3/8/8/8/8/8/8/4K3 w 0 1');
    const castling = variant(
      `FEN: "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1"\n${PIECES}\nCastle: white e1-g1 with h1\nCastle: white e1-c1 with a1\nCastle: black e8-g8 with h8\nCastle: black e8-c8 with a8`,
    );
    expect(startFen(castling)).toBe('r3k2r/8/8/8/8/8/8/R3K2R w Kq 0 1');
    const none = readFen(castling, 'r3k2r/8/8/8/8/8/8/R3K2R b - - 5 9').position;
    expect(writeFen(castling, none)).toBe('r3k2r/8/8/8/8/8/8/R3K2R b - 5 9');
    const hand = variant(`FEN: "4k3/8/8/8/8/8/8/4K3 w"\n${PIECES}\nRule: allow pickup`);
    expect(startFen(hand)).toBe('4k3/8/8/8/8/8/8/4K3[-] w 0 1');
  });

  it('writes excluded squares as * and blocked-only * squares as empty', () => {
    const v = variant(`Exclude: a1,h1\nFEN: "*6*/*pppppp*/8/8/8/8/8/*6* w"\n${PIECES}`);
    expect(startFen(v)).toBe('8/1pppppp1/8/8/8/8/8/*6* w 0 1');
  });

  it('re-reading a written FEN writes it again', () => {
    const v = variant(
      `FEN: "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"\n${PIECES.replace('Symbol: " ", "P,p"', 'Symbol: " ", "P,p"\nFlags: set_ep,take_ep')}\nCastle: white e1-g1 with h1\nCastle: white e1-c1 with a1\nCastle: black e8-g8 with h8\nCastle: black e8-c8 with a8`,
    );
    const once = startFen(v)!;
    expect(once).toBe('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
    expect(writeFen(v, readFen(v, once).position)).toBe(once);
  });
});
