/**
 * Measures a large paste into the analysis board's editor (issue #67) on the production build in Debian's
 * Chromium (playwright-core): `lichess-100.pgn` (../shared/data) repeated to `--mb` megabytes (default 5), as
 * lines or, with `--one-line`, on one line. It pastes the text through the clipboard (Ctrl+A, Ctrl+V in the
 * editor) and times the paste to the whole list, then opens the same bytes as a database (the file input) and
 * times that; then types 30 characters into the editor (50 ms apart) and records the long tasks
 * (`PerformanceObserver`, `longtask`: any task over 50 ms) from the paste on and during the typing, and the
 * URL's length. The list is complete when the status bar's `data-done` turns true (a `MutationObserver` notes the
 * moment, so no polling interval is counted). Runs alternate which of the two goes first (the first page of a run
 * may find the browser's caches colder). Medians of `RUNS` runs, and the median of each run's ratio (a paste and a file
 * a few seconds apart share the machine's load), with the load average before and after.
 *
 * What each path costs besides its wall time, since a shared machine's load moves the wall times: the clipboard
 * read (`DataTransfer.getData`, timed on the page: the browser hands the 5 MB over, which no page code can avoid)
 * and the paste's ratio without it (what the app's own reader and page work take against the file's), and the
 * CPU time of the launched Chromium's processes (`/proc`: browser and renderer, the worker included) from the
 * paste, or the choice, to the list (read the moment the page notes the list complete, through a function the page
 * calls: a read after the wait for the list counted what the page does next, which for a paste is opening its first
 * game). The file's bytes are put into a `File` on the page before the clock starts
 * (as playwright's `setInputFiles` with a buffer does, then the same `input` and `change` events), or with `--disk`
 * chosen from a file on disk as a person's file chooser gives it (its bytes read from the disk by the browser while
 * the list is read, as the clipboard's cross from the browser in the paste's time).
 *
 * Last, the same paste into a bare page (a `textarea` and no app code): the browser's own time to hand the text
 * over (`getData`) and to encode it once, which a paste's time to list cannot be below the file's by.
 *
 * With `--threads`, the CPU time of each kind of the renderer's threads (`/proc/PID/task`: the page's main thread,
 * the worker, V8's and the rasterizer's pool, the compositor) over the same spans, medians by path: where a path's
 * renderer CPU goes.
 *
 * A measurement, not a test (docs/testing.md: no time in tests): run it by hand after `pnpm build`:
 * `node apps/playground/scripts/measure-paste.mjs [runs] [--mb 5] [--one-line] [--pause 500] [--disk] [--threads]`
 * (`--pause`: milliseconds from the focus on the editor, which starts the paste's reader, to Ctrl+V).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromiumCpuMs,
  clipboardContext,
  launchChromium,
  rendererThreadCpuMs,
  repeatedLichess,
  startPreview,
  threadCpuSince,
} from './previewBrowser.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => /^\d+$/.test(a))) || 3;
const MB = args.includes('--mb') ? Number(args[args.indexOf('--mb') + 1]) : 5;
const oneLine = args.includes('--one-line');
/** Milliseconds between the focus on the editor and the paste (`--pause`). */
const PAUSE = args.includes('--pause') ? Number(args[args.indexOf('--pause') + 1]) : 500;
/** The file chosen from a file on disk (`--disk`), else made on the page from the bytes before the clock starts. */
const DISK = args.includes('--disk');
/** Each kind of the renderer's threads' CPU to the list, medians by path (`--threads`). */
const THREADS = args.includes('--threads');

