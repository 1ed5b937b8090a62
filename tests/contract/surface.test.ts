/**
 * Small public surfaces (docs/contract.md, "Surfaces"): every package root exports at most `ROOT_EXPORT_CAP`
 * names (types and values), vocabularies live on documented subpaths, and every package README, user
 * documentation, stays within `README_LINE_CAP` lines. The counts are printed as a table on every run.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as fbr from '@x/fbr';
import * as sjaak from '@x/sjaak-variants';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENTRY_POINTS, ROOT } from './entries.js';

/** Most names (types and values) one package root may export (issue #39). */
const ROOT_EXPORT_CAP = 70;
/** Most names (types and values) all entry points of all published packages may export together (issue #49). */
const TOTAL_EXPORT_CAP = 450; // every public entry point of the nine packages (`./internal` entries are not public)
/** Most lines of a package README (issue #39: what it does, install, examples, API, errors, limits). */
const README_LINE_CAP = 350;

/** Names each entry point exports (types and values), read by the TypeScript checker from the sources. */
function exportCounts(): Map<string, { count: number; deprecated: number }> {
  const program = ts.createProgram(
    ENTRY_POINTS.map((e) => e.file),
    { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const out = new Map<string, { count: number; deprecated: number }>();
  for (const entry of ENTRY_POINTS) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`cannot read ${entry.file}`);
    const exported = checker.getExportsOfModule(moduleSymbol);
    const deprecated = exported.filter((e) => {
      const symbol = e.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(e) : e;
      return symbol.getJsDocTags(checker).some((t) => t.name === 'deprecated');
    }).length;
    out.set(entry.specifier, { count: exported.length, deprecated });
  }
  return out;
}

describe('surfaces: at most 70 names per package root', () => {
  const counts = exportCounts();
  it('prints the export count of every entry point', () => {
    const rows = ENTRY_POINTS.map((e) => ({
      entry: e.specifier,
      root: e.root,
      names: counts.get(e.specifier)!.count,
      deprecated: counts.get(e.specifier)!.deprecated,
    }));
    console.table(rows);
    expect(rows.filter((r) => r.root).map((r) => r.entry)).toEqual(
      ['core', 'san', 'feen', 'icn', 'sjaak-variants', 'fbr', 'fairy-variants', 'kif', 'wxf'].map(
        (p) => `@x/${p}`,
      ),
    );
    for (const r of rows) expect(r.names, r.entry).toBeGreaterThan(0);
  });
  it(`all entry points together export at most ${TOTAL_EXPORT_CAP} names, none @deprecated`, () => {
    const rows = [...counts.values()];
    const total = rows.reduce((n, r) => n + r.count, 0);
    console.log(`${total} public names over ${rows.length} entry points`);
    expect(total).toBeLessThanOrEqual(TOTAL_EXPORT_CAP);
    expect(rows.reduce((n, r) => n + r.deprecated, 0)).toBe(0);
  });
  it(`every package root exports at most ${ROOT_EXPORT_CAP} names`, () => {
    const over = ENTRY_POINTS.filter((e) => e.root)
      .map((e) => ({ entry: e.specifier, names: counts.get(e.specifier)!.count }))
      .filter((r) => r.names > ROOT_EXPORT_CAP);
    expect(over).toEqual([]);
  });
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
    it(`${path.relative(ROOT, file)} is at most ${README_LINE_CAP} lines`, () => {
      const lines = fs.readFileSync(file, 'utf8').split('\n').length - 1;
      expect(lines).toBeLessThanOrEqual(README_LINE_CAP);
    });
  }
});
