import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4620';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto(base + '/ar/it-courses/icdl/icdl-course');
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 90000 });
  await page.locator('[data-desk]').waitFor({ state: 'attached' });
  // Alt+click the first menu name
  const nav = width > 800 ? page.locator('header nav a').first() : page.locator('footer a[href^="/ar/"]').first();
  await nav.click({ modifiers: ['Alt'] });
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.locator('textarea[data-lng]').first().waitFor({ timeout: 30000 });
  console.log(width, 'menu:', (await dialog.locator('dl.where').innerText()).replace(/\n/g,' | '));
  // type a heading that is not the course name in English
  await page.screenshot({ path: `/tmp/g2/desk-menu-${width}.png` });
  await page.keyboard.press('Escape');
  await page.locator('h1').click({ modifiers: ['Alt'] });
  await dialog.locator('textarea[lang="en"]').first().waitFor({ timeout: 30000 });
  await dialog.locator('textarea[lang="en"]').first().fill('The ICDL {{name}}');
  await dialog.locator('li.error').first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/g2/desk-heading-${width}.png`, fullPage: false });
  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
  console.log(width, 'status:', await dialog.getByRole('status').last().innerText());
  await dialog.locator('textarea[lang="en"]').first().fill('ICDL Course');
  await page.close();
}
await browser.close();
