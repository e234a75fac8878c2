import { expect, test } from '@playwright/test';
import { startDevServer } from '../../scripts/dev.mjs';
import { aliasRedirects } from '../../src/routes/redirects';
import { localizePath } from '../../src/i18n/languages';
import { text, viteCache, watchPage } from './support';

interface DevServer {
  url: string;
  close: () => Promise<void>;
}

let dev: DevServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  process.env.VITE_LOG_LEVEL = 'error';
  dev = (await startDevServer(0, '127.0.0.1', false, viteCache('dev'))) as DevServer;
});

test.afterAll(async () => {
  await dev.close();
});

test('npm run dev renders pages on the server as the build does, in both languages', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const arabic = await (await request.get(`${dev.url}${localizePath('/bamp/pmp', 'ar')}`)).text();
  expect(arabic).toContain('<html lang="ar" dir="rtl">');
  expect(arabic).toContain('data-route="pmp"');
  expect(arabic).toContain(text('ar', 'courses-business', 'pmp.meta.title'));
  const [alias] = aliasRedirects();
  expect(alias).toBeDefined();
  const response = await request.get(`${dev.url}${alias?.from ?? ''}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(alias?.to);
  expect((await request.get(`${dev.url}/no-such-page`)).status()).toBe(404);
});

test('islands hydrate in dev exactly as in the build, with no hydration error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = await watchPage(page);
  await page.goto(`${dev.url}/ar/contact`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('[data-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  // The desk's browser tests write locale files while this one runs, and Vite reloads an open
  // page when a file it serves changes: a reload between the focus and the hydration starts the
  // page over, so the focus, the hydration and the typing are tried again on the page as it is.
  await expect(async () => {
    await page.locator('[data-ready="true"]').waitFor({ state: 'attached', timeout: 10_000 });
    await page.locator('#contact-name').focus();
    await page
      .locator('[data-island="contact-form"][data-hydrated="true"]')
      .waitFor({ state: 'attached', timeout: 5_000 });
    await page.locator('#contact-name').fill('كريم');
    await expect(page.locator('#contact-name')).toHaveValue('كريم', { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  // Vite's client talks to its own server over a websocket; nothing else may complain.
  expect(problems.filter((problem) => !/vite|websocket/i.test(problem))).toEqual([]);
});
