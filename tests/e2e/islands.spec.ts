import { expect, test, type Page } from '@playwright/test';
import { checkoutCourses, type RouteId } from '../../src/routes/manifest';
import { hydrated, islandHydrated, pageName, text, watchPage, pageUrl } from './support';

/**
 * A phone on a slow line: the CPU 6x slower, and the page's scripts held back until the test
 * calls the function this returns (not for a fixed time: a loaded host may take longer than any
 * guess to fill a form, and the scripts must not arrive in the middle of it).
 */
async function slowPhone(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `url` and returns as soon as the HTML has arrived. (DOMContentLoaded itself waits for the
 * page's module script, which is held back here: tapping now is tapping before the scripts.)
 */
async function openEarly(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
}

// The tap is made as soon as the HTML is in, while the page's script is still held back: what
// answers it is the HTML itself.
test.describe('controls work the moment they appear (6x CPU, slow network, scripts held back)', () => {
  test('the menu button at 390px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await watchPage(page);
    await slowPhone(page);
    await openEarly(page, pageUrl('home', 'ar'));
    await page.locator('.menu-toggle').click();
    // The scripts are held back until the test lets them go: whatever answers is the HTML.
    await expect(page.locator('#main-menu')).toBeVisible({ timeout: 5_000 });
    expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
  });

  test('the Course Policy language buttons', async ({ page }) => {
    await watchPage(page);
    await slowPhone(page);
    await openEarly(page, pageUrl('coursePolicy', 'en'));
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.locator('[data-lang-panel]:visible')).toHaveAttribute('lang', 'en', {
      timeout: 5_000,
    });
    expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
  });

  test('the search box: words typed and sent before the scripts are searched, none lost', async ({
    page,
  }) => {
    await watchPage(page);
    const release = await slowPhone(page);
    await openEarly(page, pageUrl('search', 'ar'));
    const words = 'كورس انجليزي';
    await page.getByRole('searchbox').fill(words);
    expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
    // Enter before the scripts: the native GET form carries the words in the address.
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/ar\/search\?q=/);
    // The next page's scripts come at the slow phone's pace, no longer held back.
    release();
    await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('searchbox')).toHaveValue(words);
  });

  test('the checkout: a form filled and sent before the scripts is checked with what was typed', async ({
    page,
  }) => {
    await watchPage(page);
    const release = await slowPhone(page);
    await openEarly(page, pageUrl('checkout', 'ar'));
    const form = page.getByTestId('checkout-form');
    await form.locator('#checkout-fullName').fill('عمر حسن');
    await form.locator('#checkout-nationalID').fill('A12345678');
    await form.locator('#checkout-phone').fill('01099991865');
    await form.locator('#checkout-selectCourse').selectOption({ index: 2 });
    await form.locator('#checkout-amount').fill('102');
    await form.locator('#checkout-terms').check();
    await form.locator('#checkout-privacy').check();
    expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
    // The page's first script arrives; the tap on Pay comes before React does, and is answered
    // once the form wakes, with what was typed: only the amount is wrong.
    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await expect(page.locator('[data-island="checkout-form"][data-hydrated]')).toHaveCount(0);
    await form.getByRole('button').click();
    await expect(page.getByTestId('checkout-errors').locator('li')).toHaveCount(1, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('checkout-errors')).toContainText('105');
    await expect(form.locator('#checkout-fullName')).toHaveValue('عمر حسن');
  });

  test('the warning switch', async ({ page }) => {
    await watchPage(page);
    await slowPhone(page);
    await openEarly(page, pageUrl('warning', 'en'));
    await page.getByRole('radio', { name: 'العربية' }).click();
    expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
    await expect(page.locator('[data-lang-panel]:visible')).toHaveAttribute('lang', 'ar', {
      timeout: 5_000,
    });
  });
});

test('with Arabic stored, /warning paints Arabic first and nothing flips', async ({ page }) => {
  const problems = await watchPage(page);
  await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'ar'));
  const release = await slowPhone(page);
  // Record the language of the visible warning text at every frame from the first paint on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const sample = () => {
      const panel = [...document.querySelectorAll<HTMLElement>('[data-lang-panel]')].find(
        (el) => el.offsetParent !== null,
      );
      if (panel) seen.push(panel.lang);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  // The first paint comes from the HTML alone; the scripts follow once it is on screen.
  await openEarly(page, pageUrl('warning', 'en'));
  await page.waitForFunction(() => (window as unknown as { seen: string[] }).seen.length > 0);
  release();
  await hydrated(page);
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.length).toBeGreaterThan(0);
  expect(new Set(seen)).toEqual(new Set(['ar']));
  expect(problems).toEqual([]);
});

for (const lng of ['en', 'ar'] as const) {
  test(`each island hydrates without a mismatch and adds no CSS twice (${lng})`, async ({
    page,
  }) => {
    const problems = await watchPage(page);
    // @font-face rules are left out of the count: an island's global styles declare the fonts
    // (and their matched fallbacks) again on wake, identically. Known and open; every other
    // rule still counts.
    const rules = () =>
      page.evaluate(() =>
        [...document.styleSheets].reduce(
          (total, sheet) =>
            total + [...sheet.cssRules].filter((rule) => !(rule instanceof CSSFontFaceRule)).length,
          0,
        ),
      );
    const cases: [RouteId, string, (p: Page) => Promise<void>][] = [
      ['contact', 'contact-form', (p) => p.locator('#contact-name').focus()],
      ['checkout', 'checkout-form', (p) => p.locator('#checkout-fullName').focus()],
      [
        'home',
        'map-embed',
        (p) => p.locator('[data-island="map-embed"] button').first().dispatchEvent('pointerdown'),
      ],
    ];
    for (const [id, name, wake] of cases) {
      await page.goto(pageUrl(id, lng));
      await hydrated(page);
      const before = await rules();
      const html = await page.locator(`[data-island="${name}"] [data-island-root]`).textContent();
      await wake(page);
      // Marked once React has committed the hydration (src/islands/hydrate-island.tsx).
      await islandHydrated(page, name);
      // Hydration kept the server's text; a mismatch would also be on the console, which
      // fails the test below.
      const after = await page.locator(`[data-island="${name}"] [data-island-root]`).textContent();
      expect(after, name).toBe(html);
      // Emotion recognised the server's styles: hydrating inserted no rule a second time.
      expect(await rules(), name).toBeLessThanOrEqual(before + 10);
    }
    expect(problems.filter((p) => !/hsforms|ERR_NAME/.test(p))).toEqual([]);
    // The island got only its own keys, in the page language.
    await page.goto(pageUrl('checkout', lng));
    const data = await page
      .locator('[data-island="checkout-form"] script[data-island-data]')
      .textContent();
    // Its own copy, and of the shared words only the inline errors' "Error:" prefix and the names
    // of the courses its list offers (each page's own name).
    const resources = JSON.parse(data ?? '{}').resources;
    expect(Object.keys(resources)).toEqual(['checkout', 'common']);
    expect(resources.common).toEqual({
      ui: { errorPrefix: text(lng, 'common', 'ui.errorPrefix') },
      routes: Object.fromEntries(
        checkoutCourses().map((route) => [route.id, pageName(lng, route.id)]),
      ),
    });
    expect(data).toContain(text(lng, 'checkout', 'checkout.submit'));
  });
}
