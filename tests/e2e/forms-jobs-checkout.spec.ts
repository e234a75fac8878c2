import { expect, test } from '@playwright/test';
import { checkoutCourses } from '../../src/routes/manifest';
import { locale, pick, text, watchPage, open, pageName, pageUrl } from './support';

const created = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __hubspotCreated?: number }).__hubspotCreated ?? 0);

for (const lng of ['en', 'ar'] as const) {
  test(`the HubSpot form is created once, cleaned up, and not doubled on return (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = await watchPage(page);
    await open(page, pageUrl('courseForm', lng));
    const container = page.getByTestId('hubspot-container');
    // The page exists for its form: it comes without a touch, and without React.
    await expect(container.locator('form')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-hydrated]')).toHaveCount(0);
    await expect(container.locator('form')).toHaveAttribute(
      'data-form-id',
      'c95f36e1-e334-46c2-bbe6-f5cd7527ed1a',
    );
    await expect(container.locator('form')).toHaveAttribute('data-locale', lng);
    await expect(container).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expect(container.locator('.hubspot-link__container')).toHaveCount(0);
    expect(await created(page)).toBe(1);
    // The form's script is asked for only once the page's first text has painted.
    const order = await page.evaluate(() => ({
      text: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      form:
        performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('provider-form'))?.startTime ?? -1,
    }));
    expect(order.form).toBeGreaterThanOrEqual(order.text);
    if (lng === 'ar')
      await expect(page.getByText(text('ar', 'forms', 'courseForm.arabicNotice'))).toBeVisible();
    await expect(page.getByText(text(lng, 'forms', 'courseForm.required'))).toBeVisible();
    // Away (a document load) and back.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: pageName(lng, 'pmp') })
      .click();
    await expect(page.locator('h1')).toHaveText(text(lng, 'courses-business', 'pmp.heading'));
    await expect(page.locator('script[data-aatc-hubspot]')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByTestId('hubspot-container').locator('form')).toHaveCount(1);
    // The phone and WhatsApp line stays under the form.
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: text(lng, 'common', 'contactFallback.whatsapp') }),
    ).toBeVisible();
    expect(await page.locator('form.hs-form').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  test(`a blocked provider leaves the visitor phone, WhatsApp and the contact page (${lng})`, async ({
    page,
  }) => {
    await watchPage(page, { block: true });
    await open(page, pageUrl('questionForm', lng));
    // Nothing touched: the ways in show by themselves.
    const fallback = page.getByRole('heading', { name: text(lng, 'forms', 'fallback.title') });
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main a[href^="tel:+20"]').first()).toBeVisible();
    const box = page.getByTestId('provider-form');
    await expect(
      box.getByRole('link', { name: text(lng, 'common', 'contactFallback.whatsapp') }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(
      box.getByRole('link', { name: text(lng, 'common', 'contactFallback.contactPage') }),
    ).toHaveAttribute('href', pageUrl('contactUs', lng));
    await expect(box.getByRole('status')).toBeHidden();
  });

  test(`the landing page's button opens the inquiry form (${lng})`, async ({ page }) => {
    await watchPage(page);
    await open(page, pageUrl('landing', lng));
    await page.getByRole('link', { name: text(lng, 'forms', 'landing.button') }).click();
    await expect(page).toHaveURL(pageUrl('questionForm', lng));
    await expect(page.locator('h1')).toHaveText(text(lng, 'forms', 'questionForm.heading'));
  });

  test(`every job opening applies in a new tab, and no JobPosting states a date the academy did not give (${lng})`, async ({
    page,
  }) => {
    await watchPage(page);
    await open(page, pageUrl('jobsOpportunity', lng));
    const openings = pick(locale(lng, 'jobs'), 'openings') as Record<string, { title: string }>;
    const titles = Object.values(openings).map((o) => o.title);
    expect(titles.length).toBeGreaterThan(0);
    await expect(page.locator('main article article h2')).toHaveText(titles);
    const apply = page.locator('main a[href$="/jobs-form"]');
    await expect(apply).toHaveCount(titles.length);
    for (const link of await apply.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', pageUrl('jobsForm', lng));
    }
    // src/config/job-postings.ts: no opening is dated by the academy yet, so none is published.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = ld.map((s) => (JSON.parse(s) as { '@type'?: string })['@type']);
    expect(types).not.toContain('JobPosting');
    expect(ld.join('')).not.toMatch(/datePosted|validThrough/);
  });

  test(`the demo checkout says card payment is not taken, names each wrong field and sends nothing (${lng})`, async ({
    page,
  }) => {
    const problems = await watchPage(page);
    await open(page, pageUrl('checkout', lng));
    // First it says that card payment is not taken here, then how to pay today.
    await expect(page.locator('h1 + p')).toHaveText(text(lng, 'checkout', 'checkout.lead'));
    await expect(
      page.getByRole('heading', { name: text(lng, 'checkout', 'checkout.payToday.title') }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const form = page.getByTestId('checkout-form');
    const label = (key: string) =>
      form.getByLabel(text(lng, 'checkout', `checkout.fields.${key}`), { exact: false });
    const summary = page.getByTestId('checkout-errors');
    const message = (key: string, values: Record<string, string> = {}) =>
      Object.entries(values).reduce(
        (t, [name, value]) => t.replace(`{{${name}}}`, value),
        text(lng, 'checkout', `checkout.errors.${key}`),
      );
    const select = form.locator('select[name="selectCourse"]');
    // The placeholder, the courses without a page (the checkout's copy), then each course page
    // the manifest marks `course.checkout`, by its page's own name.
    const withoutPage = pick(locale(lng, 'checkout'), 'checkout.coursesWithoutPage') as Record<
      string,
      string
    >;
    const courses = [
      text(lng, 'checkout', 'checkout.placeholder'),
      ...Object.values(withoutPage),
      ...checkoutCourses().map((route) => pageName(lng, route.id)),
    ];
    await expect(select.locator('option')).toHaveText(courses);
    await expect(select.locator('option').first()).toHaveAttribute('value', '');
    const amount = form.locator('input[name="amount"]');
    await expect(amount).toHaveValue('100');
    await expect(amount).toHaveAttribute('min', '100');
    await expect(amount).toHaveAttribute('step', '5');
    await expect(form.locator('select[name="currency"] option')).toHaveCount(1);
    await expect(form.locator('#checkout-amount-hint')).toContainText('100');
    await form.getByRole('button').click();
    // Each missing item is named in the page language, in the summary and beside its field.
    const missing = ['fullName', 'nationalID', 'phone', 'selectCourse', 'terms', 'privacy'];
    await expect(summary.locator('li')).toHaveText(missing.map((f) => message(`${f}Required`)));
    await expect(summary).toBeFocused();
    for (const field of missing) {
      await expect(form.locator(`#checkout-${field}`)).toHaveAttribute('aria-invalid', 'true');
    }
    await label('fullName').fill('Omar Hassan');
    await form.locator('input[name="nationalID"]').fill('A12345678');
    await form.locator('input[name="phone"]').fill('01099991865');
    await select.selectOption({ index: 3 });
    await form.locator('input[name="terms"]').check();
    await amount.fill('0');
    await form.locator('input[name="privacy"]').check();
    await form.getByRole('button').click();
    await expect(summary.locator('li')).toHaveText([message('amountBelowMin', { min: '100' })]);
    await amount.fill('102');
    await form.getByRole('button').click();
    await expect(summary.locator('li')).toHaveText([
      message('amountOffStep', { step: '5', lower: '100', higher: '105' }),
    ]);
    // Beside the field, after a visible "Error:" (it shows in forced colours too).
    await expect(form.locator('#checkout-amount-error')).toHaveText(
      `${text(lng, 'common', 'ui.errorPrefix')} ${message('amountOffStep', { step: '5', lower: '100', higher: '105' })}`,
    );
    await amount.fill('150');
    await form.locator('input[name="privacy"]').uncheck();
    await form.getByRole('button').click();
    await expect(summary.locator('li')).toHaveText([message('privacyRequired')]);
    // Nothing typed was lost on the way.
    await expect(label('fullName')).toHaveValue('Omar Hassan');
    await form.locator('input[name="privacy"]').check();
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await form.getByRole('button').click();
    await expect.poll(() => messages).toEqual([text(lng, 'checkout', 'checkout.alert')]);
    await expect(summary).toHaveCount(0);
    // Only the island's own code was fetched (it woke at the first touch): nothing was sent.
    expect(requests.filter((url) => !new URL(url).pathname.startsWith('/assets/'))).toEqual([]);
    expect(requests.join(' ')).not.toContain('A12345678');
    expect(problems).toEqual([]);
  });
}

test.describe('form pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lng of ['en', 'ar'] as const) {
    test(`show the ways to reach the academy instead of a form that cannot load (${lng})`, async ({
      page,
    }) => {
      await page.goto(pageUrl('courseForm', lng));
      await expect(
        page.getByRole('heading', { name: text(lng, 'forms', 'fallback.title') }),
      ).toBeVisible();
      await expect(page.locator('main a[href^="tel:+20"]').first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
    });
  }
});

