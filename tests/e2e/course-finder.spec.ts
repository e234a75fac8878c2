import { expect, test } from '@playwright/test';
import { findCourses, finderCourses } from '../../src/features/courses/finder';
import { localizePath } from '../../src/i18n/languages';
import { getRoute } from '../../src/routes/manifest';
import { locale, pick, text, watchPage, type Lang, pageName, pageUrl } from './support';

const plural = (lng: Lang, count: number) =>
  (
    pick(
      locale(lng, 'course-finder'),
      `courseFinder.count_${new Intl.PluralRules(lng).select(count)}`,
    ) as string
  ).replace('{{count}}', String(count));

for (const lng of ['en', 'ar'] as const) {
  test(`from the home page to the courses for a nine-year-old in three taps, shareable (${lng})`, async ({
    page,
  }) => {
    const problems = await watchPage(page);
    await page.goto(pageUrl('home', lng));
    await page
      .getByRole('main')
      .getByRole('link', { name: pageName(lng, 'courseFinder') })
      .click();
    await expect(page).toHaveURL(localizePath('/course-finder', lng));
    await page
      .getByRole('radio', { name: text(lng, 'course-finder', 'courseFinder.form.audiences.child') })
      .check();
    await page
      .getByRole('radio', { name: text(lng, 'course-finder', 'courseFinder.form.ages.6-12') })
      .check();
    const expected = findCourses({ audience: 'child', age: '6-12' });
    await expect(page.getByTestId('finder-count')).toHaveText(plural(lng, expected.length));
    const results = page.getByTestId('finder-results').locator(':scope > li h3 a');
    await expect(results).toHaveCount(expected.length);
    expect(await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      expected.map((id) => localizePath(getRoute(id).path, lng)),
    );
    await expect(page).toHaveURL(/\?who=child&age=6-12$/);
    // Every result offers to ask about that course on WhatsApp, naming it, and a Call link.
    const first = page.getByTestId('finder-results').locator(':scope > li').first();
    const wa = new URL(
      (await first
        .getByRole('link', { name: text(lng, 'common', 'ask.whatsapp') })
        .getAttribute('href')) ?? '',
    );
    expect(wa.searchParams.get('text')).toContain(pageName(lng, expected[0] ?? ''));
    await expect(first.locator('a[href^="tel:"]')).toHaveCount(1);
    // The link is the result: opened fresh, it shows the same courses.
    await page.reload();
    await expect(results).toHaveCount(expected.length);
    expect(problems).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const lng of ['en', 'ar'] as const) {
    test(`the course finder lists every course, grouped by who it is for (${lng})`, async ({
      page,
    }) => {
      await page.goto(localizePath('/course-finder', lng));
      await expect(page.locator('.finder-form')).toBeHidden();
      const links = page.locator('section[aria-labelledby="finder-all"] a');
      const unique = new Set(
        await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
      );
      expect(unique.size).toBe(finderCourses().length);
      await expect(
        page.getByRole('heading', {
          name: text(lng, 'course-finder', 'courseFinder.form.audiences.child'),
        }),
      ).toBeVisible();
    });
  }
});
