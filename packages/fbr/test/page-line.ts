/** Helpers for `@x/fbr`'s tests of the FBR page's rule-set lines checked against a naive reference generator. */
import fs from 'node:fs';
import { type Move, perft, Position, type VariantDefinition } from '@x/core';
import { resolve, stringify } from '@x/san';
import { expect } from 'vitest';
import { compile } from '../src/compile/compile.js';
import { parse } from '../src/parse/parse.js';

/** A line of the FBR page, read leniently (as the page writes it) and compiled. */
export function compilePageLine(line: string): ReturnType<typeof compile> {
  return compile(parse(line, { mode: 'lenient' }));
}

/** Expects `compiled` complete, with diagnostics of these `codes` (warnings) only, and returns its variant. */
export function expectComplete(
  compiled: ReturnType<typeof compile>,
  codes: readonly string[],
): VariantDefinition {
  expect(compiled.diagnostics.map((d) => d.code)).toEqual(codes);
  expect(compiled.complete).toBe(true);
  return compiled.variant;
}

/** The lists of `test/fixtures/reference-positions.txt` by name (read at the first use): `[label, fen]` pairs. */
const positionLists = new Map<string, [label: string, fen: string][]>();

/**
 * The positions listed under `[name]` in `test/fixtures/reference-positions.txt` (where page lines are checked
 * against the naive reference generators), as `[label, fen]` pairs; the label is the FEN where the list gives none.
 */
export function referencePositions(name: string): readonly (readonly [label: string, fen: string])[] {
  if (positionLists.size === 0) {
    let list: [string, string][] | undefined;
    const text = fs.readFileSync(new URL('./fixtures/reference-positions.txt', import.meta.url), 'utf8');
    for (const line of text.split('\n')) {
      if (line.startsWith('# ') || !line.trim()) continue;
      const named = /^\[(.+)\]$/.exec(line);
      if (named) positionLists.set(named[1]!, (list = []));
      else if (!list) throw new Error(`reference-positions.txt: a position before the first [name]: ${line}`);
      else {
        const tab = line.indexOf('\t');
        list.push(tab < 0 ? [line, line] : [line.slice(0, tab), line.slice(tab + 1)]);
      }
    }
  }
  const positions = positionLists.get(name);
  if (!positions?.length) throw new Error(`reference-positions.txt has no positions under [${name}]`);
  return positions;
}

/** The FENs listed under `[name]` in `test/fixtures/reference-positions.txt`. */
export const referenceFens = (name: string): string[] => referencePositions(name).map(([, fen]) => fen);

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
    expect(p.uci(p.decodeMove(p.findEncoded(p.uci(m))!))).toBe(p.uci(m));
    expect(p.uci(resolve(stringify(m, p), p) as Move)).toBe(p.uci(m));
  }
}
