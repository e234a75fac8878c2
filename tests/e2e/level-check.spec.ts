import { expect, test, type Page } from '@playwright/test';
import { levelCheckQuestions } from '../../src/features/level-check/questions';
import { recommendFor } from '../../src/features/level-check/scoring';
import { whatsappNumber } from '../../src/config/site';
import { islandHydrated, open, text, watchPage, type Lang, pageUrl } from './support';

const path = (lng: Lang) => pageUrl('levelCheck', lng);

/** Answers every question: rightly, or wrongly (the first option that is not the answer). */
async function answerAll(page: Page, right: boolean) {
  for (const question of levelCheckQuestions) {
    const index = right ? question.answer : question.answer === 0 ? 1 : 0;
    await page.locator(`input[name="${question.id}"][value="${index}"]`).check();
  }
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key]));
}

for (const lng of ['en', 'ar'] as const) {
  test(`a full level check, C1 path: result, recommendation, WhatsApp and saved progress (${lng})`, async ({
    page,
  }) => {
    const problems = await watchPage(page);
    await open(page, path(lng));
    await answerAll(page, true);
    await islandHydrated(page, 'level-check');
    const total = levelCheckQuestions.length;
    const totalForm = new Intl.PluralRules(lng).select(total);
    await expect(page.getByRole('status')).toHaveText(
      fill(text(lng, 'level-check', `levelCheck.progress_${totalForm}`), {
        answered: total,
        count: total,
      }),
    );
    await page.getByRole('button', { name: text(lng, 'level-check', 'levelCheck.submit') }).click();
    const result = page.getByTestId('level-result');
    const heading = result.getByRole('heading');
    await expect(heading).toHaveText(
      fill(text(lng, 'level-check', 'levelCheck.result.title'), { band: 'C1' }),
    );
    await expect(heading).toBeFocused();
    const advice = recommendFor('C1');
    const range = { from: advice.generalEnglish.fromLevel, to: advice.generalEnglish.toLevel };
    await expect(result).toContainText(
      fill(text(lng, 'level-check', 'levelCheck.result.generalEnglish'), range),
    );
    const wa = new URL(
      (await result
        .getByRole('link', { name: text(lng, 'level-check', 'levelCheck.result.whatsapp') })
        .getAttribute('href')) ?? '',
    );
    expect(wa.pathname).toBe(`/${whatsappNumber}`);
    expect(wa.searchParams.get('text')).toBe(
      fill(text(lng, 'level-check', 'levelCheck.result.whatsappMessage'), { band: 'C1', ...range }),
    );
    await expect(
      result.getByRole('link', { name: text(lng, 'level-check', 'levelCheck.result.apply') }),
    ).toHaveAttribute('href', pageUrl('courseForm', lng));
    // Progress survives a reload, and any answer can be changed.
    await page.reload();
    const first = levelCheckQuestions[0];
    await expect(
      page.locator(`input[name="${first?.id}"][value="${first?.answer}"]`),
    ).toBeChecked();
    expect(problems).toEqual([]);
  });

  test(`a full level check, A1 path, and an incomplete one (${lng})`, async ({ page }) => {
    await watchPage(page);
    await page.addInitScript(() => localStorage.clear());
    await open(page, path(lng));
    const first = levelCheckQuestions[0];
    await page.locator(`input[name="${first?.id}"][value="0"]`).check();
    await islandHydrated(page, 'level-check');
    await page.getByRole('button', { name: text(lng, 'level-check', 'levelCheck.submit') }).click();
    const left = levelCheckQuestions.length - 1;
    const form = new Intl.PluralRules(lng).select(left);
    await expect(page.getByRole('alert')).toContainText(
      fill(text(lng, 'level-check', `levelCheck.incomplete_${form}`), { count: left, number: 2 }),
    );
    const second = page.locator(`input[name="${levelCheckQuestions[1]?.id}"]`).first();
    await expect(second).toBeFocused();
    // The reason is shown where focus went, at the top of that question, not by the button.
    const group = page.getByTestId('level-check').locator('fieldset').nth(1);
    await expect(group.getByRole('alert')).toBeInViewport();
    await expect(group.getByRole('alert')).toBeVisible();
    await answerAll(page, false);
    await page.getByRole('button', { name: text(lng, 'level-check', 'levelCheck.submit') }).click();
    await expect(page.getByTestId('level-result').getByRole('heading')).toHaveText(
      fill(text(lng, 'level-check', 'levelCheck.result.title'), { band: 'A1' }),
    );
  });
}

test('the level check is linked from Assessments and the English course pages', async ({
  request,
}) => {
  for (const page of [
    '/language-courses/english/general-english-courses',
    '/language-courses/english/converstion-english-course',
    '/language-courses/english/bussiness-english-courses',
    '/language-courses/english/TOEFL-and-IELTS-Preparation-Courses',
  ]) {
    const html = await (await request.get(page)).text();
    expect(html.match(/href="\/english-level-test"/g)?.length ?? 0, page).toBeGreaterThanOrEqual(2);
  }
});
