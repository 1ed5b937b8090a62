/**
 * Gating SAN round trip (issue #40): in S-chess positions (ffish's fixture positions, Chess960 castling included,
 * and one where every castling may gate on either square), every legal move prints to SAN that names it alone:
 * `stringify` → `resolve` (strict) gives the move back, and `parse` → `formatSan` gives the text back.
 */
import { readFileSync } from 'node:fs';
import { Position } from '@x/core';
import { toVariant } from '@x/fairy-variants';
import { formatSan, parse, resolve, SanError, sanOptionsOf, stringify } from '@x/san';
import { describe, expect, it } from 'vitest';
import { sortedAs } from '../moves.js';

const FIXTURE: { perft: Record<string, { fen: string }[]> } = JSON.parse(
  readFileSync(
    new URL('../../packages/fairy-variants/test/fixtures/ffish-seirawan.json', import.meta.url),
    'utf8',
  ),
);
const SECTIONS: Record<string, string> = {
  seirawan: '[schess:seirawan]\n',
  seirawan960: '[schess:seirawan]\nchess960 = true\n',
};

describe('gating SAN round trip', () => {
  for (const [name, positions] of Object.entries(FIXTURE.perft)) {
    const variant = toVariant(SECTIONS[name]!, 'schess', { id: name }).variant!;
    const options = sanOptionsOf(variant);
    for (const { fen } of positions) {
      it(`${name} ${fen}`, () => {
        const position = Position.fromFen(fen, variant);
        const seen = new Set<string>();
        for (const move of position.legalMoves()) {
          const san = stringify(move, position);
          expect(seen.has(san)).toBe(false);
          seen.add(san);
          expect(position.uci(resolve(san, position, { mode: 'strict' }) as typeof move)).toBe(
            position.uci(move),
          );
          expect(formatSan(parse(san, { ...options, mode: 'strict' }), options)).toBe(san);
        }
      });
    }
  }

  it('writes and reads gating castling on the king and the rook square', () => {
    const variant = toVariant(SECTIONS.seirawan!, 'schess', { id: 'seirawan' }).variant!;
    const position = Position.fromFen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1', variant);
    const castles = sortedAs(
      position,
      (m) => stringify(m, position),
      (m) => m.castle !== undefined,
    );
    expect(castles).toEqual([
      'O-O',
      'O-O-O',
      'O-O-O/Ea1',
      'O-O-O/Ee1',
      'O-O-O/Ha1',
      'O-O-O/He1',
      'O-O/Ee1',
      'O-O/Eh1',
      'O-O/He1',
      'O-O/Hh1',
    ]);
    const rookGate = resolve('O-O/Hh1', position);
    expect(position.uci(rookGate as never)).toBe('h1e1h'); // Fairy-Stockfish's UCI
    expect(() => resolve('O-O/H', position, { mode: 'strict' })).toThrow(/more than one/);
    expect(() => resolve('Nf3/Q', position)).toThrow(/no legal move/);
  });

  it('refuses a gate in a variant without hands, text or SAN object', () => {
    const chess = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(() => resolve('Nf3/Q', chess)).toThrow(SanError);
    expect(() => resolve({ ...parse('Nf3'), gate: 'queen' }, chess)).toThrow(/no gating/);
  });
});
