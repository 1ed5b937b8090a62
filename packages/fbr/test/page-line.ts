/** Helpers for `@x/fbr`'s tests of the FBR page's rule-set lines checked against a naive reference generator. */
import { perft, Position, type VariantDefinition } from '@x/core';
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
