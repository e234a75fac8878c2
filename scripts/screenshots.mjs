// Screenshots of pages in both languages at 375px and 1280px, for a person to look at:
// node scripts/screenshots.mjs [path ...]   (against a running `npm start`)
// FULL=1 takes the whole page; REPEAT=1 also takes a repeat visit (the same browser profile, so
// the fonts, styles and scripts come from its cache), named `…-repeat.png`.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/ar', '/bamp/pmp', '/ar/bamp/pmp'];
const visits = process.env.REPEAT === '1' ? ['', '-repeat'] : [''];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
mkdirSync('artifacts', { recursive: true });
for (const path of paths) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    for (const visit of visits) {
      const page = await context.newPage();
      await page.goto(base + path);
      const name = `${path.replace(/\W+/g, '_') || 'home'}-${width}${visit}.png`;
      await page.screenshot({ path: `artifacts/${name}`, fullPage: process.env.FULL === '1' });
      console.log(`artifacts/${name}`);
      await page.close();
    }
    await context.close();
  }
}
await browser.close();