const text = repeatedLichess(MB, oneLine);
const diskFile = path.join(os.tmpdir(), `measure-paste-${process.pid}.pgn`);
if (DISK) fs.writeFileSync(diskFile, text);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * CPU ms of the launched Chromium's processes from `before` to `now` (each a `chromiumCpuMs()`): `total` (all types
 * but `other`), `renderer` (the page's, its worker included) and `browser`.
 */
function cpuSince(before, now) {
  const spent = (type) => (now[type] ?? 0) - (before[type] ?? 0);
  let total = 0;
  for (const type of Object.keys(now)) if (type !== 'other') total += spent(type);
  return { total, renderer: spent('renderer'), browser: spent('browser') };
}

/** A run's CPU as printed. */
const cpuText = ({ total, renderer, browser }) => `CPU ${total} ms: renderer ${renderer}, browser ${browser}`;

const { server, url } = await startPreview();
const browser = await launchChromium();
const context = await clipboardContext(browser, url);
/** Chromium's CPU (`chromiumCpuMs()`) when the page last noted a list complete (`window.cpuAtList()`). */
let cpuAtList;
/** The renderer's threads' CPU (`rendererThreadCpuMs()`) then, with `--threads`. */
let threadsAtList;
await context.exposeFunction('cpuAtList', () => {
  cpuAtList = chromiumCpuMs();
  if (THREADS) threadsAtList = rendererThreadCpuMs();
});
/** Each run's CPU by kind of renderer thread (`threadCpuSince`), by path. */
const threadRuns = { paste: [], file: [] };

/**
 * A fresh page on the SAN tab recording long tasks into `window.longTasks` ([start, duration] pairs), the moment
 * the list is complete into `window.listedAt`, and the time spent in `DataTransfer.getData` (the clipboard read)
 * into `window.clipboardMs`.
 */
async function freshPage() {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window;
    w.longTasks = [];
    w.clipboardMs = 0;
    const getData = DataTransfer.prototype.getData;
    DataTransfer.prototype.getData = function (...args) {
      const t = performance.now();
      try {
        return getData.apply(this, args);
      } finally {
        w.clipboardMs += performance.now() - t;
      }
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      const done =
        document.querySelector('[data-testid="db-progress"]')?.getAttribute('data-done') === 'true';
      if (done && w.listedAt === undefined) {
        w.listedAt = performance.now();
        void w.cpuAtList();
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-done'],
    });
  });
  await page.goto(`${url}#view=san`);
  await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
  // playwright's script for `waitForFunction` (about 330 KB) is put into the page at its first use: here, before
  // either clock, and not after the paste (the file's first use, its `evaluate` on the chooser, came before its clock)
  await page.waitForFunction(() => true);
  return page;
}

/**
 * Waits until the database's status says the list is complete; answers the ms from `t0` (page time) and Chromium's
 * CPU then.
 */
async function listed(page, t0) {
  await page.waitForFunction(() => window.listedAt !== undefined, undefined, {
    timeout: 600_000,
    polling: 50,
  });
  const ms = (await page.evaluate(() => window.listedAt)) - t0;
  while (cpuAtList === undefined) await new Promise((done) => setTimeout(done, 5));
  return { ms, cpu: cpuAtList };
}

/** The paste: its time to list, the long tasks after it and while typing, the URL's and the editor's lengths. */
async function paste() {
  const page = await freshPage();
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.getByTestId('san-input').focus();
  await page.keyboard.press('Control+A');
  // a person's click into the editor and Ctrl+V are further apart than the reader the focus starts takes to load:
  // pasting at once (a few ms after the focus) timed the paste with its reader still loading, which no user sees
  await page.waitForTimeout(PAUSE);
  // timed from the paste event (as the file from its input's change event: the key's trip from playwright to the
  // page is not the app's)
  await page.evaluate(() =>
    document.addEventListener('paste', () => (window.pastedAt = performance.now()), { capture: true }),
  );
  cpuAtList = undefined;
  const cpu0 = chromiumCpuMs();
  const threads0 = THREADS ? rendererThreadCpuMs() : undefined;
  await page.keyboard.press('Control+V');
  await page.waitForFunction(() => window.pastedAt !== undefined);
  const t0 = await page.evaluate(() => window.pastedAt);
  const list = await listed(page, t0);
  const pasteMs = list.ms;
  const pasteCpu = cpuSince(cpu0, list.cpu);
  if (threads0) threadRuns.paste.push(threadCpuSince(threads0, threadsAtList));
  const clipboardMs = await page.evaluate(() => window.clipboardMs);
  const status = await page.getByTestId('db-status').textContent();
  await page
    .getByTestId('ok')
    .or(page.getByTestId('tree-error'))
    .or(page.getByTestId('empty-note'))
    .first()
    .waitFor();
  const editorLength = (await page.getByTestId('san-input').inputValue()).length;
  // typing into the game shown
  const typedFrom = await page.evaluate(() => performance.now());
  await page.getByTestId('san-input').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' { typed in the measurement }', { delay: 50 });
  await page.waitForTimeout(600);
  const tasks = await page.evaluate(() => window.longTasks);
  const pasteTasks = tasks.filter(([s]) => s >= t0 && s < typedFrom).map(([, d]) => d);
  const typingTasks = tasks.filter(([s]) => s >= typedFrom).map(([, d]) => d);
  const urlLength = page.url().length;
  await page.close();
  return { pasteMs, pasteCpu, clipboardMs, pasteTasks, typingTasks, urlLength, editorLength, status };
}

