/**
 * Measures the database view (issue #38) on a production build in Debian's Chromium (playwright-core): for
 * `lichess-100.pgn` repeated to 10,000 and 100,000 games, opened through the file input, the time to the first
 * rows and to the whole list (each game's moves checked in the same read), the input-to-paint latency
 * of typing in the filter box while the list loads, and the tab's memory with the list loaded (JS heap after a
 * garbage collection, and the resident memory of the renderer processes), and the opening explorer (issue #52):
 * the time to its index complete (from choosing the file, and the worker's own time from the start of its read) and
 * each lookup's time in the worker, walking 12 plies down the most played moves and with a filter on the list.
 * Medians of `RUNS` runs; the workers' CPU time (per thread, from /proc) beside the wall times. With `--cpu` it measures instead, in this Node process and in CPU time (user + sys,
 * which a loaded machine inflates far less than wall time), the worker's own code on the same files: the list
 * read, the second pass that checks every game and builds the explorer's index (and, for the ratio, the check
 * pass it replaced), and explorer lookups — a timing table. A measurement,
 * not a test: run it by hand, `node apps/playground/scripts/measure-database.mjs [runs]` after `pnpm build`.
 * With `--screens DIR` it also takes the screenshots of the issue (game list, chart, arrows at 1400 and 390 px).
 * With `--distinct` the files are distinct games instead (`distinct-games.mjs`: lichess openings, then random
 * legal moves), the explorer's worst case; with `--cpu` too, the Node measurement adds them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { distinctGames } from './distinct-games.mjs';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const data = path.resolve(appRoot, '../../../shared/data/pgn/lichess-100.pgn');
const args = process.argv.slice(2);
const screensAt = args.includes('--screens') ? args[args.indexOf('--screens') + 1] : undefined;
const RUNS = Number(args.find((a) => /^\d+$/.test(a))) || 3;
const SIZES = screensAt ? [10_000] : [10_000, 100_000];
/** `--distinct`: distinct games (`distinct-games.mjs`) instead of `lichess-100.pgn` repeated. */
const distinct = args.includes('--distinct');
/**
 * `--workers 1,3`: the page's `navigator.hardwareConcurrency` set to each (the read uses two workers from
 * `SPLIT_CORES`, 3, on), the runs of each setting taken in turn, and the ratio of their wall times to the index complete (one
 * process, back to back: the load moves both alike). Default: the machine's.
 */
const WORKERS = args.includes('--workers')
  ? args[args.indexOf('--workers') + 1].split(',').map(Number)
  : [undefined];

/** The median (NaN of none: a list read before any key was typed has no latencies). */
const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : Number.NaN);
/** The 90th percentile. */
const p90 = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] : Number.NaN);

/** Resident memory (kB) of the renderer processes below the browser whose command line holds `tag`. */
function rendererRss(tag) {
  const procs = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      procs.set(Number(pid), { cmd, ppid, rss });
    } catch {
      // the process ended
    }
  }
  const root = [...procs].find(([, p]) => p.cmd.includes(tag) && !p.cmd.includes('--type='))?.[0];
  let total = 0;
  for (const [pid, p] of procs) {
    let up = p.ppid;
    let below = false;
    for (let i = 0; i < 10 && up; i++) {
      if (up === root) below = true;
      up = procs.get(up)?.ppid;
    }
    if (below && p.cmd.includes('--type=renderer') && pid !== root) total += p.rss;
  }
  return total;
}

/**
 * CPU time (ms, user + sys, from `/proc/<pid>/task/<tid>/stat`) of each Web Worker thread ("DedicatedWorker") of
 * the renderer processes below the browser whose command line holds `tag`, by `pid/tid`: a worker's own CPU,
 * which the load of a shared machine inflates far less than its wall time.
 */
function workerCpu(tag) {
  const tick = 1000 / 100; // CLK_TCK is 100 on Linux
  const parents = new Map();
  let root;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      if (cmd.includes(tag) && !cmd.includes('--type=')) root = Number(pid);
    } catch {
      // the process ended
    }
  }
  const out = new Map();
  for (const [pid] of parents) {
    let up = parents.get(pid);
    let below = false;
    for (let i = 0; i < 10 && up; i++) {
      if (up === root) below = true;
      up = parents.get(up);
    }
    if (!below) continue;
    try {
      for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
        const comm = fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        if (!comm.startsWith('DedicatedWorker')) continue;
        const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        out.set(`${pid}/${tid}`, (Number(fields[11]) + Number(fields[12])) * tick);
      }
    } catch {
      // the process ended
    }
  }
  return out;
}

