/**
 * Loading `xn`'s one-file bundle (`dist/xn-bundle.cjs`: xn with `@x/*` and fzstd inside) with V8's code cache, so
 * that a run does not parse and compile the code it runs: Node 20 has no `module.enableCompileCache`, and a
 * bundle also skips resolving and reading thirty-odd ES modules. The bundle is compiled as a `vm.Script` with the
 * cached data of an earlier run of the same command (`pgn check`, `pgn convert`, …: each command's cache holds the
 * functions it ran), and once the command has run, a missing or rejected cache is written for the next run.
 *
 * The cache lives in the system's temporary folder, in a folder of the user's own (`xn-code-cache-<uid>`, mode
 * 0700; a folder owned by someone else is not used), one file per command, Node version and bundle (its size and
 * modification time); V8 itself rejects data of another V8 version or other flags. `NODE_DISABLE_COMPILE_CACHE=1`
 * turns it off (Node's own switch for its compile cache).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

/** A bundle loaded: its `module.exports`, and `save()` to write its code cache once the command has run. */
export interface CachedBundle<T> {
  readonly exports: T;
  /** Writes the code cache when there was none or V8 rejected it; never throws. */
  save(): void;
}

/** The folder of this user's caches, created if missing; `undefined` when it cannot be used. */
function cacheDir(): string | undefined {
  const uid = process.getuid?.();
  const dir = path.join(os.tmpdir(), `xn-code-cache${uid === undefined ? '' : `-${uid}`}`);
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stat = fs.statSync(dir);
    if (uid !== undefined && (stat.uid !== uid || (stat.mode & 0o022) !== 0)) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

/**
 * Loads `file`, a CommonJS bundle written as one function expression of `(exports, require, module, __filename,
 * __dirname)` (the wrapper Node puts around a module), with the code cache named by `key` (the command's words); `env` decides
 * whether the cache is used at all.
 */
export function loadBundle<T>(
  file: string,
  key: string,
  env: Readonly<Record<string, string | undefined>>,
): CachedBundle<T> {
  // the bundle is ASCII only (tsup.config.ts): read as latin1, the same text without UTF-8 decoding (about 15 ms of
  // CPU for its 1.4 MB on Node 20, against 6 ms)
  const source = fs.readFileSync(file, 'latin1');
  const dir = env.NODE_DISABLE_COMPILE_CACHE === '1' ? undefined : cacheDir();
  let cacheFile: string | undefined;
  let prefix = '';
  let cachedData: Buffer | undefined;
  if (dir !== undefined) {
    const stat = fs.statSync(file);
    prefix = `${key.replace(/[^a-z0-9-]+/gi, '_')}@`;
    cacheFile = path.join(
      dir,
      `${prefix}${process.version}-${process.arch}-${stat.size}-${Math.trunc(stat.mtimeMs)}.cache`,
    );
    try {
      cachedData = fs.readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
  }
  // the file is CommonJS's function wrapper around the module (tsup.config.ts): compiled as it is, no second copy
  const script = new vm.Script(source, { filename: file, ...(cachedData && { cachedData }) });
  // the data (0.5 MB for `pgn convert`) is not held for the whole run: `save` only needs to know there was some
  const hadCache = cachedData !== undefined;
  cachedData = undefined;
  const module = { exports: {} as T };
  const init = script.runInThisContext() as (...args: unknown[]) => void;
  init.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return {
    exports: module.exports,
    save() {
      if (cacheFile === undefined || (hadCache && !script.cachedDataRejected)) return;
      try {
        const temp = `${cacheFile}.${process.pid}`;
        fs.writeFileSync(temp, script.createCachedData(), { mode: 0o600 });
        fs.renameSync(temp, cacheFile);
        // the same command's caches of other builds or Node versions are stale
        const folder = path.dirname(cacheFile);
        for (const name of fs.readdirSync(folder))
          if (name.startsWith(prefix) && path.join(folder, name) !== cacheFile)
            fs.rmSync(path.join(folder, name));
      } catch {
        // a cache that cannot be written only costs the next run its compile time
      }
    },
  };
}
