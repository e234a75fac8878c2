import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { searchQuery } from '../../src/features/search/search-query';
import { localizePath } from '../../src/i18n/languages';
import { getRoute, type RouteId } from '../../src/routes/manifest';
import {
  accessibilityViolations,
  locale,
  pick,
  text,
  watchPage,
  type Lang,
  pageName,
} from './support';

const searchPath = (lng: Lang) => localizePath(getRoute('search').path, lng);
const pathOf = (id: RouteId, lng: Lang) => localizePath(getRoute(id).path, lng);

/** The status line for `count` results, by the language's plural rules. */
const countMessage = (lng: Lang, count: number, query: string) =>
  (pick(locale(lng, 'search'), `search.count_${new Intl.PluralRules(lng).select(count)}`) as string)
    .replace('{{count}}', String(count))
    .replace('{{query}}', query);

async function search(page: Page, query: string) {
  const input = page.getByRole('searchbox');
  await input.fill(query);
  await input.press('Enter');
  const results = page.getByTestId('search-results').locator(':scope > li h2 a');
  // The index loads on the first search: on a slow host that takes longer than the default 5 s.
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  return results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** What a visitor types, and the page that must come first (or among the first three). */
const cases: { lng: Lang; query: string; first?: RouteId; among?: RouteId[] }[] = [
  { lng: 'en', query: 'IELTS', first: 'toeflIelts' },
  { lng: 'en', query: 'ielts exam', first: 'toeflIelts' },
  { lng: 'en', query: 'refund', among: ['refundPolicy', 'coursePolicy'] },
  { lng: 'ar', query: 'IELTS', first: 'toeflIelts' },
  { lng: 'ar', query: 'ايلتس', first: 'toeflIelts' },
  { lng: 'ar', query: 'دبلومة موارد بشرية', first: 'hrmc' },
  { lng: 'ar', query: 'مونتيسوري', first: 'preschool' },
  // Hamza, alef and the article: «انجليزي» finds pages that write «الإنجليزية».
  { lng: 'ar', query: 'انجليزي', among: ['generalEnglish', 'businessEnglish', 'englishForKids'] },
  // …and with a bare alef and haa for taa marbuta, as typed on many phones.
  {
    lng: 'ar',
    query: 'الانجليزيه',
    among: ['generalEnglish', 'businessEnglish', 'englishForKids'],
  },
  // The colloquial «امتحان» is searched as the site's «اختبار» (glossary: exam).
  { lng: 'ar', query: 'امتحان توفل', first: 'toeflExam' },
];

for (const { lng, query, first, among } of cases) {
  test(`search “${query}” finds ${first ?? among?.join(', ')} on the ${lng} site`, async ({
    page,
  }) => {
    const problems = await watchPage(page);
    await page.goto(searchPath(lng));
    const hrefs = await search(page, query);
    // Every result is a page of the page language.
    for (const href of hrefs) expect(href.startsWith('/ar')).toBe(lng === 'ar');
    if (first) expect(hrefs[0]).toBe(pathOf(first, lng));
    // Found, near the top: several English course and exam pages carry the word as strongly.
    for (const id of among ?? []) expect(hrefs.slice(0, 8)).toContain(pathOf(id, lng));
    expect(problems).toEqual([]);
  });
}

test('«كورس انجليزي» on the Arabic site lists the English courses first, and the link is shareable', async ({
  page,
}) => {
  const problems = await watchPage(page);
  await page.goto(searchPath('ar'));
  const query = 'كورس انجليزي';
  const hrefs = await search(page, query);
  const english = [
    'generalEnglish',
    'conversationEnglish',
    'businessEnglish',
    'englishForKids',
  ].map((id) => pathOf(id as RouteId, 'ar'));
  for (const href of english) expect(hrefs.slice(0, 6)).toContain(href);
  const status = page.getByTestId('search-status');
  await expect(status).toHaveText(countMessage('ar', await countOf(page, 'ar', query), query));
  expect(new URL(page.url()).searchParams.get('q')).toBe(query);
  // The first 20 are shown; "more" adds the next ones, up to the count announced.
  const total = await countOf(page, 'ar', query);
  const shown = page.getByTestId('search-results').locator(':scope > li');
  await expect(shown).toHaveCount(Math.min(20, total));
  await page.getByRole('button', { name: text('ar', 'search', 'search.more') }).click();
  await expect(shown).toHaveCount(Math.min(40, total));
  // Results, marks and the status line are accessible (WCAG 2.2 AA), right to left.
  expect(await accessibilityViolations(page)).toEqual([]);
  // Opened fresh from its address, the page shows the same results.
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue(query);
  await expect(
    page.getByTestId('search-results').locator(':scope > li h2 a').first(),
  ).toHaveAttribute('href', hrefs[0] ?? '');
  expect(problems).toEqual([]);
});

/** How many pages the index itself finds for the site's words for `typed` (the page's synonyms). */
async function countOf(page: Page, lng: Lang, typed: string): Promise<number> {
  const synonyms = (
    JSON.parse(readFileSync('locales/search-synonyms.json', 'utf8')) as Record<
      Lang,
      Record<string, string>
    >
  )[lng];
  const words = searchQuery(typed, synonyms);
  expect(words).not.toBe(typed);
  return page.evaluate(async (query) => {
    const script = '/pagefind/pagefind.js';
    const pagefind = (await import(script)) as {
      search: (q: string) => Promise<{ results: unknown[] }>;
    };
    return (await pagefind.search(query)).results.length;
  }, words);
}

for (const lng of ['en', 'ar'] as const) {
  test(`nothing of search loads until the header's search is opened, then results come (${lng})`, async ({
    page,
  }) => {
    const problems = await watchPage(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) requested.push(request.url());
    });
    await page.goto(pathOf('generalEnglish', lng));
    await page.mouse.wheel(0, 400);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await page
      .getByRole('banner')
      .getByRole('link', { name: text(lng, 'common', 'site.search') })
      .click();
    await expect(page).toHaveURL(searchPath(lng));
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    const hrefs = await search(page, lng === 'ar' ? 'الإنجليزية' : 'English');
    expect(hrefs.length).toBeGreaterThan(0);
    expect(requested.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test(`a query that matches nothing says so and offers the course finder (${lng})`, async ({
    page,
  }) => {
    await page.goto(`${searchPath(lng)}?q=zzqxv`);
    await expect(page.getByTestId('search-status')).toHaveText(
      (pick(locale(lng, 'search'), 'search.none') as string).replace('{{query}}', 'zzqxv'),
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: pageName(lng, 'courseFinder') }),
    ).toBeVisible();
  });
}

