#!/usr/bin/env node
/**
 * The declarations of every published package from one TypeScript program (`pnpm build` runs it first, as
 * turbo's root task `//#types`, cached by the packages' sources).
 *
 * The program holds every package's sources (not their tests), with the options of tsconfig.base.json;
 * `@x/<name>` and each of its entry points (`@x/core/engine`, …) resolve to their sources, so each file is read
 * and checked once, whatever imports it (the packages' tsup builds used to type-check their sources again, one
 * program each, to write their `.d.ts`: about 100 of the build's 130 CPU-seconds). The program is type-checked
 * (every error printed, exit 1), then writes the declarations under `.types/packages/<package>/src/`; each
 * package's tsup build bundles its entry points' `.d.ts` and `.d.cts` from there (tsup.shared.ts), as it bundles
 * the JavaScript. The tests and benches are checked by `pnpm typecheck`, against the built declarations.
 *
 * An entry point maps to its own source only, never by a pattern: a type the declarations must name is named
 * through an entry point a user can import, as it would be with the packages built one by one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { packageEntries } from './entry-points.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the declarations go: `.types/packages/<package directory>/src/…`, the sources' paths under it. */
export const TYPES_DIR = path.join(root, '.types');

/** `paths` for every entry point of every package under `packages/`: specifier → its source. */
function entryPaths() {
  const paths = {};
  for (const name of fs.readdirSync(path.join(root, 'packages'))) {
    const dir = path.join(root, 'packages', name);
    if (!fs.existsSync(path.join(dir, 'package.json'))) continue;
    for (const e of packageEntries(dir)) paths[e.specifier] = [path.join(dir, e.source)];
  }
  return paths;
}

/** The program's configuration: tsconfig.base.json, the entry points as `paths`, declarations only. */
function configuration() {
  const json = {
    extends: './tsconfig.base.json',
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: '.',
      outDir: './.types',
      paths: entryPaths(),
    },
    include: ['packages/*/src'],
    exclude: ['packages/*/src/**/*.test.ts'],
  };
  const parsed = ts.parseJsonConfigFileContent(json, ts.sys, root);
  if (parsed.errors.length > 0) fail(parsed.errors);
  return parsed;
}

/** Prints diagnostics as tsc does and exits 1. */
function fail(diagnostics) {
  const host = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  const pretty = process.stdout.isTTY && !process.env.NO_COLOR;
  const format = pretty ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  process.stdout.write(format(diagnostics, host));
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  console.log(`\n${errors} type error${errors === 1 ? '' : 's'}`);
  process.exit(1);
}

/** Whether a file's declarations are written: a package's source (not a declaration file). */
function isPackageSource(fileName) {
  const rel = path.relative(path.join(root, 'packages'), fileName).split(path.sep);
  return rel.length > 2 && rel[1] === 'src' && !fileName.endsWith('.d.ts');
}

const config = configuration();
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error)) fail(diagnostics);

fs.rmSync(TYPES_DIR, { recursive: true, force: true });
for (const source of program.getSourceFiles()) {
  if (!isPackageSource(source.fileName)) continue;
  const result = program.emit(source, undefined, undefined, true);
  if (result.emitSkipped) fail(result.diagnostics);
}
