/**
 * The published packages' sources as one TypeScript program, shared by the contract checks that need types (options,
 * diagnostics, `@deprecated`, module state, the surfaces' export counts, `contract.test.ts`): a program costs about
 * 8 CPU-s to make, so it is made once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TypeScript from 'typescript';
import ts from '../typescript.js';
import { exportsOf } from '../../scripts/surface.mjs';
import { ENTRY_POINTS } from './entries.js';

/**
 * The package sources as one TypeScript program, read once per worker (about 8 CPU-s): every public entry point a
 * root, `modules` each package root's module.
 */
export type PackageProgram = {
  program: TypeScript.Program;
  checker: TypeScript.TypeChecker;
  modules: Map<string, TypeScript.Symbol>;
};
let programCache: PackageProgram | undefined;
export function packagePrograms(): PackageProgram {
  if (programCache) return programCache;
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const entries: Record<string, string> = {
    core: 'packages/core/src/index.ts',
    san: 'packages/san/src/index.ts',
    feen: 'packages/feen/src/index.ts',
    icn: 'packages/icn/src/index.ts',
    'icn/json': 'packages/icn/src/json.ts',
    'sjaak-variants': 'packages/sjaak-variants/src/index.ts',
    fbr: 'packages/fbr/src/index.ts',
    'fairy-variants': 'packages/fairy-variants/src/index.ts',
    kif: 'packages/kif/src/index.ts',
    'kif/jkf': 'packages/kif/src/jkf.ts',
    wxf: 'packages/wxf/src/index.ts',
  };
  const files = Object.values(entries).map((f) => path.join(root, f));
  const roots = [...new Set([...files, ...ENTRY_POINTS.map((e) => e.file)])];
  const program = ts.createProgram(roots, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // the libraries tsconfig.base.json gives the packages (the default for ES2022 adds the DOM's: 1.3 MB more to read)
    lib: ['lib.es2022.d.ts'],
    types: ['node'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    paths: { '@x/core': [path.join(root, 'packages/core/src/index.ts')] },
  });
  const checker = program.getTypeChecker();
  const modules = new Map<string, TypeScript.Symbol>();
  for (const [pkg, file] of Object.entries(entries)) {
    const source = program.getSourceFile(path.join(root, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`cannot read ${file}`);
    modules.set(pkg, moduleSymbol);
  }
  programCache = { program, checker, modules };
  return programCache;
}

/** `specifier:name` of every public export whose declaration carries `@deprecated`, read from the sources. */
export function deprecatedExports(): Set<string> {
  const { program } = packagePrograms();
  const out = new Set<string>();
  for (const entry of ENTRY_POINTS)
    for (const symbol of exportsOf(program, entry.file).deprecated)
      out.add(`${entry.specifier}:${symbol.name}`);
  return out;
}

/** One public export: the package and entry point that export it, and the declaration it names (aliases followed). */
export interface ExportedName {
  readonly pkg: string;
  readonly specifier: string;
  readonly declaration: TypeScript.Symbol;
}

/** Every public name (types and values) with each of its exports. */
export function exportedNames(): Map<string, ExportedName[]> {
  const { program } = packagePrograms();
  const checker = program.getTypeChecker();
  const out = new Map<string, ExportedName[]>();
  for (const entry of ENTRY_POINTS)
    for (const symbol of exportsOf(program, entry.file).exported) {
      const declaration = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const list = out.get(symbol.name) ?? [];
      list.push({ pkg: entry.pkg, specifier: entry.specifier, declaration });
      out.set(symbol.name, list);
    }
  return out;
}

/** Names each public entry point exports (types and values) and how many carry `@deprecated`, by specifier. */
export function exportCounts(): Map<string, { count: number; deprecated: number }> {
  const { program } = packagePrograms();
  const out = new Map<string, { count: number; deprecated: number }>();
  for (const entry of ENTRY_POINTS) {
    const { exported, deprecated } = exportsOf(program, entry.file);
    out.set(entry.specifier, { count: exported.length, deprecated: deprecated.length });
  }
  return out;
}