/** The CPU ms the worker threads spent between two `workerCpu` readings (threads new since `before` whole). */
function workerCpuSince(before, after) {
  let ms = 0;
  for (const [id, t] of after) ms += t - (before.get(id) ?? 0);
  return ms;
}

if (args.includes('--cpu')) {
  await import('./measure-explorer-cpu.mjs').then((m) =>
    m.measureCpu(
      appRoot,
      data,
      distinct ? { n: 100_000, file: () => distinctGames(100_000, data) } : undefined,
    ),
  );
  process.exit(0);
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-db-'));
process.env.NODE_ENV = 'production';
await build({
  root: appRoot,
  configFile: path.join(appRoot, 'vite.config.ts'),
  logLevel: 'error',
  build: { outDir },
});
const server = await preview({
  root: appRoot,
  configFile: path.join(appRoot, 'vite.config.ts'),
  build: { outDir },
  preview: { port: 0, host: '127.0.0.1' },
  logLevel: 'error',
});
const url = server.resolvedUrls.local[0];
const tag = `--x-measure-db=${process.pid}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', tag],
});
const one = fs.readFileSync(data, 'utf8').trimEnd();
const files = {};
if (distinct) {
  // distinct games (scripts/distinct-games.mjs): the first n of one file of the largest size
  const all = await distinctGames(Math.max(...SIZES), data);
  const text = fs.readFileSync(all, 'utf8');
  for (const n of SIZES) {
    const end = text.indexOf(`[Event "distinct ${n}"]`);
    files[n] = path.join(outDir, `distinct-${n}.pgn`);
    fs.writeFileSync(files[n], end < 0 ? text : text.slice(0, end));
  }
} else {
  for (const n of SIZES) {
    files[n] = path.join(outDir, `lichess-${n}.pgn`);
    const out = fs.openSync(files[n], 'w');
    for (let i = 0; i < n / 100; i++) fs.writeSync(out, `${i ? '\n\n' : ''}${one}`);
    fs.writeSync(out, '\n');
    fs.closeSync(out);
  }
}

/**
 * The explorer once its index is complete: the worker's time for it, and the worker's time for each lookup while
 * the most played move is clicked 12 times from the start of the first game, then with a player filter.
 */
async function measureExplorer(page) {
  const explorer = page.getByTestId('explorer');
  await page.waitForFunction(() => window.measure.indexed !== undefined, null, {
    timeout: 600_000,
    polling: 100,
  });
  const indexMs = Number(await explorer.getAttribute('data-index-ms'));
  const positions = Number(await explorer.getAttribute('data-positions'));
  const lookups = [];
  const lookupAfter = async (act) => {
    const before = await explorer.getAttribute('data-reply');
    await act();
    await page.waitForFunction(
      (b) => document.querySelector('[data-testid="explorer"]')?.getAttribute('data-reply') !== b,
      before,
      { timeout: 60_000, polling: 20 },
    );
    lookups.push(Number(await explorer.getAttribute('data-ms')));
  };
  await page.getByTestId('db-row').first().click();
  await page.getByTestId('nav-start').click();
  await page.waitForTimeout(300);
  for (let i = 0; i < 12; i++) {
    const top = page.getByTestId('explorer-move').first().locator('button');
    if ((await top.count()) === 0) break;
    await lookupAfter(() => top.click());
  }
  await page.getByTestId('nav-start').click();
  await page.waitForTimeout(300);
  await lookupAfter(() => page.getByTestId('db-filter').fill('BFG9k'));
  await lookupAfter(() => page.getByTestId('db-filter').fill(''));
  return { indexMs, positions, lookups };
}

/** One run: open the file, time the list, type in the filter while it loads; memory at the end. */
async function run(n, withMemory, workers) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  if (workers !== undefined)
    await page.addInitScript((w) => {
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => w });
    }, workers);
  await page.goto(`${url}#view=san`);
  await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    const m = { latencies: [] };
    window.measure = m;
    document.addEventListener('change', () => (m.start ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      const now = performance.now();
      if (m.firstRow === undefined && document.querySelector('[data-testid="db-row"]')) m.firstRow = now;
      const bar = document.querySelector('[data-testid="db-progress"]');
      if (m.listed === undefined && bar?.getAttribute('data-done') === 'true') m.listed = now;
      const status = document.querySelector('[data-testid="db-status"]')?.textContent ?? '';
      if (m.checked === undefined && m.listed !== undefined && !status.includes('reading every game'))
        m.checked = now;
      if (m.indexed === undefined && document.querySelector('[data-testid="explorer"][data-indexed="true"]'))
        m.indexed = now;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener(
      'keydown',
      () => {
        if (m.listed !== undefined) return;
        const start = performance.now();
        requestAnimationFrame(() => requestAnimationFrame(() => m.latencies.push(performance.now() - start)));
      },
      { capture: true },
    );
  });
  if (withMemory) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(300);
    const baseRss = rendererRss(tag);
    await page.evaluate((rss) => {
      window.measure.baseRss = rss;
    }, baseRss);
  }
  const cpuBefore = workerCpu(tag);
  // sampled while the file is read: a worker that ends (the helper of the second half) keeps its last reading
  const cpuSeen = new Map(cpuBefore);
  const sample = () => {
    for (const [id, t] of workerCpu(tag)) cpuSeen.set(id, Math.max(t, cpuSeen.get(id) ?? 0));
  };
  const sampler = setInterval(sample, 250);
  await page.getByTestId('pgn-file').setInputFiles(files[n]);
  await page.getByTestId('db-filter').waitFor();
  // type and erase a name in the filter while the list loads
  const filter = page.getByTestId('db-filter');
  await filter.click();
  for (let i = 0; i < 3; i++) {
    const listed = await page.evaluate(() => window.measure.listed !== undefined);
    if (listed) break;
    await page.keyboard.type('sebastian', { delay: 80 });
    for (let k = 0; k < 9; k++) await page.keyboard.press('Backspace', { delay: 40 });
  }
  await page.waitForFunction(() => window.measure.checked !== undefined, null, {
    timeout: 600_000,
    polling: 200,
  });
  await page.waitForFunction(() => window.measure.indexed !== undefined, null, {
    timeout: 600_000,
    polling: 100,
  });
  // the workers' CPU from choosing the file to the explorer's index complete: the one pass (list, check, index)
  clearInterval(sampler);
  sample();
  const workerMs = workerCpuSince(cpuBefore, cpuSeen);
  // the busiest worker thread's CPU: the wall time on cores of its own (the two halves run side by side)
  const busiestMs = Math.max(...[...cpuSeen].map(([id, t]) => t - (cpuBefore.get(id) ?? 0)));
  // scroll the whole list with the wheel: input-to-paint of each wheel event
  await page.evaluate(() => {
    window.measure.scrolls = [];
    document.addEventListener(
      'wheel',
      () => {
        const start = performance.now();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => window.measure.scrolls.push(performance.now() - start)),
        );
      },
      { capture: true, passive: true },
    );
  });
  const table = await page.getByTestId('db-table').boundingBox();
  await page.mouse.move(table.x + table.width / 2, table.y + table.height / 2);
  for (let i = 0; i < 40; i++) {
    await page.mouse.wheel(0, 2000 + i * 500);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(200);
  const explorer = await measureExplorer(page);
  const m = await page.evaluate(() => window.measure);
  const rows = await page.getByTestId('db-table').getAttribute('data-rows');
  let memory;
  if (withMemory) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(500);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((x) => x.name === 'JSHeapUsedSize')?.value ?? 0;
    memory = { heapMB: heap / 2 ** 20, rssMB: rendererRss(tag) / 1024, baseMB: m.baseRss / 1024 };
  }
  await page.close();
  return {
    explorer: { ...explorer, indexed: m.indexed - m.start, workerMs, busiestMs, load: os.loadavg()[0] },
    firstRow: m.firstRow - m.start,
    listed: m.listed - m.start,
    checked: m.checked - m.start,
    latencies: m.latencies,
    scrolls: m.scrolls,
    rows,
    memory,
  };
}

