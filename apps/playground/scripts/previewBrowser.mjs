/**
 * The production build (`apps/playground/dist`) served by `vite preview` on a free port of 127.0.0.1, and Debian's
 * Chromium (playwright-core) headless, for the measurement and screenshot scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** The preview server (`close()` it after) and its URL (ends in `/`). */
export async function startPreview() {
  const server = await preview({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  });
  return { server, url: server.resolvedUrls.local[0] };
}

/** Chromium, headless (`close()` it after). */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

/**
 * CPU milliseconds (user + system, from `/proc`) of the live processes this Node process started and their
 * descendants, by Chromium process type (`browser`, `renderer`, `gpu-process`, `utility`…): the cost of what the
 * launched Chromium did between two calls, whatever else the machine runs. Empty where there is no `/proc`.
 */
export function chromiumCpuMs() {
  const children = new Map();
  const ticks = new Map();
  if (!fs.existsSync('/proc')) return {};
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(Number(pid), Number(f[11]) + Number(f[12]));
      const parent = Number(f[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(pid)]);
    } catch {
      // the process ended between the listing and the read
    }
  }
  const byType = {};
  const stack = [...(children.get(process.pid) ?? [])];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    let type = 'other';
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (args.includes('chromium')) type = /--type=([a-z-]+)/.exec(args)?.[1] ?? 'browser';
    } catch {
      type = 'gone';
    }
    // clock ticks of 10 ms (Linux's USER_HZ)
    byType[type] = (byType[type] ?? 0) + (ticks.get(pid) ?? 0) * 10;
    stack.push(...(children.get(pid) ?? []));
  }
  return byType;
}

/**
 * CPU milliseconds (from `/proc/PID/task`) of each thread of the launched Chromium's renderer processes, keyed
 * `pid/tid` with the thread's name (`CrRendererMain`, `DedicatedWorker thread`, `ThreadPoolForegroundWorker`…, its
 * trailing number dropped): `threadCpuSince` gives what each kind of thread spent between two calls. Empty where
 * there is no `/proc`.
 */
export function rendererThreadCpuMs() {
  const threads = new Map();
  if (!fs.existsSync('/proc')) return threads;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      if (!isOurs(Number(pid))) continue;
      for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
        const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        threads.set(`${pid}/${tid}`, { name, ms: (Number(f[11]) + Number(f[12])) * 10 });
      }
    } catch {
      // the process or thread ended between the listing and the read
    }
  }
  return threads;
}

/** Whether `pid` descends from this Node process. */
function isOurs(pid) {
  for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
    if (p === process.pid) return true;
    const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
    p = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  return false;
}

/** The CPU ms each kind of renderer thread spent from `before` to `now` (two `rendererThreadCpuMs()`). */
export function threadCpuSince(before, now) {
  const byName = {};
  for (const [key, { name, ms }] of now) byName[name] = (byName[name] ?? 0) + ms - (before.get(key)?.ms ?? 0);
  return byName;
}

/**
 * `../shared/data/pgn/lichess-100.pgn` repeated to `mb` megabytes, cut after its last whole game (on one line with
 * `oneLine`): the large paste of the measurement scripts. Exits the process, saying why, where the file is missing.
 */
export function repeatedLichess(mb, oneLine) {
  const data = path.resolve(appRoot, '../../../shared/data/pgn/lichess-100.pgn');
  if (!fs.existsSync(data)) {
    console.log(`skipped: ${data} is missing (../shared/data beside the repository)`);
    process.exit(0);
  }
  const unit = fs.readFileSync(data, 'utf8');
  const text = unit.repeat(Math.ceil((mb * 1024 * 1024) / unit.length)).slice(0, mb * 1024 * 1024);
  const games = text.slice(0, text.lastIndexOf('\n\n[Event ') + 1);
  return oneLine ? games.replace(/\s+/g, ' ') : games;
}

/** A 1400×900 browser context of `browser` whose pages on `url` may read and write the clipboard. */
export async function clipboardContext(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url.replace(/\/$/, '') });
  return context;
}
