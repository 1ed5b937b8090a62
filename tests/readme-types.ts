/**
 * Type-checks every ```ts block of the packages' READMEs as a user's program would be: each block (with the
 * blocks it continues, as tests/readme-examples.ts runs them) becomes one module of an app, and one TypeScript
 * program per `moduleResolution` checks them all under `--strict` against the packages as installed (their
 * `exports` and built `.d.ts` files, found from `appDir`'s `node_modules`). One program for every example, not
 * one per example: the packages' declarations are read once. TypeScript 5.9 through its API, TypeScript 7 through
 * its native `tsc` (`typecheckModulesNative`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TypeScript from 'typescript';
import ts from './typescript.js';
import { type Block, mergedImports, readmeBlocks, removeImports } from './readme-examples.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The READMEs whose examples users copy: every package's README.md, and core's INFINITE.md. */
export function readmeFiles(): string[] {
  const dirs = fs.readdirSync(path.join(root, 'packages')).sort();
  const files = dirs.flatMap((d) => [`packages/${d}/README.md`, `packages/${d}/INFINITE.md`]);
  return files.filter((f) => fs.existsSync(path.join(root, f)));
}

/** One module per ```ts block of `readme` (a path relative to the repository): `{ name, code }`. */
export function readmeModules(readme: string): { name: string; code: string }[] {
  const blocks = readmeBlocks(fs.readFileSync(path.join(root, readme), 'utf8'));
  const out: { name: string; code: string }[] = [];
  let chain: Block[] = [];
  for (const block of blocks) {
    // as the runner: a `no-run` block stands alone and is not continued by the blocks after it
    const own = block.flags.has('continued') ? [...chain, block] : [block];
    if (!block.flags.has('no-run')) chain = own;
    const body = own.map((b) => removeImports(b.code)).join('\n');
    const name = `${readme.replace(/[/.]/g, '_')}_line${block.line}.ts`;
    out.push({ name, code: `${mergedImports(own.map((b) => b.code))}\n${body}\nexport {};\n` });
  }
  return out;
}

/** What every type check of the READMEs' code sets alike, whichever compiler and resolution: a user's strict app. */
const STRICT_APP = {
  types: ['node'],
  // the repository's @types/node, wherever the app is
  typeRoots: [path.join(root, 'node_modules', '@types')],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
};

/** The compiler options of a user's strict app with the given module resolution. */
function appOptions(resolution: 'bundler' | 'nodenext' | 'node'): TypeScript.CompilerOptions {
  const byResolution = {
    bundler: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
    nodenext: { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
    node: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Node10 },
  }[resolution];
  return {
    ...byResolution,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    ...STRICT_APP,
  };
}

/** Writes `modules` into `dir` (emptied first); returns their paths. */
function writeModules(dir: string, modules: readonly { name: string; code: string }[]): string[] {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return modules.map((m) => {
    const file = path.join(dir, m.name);
    fs.writeFileSync(file, m.code);
    return file;
  });
}

/**
 * Writes `modules` into `appDir/<folder>` (an ES module app: `appDir`'s package.json says `"type": "module"`) and
 * type-checks them in one program; returns each error as `file:line:col message`.
 */
export function typecheckModules(
  appDir: string,
  modules: readonly { name: string; code: string }[],
  resolution: 'bundler' | 'nodenext' | 'node',
): string[] {
  const files = writeModules(path.join(appDir, `readme-types-${resolution}`), modules);
  const program = ts.createProgram(files, appOptions(resolution));
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) return text;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${path.basename(d.file.fileName)}:${line + 1}:${character + 1} ${text}`;
  });
}

/** TypeScript 7's `tsc` script (the `typescript-7` dev dependency; found beside its `package.json`). */
const TSC_7 = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin',
  'tsc',
);

/**
 * `typecheckModules` with TypeScript 7's native `tsc` (it has no `node` resolution: that one is 5.9's alone), for each
 * of `resolutions`: the modules and a `tsconfig.json` of the same options written into `appDir/<folder>` per
 * resolution, and one `tsc -b` over those folders on one thread (a process and its start for every resolution
 * together; two programs, each its own options); returns each resolution's errors as `tsc` prints them
 * (`folder/file(line,col): error TS…`).
 */
export function typecheckModulesNative(
  appDir: string,
  modules: readonly { name: string; code: string }[],
  resolutions: readonly ('bundler' | 'nodenext')[],
): Map<'bundler' | 'nodenext', string[]> {
  const folders = resolutions.map((resolution) => {
    const folder = `readme-types-7-${resolution}`;
    const dir = path.join(appDir, folder);
    const files = writeModules(dir, modules);
    const config = {
      compilerOptions: {
        module: resolution === 'bundler' ? 'esnext' : 'nodenext',
        moduleResolution: resolution,
        target: 'es2022',
        lib: ['es2022', 'dom'],
        ...STRICT_APP,
      },
      files,
    };
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
    return folder;
  });
  const run = spawnSync(
    process.execPath,
    [TSC_7, '-b', ...folders, '--singleThreaded', '--pretty', 'false'],
    {
      cwd: appDir,
      encoding: 'utf8',
    },
  );
  const errors = run.stdout.split('\n').filter((l) => /error TS\d+/.test(l));
  const failed =
    run.status !== 0 && errors.length === 0 ? [`tsc exited ${run.status}: ${run.stdout}${run.stderr}`] : [];
  return new Map(
    resolutions.map((resolution, i) => [
      resolution,
      [...failed, ...errors.filter((l) => l.startsWith(`${folders[i]}${path.sep}`))],
    ]),
  );
}
