import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const [path, w, ...ys] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(w), height: 800 } });
await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
await page.goto('http://127.0.0.1:4173' + path);
for (const y of ys) {
  await page.evaluate((y) => window.scrollTo(0, Number(y)), y);
  await page.waitForTimeout(400);
  const name = `/tmp/g${path.replace(/\W+/g, '_')}-${y}.png`;
  await page.screenshot({ path: name });
  console.log(name);
}
await browser.close();
