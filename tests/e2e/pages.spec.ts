import { expect, test } from '@playwright/test';
import { routes } from '../../src/routes/manifest';
import { localizedUrl } from '../../src/i18n/languages';
import { accessibilityViolations, hydrated, watchPage, type Lang } from './support';

const languages: Lang[] = ['en', 'ar'];

/**
 * The first page of each template: axe runs here, every rule, on the page as the browser lays it
 * out after the islands wake. The rules that read only the document run on every page, from the
 * built HTML (tests/content/axe-every-page.ts); the ones that need a layout (contrast, target
 * size) depend on the template's styles, which every page of a template shares.
 */
const axePages = new Set(
  [...new Set(routes.map((r) => r.template))].map(
    (template) => routes.find((r) => r.template === template)?.id,
  ),
);

for (const lng of languages) {
  for (const route of routes) {
    const url = localizedUrl(route.path, lng);
    const axe = axePages.has(route.id);
    const name = axe
      ? 'is a complete, accessible page'
      : 'is a complete page, quiet in the console';
    test(`${lng} ${route.id} (${url}) ${name}`, async ({ page }) => {
      const problems = await watchPage(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      // Its language, head, header and footer are read from the built HTML, for every page
      // (tests/content/built-pages.test.ts); here, what only a browser shows.
      // The policy and warning toggles hold both languages; CSS shows one, with its one h1.
      await expect(page.locator('h1:visible')).toHaveCount(1);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // No page loads React before an island needs it: the page's one script and its static
      // imports only, and no island awake.
      expect(
        scripts.filter((path) => /hydrate-island|react-dom|i18next\.|jsx-runtime/.test(path)),
      ).toEqual([]);
      expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
      if (axe) expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}
