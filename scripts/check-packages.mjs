#!/usr/bin/env node
/**
 * `pnpm check:pkg`: every published package's tarball checked by publint and by Are the Types Wrong (the
 * `node16` profile: `node16` CJS and ESM resolution and bundlers; the `node10` resolution is not checked), as
 * `publint && attw --pack . --profile node16` in each package did, but in one process: the packages are packed
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
/** The resolution modes the `node16` profile of attw's command line ignores. */
const IGNORED_RESOLUTIONS = new Set(['node10']);

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
    // attw with the node16 profile: any problem outside the node10 resolution fails
    const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(data)));
    if (analysis.types) {
      const problems = analysis.problems.filter(
        (p) => !('resolutionKind' in p) || !IGNORED_RESOLUTIONS.has(p.resolutionKind),
      );
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
    console.log(`${bad ? '✗' : '✓'} ${pkgJson.name}: publint, attw (node16) on ${entries} entry points`);
    for (const l of lines) console.log(l);
  }
} finally {
  if (!shared) fs.rmSync(packDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
