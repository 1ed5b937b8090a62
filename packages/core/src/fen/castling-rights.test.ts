import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../errors/notation-error.js';
import { ChessPosition } from '../chess/position.js';
import { Position } from '../position.js';
import { variants } from '../variant/builtins/index.js';
import { caught } from '../../../../tests/errors.js';
import { FenError } from '../errors/errors.js';

/** Issue #91 item 8: black may castle queen's side only; K, Q and k name pieces that are not there. */
const FEN = 'r3k3/8/8/8/8/8/8/4K3 w KQkq - 0 1';
const FIELD = FEN.indexOf('KQkq');

describe.each([
  ['Position', (fen: string, o?: object) => Position.fromFen(fen, variants.chess, o)],
  ['ChessPosition', (fen: string, o?: object) => ChessPosition.fromFen(fen, variants.chess, o)],
])('%s.fromFen: castling rights the board cannot have', (_, fromFen) => {
  it('strict mode refuses the first, located at its letter', () => {
    const error = caught(FenError, () => fromFen(FEN, { mode: 'strict' }));
    expect(error).toMatchObject({
      name: 'FenError',
      code: 'castling',
      offset: FIELD,
      length: 1,
      column: FIELD + 1,
    });
    expect(error?.message).toContain('castling right K');
  });

  it('lenient mode (the default) drops each with a located warning', () => {
    const warnings: Diagnostic[] = [];
    const pos = fromFen(FEN, { onWarning: (w: Diagnostic) => warnings.push(w) });
    expect(pos.toFen()).toBe('r3k3/8/8/8/8/8/8/4K3 w q - 0 1');
    expect(warnings.map((w) => [w.severity, w.code, w.offset, w.length])).toEqual([
      ['warning', 'castling', FIELD, 1],
      ['warning', 'castling', FIELD + 1, 1],
      ['warning', 'castling', FIELD + 2, 1],
    ]);
    expect(warnings[2]!.message).toMatch(/castling right k: no black castling partner/);
  });

  it('a right without a king, and a file letter without a rook, are refused alike', () => {
    expect(
      caught(FenError, () => fromFen('r3k2r/8/8/8/8/8/8/R6R w A - 0 1', { mode: 'strict' })),
    ).toMatchObject({
      code: 'castling',
      offset: 'r3k2r/8/8/8/8/8/8/R6R w '.length,
    });
    expect(
      caught(FenError, () => fromFen('r3k2r/8/8/8/8/8/8/4K3 w kqC - 0 1', { mode: 'strict' })),
    ).toMatchObject({
      code: 'castling',
      offset: 'r3k2r/8/8/8/8/8/8/4K3 w kq'.length,
    });
  });

  it('rights the board has pass in strict mode without a warning', () => {
    const warnings: Diagnostic[] = [];
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    expect(fromFen(fen, { mode: 'strict', onWarning: (w: Diagnostic) => warnings.push(w) }).toFen()).toBe(
      fen,
    );
    expect(warnings).toEqual([]);
  });
});
