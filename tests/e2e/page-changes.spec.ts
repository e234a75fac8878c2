import { expect, test } from '@playwright/test';
import { watchPage, open, pageUrl } from './support';

for (const lng of ['en', 'ar'] as const) {
  test(`pages carry Speculation Rules the CSP allows, and mark their likely next pages (${lng})`, async ({
    page,
  }) => {
    const problems = await watchPage(page);
    await open(page, pageUrl('home', lng));
    const rules = page.locator('script[type="speculationrules"]');
    await expect(rules).toHaveCount(1);
    const parsed = JSON.parse((await rules.textContent()) ?? '') as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(['prefetch', 'prerender']);
    expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
    const marked = page.locator('a[data-prerender]');
    expect(await marked.count()).toBeGreaterThan(0);
    expect(await marked.count()).toBeLessThanOrEqual(4);
    const programmes = pageUrl('ourProgrammes', lng);
    await expect(page.locator(`a[data-prerender][href="${programmes}"]`).first()).toBeAttached();
    // The browser read the rules when it parsed the page, before the page's script was ready:
    // a CSP refusal of them would already be among the problems.
    expect(problems).toEqual([]);
  });
}

test('page changes cross-fade, and not for visitors who ask for less motion', async ({ page }) => {
  await watchPage(page);
  await open(page, pageUrl('home', 'en'));
  const rule = () =>
    page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .map((rule) => rule.cssText)
        .filter((css) => css.includes('view-transition')),
    );
  const found = await rule();
  expect(found.join(' ')).toMatch(/@view-transition\s*\{\s*navigation: auto;/);
  expect(found.join(' ')).toMatch(
    /prefers-reduced-motion: reduce\)\s*\{\s*@view-transition\s*\{\s*navigation: none;/,
  );
});

test('hashed assets are cached for a year, immutably; pages are revalidated', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset).toBeDefined();
  const response = await request.get(asset ?? '');
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['cache-control']).toContain('max-age=31536000');
  expect((await request.get('/')).headers()['cache-control']).not.toContain('immutable');
});
