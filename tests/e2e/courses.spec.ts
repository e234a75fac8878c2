import { expect, test } from '@playwright/test';
import { listedOn, routes } from '../../src/routes/manifest';
import { families } from '../../src/content/course-facets';
import { localizePath, localizedUrl, urlPath } from '../../src/i18n/languages';
import { text, watchPage, open, pageName, pageUrl } from './support';

const courses = routes.filter((route) => route.template === 'course');

for (const lng of ['en', 'ar'] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test(`the programmes grid shows every catalogue tile in the spec order (${lng}, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(pageUrl('ourProgrammes', lng));
      const tiles = page.getByTestId('programme-tile');
      // Grouped by family (the families' order), each group in the spec's (manifest's) order.
      const listed = families.flatMap((family) =>
        listedOn('ourProgrammes').filter((route) => route.course?.family === family),
      );
      expect(listed).toHaveLength(listedOn('ourProgrammes').length);
      await expect(tiles).toHaveCount(listed.length);
      const hrefs = await tiles
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(listed.map((route) => localizedUrl(route.path, lng)));
      await expect(tiles.first()).toContainText(pageName(lng, listed[0]?.id ?? 'generalEnglish'));
      const images = tiles.locator('img');
      expect(await images.first().getAttribute('loading')).toBe('eager');
      expect(await images.nth(5).getAttribute('loading')).toBe('eager');
      expect(await images.nth(6).getAttribute('loading')).toBe('lazy');
      await page.setViewportSize({ width: 1280, height: 800 });
      const tops = await tiles.evaluateAll((links) =>
        links.slice(0, 4).map((a) => Math.round(a.getBoundingClientRect().top)),
      );
      expect(tops[0]).toBe(tops[2]);
      expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
      await context.close();
    });
  }

  // Every course page's Apply now link, its FAQ as native disclosures and its Course data are
  // read from the built HTML (tests/content/built-pages.test.ts). The one template's keyboard
  // behaviour is shown here, on the first course page of the manifest.
  test(`a course page's FAQ opens and closes by keyboard (${lng})`, async ({ page }) => {
    const problems = await watchPage(page);
    const route = courses[0];
    if (!route) throw new Error('The manifest has no course page');
    await open(page, localizedUrl(route.path, lng));
    const details = page.locator('main details').first();
    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(details, route.id).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(details).not.toHaveAttribute('open', '');
    await details.locator('summary').focus();
    await page.keyboard.press('Space');
    await expect(details, route.id).toHaveAttribute('open', '');
    expect(problems).toEqual([]);
  });
}

test('Apply Now opens the course form in a new tab', async ({ page, context }) => {
  await watchPage(page);
  await open(page, pageUrl('pmp', 'ar'));
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: new RegExp(text('ar', 'common', 'ui.applyNow')) }).click(),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(pageUrl('courseForm', 'ar'));
  await expect(tab.locator('h1')).toHaveText(text('ar', 'forms', 'courseForm.heading'));
});

test('the TOEFL iBT page links to registration with ETS', async ({ page }) => {
  await watchPage(page);
  await open(page, pageUrl('toeflExam', 'en'));
  await expect(
    page.getByRole('link', { name: text('en', 'courses-exams', 'toeflExam.externalLink.label') }),
  ).toHaveAttribute('href', 'https://v2.ereg.ets.org/ereg/public/jump?_p=TEL');
});

test('every course, exam and certificate page asks about itself on WhatsApp and by phone, with no script', async ({
  request,
}) => {
  const { whatsappNumber, phones } = await import('../../src/config/site');
  const problems: string[] = [];
  for (const route of courses) {
    for (const lng of ['en', 'ar'] as const) {
      const path = localizePath(route.path, lng);
      const html = await (await request.get(path)).text();
      const section = html.match(/data-testid="ask-about-course"[\s\S]*?<\/section>/)?.[0] ?? '';
      const wa = section.match(/href="(https:\/\/wa\.me\/[^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
      const tel = section.match(/href="(tel:[^"]+)"/)?.[1];
      if (!wa || !tel) {
        problems.push(`${path}: no WhatsApp or Call link`);
        continue;
      }
      const url = new URL(wa);
      const message = url.searchParams.get('text') ?? '';
      const heading = text(lng, route.ns, `${route.id}.heading`);
      if (url.pathname !== `/${whatsappNumber}`) problems.push(`${path}: WhatsApp ${url.pathname}`);
      if (!message.includes(heading)) problems.push(`${path}: message does not name the course`);
      if (!message.includes(`https://www.americanacademyeg.com${urlPath(path)}`)) {
        problems.push(`${path}: message does not carry the page address`);
      }
      if (tel !== `tel:${phones.headOffice.landlines[0].e164}`) problems.push(`${path}: ${tel}`);
    }
  }
  expect(problems).toEqual([]);
});
