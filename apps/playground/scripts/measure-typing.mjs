/**
 * Typing after a large paste (issue #88): `lichess-100.pgn` (../shared/data) repeated to `--mb` megabytes (default
 * 5; `--one-line` on one line) pasted into the analysis board's editor (Ctrl+A, Ctrl+V), the list read to its end,
 * then 30 characters typed into the editor (80 ms apart) on the production build in Debian's Chromium. Prints, for
 * the typing, the page's long tasks (`PerformanceObserver`, `longtask`: wall time over 50 ms) and the tasks of the
 * page's main thread by their **thread CPU time** (Chromium's trace, `devtools.timeline`: `RunTask`'s `tdur`), with
 * what the costliest ones ran.
 *
 * Why both: on a shared machine a task's wall time counts the time its thread waited for a core (at a load average
 * of 40 on 2 cores, a 15 ms keystroke shows as a 300 ms long task), so "no task over 100 ms" is read from the CPU
 * column, and the wall column says what this machine's load made of it.
 *
 * A measurement, not a test (docs/testing.md: no time in tests): after `pnpm build`,
 * `node apps/playground/scripts/measure-typing.mjs [--mb 5] [--one-line]`.
 */
import os from 'node:os';
import { clipboardContext, launchChromium, repeatedLichess, startPreview } from './previewBrowser.mjs';

const args = process.argv.slice(2);
const MB = args.includes('--mb') ? Number(args[args.indexOf('--mb') + 1]) : 5;
const TYPED = ' { a comment typed in }';

const text = repeatedLichess(MB, args.includes('--one-line'));

const { server, url } = await startPreview();
const browser = await launchChromium();
const context = await clipboardContext(browser, url);
const page = await context.newPage();
await page.addInitScript(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
});
await page.goto(`${url}#view=san`);
const editor = page.getByTestId('san-input');
await editor.waitFor({ timeout: 60_000 });
await page.evaluate((t) => navigator.clipboard.writeText(t), text);
await editor.focus();
await page.keyboard.press('Control+A');
await page.waitForTimeout(500);
await page.keyboard.press('Control+V');
await page.waitForFunction(
  () => document.querySelector('[data-testid="db-progress"]')?.getAttribute('data-done') === 'true',
  undefined,
  { timeout: 600_000, polling: 200 },
);
await page.waitForTimeout(2000);
const status = await page.getByTestId('db-status').textContent();

const cdp = await context.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
await cdp.send('Tracing.start', {
  categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline',
  transferMode: 'ReportEvents',
});
const from = await page.evaluate(() => performance.now());
await editor.click();
await page.keyboard.press('Control+End');
await page.keyboard.type(TYPED, { delay: 80 });
await page.waitForTimeout(1500);
await cdp.send('Tracing.end');
await traced;
const load = os.loadavg()[0].toFixed(1);

const wall = (await page.evaluate(() => window.longTasks))
  .filter(([start]) => start >= from)
  .map(([, d]) => Math.round(d));
// the renderer's main thread: the thread of the key events
const keyThread = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keypress')?.tid;
const done = events.filter((e) => e.ph === 'X' && e.tid === keyThread);
const tasks = done
  .filter((e) => e.name === 'RunTask' && e.tdur !== undefined)
  .sort((a, b) => b.tdur - a.tdur);
const ms = (us) => (us / 1000).toFixed(0);
/** The named events inside a task that took over 2 ms of CPU, the task's own name left out. */
const inside = (task) =>
  done
    .filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && (e.tdur ?? 0) > 2000,
    )
    .map((e) => `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ''} ${ms(e.tdur)}`)
    .join(', ');

console.log(`${(text.length / 1048576).toFixed(2)} MB pasted: ${status}`);
console.log(`typed ${TYPED.length} characters; load average ${load} (${os.cpus().length} cores)`);
console.log(
  `long tasks (wall) while typing: ${wall.length}, max ${Math.max(0, ...wall)} ms (${wall.join(' ') || 'none'})`,
);
console.log(
  `main thread's tasks: ${tasks.length}, max CPU ${ms(tasks[0]?.tdur ?? 0)} ms; over 100 ms of CPU: ` +
    `${tasks.filter((t) => t.tdur > 100_000).length}`,
);
for (const t of tasks.slice(0, 5)) console.log(`  ${ms(t.tdur)} ms CPU (${ms(t.dur)} ms wall): ${inside(t)}`);
await browser.close();
await server.close();
