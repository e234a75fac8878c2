import { expect, test, type Locator, type Page } from '@playwright/test';
import { gapSpoken, levelCheckQuestions } from '../../src/features/level-check/questions';
import { localizedUrl } from '../../src/i18n/languages';
import { getRoute, type RouteId } from '../../src/routes/manifest';
import { islandHydrated, open, text, watchPage, type Lang } from './support';

// Focus is never hidden or lost, and every chosen option shows in forced colours.

const url = (id: RouteId, lng: Lang) => localizedUrl(getRoute(id).path, lng);

/** Whether the point at the centre of the focused element's box (its label's, for a radio) is it. */
async function focusedIsOnTop(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement)) return { ok: false, what: 'nothing focused' };
    const target = focused.closest('label') ?? focused;
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const ok = hit !== null && (target.contains(hit) || hit.contains(target));
    return { ok, what: `${target.textContent?.trim()} under ${hit?.outerHTML.slice(0, 80)}` };
  });
}

for (const lng of ['en', 'ar'] as const) {
  test.describe(`level check at 375×740 (${lng})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test(`the progress bar never covers the focused answer (${lng})`, async ({ page }) => {
      await watchPage(page);
      await open(page, url('levelCheck', lng));
      const first = levelCheckQuestions[0];
      await page.locator(`input[name="${first?.id}"]`).first().focus();
      const covered: string[] = [];
      for (const question of levelCheckQuestions.slice(0, 5)) {
        // Arrow keys walk the group's options (checking each); Tab goes on to the next group.
        for (let option = 0; option < question.options.length; option += 1) {
          if (option > 0) await page.keyboard.press('ArrowDown');
          await expect(
            page.locator(`input[name="${question.id}"][value="${option}"]`),
          ).toBeFocused();
          const { ok, what } = await focusedIsOnTop(page);
          if (!ok) covered.push(`${question.id}: ${what}`);
        }
        await page.keyboard.press('Tab');
      }
      expect(covered).toEqual([]);
    });

    test(`each question is described by its prompt, with the blank spoken (${lng})`, async ({
      page,
    }) => {
      await open(page, url('levelCheck', lng));
      const groups = page.getByTestId('level-check').locator('fieldset');
      await expect(groups).toHaveCount(levelCheckQuestions.length);
      for (const [index, question] of levelCheckQuestions.entries()) {
        // The gap is spoken as a word (the browser may set it off with spaces: "train blank .").
        const spoken = question.prompt
          .split('___')
          .map((part) => part.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join(`\\s*${gapSpoken}\\s*`);
        await expect(groups.nth(index)).toHaveAccessibleDescription(new RegExp(spoken));
      }
    });
  });
}

test.describe('the banner offering the Arabic page, at 375', () => {
  test.use({ locale: 'ar-EG', viewport: { width: 375, height: 740 } });

  const banner = (page: Page) => page.locator('[data-island="language-offer"] aside');

  test('tabbing through the page, no focused element is under the banner', async ({ page }) => {
    await watchPage(page);
    await open(page, url('checkout', 'en'));
    await expect(banner(page)).toBeVisible();
    const hidden: string[] = [];
    for (let stop = 0; stop < 120; stop += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const focused = document.activeElement;
        const aside = document.querySelector('[data-island="language-offer"] aside');
        if (!focused || !aside || focused === document.body) return { done: false, under: '' };
        if (aside.contains(focused)) return { done: true, under: '' };
        const box = focused.getBoundingClientRect();
        const bar = aside.getBoundingClientRect();
        const overlaps = box.bottom > bar.top + 1 && box.top < bar.bottom - 1;
        return { done: false, under: overlaps ? focused.outerHTML.slice(0, 100) : '' };
      });
      if (state.under) hidden.push(state.under);
      if (state.done) break;
    }
    expect(hidden).toEqual([]);
  });

  test('Escape closes the banner, and Close leaves focus on the page', async ({ page }) => {
    await watchPage(page);
    await open(page, url('aboutUs', 'en'));
    const close = banner(page).getByRole('button', {
      name: text('en', 'common', 'languageOffer.dismiss'),
    });
    await expect(close).toBeVisible();
    // Named by its sentence once, not by a copy of it.
    await expect(banner(page)).toHaveAccessibleName(text('en', 'common', 'languageOffer.text'));
    await expect(banner(page)).not.toHaveAttribute('aria-label');
    await banner(page).getByRole('link').focus();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

    // A new visit (nothing remembered): Close by keyboard.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(close).toBeVisible();
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    const focused = await page.evaluate(() => document.activeElement?.tagName ?? 'none');
    expect(focused).not.toBe('BODY');
  });
});

/** What shows a radio chip's state: the computed colours and lines of its label and mark. */
async function look(label: Locator): Promise<string> {
  return label.evaluate((element) => {
    const style = getComputedStyle(element);
    const mark = getComputedStyle(element, '::before');
    return [
      style.backgroundColor,
      style.color,
      style.borderColor,
      style.borderWidth,
      style.outlineStyle,
      mark.content,
      mark.backgroundColor,
      mark.borderColor,
    ].join(' ');
  });
}

for (const lng of ['en', 'ar'] as const) {
  test.describe(`forced colours (${lng})`, () => {
    test(`the chosen finder chip and language toggle differ from the others (${lng})`, async ({
      page,
    }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      await open(page, url('courseFinder', lng));
      const child = text(lng, 'course-finder', 'courseFinder.form.audiences.child');
      const teen = text(lng, 'course-finder', 'courseFinder.form.audiences.teen');
      await page.getByRole('radio', { name: child }).check();
      const chip = (name: string) =>
        page
          .locator('.chips label')
          .filter({ has: page.getByRole('radio', { name, exact: true }) });
      expect(await look(chip(child))).not.toBe(await look(chip(teen)));

      await open(page, url('warning', lng));
      const toggle = page.locator('fieldset:has(input[type=radio][value=ar])').first();
      const chosen = toggle.locator('label:has(input:checked)');
      const other = toggle.locator('label:has(input:not(:checked))');
      await expect(chosen).toHaveCount(1);
      expect(await look(chosen)).not.toBe(await look(other));
    });
  });

  test(`course finder: Clear keeps focus and says so; results headings never skip (${lng})`, async ({
    page,
  }) => {
    await watchPage(page);
    await open(page, url('courseFinder', lng));
    await page
      .getByRole('radio', { name: text(lng, 'course-finder', 'courseFinder.form.audiences.child') })
      .check();
    await islandHydrated(page, 'course-finder');
    await expect(page.getByTestId('finder-results')).toBeVisible();
    const levels = () =>
      page
        .getByRole('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    const skips = (found: number[]) =>
      found.filter((level, index) => index > 0 && level > (found[index - 1] ?? 0) + 1);
    const answered = await levels();
    expect(answered[0]).toBe(1);
    expect(skips(answered), answered.join(' ')).toEqual([]);

    await page
      .getByRole('button', { name: text(lng, 'course-finder', 'courseFinder.form.clear') })
      .press('Enter');
    await expect(page.getByTestId('finder-count')).toHaveText(
      text(lng, 'course-finder', 'courseFinder.cleared'),
    );
    expect(await page.evaluate(() => document.activeElement?.tagName ?? 'none')).not.toBe('BODY');
    await expect(page.locator('input[name="who"]').first()).toBeFocused();
    expect(skips(await levels())).toEqual([]);
  });
}
