#!/usr/bin/env node
/**
 * The release, rehearsed through a real registry (a Verdaccio on 127.0.0.1 that this script starts and stops),
 * in a scratch copy of the working tree: the repository itself is never changed, nothing is committed.
 *
 * 1. `changeset version` over the pending changesets: every published package gets one coherent new version
 *    (a semver bump of its current one), a CHANGELOG.md naming that version, and its workspace dependencies
 *    stay `workspace:` ranges; private packages (the playground, the bench) keep their versions.
 * 2. `changeset publish` into the registry: every published package is there at its new version.
 * 3. Each published package alone, `npm install @x/<name>` into an empty project outside the repository: the
 *    first `ts` example of its README runs (types stripped by the TypeScript compiler; a command-line package
 *    answers `--version`), and what arrived is measured (`--table` prints it as the root README's table).
 * 4. One changeset for `@x/feen` alone, `changeset version` and `changeset publish` again: only `@x/feen`'s
 *    version moves on the registry, and a fresh `npm install @x/san` resolves exactly what the first one did.
 *
 * Needs the packages built (`pnpm build`): their `dist` folders are copied into the scratch copy. Packages other
 * than `@x/*` (zod) come from the default registry (npm's cache first). Slow (publishes, installs, runs): it runs
 * in `pnpm test:deep`, not in `pnpm test`. Prints one line per check and exits non-zero when one fails; the
 * registry is stopped on every exit.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => path.join(repo, 'node_modules', '.bin', name);
const printTable = process.argv.includes('--table');
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

/** `a` > `b` as semver (x.y.z only). */
function newer(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] > pb[i];
  return false;
}

/**
 * A scratch copy of the working tree's tracked and new files in `dest`, committed in a fresh git repository,
 * with each published package's built `dist` (which git ignores) copied beside its sources.
 */
