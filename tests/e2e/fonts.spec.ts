import { expect, test, type Page } from '@playwright/test';
import { localizedUrl } from '../../src/i18n/languages';
import { routes } from '../../src/routes/manifest';
import type { Lang } from './support';

/**
 * The brand's type on a first visit (decision 0007): the faces that headings, buttons and body use
 * are IBM Plex once the fonts have loaded (read from what the browser actually painted with), and
 * loading them shifts nothing. A second case holds the font files back until the page has painted
 * (a slow phone): Plex still swaps in, and the metric-matched fallback keeps the swap's shift small.
 * Reduced motion stops the home hero's rotating phrase, which would shift the page by itself.
 */

const home = routes.find((route) => route.path === '/');
const course = routes.find((route) => route.template === 'course');
if (!home || !course) throw new Error('the manifest has no home or course page');

test.use({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });

type Probe = 'h1' | 'button' | 'body' | 'latinInArabic';

/** Marks the elements to read: the h1, the first button-styled call to action, a body paragraph, and on an Arabic page a Latin run (<bdi>) inside an Arabic paragraph. */
async function markProbes(page: Page): Promise<Probe[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => el.getBoundingClientRect().height > 0;
    const found: Record<string, Element | undefined> = {
      h1: document.querySelector('main h1') ?? undefined,
      button: [...document.querySelectorAll('main a, main button')].find(
        (el) =>
          visible(el) &&
          getComputedStyle(el).display.endsWith('flex') &&
          Number(getComputedStyle(el).fontWeight) >= 600,
      ),
      body: [...document.querySelectorAll('main p')].find(
        (el) => visible(el) && /\p{L}{3}/u.test(el.textContent ?? ''),
      ),
    };
    if (document.documentElement.lang === 'ar') {
      found.latinInArabic = [...document.querySelectorAll('main p bdi')].find(
        (el) => visible(el) && /[A-Za-z0-9]/.test(el.textContent ?? ''),
      );
    }
    return Object.entries(found).flatMap(([name, el]) => {
      if (!el) return [];
      el.setAttribute('data-font-probe', name);
      return [name as Probe];
    });
  });
}

/** The fonts that painted each probe's text, as the browser reports them (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, probes: Probe[]) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const painted: Record<string, string[]> = {};
  for (const probe of probes) {
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-font-probe="${probe}"]`,
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    painted[probe] = fonts.map((font) => `${font.postScriptName} (${font.glyphCount})`);
  }
  await cdp.detach();
  return painted;
}

/** Adds up the layout shifts from the moment `window.countShifts` is set (the page load, or a given moment). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number; shiftsFrom: number };
    w.layoutShift = 0;
    w.shiftsFrom = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput && entry.startTime >= w.shiftsFrom) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/** Waits until every font the page has asked for is loaded and the result painted. */
async function fontsPainted(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: the fonts are laid out and painted, and their layout shifts (if any) reported.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Which probes painted in something other than the IBM Plex face they should. */
async function notPlex(page: Page, lng: Lang, probes: Probe[]) {
  const painted = await renderedFonts(page, probes);
  const semibold = /^IBMPlexSans(Arabic)?-SemiBold$/;
  const regular = /^IBMPlexSans(Arabic)?-Regular$/;
  const expected: Record<Probe, RegExp> = {
    h1: semibold,
    button: semibold,
    body: regular,
    latinInArabic: /^IBMPlexSans-Regular$/,
  };
  const wrong = Object.fromEntries(
    probes.map((probe) => [
      probe,
      (painted[probe] ?? []).filter((font) => !expected[probe].test(font.replace(/ \(\d+\)$/, ''))),
    ]),
  );
  // The page's own script's face leads its main text.
  const lead = (painted.body?.[0] ?? '').startsWith(
    lng === 'ar' ? 'IBMPlexSansArabic-' : 'IBMPlexSans-',
  );
  return { wrong, lead, painted: JSON.stringify(painted) };
}

/**
 * What a late swap may shift. Metric matching is by average width over the site's text (and, for
 * the figures, over the figures), so a line that ends within a few pixels of its box can still
 * wrap differently: a sentence takes one more line below the first screen (0.002); Latin runs
 * inside Arabic sentences move by a pixel or two. What this catches is a line of the first screen
 * that rewraps and pushes everything under it: the Arabic welcome's longest phrase filled 351 of
 * 343 px in the fallback and 325 in Plex, so the heading lost a line on the swap (0.038), and a
 * phone number in Plex's wider figures wrapped the call buttons (0.018). See docs/benchmarks.md "Fonts".
 */
const swapShiftBound = 0.01;

const allRight = (probes: Probe[]) => Object.fromEntries(probes.map((probe) => [probe, []]));

for (const lng of ['en', 'ar'] as const satisfies Lang[]) {
  const wanted: Probe[] = [
    'h1',
    'button',
    'body',
    ...(lng === 'ar' ? (['latinInArabic'] as const) : []),
  ];
  for (const route of [home, course]) {
    const url = localizedUrl(route.path, lng);

    test(`${url}: a first visit paints headings, buttons and body in IBM Plex, and loading the fonts barely shifts the page`, async ({
      page,
    }) => {
      await watchShifts(page);
      await page.goto(url);
      await fontsPainted(page);
      const probes = await markProbes(page);
      expect(probes).toEqual(expect.arrayContaining(wanted));
      const { wrong, lead, painted } = await notPlex(page, lng, probes);
      expect(wrong, painted).toEqual(allRight(probes));
      expect(lead, painted).toBe(true);
      // Zero when the preloaded faces are there at the first paint; when they come later (a loaded
      // machine) the swap's small shift shows here, bounded as in the slow-font case below.
      const shift = await layoutShift(page);
      test.info().annotations.push({ type: 'layout shift', description: shift.toFixed(4) });
      expect(shift).toBeLessThan(swapShiftBound);
    });
  }

  for (const route of [home, course]) {
    const url = localizedUrl(route.path, lng);
    test(`${url}: fonts that arrive after the first paint still swap in, and the swap barely moves the page`, async ({
      page,
    }) => {
      await watchShifts(page);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/*.woff2', async (font) => {
        await held;
        await font.continue();
      });
      await page.goto(url, { waitUntil: 'commit' });
      // The page paints before any font file arrives: in the metric-matched fallback.
      await page.waitForFunction(() =>
        performance.getEntriesByName('first-contentful-paint').some(Boolean),
      );
      // Only the swap's shifts count from here (not the page's own start-up).
      await page.evaluate(() => {
        (window as unknown as { shiftsFrom: number }).shiftsFrom = performance.now();
        (window as unknown as { layoutShift: number }).layoutShift = 0;
      });
      const probes = await markProbes(page);
      expect(probes).toEqual(expect.arrayContaining(wanted));
      release();
      await fontsPainted(page);
      const { wrong, painted } = await notPlex(page, lng, probes);
      expect(wrong, painted).toEqual(allRight(probes));
      const shift = await layoutShift(page);
      test.info().annotations.push({ type: 'swap layout shift', description: shift.toFixed(4) });
      expect(shift).toBeLessThan(swapShiftBound);
    });
  }
}
