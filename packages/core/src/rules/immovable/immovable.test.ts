/**
 * Immovable pieces (`PieceType.rules.immovable`, FBR `pieces{set}=immovable(n)`): chess with immovable knights against
 * Stockfish 15.1's perft divide (`go perft 3` at the start and after each first move, the counts of the moves that
 * start on a knight taken out); castling counted by hand; random games checked against chess's legal moves with the
 * immovable pieces' moves taken out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../../tests/depth.js';
import { Position } from '../../position.js';
import { perft } from '../../perft.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import type { Immovable } from './definition.js';
import { IMMOVABLE_ALWAYS } from './types.js';
import { sortedAs } from '../../../../../tests/moves.js';
import { withPieceRules } from '../../../test/variants.js';

const chess = variants.chess;

/** Chess with the piece types `ids` immovable as `rule` says. */
function immovable(ids: readonly string[], rule: Immovable): VariantDefinition {
  return withPieceRules('immovable', ids, { immovable: rule }, chess);
}

describe('immovable', () => {
  it("knights held for the first ply, then the first two: Stockfish's divide without the knights' moves", () => {
    const start = chess.startFen;
    // 8,902 - (b1a3 400 + b1c3 440 + g1f3 440 + g1h3 400)
    expect(perft(Position.fromFen(start, immovable(['knight'], { plies: 1 })), 3)).toBe(7222);
    // per first pawn move, `go perft 2` without Black's b8a6 b8c6 g8f6 g8h6
    expect(perft(Position.fromFen(start, immovable(['knight'], { plies: 2 })), 3)).toBe(5778);
    expect(perft(Position.fromFen(start, chess), 3)).toBe(8902);
  });

  it('an immovable rook neither moves nor castles; an immovable king neither', () => {
    // chess: 5 king moves, 2 castlings, 19 rook moves
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    expect(Position.fromFen(fen, chess).legalMoves()).toHaveLength(26);
    const rooks = Position.fromFen(fen, immovable(['rook'], {}));
    expect(sortedAs(rooks, (m) => m.to)).toEqual(['d1', 'd2', 'e2', 'f1', 'f2']);
    const kings = Position.fromFen(fen, immovable(['king'], {}));
    expect(kings.legalMoves()).toHaveLength(19);
    expect(kings.legalMoves().some((m) => m.castle !== undefined || m.piece === 'king')).toBe(false);
  });

  it('plies are counted from the fullmove number and the side to move; the pieces still give check', () => {
    const rule = immovable(['knight'], { plies: 4 });
    // ply 3 (Black, move 2): held; ply 4 (White, move 3): free
    expect(Position.fromFen('4k3/8/8/8/8/8/8/1N2K3 w - - 0 2', rule).legalMoves()).toHaveLength(5);
    expect(Position.fromFen('4k3/8/8/8/8/8/8/1N2K3 w - - 0 3', rule).legalMoves()).toHaveLength(8);
    expect(Position.fromFen('1n2k3/8/8/8/8/8/8/4K3 b - - 0 2', rule).legalMoves()).toHaveLength(5);
    // a held knight on d3 checks the king on e1 and guards f2: the king steps to d1, d2, e2 or f1
    const check = Position.fromFen('4k3/8/8/8/8/3n4/8/4K3 w - - 0 1', immovable(['knight'], {}));
    expect(check.isCheck()).toBe(true);
    expect(sortedAs(check, (m) => m.to)).toEqual(['d1', 'd2', 'e2', 'f1']);
  });

  it("random games: the legal moves are chess's without those starting on a held piece", () => {
    const rule = immovable(['knight', 'bishop'], { plies: 6 });
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 16 }), (picks) => {
        const held = Position.fromFen(chess.startFen, rule);
        const free = Position.fromFen(chess.startFen, chess);
        for (const [ply, pick] of picks.entries()) {
          const moving = (id: string) => ply < 6 && (id === 'knight' || id === 'bishop');
          const expected = free
            .legalMoves()
            .filter((m) => !moving(m.piece))
            .map((m) => `${m.from}${m.to}${m.promotion ?? ''}`);
          const got = held.legalMoves();
          expect(got.map((m) => `${m.from}${m.to}${m.promotion ?? ''}`).sort()).toEqual(expected.sort());
          if (got.length === 0) return;
          const m = got[pick % got.length]!;
          held.play(m);
          free.play(free.findMove(m)!);
        }
      }),
      { numRuns: runs(25) },
    );
  });

  it('the schema reads `{}` and `{ plies }` under `rules`; the tables hold the first free ply per type', () => {
    const def = immovable(['knight'], { plies: 3 });
    const read = parseVariantDefinition(JSON.parse(JSON.stringify(def)));
    expect(read.pieces.find((p) => p.id === 'knight')!.rules?.immovable).toEqual({ plies: 3 });
    const bad = JSON.parse(JSON.stringify(immovable(['knight'], { plies: 0 })));
    expect(() => parseVariantDefinition(bad)).toThrow(/>=1/);
    const knight = chess.pieces.findIndex((p) => p.id === 'knight') + 1;
    const tables = compileVariant(immovable(['knight', 'queen'], {})).rules.immovable!;
    expect(tables.from[knight]).toBe(IMMOVABLE_ALWAYS);
    expect(compileVariant(def).rules.immovable!.from.filter((n) => n > 0)).toEqual(Uint32Array.of(3));
    expect(compileVariant(chess).rules.immovable).toBeUndefined();
  });
});
