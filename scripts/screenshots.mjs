// Screenshots of pages in both languages at 375px and 1280px, for a person to look at:
// node scripts/screenshots.mjs [path ...]   (against a running `npm start`)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/ar', '/bamp/pmp', '/ar/bamp/pmp'];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
mkdirSync('artifacts', { recursive: true });
for (const path of paths) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(base + path);
    const name = `${path.replace(/\W+/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: `artifacts/${name}`, fullPage: process.env.FULL === '1' });
    console.log(`artifacts/${name}`);
    await page.close();
  }
}
await browser.close();