function scratchCopy(dest, published) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo })
    .toString()
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(repo, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dest, f)), { recursive: true });
    fs.copyFileSync(path.join(repo, f), path.join(dest, f));
  }
  for (const { dir, manifest } of published) {
    const dist = path.join(dir, 'dist');
    if (!fs.existsSync(dist)) throw new Error(`${manifest.name} is not built: run pnpm build`);
    fs.cpSync(dist, path.join(dest, path.relative(repo, dir), 'dist'), { recursive: true });
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

/**
 * One HTTP request to the registry, its answer as JSON (`undefined` on a non-2xx status) on a connection of its
 * own: a kept-alive one that the server closes while idle fails the next request.
 */
function request(url, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve(res.statusCode >= 200 && res.statusCode < 300 ? JSON.parse(text || 'null') : undefined);
        });
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Verdaccio on 127.0.0.1 with its storage in `home`: `@x/*` is read by anyone and published by a user
 * it knows; nothing else is served (no uplink). Resolves, once it answers, to its URL, a token to publish with
 * and `stop()`, which ends its process group (also called on this script's exit).
 */
async function startRegistry(home) {
  const port = await freePort();
  const config = path.join(home, 'config.yaml');
  fs.writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(path.join(home, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(path.join(home, 'htpasswd'))}`,
      '    max_users: 1',
      '    rounds: 4',
      'packages:',
      "  '@x/*':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const log = fs.openSync(path.join(home, 'verdaccio.log'), 'a');
  const child = spawn(
    process.execPath,
    [
      path.join(repo, 'node_modules', 'verdaccio', 'bin', 'verdaccio'),
      '--config',
      config,
      '--listen',
      `127.0.0.1:${port}`,
    ],
    { detached: true, stdio: ['ignore', log, log] },
  );
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already ended
    }
  };
  process.on('exit', stop);
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) {
      const said = fs.readFileSync(path.join(home, 'verdaccio.log'), 'utf8').trim().split('\n').slice(-8);
      throw new Error(`verdaccio exited ${child.exitCode}:\n${said.join('\n')}`);
    }
    try {
      if ((await request(`${url}-/ping`)) !== undefined) break;
    } catch {
      // not listening yet
    }
    if (tries > 300) {
      stop();
      throw new Error('verdaccio did not answer in 30 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const user = await request(`${url}-/user/org.couchdb.user:rehearsal`, {
    method: 'PUT',
    body: { name: 'rehearsal', password: 'rehearsal-password' },
  });
  const token = user?.token;
  if (!token) throw new Error('verdaccio gave no token for a new user');
  return { url, port, token, pid: child.pid, stop };
}

/** The versions of `name` the registry holds, and its `latest` (`undefined` when it holds none). */
async function registryVersions(registry, name) {
  const doc = await request(`${registry.url}${name.replace('/', '%2f')}`);
  if (!doc) return { versions: [], latest: undefined };
  return { versions: Object.keys(doc.versions ?? {}), latest: doc['dist-tags']?.latest };
}

/**
 * The environment every npm, pnpm and changeset process runs in: a user config naming the registry for `@x`
 * and its token, and `pnpm` on PATH (changesets publishes with it).
 */
function registryEnv(registry, home) {
  const npmrc = path.join(home, 'npmrc');
  fs.writeFileSync(
    npmrc,
    `@x:registry=${registry.url}\n//127.0.0.1:${registry.port}/:_authToken=${registry.token}\n`,
  );
  const shims = path.join(home, 'bin');
  fs.mkdirSync(shims, { recursive: true });
  const execPath = process.env.npm_execpath;
  const pnpm =
    execPath && /pnpm/.test(execPath) ? `exec "${process.execPath}" "${execPath}" "$@"` : undefined;
  const pinned = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).packageManager;
  fs.writeFileSync(path.join(shims, 'pnpm'), `#!/bin/sh\n${pnpm ?? `exec npx -y ${pinned} "$@"`}\n`, {
    mode: 0o755,
  });
  return {
    ...process.env,
    PATH: `${shims}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_userconfig: npmrc,
    'npm_config_@x:registry': registry.url,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
}

/** Runs a command; returns its output, or throws with its last lines of output (`output`: all of it). */
function run(cmd, args, options) {
  try {
    return execFileSync(cmd, args, { stdio: 'pipe', ...options }).toString();
  } catch (e) {
    const output = `${e.stdout ?? ''}\n${e.stderr ?? ''}`.trim();
    const error = new Error(`${cmd} ${args.join(' ')} failed:\n${output.split('\n').slice(-12).join('\n')}`);
    error.output = output;
    throw error;
  }
}

/** Step 1: `changeset version` in the scratch copy, its versions and changelogs checked. */
function versionAll(dir, before) {
  const published = before.filter((p) => !p.manifest.private);
  const versionOf = new Map(before.map((p) => [p.manifest.name, p.manifest.version]));
  run(bin('changeset'), ['version'], { cwd: dir });
  const after = new Map(workspace(dir).map((p) => [p.manifest.name, p]));
  for (const { manifest } of published) {
    const next = after.get(manifest.name);
    const version = next.manifest.version;
    check(newer(version, manifest.version), `${manifest.name} ${manifest.version} → ${version}`);
    const log = path.join(next.dir, 'CHANGELOG.md');
    const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
    check(text.includes(`## ${version}`), `${manifest.name} CHANGELOG.md has ## ${version}`);
    const entries = (text.split(`## ${version}`)[1] ?? '').split(/\n## /)[0].match(/^- /gm)?.length ?? 0;
    check(entries > 0 && entries <= 12, `${manifest.name} changelog entries`, `${entries} (a reader's few)`);
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
  const left = fs
    .readdirSync(path.join(dir, '.changeset'))
    .filter((f) => f.endsWith('.md') && f !== 'README.md');
  check(left.length === 0, 'every changeset consumed');
  return new Map([...after].map(([name, p]) => [name, p.manifest.version]));
}

/** `changeset publish` from the scratch copy into the registry. */
function publish(dir, env) {
  run(bin('changeset'), ['publish'], { cwd: dir, env });
}

/** Every package under `node_modules` of `app`: name → { version, bytes } (bytes on disk, files only). */
function installed(app) {
  const lock = JSON.parse(fs.readFileSync(path.join(app, 'package-lock.json'), 'utf8'));
  const found = new Map();
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    if (!where) continue;
    const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    found.set(name, { version: entry.version, integrity: entry.integrity, bytes: du(path.join(app, where)) });
  }
  return found;
}

/** The bytes of the files under `dir` (its nested `node_modules` not counted). */
function du(dir) {
  let bytes = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) bytes += e.name === 'node_modules' ? 0 : du(p);
    else if (e.isFile()) bytes += fs.statSync(p).size;
  }
  return bytes;
}

