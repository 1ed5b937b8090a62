import { describe, expect, it } from 'vitest';
import { ChessPosition } from '@x/core/chess';
import { PolyglotBoard } from './board.js';
import { polyglotKey } from './key.js';
import { keyHex } from './zobrist.js';

/** The test keys published with the format's description (hgm.nubati.net, "Polyglot book format"). */
const PUBLISHED: readonly [moves: string, fen: string, key: string][] = [
  ['', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', '463b96181691fc9c'],
  ['e2e4', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1', '823c9b50fd114196'],
  ['e2e4 d7d5', 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2', '0756b94461c50fb0'],
  ['e2e4 d7d5 e4e5', 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2', '662fafb965db29d4'],
  [
    'e2e4 d7d5 e4e5 f7f5',
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
    '22a48b5a8e47ff78',
  ],
  [
    'e2e4 d7d5 e4e5 f7f5 e1e2',
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3',
    '652a607ca3f242c1',
  ],
  [
    'e2e4 d7d5 e4e5 f7f5 e1e2 e8f7',
    'rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4',
    '00fdd303c946bdd9',
  ],
  [
    'a2a4 b7b5 h2h4 b5b4 c2c4',
    'rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3',
    '3c8123ea7b067637',
  ],
  [
    'a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3',
    'rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4',
    '5c3f9b829b279560',
  ],
];

describe('polyglotKey', () => {
  it.each(PUBLISHED)('from the FEN after "%s"', (_moves, fen, key) => {
    expect(keyHex(polyglotKey(fen))).toBe(key);
  });

  it.each(PUBLISHED)('by playing "%s" from the start', (moves, _fen, key) => {
    const position = ChessPosition.fromFen(PUBLISHED[0]![1]);
    const board = PolyglotBoard.fromSetup(position.toSetup());
    for (const uci of moves.split(' ').filter(Boolean)) {
      const move = position.legalMoves().find((m) => position.uci(m) === uci)!;
      board.play(move);
      position.play(move);
    }
    expect(keyHex(board.key())).toBe(key);
  });

  it('a bad FEN is a located SearchError', () => {
    expect(() => polyglotKey('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1')).toThrow(
      expect.objectContaining({ name: 'SearchError', code: 'invalid-fen' }),
    );
    expect(() => polyglotKey('8/8/8/8/8/8/8/8/8/8 w - - 0 1')).toThrow(
      expect.objectContaining({ name: 'SearchError' }),
    );
  });
});
