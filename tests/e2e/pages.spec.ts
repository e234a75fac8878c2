import { expect, test } from '@playwright/test';
import { routes } from '../../src/routes/manifest';
import { localizedUrl } from '../../src/i18n/languages';
import { accessibilityViolations, watchPage, type Lang } from './support';

const languages: Lang[] = ['en', 'ar'];

for (const lng of languages) {
  for (const route of routes) {
    const url = localizedUrl(route.path, lng);
    test(`${lng} ${route.id} (${url}) is a complete, accessible page`, async ({ page }) => {
      const problems = await watchPage(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      // Its language, head, header and footer are read from the built HTML, for every page
      // (tests/content/built-pages.test.ts); here, what only a browser shows.
      // The policy and warning toggles hold both languages; CSS shows one, with its one h1.
      await expect(page.locator('h1:visible')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}
