import { expect, test, type Page } from '@playwright/test';
import { routes, type RouteEntry } from '../../src/routes/manifest';
import { localizedUrl } from '../../src/i18n/languages';
import { accessibilityViolations, hydrated, watchPage, type Lang } from './support';

const languages: Lang[] = ['en', 'ar'];

/** The manifest's pages by template, in manifest order: a new page joins its template's test. */
const templates = [...new Set(routes.map((r) => r.template))].map((template) => ({
  template,
  pages: routes.filter((r) => r.template === template),
}));

/** A phone's first screen, and the narrowest width a page must fit. */
const phone = { width: 412, height: 823 };
const narrowest = { width: 320, height: 823 };

/** Images in the first screen that wait to load (`loading="lazy"`): the largest paint waits too. */
async function lazyInFirstScreen(page: Page): Promise<string[]> {
  const { width } = page.viewportSize() ?? phone;
  const lazy = await page.evaluate(() =>
    [...document.querySelectorAll('img[loading="lazy"]')]
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
      .map((img) => img.getAttribute('src')),
  );
  return lazy.map((src) => `lazy image in the first screen at ${width}px: ${src}`);
}

/**
 * What only a browser shows of one page: the server's 200, one visible `h1` (the policy and
 * warning toggles hold both languages; CSS shows one), no lazy image in a phone's first screen,
 * nothing wider than 320 px, no React before an island needs it (the page's one script and its
 * static imports only, no island awake), and a quiet console. Each problem is named with the
 * page's address.
 */
async function visit(page: Page, url: string, problems: string[]): Promise<string[]> {
  const found: string[] = [];
  const seen = problems.length;
  const scripts: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.setViewportSize(phone);
  const response = await page.goto(url);
  if (response?.status() !== 200) found.push(`answered ${response?.status()}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  found.push(...(await lazyInFirstScreen(page)));
  await page.setViewportSize(narrowest);
  const shown = await page.evaluate(() => ({
    h1: [...document.querySelectorAll('h1')].filter((h) =>
      h.checkVisibility({ visibilityProperty: true }),
    ).length,
    width: document.documentElement.scrollWidth,
    awake: document.querySelectorAll('[data-island][data-hydrated]').length,
  }));
  if (shown.h1 !== 1) found.push(`${shown.h1} visible h1`);
  if (shown.width > 320) found.push(`${shown.width}px wide at 320px`);
  if (shown.awake > 0) found.push(`${shown.awake} island(s) awake before use`);
  const react = scripts.filter((path) =>
    /hydrate-island|react-dom|i18next\.|jsx-runtime/.test(path),
  );
  if (react.length > 0) found.push(`loads ${react.join(', ')}`);
  found.push(...problems.slice(seen));
  return found.map((problem) => `${url}: ${problem}`);
}

for (const lng of languages) {
  for (const { template, pages } of templates) {
    const [first] = pages as [RouteEntry, ...RouteEntry[]];
    test(`${lng} every ${template} page (${pages.length}) is complete, quiet, fits 320px, paints its first screen at once; ${first.id} passes axe`, async ({
      page,
    }) => {
      // A ceiling that grows with the template's pages, not a wait.
      test.setTimeout(60_000 + pages.length * 15_000);
      const problems = await watchPage(page);
      // Axe runs every rule on the template's first page as the browser lays it out after the
      // islands wake. The rules that read only the document run on every page, from the built
      // HTML (tests/content/axe-every-page.ts); the ones that need a layout (contrast, target
      // size) depend on the template's styles, which every page of a template shares.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(localizedUrl(first.path, lng));
      await hydrated(page);
      expect(await lazyInFirstScreen(page)).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      // Then every page of the template, on phones.
      const found: string[] = [];
      for (const route of pages)
        found.push(...(await visit(page, localizedUrl(route.path, lng), problems)));
      expect(found).toEqual([]);
    });
  }
}
