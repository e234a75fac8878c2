import { expect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageFile } from '../../src/build/http-rules';
import { isShortRun } from '../../src/components/ui/bidi-text';
import { phones } from '../../src/config/site';
import { localizedUrl } from '../../src/i18n/languages';
import { getRoute, routes } from '../../src/routes/manifest';
import { open, watchPage } from './support';

const dist = join(import.meta.dirname, '..', '..', 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * In the built Arabic pages, a Latin phrase is one isolated unit: two <bdi> runs separated only by
 * Latin punctuation and spaces mean a title was split at its commas or dashes (it then reads in the
 * wrong order right to left).
 */
test('no Latin title is split into pieces on any Arabic page', () => {
  const files = htmlFiles(join(dist, 'ar'));
  expect(files.length).toBeGreaterThan(10);
  const splits: string[] = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(
      /<bdi[^>]*>([^<]*)<\/bdi>([\s.,;:&+\-–—/'’()]+)<bdi[^>]*>([^<]*)<\/bdi>/g,
    )) {
      splits.push(`${file.slice(dist.length)}: «${match[1]}${match[2]}${match[3]}»`);
    }
  }
  expect(splits).toEqual([]);
});

test('a Latin mark with inner punctuation stays whole on /ar', () => {
  // The marks the home page's Arabic copy holds with punctuation inside ("ISO/IEC 27001"), taken
  // from the copy so that an edit of it does not break the test.
  const copy = readFileSync(
    join(import.meta.dirname, '..', '..', 'locales', 'ar', 'home.json'),
    'utf8',
  );
  const marks = [...new Set(copy.match(/[A-Za-z]+[/:.][A-Za-z0-9]+(?: [0-9][0-9:.-]*)?/g) ?? [])];
  expect(marks, 'no Latin mark with inner punctuation left in ar/home.json to check').not.toEqual(
    [],
  );
  const html = readFileSync(join(dist, pageFile('/ar')), 'utf8');
  for (const mark of marks) {
    // One run, in English, on one line (a no-break space before the digits; a short one whole).
    const whole = isShortRun(mark) ? ' class="whole"' : '';
    expect(html).toContain(
      `<bdi dir="ltr" lang="en"${whole}>${mark.replace(/ (?=[0-9])/g, '\u00A0')}</bdi>`,
    );
  }
});

/** Every number the academy prints, as `src/config/site.ts` groups it. */
const allPhones = Object.values(phones).flatMap((office) => Object.values(office).flat());

test('no phone number can break across lines on any page, in either language', () => {
  const files = htmlFiles(dist);
  const spaced = allPhones.filter((phone) => phone.display.includes(' '));
  expect(spaced.length).toBeGreaterThan(0);
  const breakable: string[] = [];
  for (const file of files) {
    // Text only: an island's props (JSON in a script) are data, not what is shown.
    const html = readFileSync(file, 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');
    for (const phone of spaced) {
      // In text (between tags), the groups are joined by a no-break space, never a plain one.
      if (new RegExp(`>[^<]*${phone.display}`).test(html)) {
        breakable.push(`${file.slice(dist.length)}: ${phone.display}`);
      }
    }
  }
  expect(breakable).toEqual([]);
});

const callNumber = phones.headOffice.landlines[0];
const coursePage = routes.find((route) => route.template === 'course');
if (!coursePage) throw new Error('No course page in the manifest');

/**
 * The left edges on screen of the number's groups ("02", "38371018") inside `link`, measured with a
 * Range over the rendered text: what the reader sees, whatever the markup.
 */
async function groupLefts(link: Locator, groups: string[]): Promise<number[]> {
  return link.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    return wanted.map((group) => {
      const node = nodes.find((candidate) => candidate.data.includes(group));
      if (!node) throw new Error(`No "${group}" in ${element.textContent ?? ''}`);
      const range = document.createRange();
      const start = node.data.indexOf(group);
      range.setStart(node, start);
      range.setEnd(node, start + group.length);
      return range.getBoundingClientRect().left;
    });
  }, groups);
}

