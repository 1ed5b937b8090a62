/**
 * Capture the flag (`end.flags`, SjaakII `captureanyflag` / `captureallflags`): "the game ends when
 * white captures and holds all black flags and vice versa" (SjaakII variants file), any or all of
 * them, with the pieces that may take flags (`capture_flag`, default every piece).
 */
import { describe, expect, it } from 'vitest';
import { parseVariantDefinition } from '../../schema/index.js';
import { Position } from '../../position.js';
import type { FlagRule, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const chess = variants.chess;
/** Chess where White must reach a8/h8 and Black a1/h1 (royals optional: kings are not needed). */
const withFlags = (flags: FlagRule): VariantDefinition => ({
  ...chess,
  id: `flags-${flags.capture}`,
  zones: { ...chess.zones, corners: { white: ['a8', 'h8'], black: ['a1', 'h1'] } },
  end: { ...chess.end, flags },
});

describe('capture the flag', () => {
  it('any: a piece reaching one target square ends the game, and move generation stops', () => {
    const v = withFlags({ zone: 'corners', capture: 'any' });
    const pos = Position.fromFen('4k3/R7/8/8/8/8/8/4K3 w - - 0 1', v);
    expect(pos.outcome()).toBeUndefined();
    pos.play('a7a8');
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'flag' });
    expect(pos.legalMoves()).toEqual([]);
    expect(pos.isCheckmate() || pos.isStalemate()).toBe(false);
  });

  it('any: capturing onto an enemy-held flag square counts; the own target list only', () => {
    const v = withFlags({ zone: 'corners', capture: 'any' });
    // a black rook on a8 is White's flag square held by Black: not a flag for anyone
    const pos = Position.fromFen('r3k3/R7/8/8/8/8/8/4K3 w - - 0 1', v);
    expect(pos.outcome()).toBeUndefined();
    expect(pos.play('a7a8').outcome()).toEqual({ winner: 'white', reason: 'flag' });
  });

  it('all: every target square must be held', () => {
    const v = withFlags({ zone: 'corners', capture: 'all' });
    const pos = Position.fromFen('8/R6R/8/4k3/8/8/8/4K3 w - - 0 1', v);
    pos.play('a7a8');
    expect(pos.outcome()).toBeUndefined();
    pos.play('e5d5').play('h7h8');
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'flag' });
  });

  it('only flag-taking pieces count, and the result may be a loss for the holder', () => {
    const v = withFlags({ zone: 'corners', capture: 'any', pieces: ['king'] });
    const pos = Position.fromFen('4k3/R7/8/8/8/8/8/4K3 w - - 0 1', v);
    expect(pos.play('a7a8').outcome()).toBeUndefined();
    const loss = withFlags({ zone: 'corners', capture: 'any', result: 'loss' });
    const pos2 = Position.fromFen('4k3/8/8/8/8/8/7r/4K3 b - - 0 1', loss);
    expect(pos2.play('h2h1').outcome()).toEqual({ winner: 'white', reason: 'flag' });
  });

  it('a wolves-and-sheep style game: a pawn reaching the last rank wins', () => {
    const sheep = {
      id: 'sheep',
      symbol: 'S',
      moves: [
        {
          kind: 'leap' as const,
          vectors: [
            [1, 1],
            [-1, 1],
          ] as const,
          mode: 'move' as const,
        },
      ],
    };
    const v: VariantDefinition = {
      id: 'ws',
      name: 'ws',
      board: { files: 4, ranks: 4 },
      pieces: [sheep],
      zones: { goal: { white: ['a4', 'b4', 'c4', 'd4'], black: [] } },
      startFen: '4/4/4/S3 w - - 0 1',
      royalsOptional: true,
      end: { flags: { zone: 'goal', capture: 'any' }, stalemate: 'loss' },
    };
    const pos = Position.fromFen('4/1S2/4/4 w - - 0 1', v);
    expect(pos.legalMoves().map((m) => pos.uci(m))).toEqual(['b3c4', 'b3a4']);
    expect(pos.play('b3c4').outcome()).toEqual({ winner: 'white', reason: 'flag' });
  });

  it('the schema accepts the rule and rejects an unknown zone or piece', () => {
    const json = (v: VariantDefinition) => JSON.parse(JSON.stringify(v)) as unknown;
    expect(parseVariantDefinition(json(withFlags({ zone: 'corners', capture: 'any' }))).end?.flags).toEqual({
      zone: 'corners',
      capture: 'any',
    });
    expect(() => parseVariantDefinition(json(withFlags({ zone: 'nowhere', capture: 'any' })))).toThrow(
      /nowhere/,
    );
    expect(() =>
      parseVariantDefinition(json(withFlags({ zone: 'corners', capture: 'any', pieces: ['dragon'] }))),
    ).toThrow(/dragon/);
  });
});
