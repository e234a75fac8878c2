import { expect, test, type Locator } from '@playwright/test';
import { hydrated, text, watchPage, open, pageName, pageUrl } from './support';

/** A menu group's summary (its `<details>` is its parent), by its exact label. */
function group(nav: Locator, label: string): { summary: Locator; details: Locator } {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const summary = nav.locator('summary').filter({ hasText: new RegExp(`^\\s*${escaped}\\s*$`) });
  return { summary, details: summary.locator('xpath=..') };
}

test.describe('menu', () => {
  test('opens and closes at 991px and below, with one dropdown per level', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const problems = await watchPage(page);
    await open(page, pageUrl('home', 'en'));
    const nav = page.getByRole('navigation', { name: text('en', 'common', 'nav.label') });
    const toggle = nav.getByRole('button', { name: text('en', 'common', 'nav.menu'), exact: true });
    const panel = nav.locator('#main-menu');
    const about = group(nav, text('en', 'common', 'nav.groups.aboutUs'));
    await expect(about.summary).toBeHidden();
    await toggle.click();
    await expect(panel).toBeVisible();
    await about.summary.click();
    await expect(about.details).toHaveAttribute('open', '');
    await expect(nav.getByRole('link', { name: pageName('en', 'companyProfile') })).toBeVisible();
    const programmes = group(nav, text('en', 'common', 'nav.groups.programmes'));
    await programmes.summary.click();
    await expect(about.details).not.toHaveAttribute('open', '');
    const it = group(nav, text('en', 'common', 'nav.groups.itCourses'));
    await it.summary.click();
    await expect(it.details).toHaveAttribute('open', '');
    const languages = group(nav, text('en', 'common', 'nav.groups.languageCourses'));
    await languages.summary.click();
    await expect(it.details).not.toHaveAttribute('open', '');
    await languages.summary.click();
    await expect(languages.details).not.toHaveAttribute('open', '');
    // Opening a first-level item resets the second level.
    await it.summary.click();
    await about.summary.click();
    await programmes.summary.click();
    await expect(it.details).not.toHaveAttribute('open', '');
    // The utility pages are in the panel on phones.
    await expect(nav.getByRole('link', { name: pageName('en', 'warning') })).toBeVisible();
    await nav.getByRole('button', { name: text('en', 'common', 'nav.close') }).click();
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('works by keyboard on a wide screen: Escape closes and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await watchPage(page);
    await open(page, pageUrl('home', 'ar'));
    const nav = page.getByRole('navigation', { name: text('ar', 'common', 'nav.label') });
    const contact = group(nav, text('ar', 'common', 'nav.groups.contact'));
    await contact.summary.focus();
    await page.keyboard.press('Enter');
    await expect(contact.details).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: pageName('ar', 'contactUs') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(contact.details).not.toHaveAttribute('open', '');
    await expect(contact.summary).toBeFocused();
    // A click outside closes it too.
    await contact.summary.click();
    await expect(contact.details).toHaveAttribute('open', '');
    await page.locator('main h1').click();
    await expect(contact.details).not.toHaveAttribute('open', '');
  });

  for (const lng of ['en', 'ar'] as const) {
    test(`the header's menu fits one row at 1200px and wider (${lng})`, async ({ page }) => {
      await watchPage(page);
      for (const width of [1200, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, pageUrl('home', lng));
        const tops = await page
          .locator('header .nav-list > li')
          .evaluateAll((items) =>
            items.map((item) => Math.round(item.getBoundingClientRect().top)),
          );
        expect(new Set(tops).size, `${width}px`).toBe(1);
        const switchTop = await page
          .getByRole('navigation', { name: text(lng, 'common', 'language.label') })
          .evaluate((el) => Math.round(el.getBoundingClientRect().top));
        expect(Math.abs(switchTop - (tops[0] ?? 0)), `${width}px`).toBeLessThan(24);
      }
      // On a phone the logo, the menu button and the language switch share one row.
      await page.setViewportSize({ width: 320, height: 700 });
      await open(page, pageUrl('home', lng));
      const rows = await page
        .locator('header .brand img, header .menu-toggle, header nav[aria-label] ul')
        .evaluateAll((items) =>
          items
            .filter((item) => item.getBoundingClientRect().height > 0)
            .map((item) => {
              const box = item.getBoundingClientRect();
              return Math.round(box.top + box.height / 2);
            }),
        );
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...rows) - Math.min(...rows)).toBeLessThan(12);
    });
  }

  test('a skip link leads to the main content', async ({ page }) => {
    await watchPage(page);
    await open(page, pageUrl('aboutUs', 'en'));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text('en', 'common', 'skipLink') });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('a link loads the next page as a new document, in the same language', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = await watchPage(page);
    await open(page, pageUrl('aboutUs', 'ar'));
    await page.evaluate(() => {
      (window as unknown as { sameDocument?: boolean }).sameDocument = true;
    });
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: pageName('ar', 'pmp') })
      .click();
    await expect(page).toHaveURL(pageUrl('pmp', 'ar'));
    await expect(page.locator('h1')).toHaveText(text('ar', 'courses-business', 'pmp.heading'));
    await expect(page).toHaveTitle(text('ar', 'courses-business', 'pmp.meta.title'));
    // No client router: the page change was a document load (the old window is gone).
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBeUndefined();
    expect(problems).toEqual([]);
  });

  test('a link opens the next page at its top; Back and Forward restore the page and its scroll (the browser’s own)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = await watchPage(page);
    await open(page, pageUrl('aboutUs', 'en'));
    const link = page.getByRole('contentinfo').getByRole('link', { name: pageName('en', 'pmp') });
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await link.click();
    await expect(page.locator('h1')).toHaveText(text('en', 'courses-business', 'pmp.heading'));
    // A new document starts at its top, its skip link first in the tab order (no focus moved by
    // code: that existed only for client-side page changes).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: text('en', 'common', 'skipLink') })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(pageUrl('aboutUs', 'en'));
    await expect(page.locator('h1')).toHaveText(text('en', 'company', 'aboutUs.heading'));
    // Restored where the visitor left it; the footer sits a few pixels higher on the second visit,
    // when the cached web font replaces the fallback (font-display: optional), so allow for that:
    // the link was scrolled to the page's end, and a page laid out shorter ends sooner.
    await expect
      .poll(() =>
        page.evaluate(
          (left) =>
            window.scrollY -
            Math.min(left, document.documentElement.scrollHeight - window.innerHeight),
          scrolled,
        ),
      )
      .toBeGreaterThan(-100);
    await page.goForward();
    await expect(page).toHaveURL(pageUrl('pmp', 'en'));
    await expect(page.locator('h1')).toHaveText(text('en', 'courses-business', 'pmp.heading'));
    expect(problems).toEqual([]);
  });

  test('a link opened with a modifier key is left to the browser', async ({ page, context }) => {
    await open(page, pageUrl('aboutUs', 'en'));
    const link = page.getByRole('contentinfo').getByRole('link', { name: pageName('en', 'pmp') });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      link.click({ modifiers: ['Shift'] }),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/bamp/pmp');
    await expect(page).toHaveURL(pageUrl('aboutUs', 'en'));
  });
});

