#!/usr/bin/env node
/**
 * `pnpm check:pkg`: every published package's tarball checked by publint and by Are the Types Wrong (every
 * resolution: `node10`, through the packages' `typesVersions`, `node16` CJS and ESM, and bundlers; the packages are
 * ES modules only, so attw's "CJS resolves to ESM" is expected, as its `esm-only` profile has it: Node ≥ 20.19
 * `require`s them and TypeScript ≥ 5.8 types such a `require`), as
 * `publint && attw --pack . --profile esm-only` in each package would, but in one process: the packages are packed
 * once, by one `pnpm -r pack` (each tool used to pack its package again, `npm pack` and `pnpm pack`, one process
 * each), and TypeScript is loaded once for every package. Prints publint's messages and attw's problems per
 * package; exits 1 if publint reports an error or attw a problem (the two tools' own exit rules).
 * `--filter <name>` (repeatable) checks only the named packages (`@x/core`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { problemKindInfo } from '@arethetypeswrong/core/problems';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { packArgs, packedTarballs, publishedPackageDirs } from './pack-published.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * The problem kinds attw's `esm-only` profile ignores: an ES-module-only package is one whose CommonJS `require`
 * resolves to ESM (issue #91: one copy of each module in a program).
 */
const IGNORED_KINDS = new Set(['CJSResolvesToESM']);

const args = process.argv.slice(2);
const only = args.flatMap((a, i) => (args[i - 1] === '--filter' ? [a] : []));

const dirs = publishedPackageDirs(root).filter(
  (d) =>
    only.length === 0 ||
    only.includes(JSON.parse(fs.readFileSync(path.join(d, 'package.json'), 'utf8')).name),
);

/**
 * The tarballs `pnpm test` packed once for this check and the consumer test (`X_PACKED_TARBALLS`, every published
 * package), else a folder of this run's own, packed here.
 */
const packed = packedTarballs();
const shared = packed !== undefined;
const packDir = packed ?? fs.mkdtempSync(path.join(os.tmpdir(), 'check-pkg-'));
let failed = false;
try {
  if (!shared)
    execFileSync(
      process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? process.execPath : 'pnpm',
      [
        ...(process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath)
          ? [process.env.npm_execpath]
          : []),
        ...packArgs(root, dirs, packDir),
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  for (const dir of dirs) {
    const pkgJson = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const tarball = path.join(
      packDir,
      `${pkgJson.name.replace('@', '').replace('/', '-')}-${pkgJson.version}.tgz`,
    );
    const data = fs.readFileSync(tarball);
    const lines = [];
    let bad = false;
    // publint, as its command line runs it (level `suggestion`, not strict): an error fails
    const { messages, pkg } = await publint({
      pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
    });
    for (const type of ['error', 'warning', 'suggestion'])
      for (const m of messages.filter((m) => m.type === type))
        lines.push(`  publint ${type}: ${formatMessage(m, pkg)}`);
    if (messages.some((m) => m.type === 'error')) bad = true;
    // attw with the esm-only profile: any problem but an ES module's `require` fails
    const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(data)));
    if (analysis.types) {
      const problems = analysis.problems.filter((p) => !IGNORED_KINDS.has(p.kind));
      for (const p of problems) {
        const where = [p.entrypoint, p.resolutionKind].filter(Boolean).join(', ');
        lines.push(
          `  attw: ${problemKindInfo[p.kind]?.emoji ?? ''} ${problemKindInfo[p.kind]?.title ?? p.kind}${where ? ` (${where})` : ''}`,
        );
      }
      if (problems.length) bad = true;
    } else lines.push('  attw: no types');
    const entries = analysis.types ? Object.keys(analysis.entrypoints).length : 0;
    if (bad) failed = true;
    console.log(`${bad ? '✗' : '✓'} ${pkgJson.name}: publint, attw (esm-only) on ${entries} entry points`);
    for (const l of lines) console.log(l);
  }
} finally {
  if (!shared) fs.rmSync(packDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