if (!screensAt) {
  for (const n of SIZES) {
    const byWorkers = new Map(WORKERS.map((w) => [w, []]));
    for (let r = 0; r < RUNS; r++) for (const w of WORKERS) byWorkers.get(w).push(await run(n, true, w));
    for (const [workers, runs] of byWorkers) {
      const lat = runs.flatMap((r) => r.latencies);
      const scrolls = runs.flatMap((r) => r.scrolls);
      const looks = runs.flatMap((r) => r.explorer.lookups);
      const f = (x) => `${(x / 1000).toFixed(2)} s`;
      console.log(
        `${n.toLocaleString('en')} games (${workers === undefined ? '' : `hardwareConcurrency ${workers}, `}${(fs.statSync(files[n]).size / 2 ** 20).toFixed(1)} MB), ${RUNS} runs, rows ${runs.map((r) => r.rows).join('/')}:` +
          `\n  first rows ${f(median(runs.map((r) => r.firstRow)))}  (runs: ${runs.map((r) => f(r.firstRow)).join(', ')})` +
          `\n  whole list ${f(median(runs.map((r) => r.listed)))}  (runs: ${runs.map((r) => f(r.listed)).join(', ')})` +
          `\n  input-to-paint while loading: ${lat.length} keys, median ${median(lat).toFixed(1)} ms, p90 ${p90(lat).toFixed(1)} ms, max ${Math.max(...lat).toFixed(1)} ms` +
          `\n  scrolling the list (wheel): ${scrolls.length} events, input-to-paint median ${median(scrolls).toFixed(1)} ms, p90 ${p90(scrolls).toFixed(1)} ms, max ${Math.max(...scrolls).toFixed(1)} ms` +
          `\n  explorer: index complete ${f(median(runs.map((r) => r.explorer.indexed)))} after choosing the file (runs: ${runs.map((r) => `${f(r.explorer.indexed)} at load ${r.explorer.load.toFixed(1)}`).join(', ')}; in the worker from the start of its read ${f(median(runs.map((r) => r.explorer.indexMs)))}), ${runs[0].explorer.positions.toLocaleString('en')} positions` +
          `\n  explorer: the workers' CPU time (user + sys) from choosing the file to the index complete ${f(median(runs.map((r) => r.explorer.workerMs)))} (runs: ${runs.map((r) => f(r.explorer.workerMs)).join(', ')}; one pass: list, check and index; load average ${os.loadavg()[0].toFixed(1)} at the end)` +
          `\n  explorer: the busiest worker thread's CPU time in it ${f(median(runs.map((r) => r.explorer.busiestMs)))} (runs: ${runs.map((r) => f(r.explorer.busiestMs)).join(', ')}; the wall time on quiet cores, less the page's share)` +
          `\n  explorer lookups in the worker: ${looks.length}, median ${median(looks).toFixed(2)} ms, p90 ${p90(looks).toFixed(2)} ms, max ${Math.max(...looks).toFixed(2)} ms` +
          `\n  memory after loading (GC'd): JS heap ${median(runs.map((r) => r.memory.heapMB)).toFixed(1)} MB, renderer RSS ${median(runs.map((r) => r.memory.rssMB)).toFixed(0)} MB (before opening the file ${median(runs.map((r) => r.memory.baseMB)).toFixed(0)} MB)`,
      );
    }
    if (WORKERS.length === 2) {
      const [a, b] = WORKERS.map((w) => byWorkers.get(w).map((r) => r.explorer.indexed));
      const pairs = a.map((x, i) => (x / b[i]).toFixed(2)).join(', ');
      console.log(
        `  wall time to the index complete, hardwareConcurrency ${WORKERS[0]} over ${WORKERS[1]}: ${(median(a) / median(b)).toFixed(2)} (medians; per run ${pairs}; load average ${os
          .loadavg()
          .map((x) => x.toFixed(1))
          .join(' ')})`,
      );
    }
  }
} else {
  await import('./screens-database.mjs').then((m) => m.takeScreens(browser, url, files[10_000], screensAt));
}
await browser.close();
await new Promise((resolve) => server.httpServer.close(resolve));
fs.rmSync(outDir, { recursive: true, force: true });
