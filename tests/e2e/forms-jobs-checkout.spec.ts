import { expect, test } from '@playwright/test';
import { locale, pick, text, watchPage, type Lang, open } from './support';

const prefix = (lng: Lang) => (lng === 'ar' ? '/ar' : '');
const created = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __hubspotCreated?: number }).__hubspotCreated ?? 0);

for (const lng of ['en', 'ar'] as const) {
  test(`the HubSpot form is created once, cleaned up, and not doubled on return (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = await watchPage(page);
    await open(page, `${prefix(lng)}/course-form`);
    const container = page.getByTestId('hubspot-container');
    await expect(container.locator('form')).toHaveCount(1);
    await expect(container.locator('form')).toHaveAttribute(
      'data-form-id',
      'c95f36e1-e334-46c2-bbe6-f5cd7527ed1a',
    );
    await expect(container.locator('form')).toHaveAttribute('data-locale', lng);
    await expect(container).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expect(container.locator('.hubspot-link__container')).toHaveCount(0);
    expect(await created(page)).toBe(1);
    if (lng === 'ar')
      await expect(page.getByText(text('ar', 'forms', 'courseForm.arabicNotice'))).toBeVisible();
    await expect(page.getByText(text(lng, 'forms', 'courseForm.required'))).toBeVisible();
    // Away (client-side) and back.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text(lng, 'common', 'routes.pmp') })
      .click();
    await expect(page.locator('h1')).toHaveText(text(lng, 'courses-business', 'pmp.heading'));
    await expect(page.locator('script[data-aatc-hubspot]')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByTestId('hubspot-container').locator('form')).toHaveCount(1);
    expect(await page.locator('form.hs-form').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  test(`a blocked provider leaves the visitor phone, WhatsApp and the contact page (${lng})`, async ({
    page,
  }) => {
    await watchPage(page, { block: true });
    await open(page, `${prefix(lng)}/question-form`);
    const fallback = page.getByRole('heading', { name: text(lng, 'forms', 'fallback.title') });
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main a[href^="tel:+20"]').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: text(lng, 'common', 'contactFallback.whatsapp') }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(
      page.getByRole('link', { name: text(lng, 'common', 'contactFallback.contactPage') }),
    ).toHaveAttribute('href', `${prefix(lng)}/contact-us`);
  });

  test(`the landing page's button opens the inquiry form (${lng})`, async ({ page }) => {
    await watchPage(page);
    await open(page, `${prefix(lng)}/landing`);
    await page.getByRole('link', { name: text(lng, 'forms', 'landing.button') }).click();
    await expect(page).toHaveURL(`${prefix(lng)}/question-form`);
    await expect(page.locator('h1')).toHaveText(text(lng, 'forms', 'questionForm.heading'));
  });

  test(`ten job openings, each applying in a new tab, with JobPosting data (${lng})`, async ({
    page,
  }) => {
    await watchPage(page);
    await open(page, `${prefix(lng)}/jobs-opportunity`);
    const openings = pick(locale(lng, 'jobs'), 'openings') as Record<string, { title: string }>;
    const titles = Object.values(openings).map((o) => o.title);
    expect(titles).toHaveLength(10);
    await expect(page.locator('main article article h2')).toHaveText(titles);
    const apply = page.locator('main a[href$="/jobs-form"]');
    await expect(apply).toHaveCount(10);
    for (const link of await apply.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', `${prefix(lng)}/jobs-form`);
    }
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const postings = ld.map((s) => JSON.parse(s)).filter((d) => d['@type'] === 'JobPosting');
    expect(postings.map((p) => p.title)).toEqual(titles);
    for (const posting of postings) {
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.hiringOrganization.name).toBe(text(lng, 'common', 'site.name'));
      expect(posting.jobLocation ?? posting.jobLocationType).toBeTruthy();
    }
  });

  test(`the demo checkout validates per the spec and sends nothing (${lng})`, async ({ page }) => {
    const problems = await watchPage(page);
    await open(page, `${prefix(lng)}/checkout`);
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const form = page.getByTestId('checkout-form');
    const label = (key: string) =>
      form.getByLabel(text(lng, 'checkout', `checkout.fields.${key}`), { exact: false });
    const error = page.getByTestId('checkout-error');
    const select = form.locator('select[name="selectCourse"]');
    await expect(select.locator('option')).toHaveCount(28);
    await expect(select.locator('option').first()).toHaveAttribute('value', '');
    await expect(select.locator('option').first()).toHaveText(
      text(lng, 'checkout', 'checkout.placeholder'),
    );
    const amount = form.locator('input[name="amount"]');
    await expect(amount).toHaveValue('100');
    await expect(amount).toHaveAttribute('min', '100');
    await expect(amount).toHaveAttribute('step', '5');
    await expect(form.locator('select[name="currency"] option')).toHaveCount(1);
    await form.getByRole('button').click();
    await expect(error).toHaveText(text(lng, 'checkout', 'checkout.error'));
    await label('fullName').fill('Omar Hassan');
    await form.locator('input[name="nationalID"]').fill('29001011234567');
    await form.locator('input[name="phone"]').fill('01099991865');
    await select.selectOption({ index: 3 });
    await form.locator('input[name="terms"]').check();
    await amount.fill('0');
    await form.locator('input[name="privacy"]').check();
    await form.getByRole('button').click();
    await expect(error).toHaveText(text(lng, 'checkout', 'checkout.error'));
    await amount.fill('150');
    await form.locator('input[name="privacy"]').uncheck();
    await form.getByRole('button').click();
    await expect(error).toHaveText(text(lng, 'checkout', 'checkout.error'));
    await form.locator('input[name="privacy"]').check();
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await form.getByRole('button').click();
    await expect.poll(() => messages).toEqual([text(lng, 'checkout', 'checkout.alert')]);
    await expect(error).toHaveText('');
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test.describe('form pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lng of ['en', 'ar'] as const) {
    test(`show the ways to reach the academy instead of a form that cannot load (${lng})`, async ({
      page,
    }) => {
      await page.goto(`${lng === 'ar' ? '/ar' : ''}/course-form`);
      await expect(
        page.getByRole('heading', { name: text(lng, 'forms', 'fallback.title') }),
      ).toBeVisible();
      await expect(page.locator('main a[href^="tel:+20"]').first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
    });
  }
});
