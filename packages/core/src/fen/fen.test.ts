import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { FenError } from '../errors/errors.js';
import { parseFen, safeParseFen, stringifyFen } from './fen.js';
import { MAX_FEN_LENGTH } from './scan.js';
import { Position } from '../position.js';
import { variants } from '../variant/builtins/index.js';
import { caught } from '../../../../tests/errors.js';
import { playChoices } from '../../../../tests/moves.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

function fenError(fen: string, variant = variants.chess): FenError {
  const r = safeParseFen(fen, variant);
  if (r.success) throw new Error(`expected an error for ${fen}`);
  return r.error;
}

describe('parseFen', () => {
  it('reads the start position into a setup', () => {
    const s = parseFen(START);
    expect(s.files).toBe(8);
    expect(s.board[0]).toEqual({ type: 'rook', color: 'white' });
    expect(s.board[60]).toEqual({ type: 'king', color: 'black' });
    expect(s.castling).toEqual(['h1', 'a1', 'h8', 'a8']);
    expect(s.turn).toBe('white');
    expect(s.epSquare).toBeUndefined();
  });

  it('round-trips through stringifyFen', () => {
    expect(stringifyFen(parseFen(START))).toBe(START);
  });

  it('accepts missing trailing fields', () => {
    const s = parseFen('8/8/8/8/8/8/8/K6k');
    expect(s.turn).toBe('white');
    expect(s.halfmoves).toBe(0);
    expect(s.fullmoves).toBe(1);
    expect(parseFen('8/8/8/8/8/8/8/K6k b').turn).toBe('black');
  });

  it('reads Shredder-FEN and X-FEN castling fields', () => {
    const fen = 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9';
    const s = parseFen(fen, variants.chess960);
    expect(s.castling).toEqual(['h1', 'f1', 'h8', 'f8']);
    const pos = Position.fromSetup(s, variants.chess960);
    // X-FEN: each partner is the outermost on its side of the king, so KQkq says it.
    expect(pos.toFen()).toBe('bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9');
    expect(stringifyFen(s, variants.chess960, { castling: 'shredder' })).toContain(' HFhf ');
  });

  it('reads castling letters in any order into the order stringifyFen writes (issue #41)', () => {
    const cases: [string, (typeof variants)[keyof typeof variants]][] = [
      ['rnbqkbnr/PPPppppp/8/8/8/8/PPPPpppP/RNBQKBNR w qQ', variants.chess],
      ['arnbqkbnrc/pppppppppp/10/10/10/10/PPPPPPPPPP/ARNBQKBNRC w qQ', variants.capablanca],
      ['rnbqkbnr/ppppPPPP/8/8/8/8/PPPPPPPP/RNBQKBNR w qQ - 3+3', variants.threecheck],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qkQK', variants.chess],
    ];
    for (const [fen, variant] of cases) {
      const setup = parseFen(fen, variant);
      expect(parseFen(stringifyFen(setup, variant), variant)).toEqual(setup);
    }
    expect(parseFen(cases[3]![0]).castling).toEqual(['h1', 'a1', 'h8', 'a8']);
  });

  it('ignores castling rights that no rook can carry', () => {
    expect(parseFen('4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1').castling).toEqual([]);
  });

  it('reads holdings in brackets and as an extra rank, and promoted marks', () => {
    const a = parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qpp] w KQkq - 0 1', variants.crazyhouse);
    expect(a.hands).toEqual({ white: { queen: 1 }, black: { pawn: 2 } });
    const b = parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Qpp w KQkq - 0 1', variants.crazyhouse);
    expect(b.hands).toEqual(a.hands);
    const c = parseFen('k7/8/8/8/8/8/8/K3Q~3[] w - - 0 1', variants.crazyhouse);
    expect(c.board[4]).toEqual({ type: 'queen', color: 'white', promoted: true });
    expect(stringifyFen(c, variants.crazyhouse)).toBe('k7/8/8/8/8/8/8/K3Q~3[] w - - 0 1');
  });

  it('reads multi-character symbols and runs of ten or more empty squares', () => {
    const shogi = parseFen(
      'lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] b - - 0 4',
      variants.shogi,
    );
    expect(shogi.board[7 * 9 + 7]).toEqual({ type: 'horse', color: 'white' });
    expect(shogi.hands?.white).toEqual({ bishop: 1 });
    const capa = parseFen(
      'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1',
      variants.capablanca,
    );
    expect(capa.board[5]).toEqual({ type: 'king', color: 'white' });
  });

  it('reports errors with a code and a position', () => {
    const cases: [string, FenError['code'], number, number][] = [
      ['', 'empty', 0, 0],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w', 'unknown-piece', 42, 1],
      ['rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w', 'rank-overflow', 17, 1],
      ['rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w', 'rank-count', 9, 7],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w', 'rank-count', 0, 34],
      // a short last rank is located on that rank, not on the whole board (issue #19)
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w', 'rank-count', 35, 7],
      [`${START.split(' ')[0]} x KQkq - 0 1`, 'turn', 44, 1],
      [`${START.split(' ')[0]} w KQkX - 0 1`, 'castling', 49, 1],
      [`${START.split(' ')[0]} w KQkq e9 0 1`, 'en-passant', 51, 2],
      [`${START.split(' ')[0]} w KQkq - x 1`, 'halfmoves', 53, 1],
      [`${START.split(' ')[0]} w KQkq - 0 y`, 'fullmoves', 55, 1],
      [`${START} extra`, 'trailing', 57, 5],
      ['8/8/8/8/8/8/8/09 w', 'board', 14, 2],
      // ranks past the eighth were read as holdings: "unknown piece in holdings: /" (or " ", before the turn)
      ['8/8/8/8/8/8/8/8/8/8 w', 'board', 16, 1],
      ['8/8/8/8/8/8/8/8/8 w', 'holdings', 16, 1],
    ];
    for (const [fen, code, offset, length] of cases) {
      const e = fenError(fen);
      expect([fen, e.code, e.offset, e.length]).toEqual([fen, code, offset, length]);
    }
    expect(fenError('x'.repeat(MAX_FEN_LENGTH + 1)).code).toBe('input-too-long');
    expect(fenError(`${Array.from({ length: 10_000 }, () => '8').join('/')} w - - 0 1`).message).toBe(
      'too many ranks',
    );
    expect(fenError('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w').message).toBe(
      '7 ranks, expected 8 ranks of 8 squares',
    );
    expect(fenError('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w').message).toBe(
      'rank 1 has 7 squares, expected 8',
    );
  });

  it('writes the e.p. square only where Position finds a legal capture', () => {
    const pos = Position.fromFen('rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3');
    expect(pos.toFen()).toBe('rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3');
    const none = Position.fromFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
    expect(none.toFen()).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  });
});