test('hostile queries are shown as text, never as markup, and a huge one is cut', async ({
  page,
}) => {
  const problems = await watchPage(page);
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const hostile = '<img src=x onerror=alert(1)>"\'&<mark>x</mark>';
  await page.goto(`${searchPath('en')}?q=${encodeURIComponent(hostile)}`);
  await expect(page.getByTestId('search-status')).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await page.goto(`${searchPath('ar')}?q=${'ب'.repeat(300)}`);
  await expect(page.getByTestId('search-status')).not.toBeEmpty();
  expect(new URL(page.url()).searchParams.get('q')?.length).toBeLessThanOrEqual(100);
  expect(dialogs).toBe(0);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const lng of ['en', 'ar'] as const) {
    test(`the search page says search needs JavaScript and links every course (${lng})`, async ({
      page,
    }) => {
      await page.goto(`${searchPath(lng)}?q=IELTS`);
      // (Playwright's text locators skip <noscript>; CSS reaches its parsed content.)
      await expect(page.locator('main noscript p')).toHaveText(
        text(lng, 'search', 'search.noScript'),
      );
      expect(
        await page
          .locator('main noscript a')
          .evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.textContent])),
      ).toEqual(
        (['courseFinder', 'ourProgrammes'] as const).map((id) => [
          pathOf(id, lng),
          pageName(lng, id),
        ]),
      );
    });
  }
});
