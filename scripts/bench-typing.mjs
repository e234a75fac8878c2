// The welcome heading's typing, measured as the brief asks: main-thread time per second while it
// types, at Lighthouse's default 4x CPU slowdown, read from a trace (every task of the renderer's
// main thread), and long tasks; median of 3 runs per language, with the host's benchmarkIndex
// (Lighthouse's own page function). Exit 1 when the budget is missed. Run after `npm run build`:
//   node scripts/bench-typing.mjs
// The browser test (tests/e2e/home.spec.ts) proves the mechanism (no style or layout per
// grapheme); the budget lives here, where a loaded machine can be seen and refused.
import http from 'node:http';
import { chromium } from 'playwright';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { handle } from './serve.mjs';

const budget = { msPerSecond: 10, longTasks: 0 };
const runs = Number(process.env.RUNS ?? 3);
const seconds = 6;
/** The rest before the first phrase is typed (src/islands/typing-reveal.ts › typing.holdMs). */
const firstRestMs = 2200;

const site = http.createServer(handle);
await new Promise((resolve) => site.listen(0, '127.0.0.1', () => resolve(undefined)));
const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (site.address()).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

/** @param {string} path @returns {Promise<{ msPerSecond: number, longTasks: number, index: number }>} */
async function measure(path) {
  const page = await browser.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.locator('[data-typing]').waitFor({ state: 'attached' });
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
  // From the end of the first rest: the page's after-load work is not the typing's.
  await page.evaluate((rest) => {
    const now = Number(document.getAnimations()[0]?.currentTime ?? 0);
    return new Promise((resolve) => setTimeout(resolve, Math.max(0, rest - now)));
  }, firstRestMs + 200);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  /** @type {{ name: string, ph: string, pid: number, tid: number, dur?: number, args?: { name?: string } }[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', (event) =>
    events.push(.../** @type {typeof events} */ (/** @type {unknown} */ (event.value))),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), seconds * 1000);
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = events.filter(
    (e) =>
      e.pid === thread?.pid &&
      e.tid === thread?.tid &&
      e.ph === 'X' &&
      e.name === 'ThreadControllerImpl::RunTask',
  );
  const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
  const total = durations.reduce((sum, ms) => sum + ms, 0);
  return {
    msPerSecond: total / seconds,
    longTasks: durations.filter((ms) => ms > 50).length,
    index,
  };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

let failed = false;
const rows = [];
for (const path of ['/', '/ar']) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) samples.push(await measure(path));
  const ms = median(samples.map((s) => s.msPerSecond));
  const long = median(samples.map((s) => s.longTasks));
  const index = median(samples.map((s) => s.index));
  const ok = Number.isFinite(ms) && ms < budget.msPerSecond && long <= budget.longTasks;
  failed ||= !ok;
  rows.push(
    `| ${path} | ${Math.round(index)} | ${ms.toFixed(1)} ms/s | ${long} | ${ok ? 'ok' : 'MISSED'} |`,
  );
}
await browser.close();
site.close();
console.log(
  `Typing at 4x, median of ${runs}, ${seconds} s each (budget: under ${budget.msPerSecond} ms/s, ${budget.longTasks} long tasks)`,
);
console.log('| page | benchmarkIndex | main thread | long tasks | budget |');
console.log('| ---- | -------------- | ----------- | ---------- | ------ |');
for (const row of rows) console.log(row);
process.exit(failed ? 1 : 0);