/** The same bytes as a database: the time to list, the long tasks meanwhile. */
async function file() {
  const page = await freshPage();
  // the focus on the chooser starts the file's reader as the focus on the editor starts the paste's: both are read
  // by a reader started the same `PAUSE` ahead
  await page.getByTestId('pgn-file').focus();
  await page.waitForTimeout(PAUSE);
  // timed from the input's change event (the file's bytes crossing from playwright to the page are not the app's)
  await page.evaluate(() =>
    document.addEventListener('change', () => (window.changedAt = performance.now()), { capture: true }),
  );
  let cpu0;
  let threads0;
  cpuAtList = undefined;
  if (DISK) {
    cpu0 = chromiumCpuMs();
    if (THREADS) threads0 = rendererThreadCpuMs();
    await page.getByTestId('pgn-file').setInputFiles(diskFile);
  } else {
    await page.evaluate((t) => {
      window.stagedFile = new File([t], 'same.pgn', { type: 'text/plain' });
    }, text);
    cpu0 = chromiumCpuMs();
    if (THREADS) threads0 = rendererThreadCpuMs();
    await page.getByTestId('pgn-file').evaluate((input) => {
      const chosen = new DataTransfer();
      chosen.items.add(window.stagedFile);
      input.files = chosen.files;
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  const changedAt = await page.evaluate(() => window.changedAt);
  const list = await listed(page, changedAt);
  const dbMs = list.ms;
  const dbCpu = cpuSince(cpu0, list.cpu);
  if (threads0) threadRuns.file.push(threadCpuSince(threads0, threadsAtList));
  const fileTasks = (await page.evaluate(() => window.longTasks))
    .filter(([s]) => s >= changedAt)
    .map(([, d]) => d);
  await page.close();
  return { dbMs, dbCpu, fileTasks };
}

const loadBefore = os.loadavg()[0];
const rows = [];
for (let run = 0; run < RUNS; run++) {
  const first = run % 2 === 0 ? await paste() : await file();
  const second = run % 2 === 0 ? await file() : await paste();
  const row = { ...first, ...second };
  rows.push(row);
  const { pasteMs, pasteCpu, clipboardMs, pasteTasks, typingTasks, urlLength, editorLength, status } = row;
  const { dbMs, dbCpu, fileTasks } = row;
  console.log(
    `run ${run + 1}: paste → list ${pasteMs.toFixed(0)} ms (clipboard read ${clipboardMs.toFixed(0)} ms; ${cpuText(pasteCpu)}), ` +
      `file${DISK ? ' from disk' : ''} → list ${dbMs.toFixed(0)} ms (${cpuText(dbCpu)}) (${status}; ${run % 2 === 0 ? 'paste' : 'file'} first); editor ${editorLength} chars; ` +
      `long tasks after the paste ${pasteTasks.length} (max ${Math.max(0, ...pasteTasks).toFixed(0)} ms), ` +
      `while typing ${typingTasks.length} (max ${Math.max(0, ...typingTasks).toFixed(0)} ms); URL ${urlLength} chars; ` +
      `long tasks while the file was read ${fileTasks.length} (max ${Math.max(0, ...fileTasks).toFixed(0)} ms)`,
  );
}
const mb = (Buffer.byteLength(text) / 1024 / 1024).toFixed(2);
/**
 * The median ratio of the runs whose first page was the paste (`parity` 0) or the file (1): the first page of a run
 * follows the last of the run before (the same kind), so an order effect shows as two medians apart.
 */
const byOrder = (parity, first) => {
  const ratios = rows.filter((_, i) => i % 2 === parity).map((r) => r.pasteMs / r.dbMs);
  return ratios.length
    ? `${first} first ${median(ratios).toFixed(2)} (${ratios.length})`
    : `${first} first none`;
};
console.log(
  `\n${mb} MB${oneLine ? ' on one line' : ''}, ${RUNS} runs (medians): paste → list ${median(rows.map((r) => r.pasteMs)).toFixed(0)} ms, ` +
    `file → list ${median(rows.map((r) => r.dbMs)).toFixed(0)} ms (ratio ${(median(rows.map((r) => r.pasteMs)) / median(rows.map((r) => r.dbMs))).toFixed(2)}); ` +
    `median of the runs' ratios ${median(rows.map((r) => r.pasteMs / r.dbMs)).toFixed(2)}, ` +
    `without the clipboard read ${median(rows.map((r) => (r.pasteMs - r.clipboardMs) / r.dbMs)).toFixed(2)} ` +
    `(clipboard read ${median(rows.map((r) => r.clipboardMs)).toFixed(0)} ms); ` +
    `CPU of Chromium's processes: paste ${median(rows.map((r) => r.pasteCpu.total))} ms, file ${median(rows.map((r) => r.dbCpu.total))} ms ` +
    `(median of the runs' ratios ${median(rows.map((r) => r.pasteCpu.total / r.dbCpu.total)).toFixed(2)}; ` +
    `the renderer's ${median(rows.map((r) => r.pasteCpu.renderer / r.dbCpu.renderer)).toFixed(2)}); ` +
    `longest task while typing ${median(rows.map((r) => Math.max(0, ...r.typingTasks))).toFixed(0)} ms; URL ${median(rows.map((r) => r.urlLength))} chars; ` +
    `the runs' ratios by which went first: ${byOrder(0, 'paste')}, ${byOrder(1, 'file')}; ` +
    `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`,
);
if (THREADS) {
  const names = [...new Set([...threadRuns.paste, ...threadRuns.file].flatMap((r) => Object.keys(r)))].sort();
  const of = (runs, name) => median(runs.map((r) => r[name] ?? 0));
  console.log(
    `renderer's threads, CPU ms to the list (medians, paste / file; the main thread is named chromium): ${names
      .filter((name) => of(threadRuns.paste, name) + of(threadRuns.file, name) > 0)
      .map((name) => `${name} ${of(threadRuns.paste, name)} / ${of(threadRuns.file, name)}`)
      .join(', ')}`,
  );
}
console.log(await platformFloor());
await browser.close();
await server.close();
fs.rmSync(diskFile, { force: true });

/**
 * What the browser alone takes to hand the text over: the same Ctrl+V into a bare page (one `textarea`, none of the
 * app's code, at the app's origin), `RUNS` times; medians of the `getData` call and of one `TextEncoder.encode` of
 * its string (the page's least work to give the worker bytes).
 */
async function platformFloor() {
  const page = await context.newPage();
  await page.goto(url);
  await page.setContent('<textarea id="bare"></textarea>');
  await page.evaluate(() => {
    window.floor = [];
    document.getElementById('bare').addEventListener('paste', (e) => {
      const t0 = performance.now();
      const pasted = e.clipboardData.getData('text/plain');
      const t1 = performance.now();
      new TextEncoder().encode(pasted);
      window.floor.push([t1 - t0, performance.now() - t1]);
      e.preventDefault();
    });
  });
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  for (let run = 0; run < RUNS; run++) {
    await page.focus('#bare');
    await page.keyboard.press('Control+V');
    await page.waitForFunction((n) => window.floor.length > n, run);
  }
  const floor = await page.evaluate(() => window.floor);
  await page.close();
  return (
    `a bare page (no app code), the same paste ${RUNS} times (medians): getData ${median(floor.map(([g]) => g)).toFixed(0)} ms, ` +
    `TextEncoder.encode of its string ${median(floor.map(([, e]) => e)).toFixed(0)} ms; load average ${os.loadavg()[0].toFixed(1)}`
  );
}