test.describe('languages', () => {
  test('the switch opens the same page in the other language and is remembered for /', async ({
    page,
  }) => {
    await watchPage(page);
    await open(page, pageUrl('pmp', 'en'));
    const switcher = page.getByRole('navigation', { name: text('en', 'common', 'language.label') });
    await expect(switcher.locator('[aria-current="true"]')).toHaveText('English');
    await switcher.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(pageUrl('pmp', 'ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await open(page, pageUrl('home', 'en'));
    await expect(page).toHaveURL(pageUrl('home', 'ar'));
    await page
      .getByRole('navigation', { name: text('ar', 'common', 'language.label') })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(pageUrl('home', 'en'));
    await open(page, pageUrl('home', 'en'));
    await expect(page).toHaveURL(pageUrl('home', 'en'));
  });

  test('garbage in storage is ignored', async ({ page }) => {
    const problems = await watchPage(page);
    await page.addInitScript(() => localStorage.setItem('aatc.language', '{"x":'));
    await open(page, pageUrl('home', 'en'));
    await expect(page).toHaveURL(pageUrl('home', 'en'));
    expect(problems).toEqual([]);
  });

  test('a browser that prefers Arabic is offered the Arabic page, not redirected', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar-EG' });
    const page = await context.newPage();
    await watchPage(page);
    await open(page, pageUrl('aboutUs', 'en'));
    await expect(page).toHaveURL(pageUrl('aboutUs', 'en'));
    const offer = page.getByRole('complementary', {
      name: text('en', 'common', 'languageOffer.text'),
    });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link')).toHaveAttribute('href', pageUrl('aboutUs', 'ar'));
    await offer.getByRole('button').click();
    await expect(offer).toBeHidden();
    await context.close();
  });
});

test.describe('served like production', () => {
  test('error pages hydrate as themselves, in the path language, and their menu works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const problems = await watchPage(page);
    for (const [url, lng, key] of [
      ['/%5cx', 'en', 'errorPages.badRequest'],
      ['/ar/%5cx', 'ar', 'errorPages.badRequest'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(400);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.locator('h1')).toHaveText(text(lng, 'common', `${key}.heading`));
      const toggle = page.getByRole('button', {
        name: text(lng, 'common', 'nav.menu'),
        exact: true,
      });
      await toggle.click();
      await expect(page.locator('#main-menu')).toBeVisible();
    }
    expect(problems.filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
  });

  test('unknown paths answer 404 with the page in the path language', async ({ page }) => {
    for (const [url, lng] of [
      ['/no-such-page', 'en'],
      ['/ar/no-such-page', 'ar'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.locator('h1')).toHaveText(text(lng, 'common', 'notFound.heading'));
      await expect(
        page.getByRole('link', { name: text(lng, 'common', 'notFound.home') }),
      ).toHaveAttribute('href', pageUrl('home', lng));
    }
  });

  test('paths never escape dist/', async ({ request }) => {
    for (const path of [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/package.json',
      '/a%00b',
      `/${'x'.repeat(3000)}`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      // 414 for an address longer than any page's (2,048 characters).
      expect([400, 404, 414], path.slice(0, 40)).toContain(response.status());
      expect(await response.text(), path.slice(0, 40)).not.toContain('"devDependencies"');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an Arabic course page reads fully, right to left, with the whole menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(pageUrl('tefl', 'ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1')).toHaveText(text('ar', 'courses-teaching', 'tefl.heading'));
    const faq = text('ar', 'courses-teaching', 'tefl.faq.0.question');
    await expect(page.getByText(faq)).toBeVisible();
    await page.getByText(faq).click();
    await expect(page.getByText(text('ar', 'courses-teaching', 'tefl.faq.0.answer'))).toBeVisible();
    // The menu is native HTML: the popover panel and <details> groups work with no script.
    const nav = page.getByRole('navigation', { name: text('ar', 'common', 'nav.label') });
    await nav.getByRole('button', { name: text('ar', 'common', 'nav.menu'), exact: true }).click();
    const programmes = group(nav, text('ar', 'common', 'nav.groups.programmes'));
    await programmes.summary.click();
    await group(nav, text('ar', 'common', 'nav.groups.business')).summary.click();
    await expect(nav.getByRole('link', { name: pageName('ar', 'pmp') })).toBeVisible();
  });

  for (const lng of ['en', 'ar'] as const) {
    test(`the policy and warning toggles, Read more work, and the welcome rests with no control (${lng})`, async ({
      page,
    }) => {
      await page.goto(pageUrl('coursePolicy', lng));
      const panel = page.locator('[data-lang-panel]:visible');
      await expect(panel).toHaveAttribute('lang', 'ar');
      await page.getByRole('radio', { name: 'English' }).check();
      await expect(panel).toHaveAttribute('lang', 'en');
      await expect(panel).toHaveAttribute('dir', 'ltr');
      await page.goto(pageUrl('warning', lng));
      await expect(panel).toHaveAttribute('lang', lng);
      await page.getByRole('radio', { name: lng === 'ar' ? 'English' : 'العربية' }).check();
      await expect(panel).toHaveAttribute('lang', lng === 'ar' ? 'en' : 'ar');
      await page.goto(pageUrl('home', lng));
      const details = page.locator('main details').first();
      await details.locator('summary').click();
      await expect(details).toHaveAttribute('open', '');
      // No script, no motion: the first phrase whole, and no pause control to offer.
      await expect(page.getByTestId('welcome-heading').locator('.pause')).toBeHidden();
    });
  }
});

test.describe('the header on wide screens', () => {
  for (const lng of ['en', 'ar'] as const) {
    test(`fits: the name on one or two lines, at most 130 px, nothing cut (${lng})`, async ({
      page,
    }) => {
      for (const width of [1200, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, pageUrl('home', lng));
        const fit = await page.evaluate(() => {
          const header = document.querySelector('header') as HTMLElement;
          const bar = header.querySelector('.bar') as HTMLElement;
          const name = header.querySelector('.brand-name') as HTMLElement;
          const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
          const boxes = [...header.querySelectorAll('a, button, summary')].map((e) =>
            e.getBoundingClientRect(),
          );
          return {
            height: header.getBoundingClientRect().height,
            lines: Math.round(name.getBoundingClientRect().height / lineHeight),
            overflow: bar.scrollWidth > bar.clientWidth,
            outside: boxes.filter((b) => b.width > 0 && (b.left < 0 || b.right > innerWidth))
              .length,
          };
        });
        expect(fit.height, `${width}px`).toBeLessThanOrEqual(130);
        expect(fit.lines, `${width}px`).toBeGreaterThanOrEqual(1);
        expect(fit.lines, `${width}px`).toBeLessThanOrEqual(2);
        expect(fit.overflow, `${width}px`).toBe(false);
        expect(fit.outside, `${width}px`).toBe(0);
      }
    });
  }
});