/** A phone number reads left to right in both languages: each group left of the next. */
async function expectNumberInOrder(link: Locator) {
  await expect(link).toBeVisible({ timeout: 15_000 });
  const groups = callNumber.display.split(' ');
  expect(groups.length).toBeGreaterThan(1);
  const lefts = await groupLefts(link, groups);
  const inOrder = lefts.every((left, index) => index === 0 || (lefts[index - 1] ?? 0) < left);
  expect(inOrder, `"${groups.join('", "')}" start at x = ${lefts.join(', ')}`).toBe(true);
  // …and on one line: the element holding the whole number has one box.
  const boxes = await link.evaluate((element, number) => {
    const holder = [...element.querySelectorAll('*')].find((child) =>
      child.textContent?.replace(/\s/g, ' ').includes(number),
    );
    return holder?.getClientRects().length ?? 0;
  }, callNumber.display);
  expect(boxes, 'the number sits on one line').toBe(1);
}

for (const lng of ['en', 'ar'] as const) {
  test(`the call number reads "${callNumber.display}" in the ask box of a course page (${lng})`, async ({
    page,
  }) => {
    await open(page, localizedUrl(coursePage.path, lng));
    await expectNumberInOrder(
      page.getByTestId('ask-about-course').locator(`a[href="tel:${callNumber.e164}"]`),
    );
  });

  test(`the call number reads "${callNumber.display}" on a course finder card (${lng})`, async ({
    page,
  }) => {
    const problems = await watchPage(page);
    await open(page, `${localizedUrl(getRoute('courseFinder').path, lng)}?who=child&age=6-12`);
    const card = page.getByTestId('finder-results').locator(':scope > li').first();
    await expectNumberInOrder(card.locator(`a[href="tel:${callNumber.e164}"]`));
    expect(problems).toEqual([]);
  });
}

/**
 * Every visible text with a Latin letter in the header, main and footer of an Arabic page, that is
 * not inside an element with lang="en", or not isolated left to right.
 */
async function latinOutsideEnglish(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const root of document.querySelectorAll('header, main, footer')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const data = (node as Text).data;
        if (!parent || !/[A-Za-z]/.test(data)) continue;
        if (parent.closest('script, style, template, noscript, [hidden]')) continue;
        const scope = parent.closest('[lang]');
        const lang = scope?.getAttribute('lang') ?? '';
        // Isolated: in a <bdi> or dir="ltr", or its English element is a box of its own (the
        // language switch, a flex item).
        const isolated =
          parent.closest('bdi, [dir="ltr"]') ||
          (scope && getComputedStyle(scope).display !== 'inline');
        if (!lang.startsWith('en') || !isolated) {
          found.push(`<${parent.localName} lang=${lang}> ${data.trim().slice(0, 60)}`);
        }
      }
    }
    return [...new Set(found)];
  });
}

const arabicPages = [
  { name: 'home', url: localizedUrl(getRoute('home').path, 'ar') },
  { name: 'a course page', url: localizedUrl(coursePage.path, 'ar') },
  {
    name: 'the course finder with results',
    url: `${localizedUrl(getRoute('courseFinder').path, 'ar')}?who=child&age=6-12`,
    ready: (page: Page) => page.getByTestId('finder-results').locator(':scope > li').first(),
  },
  {
    name: 'search results for TOEFL',
    url: `${localizedUrl(getRoute('search').path, 'ar')}?q=TOEFL`,
    ready: (page: Page) => page.getByTestId('search-results').locator(':scope > li').first(),
  },
];

for (const { name, url, ready } of arabicPages) {
  test(`every Latin word on ${name} (ar) is isolated and lang="en"`, async ({ page }) => {
    await open(page, url);
    if (ready) await expect(ready(page)).toBeVisible({ timeout: 15_000 });
    expect(await latinOutsideEnglish(page)).toEqual([]);
  });
}

test('a search highlight never splits a Latin run on /ar/search', async ({ page }) => {
  await open(page, `${localizedUrl(getRoute('search').path, 'ar')}?q=TOEFL`);
  const marks = page.getByTestId('search-results').locator('p mark');
  await expect(marks.first()).toBeVisible({ timeout: 15_000 });
  const loose = await marks.evaluateAll((all) =>
    all
      .filter((mark) => /[A-Za-z]/.test(mark.textContent ?? ''))
      .filter((mark) => !mark.closest('bdi[lang="en"]'))
      .map((mark) => mark.parentElement?.textContent ?? ''),
  );
  expect(loose).toEqual([]);
  // No snippet opens on the tail of a cut sentence.
  const starts = await page
    .getByTestId('search-results')
    .locator('p')
    .evaluateAll((all) => all.map((p) => (p.textContent ?? '').trimStart().charAt(0)));
  expect(starts.filter((char) => /[)\].,;:،؛]/.test(char))).toEqual([]);
});
