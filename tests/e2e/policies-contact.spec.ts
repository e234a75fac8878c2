import { expect, test } from '@playwright/test';
import { localizedUrl } from '../../src/i18n/languages';
import { routes } from '../../src/routes/manifest';
import {
  locale,
  pick,
  text,
  watchPage,
  type Lang,
  open,
  hydrated,
  islandHydrated,
  pageName,
} from './support';
import { contactFields, optionalContactFields } from '../../src/features/contact/validate-contact';

const prefix = (lng: Lang) => (lng === 'ar' ? '/ar' : '');

/** Every policy with an in-page language toggle (template `scoped-policy`), from the manifest. */
const toggledPolicies = routes.filter((route) => route.template === 'scoped-policy');

for (const lng of ['en', 'ar'] as const) {
  for (const { id, path, ns } of toggledPolicies) {
    test(`${id} opens in Arabic and switches language in place (${lng} site)`, async ({ page }) => {
      const problems = await watchPage(page);
      await open(page, localizedUrl(path, lng));
      // Both languages are in the page; CSS shows the one whose radio input is checked.
      const scope = page.locator('[data-lang-panel]:visible');
      await expect(scope).toHaveCount(1);
      await expect(scope).toHaveAttribute('lang', 'ar');
      await expect(scope).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('[data-lang-header]:visible h1')).toHaveText(
        text('ar', ns, `${id}.heading`),
      );
      const arabic = page.getByRole('radio', { name: 'العربية' });
      const english = page.getByRole('radio', { name: 'English' });
      await expect(arabic).toBeChecked();
      await expect(english).not.toBeChecked();
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const headerBox = await page.locator('header').boundingBox();
      await english.click();
      await expect(scope).toHaveAttribute('lang', 'en');
      await expect(scope).toHaveAttribute('dir', 'ltr');
      await expect(page.locator('[data-lang-header]:visible h1')).toHaveText(
        text('en', ns, `${id}.heading`),
      );
      await expect(english).toBeChecked();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(await page.locator('header').boundingBox()).toEqual(headerBox);
      // By keyboard too: the arrow keys move between the two languages.
      await english.focus();
      await page.keyboard.press(lng === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(arabic).toBeChecked();
      await expect(scope).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      expect(problems).toEqual([]);
    });
  }

  test(`the warning switch starts in the site language, persists, and survives garbage (${lng})`, async ({
    page,
  }) => {
    const problems = await watchPage(page);
    const url = `${prefix(lng)}/warning`;
    await open(page, url);
    const group = page.getByRole('group', { name: text(lng, 'warning', 'warning.switchLabel') });
    const radio = (code: Lang) =>
      group.getByRole('radio', { name: code === 'ar' ? 'العربية' : 'English' });
    const scope = page.locator('[data-lang-panel]:visible');
    await expect(radio(lng)).toBeChecked();
    await expect(scope).toHaveAttribute('lang', lng);
    const other: Lang = lng === 'ar' ? 'en' : 'ar';
    await radio(other).check();
    await expect(scope).toHaveAttribute('lang', other);
    await expect(page.locator('[data-lang-header]:visible h1')).toHaveText(
      text(other, 'warning', 'warning.heading'),
    );
    await expect(page.getByText(text(lng, 'warning', 'warning.lead'))).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe(other);
    await page.reload();
    await hydrated(page);
    await expect(radio(other)).toBeChecked();
    await expect(scope).toHaveAttribute('lang', other);
    for (const garbage of ['\u0000{broken', 'fr', '"ar"', '']) {
      await page.evaluate((value) => localStorage.setItem('selectedLanguage', value), garbage);
      await page.reload();
      await hydrated(page);
      await expect(scope, garbage).toHaveAttribute('lang', lng);
    }
    await expect(
      scope.getByRole('link', { name: text(lng, 'warning', 'warning.report.link') }),
    ).toHaveAttribute('href', `${prefix(lng)}/contact-us`);
    expect(problems).toEqual([]);
  });

  test(`the contact form checks its fields and hands a composed message to WhatsApp (${lng})`, async ({
    page,
  }) => {
    // Two validations, an island's wake and a composed message: on a loaded 2-core host the whole
    // flow has taken over the default 60 s (a ceiling, not a wait).
    test.setTimeout(120_000);
    const problems = await watchPage(page);
    await page.addInitScript(() => {
      window.open = ((url: string) => {
        (window as unknown as { opened: string[] }).opened = [
          ...((window as unknown as { opened?: string[] }).opened ?? []),
          url,
        ];
        return null;
      }) as typeof window.open;
    });
    await open(page, `${prefix(lng)}/contact`);
    const form = page.getByTestId('contact-form');
    const field = (name: string) =>
      form.getByLabel(text(lng, 'contact', `form.fields.${name}.label`));
    await expect(field('email')).toHaveAttribute('type', 'email');
    await expect(field('contact')).toHaveAttribute('type', 'tel');
    await expect(field('issue')).toHaveAttribute('rows', '4');
    // Every field is required but the e-mail address (the message goes by WhatsApp).
    for (const name of contactFields) {
      const required = expect(field(name));
      if (optionalContactFields.includes(name)) await required.not.toHaveAttribute('required');
      else await required.toHaveAttribute('required', '');
    }
    await field('name').fill('Mona Adel');
    await field('email').fill('mona@');
    // The form's island woke at the first touch; until it has, the browser's own validation of the
    // required fields stands in (and a native submission would go to WhatsApp, never to this site).
    await islandHydrated(page, 'contact-form');
    await expect(field('name')).toHaveValue('Mona Adel');
    await form.getByRole('button').click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(text(lng, 'contact', 'form.errors.emailInvalid'));
    await expect(alert).toContainText(text(lng, 'contact', 'form.errors.subjectRequired'));
    await expect(field('name')).toHaveValue('Mona Adel');
    await field('email').fill('mona@example.com');
    await field('contact').fill('01099991865');
    await field('subject').fill('TEFL');
    await field('issue').fill('When does the next course start?');
    await form.getByRole('button').click();
    await expect(page.getByRole('status')).toContainText(
      text(lng, 'contact', 'form.success.title'),
    );
    const opened = await page.evaluate(
      () => (window as unknown as { opened?: string[] }).opened ?? [],
    );
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/201099991865');
    const message = url.searchParams.get('text') ?? '';
    const template = text(lng, 'contact', 'form.message');
    expect(message).toBe(
      template
        .replace('{{name}}', 'Mona Adel')
        .replace('{{email}}', 'mona@example.com')
        .replace('{{contact}}', '01099991865')
        .replace('{{subject}}', 'TEFL')
        .replace('{{issue}}', 'When does the next course start?'),
    );
    expect(problems).toEqual([]);
  });

  test(`branch phones are tel: links that read left to right (${lng})`, async ({ page }) => {
    await watchPage(page);
    for (const path of ['/head-office', '/maadi-branch']) {
      await open(page, `${prefix(lng)}${path}`);
      const phones = page.locator('main a[href^="tel:+20"]');
      expect(await phones.count()).toBeGreaterThanOrEqual(3);
      await expect(phones.first()).toHaveAttribute('dir', 'ltr');
      const notice = pick(
        locale(lng, 'contact'),
        `${path === '/head-office' ? 'headOffice' : 'maadiBranch'}.notice.title`,
      );
      await expect(page.getByRole('heading', { name: String(notice) })).toBeVisible();
    }
    const direction = await page
      .locator('footer a[href^="tel:"]')
      .first()
      .evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe('ltr');
  });
}