describe('parseFen properties', () => {
  const alphabet = fc.constantFrom(...'rnbqkpRNBQKP12345678/ -wbKQkqace36+~[]*0123456789'.split(''));
  it('never throws anything but FenError on random text, and finishes fast', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 120 }),
          fc.array(alphabet, { maxLength: 120 }).map((a) => a.join('')),
        ),
        (text) => {
          for (const v of [variants.chess, variants.crazyhouse, variants.shogi, variants.capablanca]) {
            const r = safeParseFen(text, v);
            if (r.success) {
              // What parses is stable under write/read.
              const again = parseFen(stringifyFen(r.data, v), v);
              expect(stringifyFen(again, v)).toBe(stringifyFen(r.data, v));
            }
          }
        },
      ),
      { numRuns: runs(2000) },
    );
  });

  it('every mutation of a valid FEN yields a setup or a FenError', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: START.length - 1 }),
        fc.string({ maxLength: 3 }),
        fc.nat({ max: 3 }),
        (at, insert, del) => {
          const text = START.slice(0, at) + insert + START.slice(at + del);
          caught(FenError, () => parseFen(text));
        },
      ),
      { numRuns: runs(3000) },
    );
  });

  it('random legal positions reached by play survive FEN out and in', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (choices) => {
        const pos = playChoices(Position.fromFen(START), choices);
        const fen = pos.toFen();
        expect(Position.fromFen(fen).toFen()).toBe(fen);
      }),
      { numRuns: runs(200) },
    );
  });
});
