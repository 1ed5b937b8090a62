/**
 * Must-evade (`VariantDefinition.mustEvade`, FBR `royal=mustevase`: "When the royal piece is checked, it can only
 * move (or capture) and no other piece can move"). Each count is reasoned by hand beside the same position in chess.
 * Fairy-Stockfish has no such rule.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { STATE } from '../../position-base.js';
import { perft } from '../../perft.js';
import { variants } from '../../variant/builtins/index.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { compileVariant } from '../../variant/compile/compile.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { VariantError } from '../../errors/errors.js';

const evading = (base: VariantDefinition): VariantDefinition => ({
  ...base,
  id: `${base.id}-must-evade`,
  mustEvade: true,
});
const chess = variants.chess;
const rule = evading(chess);
const uci = (p: Position) =>
  p
    .legalMoves()
    .map((m) => p.uci(m))
    .sort();

describe('must-evade', () => {
  it('in check, only the king moves: no interposition', () => {
    // Ke1 checked by Re7; Ra2, Bc1 could interpose on e2, e3. The king's d1 d2 f1 f2 stay (e2 is on the file).
    const fen = '7k/4r3/8/8/8/8/R7/2B1K3 w - - 0 1';
    expect(uci(Position.fromFen(fen, rule))).toEqual(['e1d1', 'e1d2', 'e1f1', 'e1f2']);
    expect(Position.fromFen(fen).legalMoves()).toHaveLength(6);
    // After each king move Black has Kh8's g8 g7 h7 and Re7's 7 on its file (e8, e6-e1) and 7 on its rank: 4 * 17.
    // Chess adds Re2 (16 replies: the file stops at e2) and Be3 (15): 68 + 16 + 15.
    expect(perft(Position.fromFen(fen, rule), 2)).toBe(4 * 17);
    expect(perft(Position.fromFen(fen), 2)).toBe(4 * 17 + 16 + 15);
  });

  it('a checked king that cannot move is mated, though another piece could take the checker', () => {
    // Back rank: Kh1 behind g2 h2, Re1 checks; in chess Nd3xe1 is the one move.
    const fen = '7k/8/8/8/8/3N4/6PP/4r2K w - - 0 1';
    const pos = Position.fromFen(fen, rule);
    expect(pos.legalMoves()).toHaveLength(0);
    expect(pos.isCheckmate()).toBe(true);
    expect(uci(Position.fromFen(fen))).toEqual(['d3e1']);
  });

  it('not in check, every move stays: the start position as in chess', () => {
    expect(perft(Position.fromFen(chess.startFen, rule), 3)).toBe(8902);
    expect(Position.fromFen(chess.startFen, rule)[STATE].ruleHooks.keepMoves).toBeDefined();
    expect(Position.fromFen(chess.startFen)[STATE].ruleHooks.keepMoves).toBeUndefined();
  });

  it('a drop does not parry a check', () => {
    // Ke1 checked by Re7 with a knight in hand: the king's 4 steps; crazyhouse adds the drops on e2-e6.
    const zh = evading(variants.crazyhouse);
    const fen = '4k3/4r3/8/8/8/8/8/4K3[N] w - - 0 1';
    expect(Position.fromFen(fen, zh).legalMoves()).toHaveLength(4);
    expect(Position.fromFen(fen, variants.crazyhouse).legalMoves()).toHaveLength(4 + 5);
  });

  it('the schema reads the option; a variant without a royal piece is refused', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(rule))).mustEvade).toBe(true);
    expect(() => parseVariantDefinition({ ...rule, mustEvade: 'yes' })).toThrow(VariantError);
    const kingless = { ...rule, id: 'kingless', pieces: chess.pieces.map((p) => ({ ...p, royal: false })) };
    try {
      compileVariant(kingless);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(VariantError);
      expect((e as VariantError).path).toEqual(['mustEvade']);
    }
  });
});
