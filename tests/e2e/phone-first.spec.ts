import { expect, test, type Page } from '@playwright/test';
import { listedOn, routes } from '../../src/routes/manifest';
import { localizedUrl } from '../../src/i18n/languages';
import { locale, open, pick, text, type Lang } from './support';
import { contactFields, optionalContactFields } from '../../src/features/contact/validate-contact';

// Issue 30, "act in five seconds on a phone": at 375 × 740 a course page shows its name, how long
// it takes or who it is for, and Apply now / WhatsApp / call in the first screen; the contact page
// leads with call and WhatsApp; the programmes page is quick to scan; cards keep the dark ring.

const phone = { width: 375, height: 740 };
const courses = routes.filter((route) => route.template === 'course');
/** The programmes page at 375 px was 11,400 px tall before it was grouped into compact rows. */
const programmesHeightBound = 7000;

/** The bottom edge of `selector`'s first match, from the top of the page (null if none). */
async function bottom(page: Page, selector: string): Promise<number | null> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    return element ? element.getBoundingClientRect().bottom + window.scrollY : null;
  }, selector);
}

for (const lng of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test(`every course page shows its name, a duration or audience fact and Apply now, WhatsApp and call in the first screen at 375 px; Key facts precede the FAQ (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(phone);
    const labels = pick(locale(lng, 'common'), 'ui.glanceLabels') as string[];
    const applyNow = text(lng, 'common', 'ui.applyNow');
    for (const route of courses) {
      await page.goto(localizedUrl(route.path, lng));
      const found = await page.evaluate(
        ({ labels, applyNow, id }) => {
          const bottomOf = (element: Element | null | undefined) =>
            element ? element.getBoundingClientRect().bottom + window.scrollY : null;
          const main = document.querySelector('main') ?? document.body;
          const terms = [...main.querySelectorAll('[data-testid="course-glance"] dt')];
          // The first-screen box's duration or audience fact, or its first fact where the page has
          // none short enough to show whole (src/components/ui/glance-facts.ts).
          const fact =
            terms.find((dt) => labels.includes(dt.textContent?.trim() ?? '')) ?? terms[0];
          const links = [...main.querySelectorAll('a')];
          const apply = links.find((a) => a.textContent?.includes(applyNow));
          const facts = document.getElementById(`${id}-facts`);
          const faq = document.getElementById(`${id}-faq`);
          // Each first-screen fact shown whole, in two lines at most, as Key facts says it.
          const keyFacts = [...main.querySelectorAll('[data-testid="key-facts"] dl > div')].map(
            (row) => row.textContent?.trim(),
          );
          const glanceRows = [...main.querySelectorAll('[data-testid="course-glance"] dl > div')];
          const notWhole = glanceRows
            .filter((row) => {
              const lineHeight = parseFloat(getComputedStyle(row).lineHeight);
              return (
                row.scrollHeight > row.clientHeight + 1 ||
                row.getBoundingClientRect().height > 2.5 * lineHeight ||
                !keyFacts.includes(row.textContent?.trim())
              );
            })
            .map((row) => row.textContent?.trim());
          return {
            notWhole,
            h1: bottomOf(document.querySelector('h1')),
            fact: bottomOf(fact),
            apply: bottomOf(apply),
            whatsapp: bottomOf(main.querySelector('a[href^="https://wa.me/"]')),
            call: bottomOf(main.querySelector('a[href^="tel:"]')),
            factsFirst: Boolean(
              facts && faq && facts.compareDocumentPosition(faq) & Node.DOCUMENT_POSITION_FOLLOWING,
            ),
          };
        },
        { labels, applyNow, id: route.id },
      );
      const { notWhole, ...rest } = found;
      expect(
        notWhole,
        `${route.id}: first-screen facts cut, over two lines or not in Key facts`,
      ).toEqual([]);
      for (const [what, y] of Object.entries(rest)) {
        if (what === 'factsFirst') continue;
        expect(y, `${route.id}: ${what}`).not.toBeNull();
        expect(y, `${route.id}: ${what} in the first screen`).toBeLessThanOrEqual(phone.height);
      }
      expect(found.factsFirst, `${route.id}: Key facts before the FAQ`).toBe(true);
    }
  });

  test(`the contact page leads with tap-to-call and WhatsApp at 375 px (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(localizedUrl('/contact-us', lng));
    for (const selector of ['main a[href^="tel:"]', 'main a[href^="https://wa.me/"]']) {
      await expect(page.locator(selector).first()).toBeVisible();
      expect(await bottom(page, selector), selector).toBeLessThanOrEqual(phone.height);
    }
  });

  test(`an empty contact submit shows the error summary, focused, whose links bring each label into view; inline errors say "Error" (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await open(page, localizedUrl('/contact-us', lng));
    const form = page.getByTestId('contact-form');
    // Pressed at once, before the form's island has woken: no browser bubble, the summary.
    await form.getByRole('button').click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(text(lng, 'contact', 'form.errorSummaryTitle'));
    const links = summary.getByRole('link');
    // One link per required field (the e-mail address is optional).
    await expect(links).toHaveCount(contactFields.length - optionalContactFields.length);
    await expect(links.first()).toHaveText(text(lng, 'contact', 'form.errors.nameRequired'));
    await expect(links.first()).toHaveAttribute('href', '#contact-name');
    const prefix = text(lng, 'common', 'ui.errorPrefix');
    const inline = page.locator('#contact-name-error');
    await expect(inline).toContainText(prefix);
    await expect(inline.getByText(prefix)).toBeVisible();
    // GOV.UK's pattern: the field is focused and its label (not the input) comes to the top.
    await links.last().click();
    await expect(page.locator('#contact-issue')).toBeFocused();
    const labelTop = await page
      .locator('label[for="contact-issue"]')
      .evaluate((label) => label.getBoundingClientRect().top);
    expect(labelTop).toBeGreaterThanOrEqual(-1);
    expect(labelTop).toBeLessThan(phone.height / 2);
  });

  test(`the programmes page is grouped and short on a phone (${lng})`, async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(localizedUrl('/our-programmes', lng));
    await expect(page.getByTestId('programme-tile')).toHaveCount(listedOn('ourProgrammes').length);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(programmesHeightBound);
    await expect(page.locator('main h2')).not.toHaveCount(0);
  });

  test(`a programme card's link is its title alone, and its focus keeps the dark ring (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(localizedUrl('/our-programmes', lng));
    const tile = page.getByTestId('programme-tile').first();
    const link = tile.getByRole('link');
    await expect(link).toHaveAccessibleName(await tile.locator('h2, h3').innerText());
    // Focused from the keyboard (back and forth), so :focus-visible applies.
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const ring = await tile.evaluate((card) => getComputedStyle(card).boxShadow);
    expect(ring).toContain('rgb(27, 31, 41)');
  });
}
