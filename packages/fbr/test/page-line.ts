/** Helpers for `@x/fbr`'s tests of the FBR page's rule-set lines checked against a naive reference generator. */
import { type Move, perft, Position, type VariantDefinition } from '@x/core';
import { resolve, stringify } from '@x/san';
import { expect } from 'vitest';
import { compile } from '../src/compile/compile.js';
import { parse } from '../src/parse/parse.js';

/** A line of the FBR page, read leniently (as the page writes it) and compiled. */
export function compilePageLine(line: string): ReturnType<typeof compile> {
  return compile(parse(line, { mode: 'lenient' }));
}

/** Expects `variant`'s perft at `depth` from each of `fens` to equal the `reference` generator's count. */
export function expectReferencePerft(
  variant: VariantDefinition,
  fens: readonly string[],
  depth: number,
  reference: (fen: string, depth: number) => number,
): void {
  for (const fen of fens) {
    expect([fen, perft(Position.fromFen(fen, variant), depth)]).toEqual([fen, reference(fen, depth)]);
  }
}

/**
 * Expects the legal moves of `p` to be, as UCI, the `reference` generator's list (sorted), and each to read back
 * from its UCI and from its SAN (`@x/san`) as the same move.
 */
export function expectReferenceMoves(p: Position, reference: readonly string[]): void {
  const moves = p.legalMoves();
  expect(moves.map((m) => p.uci(m)).sort()).toEqual(reference);
  for (const m of moves) {
    expect(p.uci(p.decodeMove(p.findMove(p.uci(m))!))).toBe(p.uci(m));
    expect(p.uci(resolve(stringify(m, p), p) as Move)).toBe(p.uci(m));
  }
}
