#!/usr/bin/env node
/**
 * The whole build in three processes (`pnpm build:all`, the build gate of `pnpm test`): what `pnpm build` (turbo)
 * builds, the same files, without a process per task. Turbo runs each task as `pnpm run build` in its package: a
 * pnpm (about 2 CPU-s to start), a Node with tsup, and tsup's own start, eleven times, about 70 CPU-s for the ten
 * packages' tsup builds; here two Node processes share them out, each loading tsup once, 30 CPU-s (docs/testing.md).
 *
 * Order: the declarations of every package first (`scripts/build-types.mjs`, turbo's `//#types`), then the
 * packages, largest first, on two builders (`--builder`, a child of this script taking one package at a time), then
 * `@x/cli` and the playground, which bundle the others' `dist` (cli's `xn-bundle.cjs`, the playground's Vite
 * build). The others mark their `@x` dependencies external (tsup externalises `dependencies`, in the JavaScript
 * and in the declarations), so they need no other package built, unlike turbo's `^build`, which waits for them.
 *
 * Each package is built by its own `tsup.config.ts`, loaded from its directory (the builder changes to it; the
 * configurations give esbuild that directory, as esbuild's service keeps the one it started in). The outputs are
 * those of `pnpm build` byte for byte (diffed). Turbo's cache is not used or filled: `pnpm build` stays the cached
 * build of day-to-day work and of `pnpm --filter`.
 */
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The packages that bundle the others' built `dist`: built once every other package is. */
const BUNDLERS = ['packages/cli'];
/** Built first, by their tsup CPU time (about 6.7, 3.1, 2.4 CPU-s): so the two builders end together. */
const LARGEST = ['packages/core', 'packages/san', 'packages/fbr'];

if (process.argv[2] === '--builder') await builder();
else await main();

/**
 * tsup bundles a build's declarations on a worker thread (its `dist/rollup.js`) that it starts for the build and
 * ends after it: every package loaded rollup, rollup-plugin-dts and TypeScript's 9 MB module again, 1–2 CPU-s
 * each. In a builder, which builds one package at a time, tsup's `new Worker(…rollup.js)` gets the thread the last
 * build left instead (started on first use): the thread answers each message on its own, reads the directory
 * this process changed to, and writes the same files. Its `terminate()` releases it; a thread that exits is
 * replaced. Any other worker is started as usual.
 */
function reuseDeclarationThreads() {
  const threads = createRequire(import.meta.url)('node:worker_threads');
  const Started = threads.Worker;
  let idle;
  threads.Worker = function Worker(file, options) {
    if (!String(file).endsWith(`${path.sep}rollup.js`) || options !== undefined)
      return new Started(file, options);
    let thread = idle;
    idle = undefined;
    if (thread === undefined) {
      thread = new Started(file);
      thread.once('exit', () => {
        if (idle === thread) idle = undefined;
      });
    }
    thread.ref();
    const listeners = [];
    return {
      postMessage: (message) => thread.postMessage(message),
      on(event, listener) {
        listeners.push([event, listener]);
        thread.on(event, listener);
        return this;
      },
      terminate() {
        for (const [event, listener] of listeners) thread.off(event, listener);
        thread.unref();
        if (thread.threadId >= 0) idle = thread;
        return Promise.resolve(undefined);
      },
    };
  };
}

/** A child: builds each package directory the parent sends, in turn, and answers `{ dir, ok }`. */
async function builder() {
  reuseDeclarationThreads();
  const { build } = await import(createRequire(path.join(root, 'package.json')).resolve('tsup'));
  process.on('message', async (dir) => {
    let ok = true;
    try {
      process.chdir(path.join(root, dir));
      await build({});
    } catch (e) {
      console.error(`${dir}: ${e?.stack ?? e}`);
      ok = false;
    }
    process.send({ dir, ok });
  });
  process.send({ ready: true });
}

/** Runs `node <args>` in `cwd`, its output to this process's; resolves to whether it passed. */
function node(args, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit' });
    child.on('error', (e) => {
      console.error(String(e));
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Two builders taking packages from `queue` until it is empty; resolves to whether every build passed. */
async function buildAll(queue, builders) {
  const results = await Promise.all(
    builders.map(
      (child) =>
        new Promise((resolve) => {
          let ok = true;
          const end = (passed) => {
            child.off('message', onMessage);
            child.off('exit', onExit);
            resolve(passed);
          };
          const next = () => {
            const dir = queue.shift();
            if (dir === undefined) end(ok);
            else child.send(dir);
          };
          const onMessage = (m) => {
            if (m.dir !== undefined) ok &&= m.ok;
            next();
          };
          // a builder that dies (an error tsup left unhandled) fails the build instead of leaving it waiting
          const onExit = (code) => {
            console.error(`a builder exited (${code}) in the middle of a build`);
            end(false);
          };
          child.on('message', onMessage);
          child.on('exit', onExit);
          next();
        }),
    ),
  );
  return results.every(Boolean);
}

/** Starts a builder; resolves once it has loaded tsup. */
function startBuilder() {
  const child = fork(fileURLToPath(import.meta.url), ['--builder'], { cwd: root });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`a builder exited (${code}) before it started`)));
  });
}

/** Where a package comes in the build: the largest first, the rest in their directories' order. */
function rank(dir) {
  const i = LARGEST.indexOf(dir);
  return i < 0 ? LARGEST.length : i;
}

async function main() {
  const packages = fs
    .readdirSync(path.join(root, 'packages'))
    .map((name) => `packages/${name}`)
    .filter((dir) => fs.existsSync(path.join(root, dir, 'tsup.config.ts')));
  const first = packages.filter((dir) => !BUNDLERS.includes(dir)).sort((a, b) => rank(a) - rank(b));
  const [types, ...builders] = await Promise.all([
    node([path.join(root, 'scripts', 'build-types.mjs')]),
    startBuilder(),
    startBuilder(),
  ]);
  let ok = types && (await buildAll(first, builders));
  if (ok) {
    const vite = path.join(
      path.dirname(
        createRequire(path.join(root, 'apps/playground/package.json')).resolve('vite/package.json'),
      ),
      'bin',
      'vite.js',
    );
    const [bundlers, playground] = await Promise.all([
      buildAll(
        packages.filter((dir) => BUNDLERS.includes(dir)),
        builders.slice(0, 1),
      ),
      node([vite, 'build'], path.join(root, 'apps/playground')),
    ]);
    ok = bundlers && playground;
  }
  // each builder ends once disconnected; waited for (a second at most), so that its CPU time counts in this
  // process's children's (the CPU `pnpm test` prints for the build gate)
  await Promise.all(
    builders.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(resolve, 1000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.disconnect();
        }),
    ),
  );
  if (!ok) console.error('build failed: the errors are above');
  process.exit(ok ? 0 : 1);
}
