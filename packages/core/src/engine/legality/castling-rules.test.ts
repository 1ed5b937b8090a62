/**
 * Fairy-Stockfish's castling rules: castling off the first rank (`castling.rank`), opposite castling
 * (`castling.opposite`) and castlings that end the game (`end.castlingWins`). Counts cross-checked with ffish
 * (`fairy-variants`' `to-variant.ffish.test.ts` and the bench's scratch comparisons).
 */
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../../variant/compile/compile.js';
import { parseFen, stringifyFen } from '../../fen/fen.js';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { expectEnded } from '../../../test/outcomes.js';
import { fenAfter } from '../../../test/moves.js';

const chess = variants.chess;
const secondRank: VariantDefinition = {
  ...chess,
  id: 'second-rank',
  castling: { ...chess.castling!, rank: 2 },
};

describe('castling.rank', () => {
  it('reads KQkq as partners on the castling rank and writes them back', () => {
    const fen = '8/r3k2r/8/8/8/8/R3K2R/8 w KQkq - 0 1';
    expect(parseFen(fen, secondRank).castling).toEqual(['h2', 'a2', 'h7', 'a7']);
    expect(stringifyFen(parseFen(fen, secondRank), secondRank)).toBe(fen);
  });
  it('castles on that rank, both ways', () => {
    const pos = Position.fromFen('8/r3k2r/8/8/8/8/R3K2R/8 w KQkq - 0 1', secondRank);
    const castles = pos.legalMoves().filter((m) => m.castle);
    expect(castles.map((m) => m.to).sort()).toEqual(['c2', 'g2']);
    expect(fenAfter(pos, 'e2g2')).toBe('8/r3k2r/8/8/8/8/R4RK1/8 b kq - 1 1');
  });
  it('a rank off the board is refused', () => {
    expect(() => compileVariant({ ...secondRank, castling: { ...chess.castling!, rank: 9 } })).toThrow(
      /castling rank 9/,
    );
  });
});

describe('castling.opposite', () => {
  const opposite: VariantDefinition = {
    ...chess,
    id: 'opposite',
    castling: { ...chess.castling!, opposite: true },
  };
  it("castling short takes the opponent's short castling, long the long one", () => {
    const pos = Position.fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', opposite);
    expect(fenAfter(pos, 'e1g1')).toBe('r3k2r/8/8/8/8/8/8/R4RK1 b q - 1 1');
    const long = Position.fromFen('r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', opposite);
    expect(fenAfter(long, 'e8c8')).toBe('2kr3r/8/8/8/8/8/8/R3K2R w K - 1 2');
  });
  it('counts as ffish does', () => {
    // ffish (Fairy-Stockfish `oppositeCastling = true`): 366289 at depth 4.
    const pos = Position.fromFen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1', opposite);
    expect(perft(pos, 4)).toBe(366289);
  });
});

describe('end.castlingWins', () => {
  const castle: VariantDefinition = {
    ...chess,
    id: 'castle',
    end: { ...chess.end, castlingWins: [{ color: 'black', side: 'long' }] },
  };
  it('castling the listed way wins and stops move generation', () => {
    const pos = Position.fromFen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1', castle);
    pos.play('e8c8');
    expectEnded(pos, { winner: 'black', reason: 'castling' });
  });
  it('losing the right loses; an unlisted castling does not end the game', () => {
    const pos = Position.fromFen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1', castle);
    pos.play('a8b8');
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'castling' });
    const short = Position.fromFen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1', castle);
    short.play('e1g1');
    expect(short.outcome()).toBeUndefined();
    expect(Position.fromFen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQk - 0 1', castle).outcome()).toEqual({
      winner: 'white',
      reason: 'castling',
    });
  });
  it('counts as ffish does', () => {
    // ffish (Fairy-Stockfish `castlingWins = q`) on these positions: 11081 and 10950 at depth 3.
    expect(perft(Position.fromFen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1', castle), 3)).toBe(
      11081,
    );
    expect(perft(Position.fromFen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1', castle), 3)).toBe(
      10950,
    );
  });
  it('the schema reads the new rules', () => {
    const parsed = parseVariantDefinition(
      JSON.parse(JSON.stringify({ ...castle, castling: secondRank.castling })),
    );
    expect(parsed.end?.castlingWins).toEqual([{ color: 'black', side: 'long' }]);
    expect(parsed.castling?.rank).toBe(2);
  });
});
