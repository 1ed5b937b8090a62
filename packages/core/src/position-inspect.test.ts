/**
 * A position printed (issue #91, item 13): `String(pos)` is its FEN, and `console.log(pos)` / `util.inspect(pos)`
 * show the variant and the FEN, not the position's buffers — for the generic engine and the chess one alike.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ChessPosition } from './chess/index.js';
import { Position } from './position.js';
import { variants } from './variant/builtins/index.js';

const FEN = 'r3k3/8/8/8/8/8/8/4K3 w q - 0 1';

describe('a position printed', () => {
  it('String(pos) and a template literal give the FEN', () => {
    for (const pos of [Position.fromFen(FEN), ChessPosition.fromFen(FEN)]) {
      expect(String(pos)).toBe(FEN);
      expect(`${pos}`).toBe(FEN);
    }
  });

  it('util.inspect (console.log) shows the variant and the FEN', () => {
    expect(inspect(ChessPosition.fromFen(FEN))).toBe(`Position chess [${FEN}]`);
    const shogi = Position.fromFen(variants.shogi.startFen, variants.shogi);
    expect(inspect(shogi)).toBe(`Position shogi [${shogi.toFen()}]`);
    expect(inspect({ at: Position.fromFen(FEN) })).toContain(FEN);
  });
});
