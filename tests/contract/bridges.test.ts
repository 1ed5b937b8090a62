/**
 * One bridge shape (docs/contract.md, "Bridges"): every variant-language bridge is called `toVariant` and
 * returns `VariantConversion` of `@x/core`, `{ variant, diagnostics, complete }`, with a variant `@x/core`
 * compiles, diagnostics in the `Diagnostic` shape, and `complete` false exactly when something was left out.
 * (Each declares `VariantConversion<D>` of `@x/core` as its return type; `pnpm typecheck` holds them.)
 */
import * as core from '@x/core';
import * as fairy from '@x/fairy-variants';
import * as fbr from '@x/fbr';
import * as sjaak from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';

const SJAAK_CLEAN = [
  'Variant: Duel (6x6)',
  'Board: 6x6',
  'FEN: "2k3/6/6/6/6/2K3 w - - 0 1"',
  'Piece: King',
  'Move: leap (0,1)|(1,1)',
  'Symbol: "K", "K,k"',
  'Flags: royal',
  '',
].join('\n');
/** The same variant with a flag `@x/core` cannot express (`shak`): converted without it, and reported. */
const SJAAK_PARTIAL = SJAAK_CLEAN.replace('Flags: royal', 'Flags: royal,shak');

/** Every bridge on a source it converts whole, and on one it converts only in part. */
const BRIDGES: Record<string, { whole: () => unknown; partial: () => unknown }> = {
  '@x/sjaak-variants': {
    whole: () => sjaak.toVariant(sjaak.parseVariant(SJAAK_CLEAN, 'duel').variant!),
    partial: () => sjaak.toVariant(sjaak.parseVariant(SJAAK_PARTIAL, 'duel').variant!),
  },
  '@x/fbr': {
    whole: () => fbr.toVariant(fbr.parse('royal K Q=R+N')),
    partial: () => fbr.toVariant(fbr.parse('royal magnetic K Q=R+N')),
  },
  '@x/fairy-variants': {
    whole: () => fairy.toVariant('[tiny:chess]\nnMoveRule = 30\n', 'tiny'),
    partial: () => fairy.toVariant('[tiny:chess]\nwallingRule = past\nwallOrMove = true\n', 'tiny'),
  },
};

/** The bridge fields of `r`, and the problems of its shape. */
function shapeProblems(r: unknown): string[] {
  const o = r as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof o['complete'] !== 'boolean') problems.push('complete is not a boolean');
  if (!Array.isArray(o['diagnostics'])) problems.push('diagnostics is not an array');
  try {
    core.compileVariant(o['variant'] as core.VariantDefinition);
  } catch (e) {
    problems.push(`variant does not compile: ${String(e)}`);
  }
  return problems;
}

describe('bridges: one function name, one result shape', () => {
  for (const [name, { whole, partial }] of Object.entries(BRIDGES)) {
    it(`${name} toVariant returns { variant, diagnostics, complete } with a variant @x/core compiles`, () => {
      for (const r of [whole(), partial()]) expect(shapeProblems(r)).toEqual([]);
    });
    it(`${name} toVariant: complete on a whole conversion, not when a diagnostic reports a loss`, () => {
      const ok = whole() as core.VariantConversion;
      expect({ complete: ok.complete, diagnostics: ok.diagnostics }).toEqual({
        complete: true,
        diagnostics: [],
      });
      const lossy = partial() as core.VariantConversion;
      expect(lossy.complete).toBe(false);
      expect(lossy.diagnostics.length).toBeGreaterThan(0);
      for (const d of lossy.diagnostics)
        expect(d).toMatchObject({ code: expect.any(String), line: expect.any(Number) });
    });
  }
});
