import { expect, test } from '@playwright/test';
import { routes } from '../../src/routes/manifest';
import { localizedUrl } from '../../src/i18n/languages';
import { accessibilityViolations, pick, locale, watchPage, type Lang } from './support';

const languages: Lang[] = ['en', 'ar'];

for (const lng of languages) {
  for (const route of routes) {
    const url = localizedUrl(route.path, lng);
    test(`${lng} ${route.id} (${url}) is a complete, accessible page`, async ({ page }) => {
      const problems = await watchPage(page);
      const meta = pick(locale(lng, route.ns), `${route.id}.meta`) as {
        title: string;
        description: string;
        keywords: string;
      };
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      await expect(page).toHaveTitle(meta.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        meta.description,
      );
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', meta.keywords);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://www.americanacademyeg.com${url}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
      // The policy and warning toggles hold both languages; CSS shows one, with its one h1.
      await expect(page.locator('h1:visible')).toHaveCount(1);
      // The header's quick links, main menu and language switch, and the footer.
      await expect(page.locator('header nav, footer')).toHaveCount(4);
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}