test('what a visitor typed survives the language switch', async ({ page }) => {
  await watchPage(page);
  await open(page, '/contact');
  await page.getByLabel(text('en', 'contact', 'form.fields.name.label')).fill('Karim');
  // Kept by the page's script (a draft in sessionStorage) even if the form's island has not woken.
  await page
    .getByRole('navigation', { name: text('en', 'common', 'language.label') })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL('/ar/contact');
  await expect(page.getByLabel(text('ar', 'contact', 'form.fields.name.label'))).toHaveValue(
    'Karim',
  );
});

test('policy text is at most 900px wide and fits 320px', async ({ page }) => {
  await watchPage(page);
  await open(page, '/refund-policy');
  const width = await page
    .locator('main section')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(900);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('Contact Us links to Contact Info and Complaints & Inquiries in both languages', async ({
  page,
}) => {
  for (const lng of ['en', 'ar'] as const) {
    await page.goto(`${prefix(lng)}/contact-us`);
    await expect(
      page.locator('main').getByRole('link', { name: pageName(lng, 'contactInfo') }),
    ).toHaveAttribute('href', `${prefix(lng)}/contact-info`);
    await expect(
      page.locator('main').getByRole('link', { name: pageName(lng, 'complains') }),
    ).toHaveAttribute('href', `${prefix(lng)}/complains%26iNQ`);
  }
});

test.describe('printing a policy', () => {
  for (const lng of ['en', 'ar'] as const) {
    test(`prints the text in one column, in the chosen language, with link addresses (${lng})`, async ({
      page,
    }) => {
      await open(page, '/Course-Policy');
      // The Course Policy opens in Arabic; the reader chooses.
      await page.getByRole('radio', { name: lng === 'ar' ? 'العربية' : 'English' }).check();
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('header').first()).toBeHidden();
      await expect(page.locator('footer').first()).toBeHidden();
      await expect(page.locator('fieldset')).toBeHidden();
      await expect(page.locator(`[data-lang-panel="${lng}"]`)).toBeVisible();
      await expect(page.locator(`[data-lang-panel="${lng === 'ar' ? 'en' : 'ar'}"]`)).toBeHidden();
      const link = page.locator(`[data-lang-panel="${lng}"] a[href$="/refund-policy"]`).first();
      const after = await link.evaluate((a) => getComputedStyle(a, '::after').content);
      expect(after).toContain('https://www.americanacademyeg.com');
      const columns = await page
        .locator(`[data-lang-panel="${lng}"] p`)
        .evaluateAll(
          (ps) => new Set(ps.map((p) => Math.round(p.getBoundingClientRect().left))).size,
        );
      expect(columns).toBeLessThanOrEqual(2);
    });
  }
});
