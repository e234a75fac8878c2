import { expect, test } from '@playwright/test';
import { locale, pick, text, watchPage, type Lang, open } from './support';

const home = (lng: Lang) => (lng === 'ar' ? '/ar' : '/');

/** The welcome phrase on screen: the one the loop shows (opacity 1). */
const shownPhrase = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('welcome-phrases')
    .locator('.phrase')
    .evaluateAll((spans) =>
      spans.filter((s) => getComputedStyle(s).opacity === '1').map((s) => s.textContent),
    );
const prefix = (lng: Lang) => (lng === 'ar' ? '/ar' : '');

for (const lng of ['en', 'ar'] as const) {
  test.describe(`home (${lng})`, () => {
    test('the three latest-course cards lead to their pages', async ({ page }) => {
      await watchPage(page);
      await open(page, home(lng));
      const cards = page.getByTestId('latest-card');
      await expect(cards).toHaveCount(3);
      const targets = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(targets).toEqual([
        `${prefix(lng)}/cambridge-english-exams/cambridge-teaching-exams`,
        `${prefix(lng)}/bamp/smc`,
        `${prefix(lng)}/kids-programmes/french-for-kids-courses`,
      ]);
      await expect(cards.first()).toContainText(text(lng, 'home', 'home.latest.cards.0.title'));
    });

    test('nothing moves while the heading loops and the sliders run (no layout shift)', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await watchPage(page);
      await open(page, home(lng));
      // Nothing touched: the phrases loop by themselves once the page has loaded.
      const first = await shownPhrase(page);
      expect(first).toHaveLength(1);
      await expect.poll(() => shownPhrase(page), { timeout: 8000 }).not.toEqual(first);
      await page.waitForTimeout(1000);
      const total = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(total).toBeLessThan(0.001);
    });

    test('info boxes expand and collapse', async ({ page }) => {
      await watchPage(page);
      await open(page, home(lng));
      // A native <details>: it works the moment it is painted, with no script at all.
      const full = text(lng, 'home', 'home.infoBoxes.0.text');
      const details = page.locator('main details').first();
      const summary = details.locator('summary');
      await expect(page.getByText(full, { exact: true })).toBeHidden();
      await expect(summary.locator('span:visible')).toHaveText(text(lng, 'common', 'ui.readMore'));
      await summary.click();
      await expect(details).toHaveAttribute('open', '');
      await expect(page.getByText(full, { exact: true })).toBeVisible();
      await expect(summary.locator('span:visible')).toHaveText(text(lng, 'common', 'ui.showLess'));
      await summary.press('Enter');
      await expect(details).not.toHaveAttribute('open', '');
      await expect(page.getByText(full, { exact: true })).toBeHidden();
    });

    test('the partner sliders move, and pause on hover and with their checkbox', async ({
      page,
    }) => {
      await watchPage(page);
      await open(page, home(lng));
      const sliders = page.getByTestId('partner-slider');
      await expect(sliders).toHaveCount(2);
      const schools = pick(locale(lng, 'home'), 'home.partners.schools') as string[];
      // Each partner once for assistive technology (a hidden copy makes the loop seamless).
      await expect(sliders.first().locator('li:not([aria-hidden])')).toHaveCount(schools.length);
      const track = sliders.first().locator('.track');
      const state = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
      const duration = () => track.evaluate((el) => getComputedStyle(el).animationDuration);
      expect(await duration()).toBe('50s');
      expect(
        await sliders
          .nth(1)
          .locator('.track')
          .evaluate((el) => getComputedStyle(el).animationDuration),
      ).toBe('20s');
      // The loop runs once the page has loaded and the row is on screen.
      await sliders.first().scrollIntoViewIfNeeded();
      await expect(sliders.first()).toHaveAttribute('data-motion', 'on');
      expect(await state()).toBe('running');
      // The partner sites lead somewhere: each visible wordmark is a link to a page of the site.
      const sites = sliders.nth(1).locator('li:not([aria-hidden]) a');
      await expect(sites).toHaveCount(
        (pick(locale(lng, 'home'), 'home.partners.sites') as string[]).length,
      );
      for (const href of await sites.evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      )) {
        expect(href?.startsWith(lng === 'ar' ? '/ar/' : '/')).toBe(true);
      }
      await sliders.first().locator('.viewport').hover();
      expect(await state()).toBe('paused');
      await page.mouse.move(0, 0);
      expect(await state()).toBe('running');
      const pause = sliders
        .first()
        .getByRole('checkbox', { name: new RegExp(text(lng, 'common', 'ui.pause')) });
      await pause.check();
      expect(await state()).toBe('paused');
      await pause.uncheck();
      expect(await state()).toBe('running');
      const slideWidth = await track
        .locator('li')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width);
      expect(slideWidth).toBe(300);
    });

    test('the map waits for the visitor and the tracking script waits for idle time', async ({
      page,
    }) => {
      const html = await (await page.request.get(home(lng))).text();
      expect(html).not.toContain('<iframe');
      expect(html).not.toContain('hs-scripts.com');
      await watchPage(page);
      await open(page, home(lng));
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.locator('script[src*="hs-scripts.com"]')).toHaveCount(1, {
        timeout: 10_000,
      });
      await page.getByRole('button', { name: text(lng, 'home', 'home.map.button') }).click();
      await expect(page.locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
      await expect(page.locator('iframe')).toHaveAttribute(
        'title',
        text(lng, 'home', 'home.map.iframeTitle'),
      );
    });

    test('the page stays whole with every third party blocked', async ({ page }) => {
      const problems = await watchPage(page, { block: true });
      await open(page, home(lng));
      await page.waitForTimeout(2500);
      await page.getByRole('button', { name: text(lng, 'home', 'home.map.button') }).click();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByTestId('latest-card')).toHaveCount(3);
      expect(
        problems.filter((p) => !/ERR_BLOCKED_BY_CLIENT|Failed to load resource/.test(p)),
      ).toEqual([]);
    });

    test('under reduced motion the heading and sliders rest', async ({ browser }) => {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      await watchPage(page);
      await open(page, home(lng));
      const first = text(lng, 'home', 'home.typewriter.phrases.0');
      await page.waitForTimeout(3000);
      expect(await shownPhrase(page)).toEqual([first]);
      await expect(page.getByTestId('welcome-heading').locator('.pause')).toBeHidden();
      const animation = await page
        .getByTestId('partner-slider')
        .first()
        .locator('.track')
        .evaluate((el) => getComputedStyle(el).animationName);
      expect(animation).toBe('none');
      // At rest there is nothing to pause, and the loop's hidden copy is gone.
      for (const slider of await page.getByTestId('partner-slider').all()) {
        await expect(slider.locator('.pause')).toBeHidden();
        await expect(slider.locator('li[aria-hidden="true"]').first()).toBeHidden();
      }
      await context.close();
    });

    test('the welcome loops without React, pauses on a whole phrase, and screen readers get one heading', async ({
      page,
    }) => {
      await watchPage(page);
      await open(page, home(lng));
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
        text(lng, 'home', 'home.heading'),
      );
      const phrases = pick(locale(lng, 'home'), 'home.typewriter.phrases') as string[];
      const welcome = page.getByTestId('welcome-heading');
      await expect(welcome).toHaveAttribute('data-motion', 'on');
      // Only opacity moves: the compositor's work, not the main thread's.
      const animated = await welcome
        .locator('.phrase')
        .first()
        .evaluate((el) =>
          el
            .getAnimations()
            .map((a) => Object.keys((a.effect as KeyframeEffect).getKeyframes()[0] ?? {})),
        );
      expect(
        animated
          .flat()
          .filter(
            (k) => !['offset', 'easing', 'composite', 'computedOffset', 'opacity'].includes(k),
          ),
      ).toEqual([]);
      await expect.poll(() => shownPhrase(page), { timeout: 8000 }).not.toEqual([phrases[0]]);
      await welcome.getByRole('checkbox', { name: text(lng, 'common', 'ui.pause') }).check();
      const shown = await shownPhrase(page);
      expect(shown).toHaveLength(1);
      expect(phrases).toContain(shown[0]);
      await page.waitForTimeout(3000);
      expect(await shownPhrase(page)).toEqual(shown);
      // Out of sight, the loop stops.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(welcome).toHaveAttribute('data-motion', 'off');
      await expect(page.locator('[data-hydrated]')).toHaveCount(0);
    });
  });
}

test.describe('company pages', () => {
  for (const lng of ['en', 'ar'] as const) {
    test(`every testimonial in an expandable box, and the customers named (${lng})`, async ({
      page,
    }) => {
      await watchPage(page);
      await open(page, `${prefix(lng)}/what-do-people-say`);
      const testimonials = pick(locale(lng, 'company'), 'whatDoPeopleSay.testimonials') as {
        name: string;
      }[];
      expect(testimonials.length).toBeGreaterThan(0);
      for (const item of testimonials) {
        await expect(page.getByRole('heading', { name: item.name })).toBeVisible();
      }
      await page.locator('main summary').first().click();
      await expect(page.locator('main details[open]')).toHaveCount(1);
      await expect(page.locator('main details[open] summary span:visible')).toHaveText(
        text(lng, 'common', 'ui.showLess'),
      );
      await open(page, `${prefix(lng)}/our-customers`);
      const firms = pick(locale(lng, 'company'), 'ourCustomers.clientGroups.0.names') as string[];
      await expect(page.getByText(firms[0] ?? '', { exact: true }).first()).toBeVisible();
      await open(page, `${prefix(lng)}/about-us`);
      await expect(page.locator('main h2')).toHaveCount(6);
    });
  }
});
