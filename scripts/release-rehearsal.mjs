#!/usr/bin/env node
/**
 * The release, rehearsed in scratch copies of the working tree (the repository itself is never changed):
 *
 * 1. `changeset version` over the pending changesets: every published package gets one coherent new version
 *    (a semver bump of its current one), a CHANGELOG.md naming that version, and its workspace dependencies
 *    stay `workspace:` ranges; private packages (cli's bench, the playground) keep their versions.
 * 2. One changeset for one package (`@x/feen`, patch) alone: `changeset version` bumps that package and no
 *    package but those that depend on it, directly or not; a dependent it leaves at its version still admits the
 *    new version with its published caret range.
 * 3. Each published package, built and packed (`pnpm pack`), installs with npm into an empty project, where the
 *    first `ts` example of its README runs (types stripped by the TypeScript compiler).
 *
 * Needs the packages built (`pnpm build`). Slow (packs, installs, runs): not part of `pnpm test`; run it with
 * `pnpm release:rehearse` before a release, and in CI's release job (`--no-pack` skips step 3). Prints one line per check and exits
 * non-zero when one fails.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repo = fileURLToPath(new URL('..', import.meta.url));
const changesetBin = path.join(repo, 'node_modules', '.bin', 'changeset');
let failures = 0;

/** Prints a check's line; counts a failure. */
function check(ok, label, detail = '') {
  console.log(`${ok ? '✓' : '✗'} ${label}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures++;
}

/** Every workspace package: directory, manifest. */
function workspace(root) {
  const dirs = [];
  for (const parent of ['packages', 'apps']) {
    const p = path.join(root, parent);
    if (!fs.existsSync(p)) continue;
    for (const name of fs.readdirSync(p).sort()) dirs.push(path.join(p, name));
  }
  dirs.push(path.join(root, 'bench'));
  return dirs
    .filter((d) => fs.existsSync(path.join(d, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) }));
}

/** A scratch copy of the working tree's tracked and new files (no node_modules, no build output). */
function scratchCopy(label) {
  const dest = fs.mkdtempSync(path.join(os.tmpdir(), `x-release-${label}-`));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo })
    .toString()
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(repo, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dest, f)), { recursive: true });
    fs.copyFileSync(path.join(repo, f), path.join(dest, f));
  }
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=rehearsal', '-c', 'user.email=rehearsal@localhost', ...args], {
      cwd: dest,
      stdio: 'pipe',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'scratch');
  return dest;
}

/** Runs `changeset version` in `dir`. */
function changesetVersion(dir) {
  execFileSync(changesetBin, ['version'], { cwd: dir, stdio: 'pipe' });
}

/** `a` > `b` as semver (x.y.z only). */
function newer(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] > pb[i];
  return false;
}

const before = workspace(repo);
const published = before.filter((p) => !p.manifest.private);
const versionOf = new Map(before.map((p) => [p.manifest.name, p.manifest.version]));

// 1. Every pending changeset.
{
  const dir = scratchCopy('all');
  try {
    changesetVersion(dir);
    const after = new Map(workspace(dir).map((p) => [p.manifest.name, p]));
    for (const { manifest } of published) {
      const next = after.get(manifest.name);
      const version = next.manifest.version;
      check(newer(version, manifest.version), `${manifest.name} ${manifest.version} → ${version}`);
      const log = path.join(next.dir, 'CHANGELOG.md');
      const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
      check(text.includes(`## ${version}`), `${manifest.name} CHANGELOG.md has ## ${version}`);
      const entries = (text.split(`## ${version}`)[1] ?? '').split(/\n## /)[0].match(/^- /gm)?.length ?? 0;
      check(
        entries > 0 && entries <= 12,
        `${manifest.name} changelog entries`,
        `${entries} (a reader's few)`,
      );
      for (const [dep, range] of Object.entries(next.manifest.dependencies ?? {})) {
        if (versionOf.has(dep))
          check(range.startsWith('workspace:'), `${manifest.name} → ${dep} stays ${range}`);
      }
    }
    for (const { manifest } of before.filter((p) => p.manifest.private)) {
      check(
        after.get(manifest.name).manifest.version === manifest.version,
        `${manifest.name} (private) keeps its version`,
      );
    }
    check(
      fs.readdirSync(path.join(dir, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md')
        .length === 0,
      'every changeset consumed',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// 2. One changeset for one package.
{
  const target = '@x/feen';
  const dir = scratchCopy('one');
  try {
    for (const f of fs.readdirSync(path.join(dir, '.changeset'))) {
      if (f.endsWith('.md') && f !== 'README.md') fs.rmSync(path.join(dir, '.changeset', f));
    }
    fs.writeFileSync(path.join(dir, '.changeset', 'one.md'), `---\n"${target}": patch\n---\n\nA fix.\n`);
    changesetVersion(dir);
    const dependents = new Set([target]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const { manifest } of published) {
        const deps = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
        if (!dependents.has(manifest.name) && deps.some((d) => dependents.has(d))) {
          dependents.add(manifest.name);
          grew = true;
        }
      }
    }
    const after = workspace(dir);
    const bumped = after
      .filter((p) => p.manifest.version !== versionOf.get(p.manifest.name))
      .map((p) => p.manifest.name);
    const stray = bumped.filter((name) => !dependents.has(name));
    check(
      bumped.includes(target) && stray.length === 0,
      `a ${target} patch bumps it and none but its dependents`,
      `bumped ${bumped.join(', ')}`,
    );
    // A dependent left at its version keeps its published caret range on the target, which must admit the
    // target's new version (under 0.x, ^0.y.z admits 0.y.*).
    const next = after.find((p) => p.manifest.name === target).manifest.version;
    const old = versionOf.get(target);
    const caretAdmits = (from, to) => {
      const [a, b] = [from.split('.').map(Number), to.split('.').map(Number)];
      return a[0] === 0 ? a[0] === b[0] && a[1] === b[1] : a[0] === b[0];
    };
    for (const name of [...dependents].filter((n) => n !== target && !bumped.includes(n))) {
      check(caretAdmits(old, next), `${name} (not bumped) still admits ${target}@${next} with ^${old}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// 3. Packed tarballs install into an empty project where each README's first example runs.
if (process.argv.includes('--no-pack')) console.log('- packing skipped (--no-pack)');
else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-release-pack-'));
  try {
    const tarballs = path.join(dir, 'tarballs');
    fs.mkdirSync(tarballs);
    for (const { dir: d, manifest } of published) {
      if (!fs.existsSync(path.join(d, 'dist')))
        throw new Error(`${manifest.name} is not built: run pnpm build`);
      execFileSync('pnpm', ['pack', '--pack-destination', tarballs], { cwd: d, stdio: 'pipe' });
    }
    const app = path.join(dir, 'app');
    fs.mkdirSync(app);
    fs.writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({ name: 'app', private: true, type: 'module' }),
    );
    const files = fs.readdirSync(tarballs).map((f) => path.join(tarballs, f));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...files], {
      cwd: app,
      stdio: 'pipe',
    });
    for (const { dir: d, manifest } of published) {
      const readme = fs.readFileSync(path.join(d, 'README.md'), 'utf8');
      const block = /```(?:ts|js)\n([\s\S]*?)```/.exec(readme)?.[1];
      if (!block && manifest.bin) {
        // A command-line package: its README's examples are shell commands; the installed binary answers.
        for (const bin of Object.keys(manifest.bin)) {
          try {
            execFileSync(path.join(app, 'node_modules', '.bin', bin), ['--version'], {
              cwd: app,
              stdio: 'pipe',
            });
            check(true, `${manifest.name} installs from its tarball and \`${bin} --version\` runs`);
          } catch (e) {
            check(false, `${manifest.name} ${bin} --version`, String(e.stderr ?? e).split('\n')[0]);
          }
        }
        continue;
      }
      if (!block) {
        check(false, `${manifest.name} README has a ts example`);
        continue;
      }
      const js = ts.transpileModule(block, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      const file = path.join(app, `${manifest.name.replace('@x/', '')}-readme.mjs`);
      fs.writeFileSync(file, js);
      try {
        execFileSync(process.execPath, [file], { cwd: app, stdio: 'pipe' });
        check(true, `${manifest.name} installs from its tarball and its README's first example runs`);
      } catch (e) {
        check(
          false,
          `${manifest.name} README example`,
          String(e.stderr ?? e)
            .split('\n')
            .slice(0, 5)
            .join(' '),
        );
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  failures === 0 ? 'release rehearsal: every check passed' : `release rehearsal: ${failures} failed`,
);
process.exit(failures === 0 ? 0 : 1);
