import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';
const base = 'http://127.0.0.1:' + (process.argv[2] ?? '4304');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
for (const lng of ['en']) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
  await page.addInitScript(() => {
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.shifts.push([e.startTime, e.value, e.sources.map((s) => (s.node?.outerHTML ?? s.node?.nodeName ?? '').slice(0, 80) + JSON.stringify(s.previousRect) + JSON.stringify(s.currentRect))]);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(base + (lng === 'ar' ? '/ar' : '/'));
  await page.waitForLoadState('load');
  await page.waitForTimeout(4000);
  console.log(JSON.stringify(await page.evaluate(() => window.shifts), null, 1));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: process.argv[3] ?? 'timeTicks' });
  const m = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  for (const rate of [1, 4, 4, 1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const a = await m(); await page.waitForTimeout(4000); const b = await m();
    console.log('rate', rate, 'ms/s', ((b.TaskDuration - a.TaskDuration) * 1000) / (b.Timestamp - a.Timestamp), 'layout', b.LayoutCount - a.LayoutCount, 'style', b.RecalcStyleCount - a.RecalcStyleCount, 'script', (b.ScriptDuration-a.ScriptDuration)*1000, 'layoutdur', (b.LayoutDuration-a.LayoutDuration)*1000, 'recalc', (b.RecalcStyleDuration-a.RecalcStyleDuration)*1000);
  }
  await page.getByTestId('welcome-heading').getByRole('button').click();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const a = await m(); await page.waitForTimeout(4000); const b = await m();
  console.log('paused ms/s', ((b.TaskDuration - a.TaskDuration) * 1000) / (b.Timestamp - a.Timestamp));
}
await browser.close();
