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
 * a few seconds apart share the machine's load), with the load average before and after. A measurement, not a test (docs/testing.md: no time in tests): run it by
 * hand after `pnpm build`: `node apps/playground/scripts/measure-paste.mjs [runs] [--mb 5] [--one-line] [--pause 500]`
 * (`--pause`: milliseconds from the focus on the editor, which starts the paste's reader, to Ctrl+V).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, startPreview } from './previewBrowser.mjs';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const data = path.resolve(appRoot, '../../../shared/data/pgn/lichess-100.pgn');
const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => /^\d+$/.test(a))) || 3;
const MB = args.includes('--mb') ? Number(args[args.indexOf('--mb') + 1]) : 5;
const oneLine = args.includes('--one-line');
/** Milliseconds between the focus on the editor and the paste (`--pause`). */
const PAUSE = args.includes('--pause') ? Number(args[args.indexOf('--pause') + 1]) : 500;

if (!fs.existsSync(data)) {
  console.log(`skipped: ${data} is missing (../shared/data beside the repository)`);
  process.exit(0);
}
const unit = fs.readFileSync(data, 'utf8');
let text = unit.repeat(Math.ceil((MB * 1024 * 1024) / unit.length)).slice(0, MB * 1024 * 1024);
text = text.slice(0, text.lastIndexOf('\n\n[Event ') + 1);
if (oneLine) text = text.replace(/\s+/g, ' ');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { server, url } = await startPreview();
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url.replace(/\/$/, '') });

/**
 * A fresh page on the SAN tab recording long tasks into `window.longTasks` ([start, duration] pairs) and the moment
 * the list is complete into `window.listedAt`.
 */
async function freshPage() {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window;
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      const done =
        document.querySelector('[data-testid="db-progress"]')?.getAttribute('data-done') === 'true';
      if (done && w.listedAt === undefined) w.listedAt = performance.now();
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-done'],
    });
  });
  await page.goto(`${url}#view=san`);
  await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
  return page;
}

/** Waits until the database's status says the list is complete; answers the ms from `t0` (page time). */
async function listed(page, t0) {
  await page.waitForFunction(() => window.listedAt !== undefined, undefined, {
    timeout: 600_000,
    polling: 50,
  });
  return (await page.evaluate(() => window.listedAt)) - t0;
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
  await page.keyboard.press('Control+V');
  await page.waitForFunction(() => window.pastedAt !== undefined);
  const t0 = await page.evaluate(() => window.pastedAt);
  const pasteMs = await listed(page, t0);
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
  return { pasteMs, pasteTasks, typingTasks, urlLength, editorLength, status };
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
  await page
    .getByTestId('pgn-file')
    .setInputFiles({ name: 'same.pgn', mimeType: 'text/plain', buffer: Buffer.from(text) });
  const changedAt = await page.evaluate(() => window.changedAt);
  const dbMs = await listed(page, changedAt);
  const fileTasks = (await page.evaluate(() => window.longTasks))
    .filter(([s]) => s >= changedAt)
    .map(([, d]) => d);
  await page.close();
  return { dbMs, fileTasks };
}

const loadBefore = os.loadavg()[0];
const rows = [];
for (let run = 0; run < RUNS; run++) {
  const first = run % 2 === 0 ? await paste() : await file();
  const second = run % 2 === 0 ? await file() : await paste();
  const row = { ...first, ...second };
  rows.push(row);
  const { pasteMs, pasteTasks, typingTasks, urlLength, editorLength, status, dbMs, fileTasks } = row;
  console.log(
    `run ${run + 1}: paste → list ${pasteMs.toFixed(0)} ms, file → list ${dbMs.toFixed(0)} ms (${status}; ${run % 2 === 0 ? 'paste' : 'file'} first); editor ${editorLength} chars; ` +
      `long tasks after the paste ${pasteTasks.length} (max ${Math.max(0, ...pasteTasks).toFixed(0)} ms), ` +
      `while typing ${typingTasks.length} (max ${Math.max(0, ...typingTasks).toFixed(0)} ms); URL ${urlLength} chars; ` +
      `long tasks while the file was read ${fileTasks.length} (max ${Math.max(0, ...fileTasks).toFixed(0)} ms)`,
  );
}
const mb = (Buffer.byteLength(text) / 1024 / 1024).toFixed(2);
console.log(
  `\n${mb} MB${oneLine ? ' on one line' : ''}, ${RUNS} runs (medians): paste → list ${median(rows.map((r) => r.pasteMs)).toFixed(0)} ms, ` +
    `file → list ${median(rows.map((r) => r.dbMs)).toFixed(0)} ms (ratio ${(median(rows.map((r) => r.pasteMs)) / median(rows.map((r) => r.dbMs))).toFixed(2)}); ` +
    `median of the runs' ratios ${median(rows.map((r) => r.pasteMs / r.dbMs)).toFixed(2)}; ` +
    `longest task while typing ${median(rows.map((r) => Math.max(0, ...r.typingTasks))).toFixed(0)} ms; URL ${median(rows.map((r) => r.urlLength))} chars; ` +
    `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`,
);
await browser.close();
await server.close();