test.describe('forms never send what was typed to this site as a query', () => {
  test.use({ javaScriptEnabled: false });

  for (const lng of ['en', 'ar'] as const) {
    test(`without JavaScript the contact form hands the message to WhatsApp (${lng})`, async ({
      page,
      context,
    }) => {
      await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
        route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }),
      );
      const ownQueries: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.hostname === '127.0.0.1' && url.search) ownQueries.push(request.url());
      });
      const path = pageUrl('contact', lng);
      await page.goto(path);
      const form = page.getByTestId('contact-form');
      // (Playwright's text locators skip <noscript>; CSS reaches its parsed content.)
      const note = page.locator('main noscript p');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(text(lng, 'contact', 'form.noScriptNote'));
      const field = (name: string) =>
        form.getByLabel(text(lng, 'contact', `form.fields.${name}.label`));
      await field('name').fill('Mona Adel');
      await field('email').fill('mona@example.com');
      await field('contact').fill('01099991865');
      await field('subject').fill('TEFL');
      await field('issue').fill('Mona Adel: when does the next course start?');
      const popup = context.waitForEvent('page');
      await form.getByRole('button').click();
      const whatsapp = await popup;
      await whatsapp.waitForLoadState();
      const url = new URL(whatsapp.url());
      expect(url.origin + url.pathname).toBe('https://wa.me/201099991865');
      expect(url.searchParams.get('text')).toBe('Mona Adel: when does the next course start?');
      // Only the message goes, and only to WhatsApp: nothing else typed is in the URL.
      expect([...url.searchParams.keys()]).toEqual(['text']);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).search).toBe('');
      await expect(field('name')).toHaveValue('Mona Adel');
      expect(ownQueries).toEqual([]);
    });

    test(`without JavaScript the checkout keeps the visitor and their input on the page (${lng})`, async ({
      page,
    }) => {
      const ownQueries: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).search) ownQueries.push(request.url());
      });
      const path = pageUrl('checkout', lng);
      await page.goto(path);
      const note = page.locator('main noscript p');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(text(lng, 'checkout', 'checkout.noScriptNote'));
      const form = page.getByTestId('checkout-form');
      await form.locator('input[name="fullName"]').fill('Omar Hassan');
      await form.locator('input[name="nationalID"]').fill('29001011234567');
      await form.locator('input[name="phone"]').fill('01099991865');
      await form.getByRole('button').click();
      await form.locator('input[name="phone"]').press('Enter');
      // A submission that navigated would have started before the key press returned (Playwright
      // waits for navigations an action starts); the page has loaded once and only once.
      await page.waitForLoadState('load');
      await expect(page).toHaveURL(new URL(path, page.url()).href);
      await expect(form.locator('input[name="nationalID"]')).toHaveValue('29001011234567');
      await expect(form.locator('input[name="fullName"]')).toHaveValue('Omar Hassan');
      expect(ownQueries).toEqual([]);
    });
  }
});