/** An empty project in `dir` with `npm install <spec>` done (npm does not install optional peers); what arrived. */
function installAlone(dir, spec, env) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'app', private: true, type: 'module' }),
  );
  run('npm', ['install', '--prefer-offline', '--loglevel=error', spec], { cwd: dir, env });
  return installed(dir);
}

/** Runs the first ts example of a package's README (or `<bin> --version`) in the project `app`. */
function runReadmeExample(app, { dir, manifest }, env) {
  const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
  // the first runnable example: ```ts or ```js, perhaps marked `needs=<a program>` (an engine), not `no-run`
  const found = /```(?:ts|js)(?: needs=(\S+))?\n([\s\S]*?)```/.exec(readme);
  const needs = found?.[1];
  const block = found?.[2];
  if (needs !== undefined && !fs.existsSync(needs)) {
    console.log(`- ${manifest.name}: its README's first example needs ${needs}, which is not here: not run`);
    return;
  }
  if (!block && manifest.bin) {
    for (const name of Object.keys(manifest.bin)) {
      try {
        run(path.join(app, 'node_modules', '.bin', name), ['--version'], { cwd: app, env });
        check(true, `npm install ${manifest.name}: \`${name} --version\` runs`);
      } catch (e) {
        check(
          false,
          `npm install ${manifest.name}: ${name} --version`,
          e.message.split('\n').slice(1, 4).join(' '),
        );
      }
    }
    return;
  }
  if (!block) return check(false, `${manifest.name} README has a ts example`);
  const js = ts.transpileModule(block, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const file = path.join(app, 'readme-example.mjs');
  fs.writeFileSync(file, js);
  try {
    run(process.execPath, [file], { cwd: app, env });
    check(true, `npm install ${manifest.name} alone: its README's first example runs`);
  } catch (e) {
    check(false, `${manifest.name} README example`, e.message.split('\n').slice(1, 6).join(' '));
  }
}

/** The JSON entry points and one name each gives: they need zod, which their packages do not install. */
const JSON_ENTRIES = [
  ['core', '@x/core/schema', 'parseVariantDefinitionJson'],
  ['icn', '@x/icn/json', 'fromJson'],
  ['kif', '@x/kif/jkf', 'fromJkf'],
];

/**
 * In the projects where `@x/core`, `@x/icn` and `@x/kif` were installed alone, under `apps`: each JSON entry point
 * fails to load naming zod, then loads once `npm install zod` has added it.
 */
function jsonEntries(apps, env) {
  const load = (app, spec, name) =>
    run(
      process.execPath,
      ['--input-type=module', '-e', `console.log(typeof (await import('${spec}')).${name})`],
      {
        cwd: app,
        env,
      },
    ).trim();
  for (const [dir, spec, name] of JSON_ENTRIES) {
    const app = path.join(apps, dir);
    let without;
    try {
      without = load(app, spec, name);
    } catch (e) {
      without = e.output ?? e.message;
    }
    check(
      /zod/.test(without) && !without.startsWith('function'),
      `${spec} without zod names it`,
      without
        .split('\n')
        .find((l) => /zod/.test(l))
        ?.trim(),
    );
    run('npm', ['install', '--prefer-offline', '--loglevel=error', 'zod'], { cwd: app, env });
    check(load(app, spec, name) === 'function', `${spec} loads after npm install zod`);
  }
}

/** `n` bytes as kB or MB. */
function size(n) {
  return n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.round(n / 1e3)} kB`;
}

/** The root README's install table: per package, what arrives with it and the bytes on disk. */
function installTable(rows) {
  const lines = ['| `npm install` | packages that arrive | on disk |', '| --- | --- | --- |'];
  for (const { name, found } of rows) {
    const total = [...found.values()].reduce((s, p) => s + p.bytes, 0);
    const parts = [...found]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([n, p]) => `${n} ${size(p.bytes)}`)
      .join(', ');
    lines.push(`| \`${name}\` | ${parts} | ${size(total)} |`);
  }
  return lines.join('\n');
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'x-release-'));
let registry;
try {
  const before = workspace(repo);
  const published = before.filter((p) => !p.manifest.private);
  const dir = scratchCopy(path.join(home, 'repo'), published);
  registry = await startRegistry(home);
  console.log(`- verdaccio on ${registry.url} (pid ${registry.pid})`);
  const env = registryEnv(registry, home);

  // pnpm publishes a package by reading its workspace dependencies' installed manifests: install as CI does.
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--ignore-scripts'], { cwd: dir, env });
  console.log(`- scratch copy installed (${seconds()})`);

  // 1–2. Version every pending changeset; publish.
  const first = versionAll(dir, before);
  publish(dir, env);
  console.log(`- published (${seconds()})`);
  for (const { manifest } of published) {
    const { latest } = await registryVersions(registry, manifest.name);
    check(
      latest === first.get(manifest.name),
      `${manifest.name}@${first.get(manifest.name)} on the registry`,
      latest,
    );
  }

  // 3. Each package alone in an empty project outside the repository.
  const rows = [];
  for (const p of published) {
    const app = path.join(home, 'apps', p.manifest.name.replace('@x/', ''));
    const found = installAlone(app, p.manifest.name, env);
    rows.push({ name: p.manifest.name, found });
    runReadmeExample(app, p, env);
  }
  const sanInstall = rows.find((r) => r.name === '@x/san').found;
  check(
    [...sanInstall.keys()].sort().join() === '@x/core,@x/san',
    'npm install @x/san brings @x/core and nothing else',
    [...sanInstall.keys()].join(', '),
  );
  for (const { name, found } of rows) {
    // zod is an optional peer of the JSON entry points; only the command line, which reads JKF, depends on it
    if (name !== '@x/cli') check(!found.has('zod'), `npm install ${name} brings no zod`);
  }
  jsonEntries(path.join(home, 'apps'), env);
  if (printTable) console.log(`\n${installTable(rows)}\n`);

  // 4. One changeset for @x/feen alone: version, publish, compare.
  fs.writeFileSync(path.join(dir, '.changeset', 'feen-fix.md'), '---\n"@x/feen": patch\n---\n\nA fix.\n');
  run(bin('changeset'), ['version'], { cwd: dir });
  publish(dir, env);
  const moved = [];
  for (const { manifest } of published) {
    const { latest, versions } = await registryVersions(registry, manifest.name);
    if (latest !== first.get(manifest.name) || versions.length !== 1)
      moved.push(`${manifest.name}@${latest}`);
  }
  check(
    moved.length === 1 && moved[0].startsWith('@x/feen@'),
    'a changeset for @x/feen alone moves only @x/feen on the registry',
    moved.join(', '),
  );
  const again = installAlone(path.join(home, 'apps', 'san-again'), '@x/san', env);
  const same =
    again.size === sanInstall.size &&
    [...sanInstall].every(
      ([n, p]) => again.get(n)?.version === p.version && again.get(n)?.integrity === p.integrity,
    );
  check(same, 'a fresh npm install @x/san resolves what it did before (versions and integrity)');
} catch (e) {
  check(false, 'release rehearsal', e.cause ? `${e.message} (${e.cause.message ?? e.cause})` : e.message);
  const log = path.join(home, 'verdaccio.log');
  if (fs.existsSync(log)) console.log(fs.readFileSync(log, 'utf8').trim().split('\n').slice(-10).join('\n'));
} finally {
  registry?.stop();
  fs.rmSync(home, { recursive: true, force: true });
}

console.log(
  failures === 0 ? 'release rehearsal: every check passed' : `release rehearsal: ${failures} failed`,
);
process.exit(failures === 0 ? 0 : 1);
