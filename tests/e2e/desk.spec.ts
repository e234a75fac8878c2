import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as playwrightExpect, test, type Page } from '@playwright/test';
import { startDevServer } from '../../scripts/dev.mjs';
import { routes } from '../../src/routes/manifest';
import { pick, text, viteCache } from './support';

/**
 * A ceiling on each wait for a state, not a wait: Save and Review run the whole locale check
 * (every rule over every file, the course names included), which takes several seconds on a
 * loaded 2-core host, beyond the default 5 s.
 */
const expect = playwrightExpect.configure({ timeout: 20_000 });

/**
 * The translator's desk in `npm run dev`: Alt+click a text, edit it, save it into the locale file,
 * see it on the page; add an FAQ item in both languages; the endpoints refuse what is not the
 * desk's own page. Every locale file a test writes is put back byte for byte, whatever happens.
 * And the built site carries no trace of any of it.
 */

interface DevServer {
  url: string;
  close: () => Promise<void>;
}

const root = join(import.meta.dirname, '..', '..');
const localeFile = (lng: string, ns: string) => join(root, 'locales', lng, `${ns}.json`);
const reviewFile = join(root, 'locales', 'review-state.json');
/** The files these tests may write; other suites do not compare the keys changed here. */
const touched = [
  localeFile('en', 'policies'),
  localeFile('ar', 'policies'),
  localeFile('en', 'courses-it'),
  localeFile('ar', 'courses-it'),
  localeFile('ar', 'common'),
  reviewFile,
];
const originals = new Map(touched.map((file) => [file, readFileSync(file)]));

function restore(): void {
  for (const [file, bytes] of originals) {
    if (!readFileSync(file).equals(bytes)) writeFileSync(file, bytes);
  }
}

const read = (file: string) => readFileSync(file, 'utf8');

/** The lines of `before` that `after` replaced (common head and tail cut off). */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail += 1;
  }
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

let dev: DevServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  process.env.VITE_LOG_LEVEL = 'error';
  dev = (await startDevServer(0, '127.0.0.1', true, viteCache('desk'))) as DevServer;
});

test.afterAll(async () => {
  restore();
  await dev?.close();
  for (const [file, bytes] of originals) expect(readFileSync(file).equals(bytes)).toBe(true);
});

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`${dev.url}${path}`);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.locator('[data-desk]').waitFor({ state: 'attached' });
}

test('Alt+click a heading, edit the Arabic, save: the file changes at that value only and the page shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = localeFile('ar', 'policies');
  const before = read(file);
  const old = pick(JSON.parse(before), 'refundPolicy.heading') as string;
  const edited = `${old} المحدّثة`;
  try {
    await openPage(page, '/ar/refund-policy');
    const heading = page.locator('h1');
    // The markers are invisible: the heading reads as its Arabic, nothing more.
    expect((await heading.innerText()).replace(/[\u{E0000}-\u{E007F}]/gu, '')).toBe(old);
    await heading.click({ modifiers: ['Alt'] });
    const dialog = page.getByRole('dialog', { name: 'مكتب المترجم' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('locales/ar/policies.json');
    await expect(dialog).toContainText('locales/en/policies.json');
    await expect(dialog).toContainText('refundPolicy.heading');
    const arabic = dialog.locator('textarea[lang="ar"]');
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(arabic).toHaveValue(old);
    await expect(dialog.locator('textarea[lang="en"]')).toHaveAttribute('dir', 'ltr');
    // Focus is in the dialog, on the page language's text.
    await expect(arabic).toBeFocused();

    await arabic.fill(edited);
    await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
    // The page reloads with the saved text: waited for, not timed (a loaded machine is slow).
    await expect(heading).toContainText(edited, { timeout: 30_000 });
    // After the reload the desk is open on the same key, and says it saved.
    await expect(page.getByRole('dialog')).toContainText('refundPolicy.heading');
    await expect(page.getByRole('dialog').locator('textarea[lang="ar"]')).toHaveValue(edited);
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('حُفظ');

    const { removed, added } = changedLines(before, read(file));
    expect(removed).toEqual([`    "heading": ${JSON.stringify(old)},`]);
    expect(added).toEqual([`    "heading": ${JSON.stringify(edited)},`]);
    expect(read(localeFile('en', 'policies'))).toBe(
      originals.get(localeFile('en', 'policies'))?.toString('utf8'),
    );
    // Saving Arabic marks it reviewed: one line of the review state, at most.
    const review = changedLines(
      originals.get(reviewFile)?.toString('utf8') ?? '',
      read(reviewFile),
    );
    expect(review.added.length).toBeLessThanOrEqual(1);
  } finally {
    restore();
  }
});

test('a draft survives a reload; changed English makes the Arabic stale until it is reviewed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  try {
    await openPage(page, '/ar/refund-policy');
    await page.locator('h1').click({ modifiers: ['Alt'] });
    const dialog = page.getByRole('dialog', { name: 'مكتب المترجم' });
    const english = dialog.locator('textarea[lang="en"]');
    const old = await english.inputValue();
    await english.fill(`${old} (draft)`);
    await page.reload();
    await expect(page.getByRole('dialog').locator('textarea[lang="en"]')).toHaveValue(
      `${old} (draft)`,
    );
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('لم يُحفظ');
    await page.getByRole('dialog').locator('textarea[lang="en"]').fill(`${old} and returns`);
    await page.getByRole('dialog').getByRole('button', { name: 'حفظ', exact: true }).click();
    const note = page.getByRole('dialog').getByRole('note');
    await expect(note).toContainText('تغيّر النص الإنجليزي');
    await note.getByRole('button', { name: 'تأكيد المراجعة' }).click();
    await expect(page.getByRole('dialog').getByRole('note')).toBeHidden();
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('سُجّلت المراجعة');
  } finally {
    restore();
  }
});

test('the strings of the page, head included, are listed; the search finds Arabic spelled loosely', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPage(page, '/ar/refund-policy');
  await page.keyboard.press('Alt+Shift+KeyD');
  const dialog = page.getByRole('dialog', { name: 'مكتب المترجم' });
  await expect(dialog).toBeVisible();
  const strings = dialog.getByRole('region', { name: 'locales/ar/policies.json' });
  await expect(strings).toContainText('refundPolicy.meta.title');
  await expect(strings).toContainText('refundPolicy.meta.description');
  await expect(strings).toContainText('refundPolicy.meta.keywords');
  // The count of every file's checks: the errors apart from the warnings, which stop nothing,
  // the biggest kind (Arabic not yet marked reviewed) named.
  const summary = dialog.getByRole('region', { name: 'نتائج فحص كل الملفات' });
  await expect(summary.locator('[data-count="errors"]')).toHaveText(
    'لا أخطاء: لا شيء يمنع الحفظ أو بناء الموقع.',
  );
  // Arabic not yet marked reviewed is named as such when there is any (the review state may have
  // none left: src/desk/desk-server.test.ts counts it on a state made for the purpose).
  const unreviewed = summary.locator('[data-count="unreviewed"]');
  if (await unreviewed.count()) {
    await expect(unreviewed).toContainText('نصوص عربية لم تُسجَّل مراجعتها بعد:');
  }
  await expect(summary.locator('li.warning').first()).toContainText('لا توقف شيئًا');
  await dialog.getByRole('searchbox').fill('سياسه الاسترداد');
  const hit = dialog.getByRole('list', { name: 'البحث عن نص' }).getByRole('button').first();
  await expect(hit).toContainText('سياسة الاسترداد');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a menu name, the title, an alt text and a footer link open in the Arabic desk; a copied sentence carries no marker', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const course = routes.find((route) => route.id === 'icdlCourse');
  const home = routes.find((route) => route.id === 'home');
  await openPage(page, `/ar${course?.path ?? ''}`);
  const dialog = page.getByRole('dialog', { name: 'مكتب المترجم' });
  // The menus read every page's name as common:routes.<id>; the desk opens it where it is written.
  await page
    .locator(`header a[href="/ar"]`)
    .filter({ hasText: text('ar', 'home', 'home.name') })
    .first()
    .click({ modifiers: ['Alt'] });
  await expect(dialog.locator('textarea[lang="ar"]')).toHaveValue(
    text('ar', home?.ns ?? '', 'home.name'),
  );
  await expect(dialog).toContainText('home.name');
  await expect(dialog).toContainText(`locales/ar/${home?.ns ?? ''}.json`);
  await page.keyboard.press('Escape');
  // The page's title and description, from the head.
  await page.keyboard.press('Alt+Shift+KeyD');
  const head = dialog.getByRole('region', { name: 'عنوان الصفحة ووصفها' });
  await head.getByRole('button', { name: /^عنوان تبويب المتصفح:/ }).click();
  await expect(dialog.locator('textarea[lang="ar"]')).toHaveValue(
    text('ar', 'courses-it', 'icdlCourse.meta.title'),
  );
  await page.keyboard.press('Escape');
  // An image's alt text.
  await page
    .locator('main img[alt]')
    .first()
    .click({ modifiers: ['Alt'] });
  await expect(dialog).toContainText('icdlCourse.imageAlt');
  // Said to be the image's description (alt text), not a text shown on the page.
  await expect(dialog.locator('[data-place="alt"]')).toContainText('وصفٌ لصورة (نصها البديل');
  await page.keyboard.press('Escape');

  // A footer link: its page name, where it is written.
  const footerLink = page.locator('footer a[href="/ar/refund-policy"]').first();
  await footerLink.scrollIntoViewIfNeeded();
  await footerLink.click({ modifiers: ['Alt'] });
  await expect(dialog.locator('textarea[lang="ar"]')).toHaveValue(
    text('ar', 'policies', 'refundPolicy.name'),
  );
  await expect(page).toHaveURL(new RegExp(`/ar${course?.path ?? ''}$`));
  await page.keyboard.press('Escape');
  // Scrolled to the end, the desk's button covers none of the footer: its last line opens too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const covered = await page.evaluate(() => {
    const button = document.querySelector('[data-desk]')?.shadowRoot?.querySelector('.toggle');
    const r = button?.getBoundingClientRect();
    return [...document.querySelectorAll('footer a, footer p')].filter((element) => {
      const b = element.getBoundingClientRect();
      return r && b.right > r.left && b.left < r.right && b.bottom > r.top && b.top < r.bottom;
    }).length;
  });
  expect(covered).toBe(0);
  await page
    .locator('footer p')
    .last()
    .click({ modifiers: ['Alt'] });
  await expect(dialog.locator('textarea[lang="ar"]')).toHaveValue(
    text('ar', 'common', 'footer.copyright'),
  );
  await page.keyboard.press('Escape');

  // Select the heading's sentence as a reader would, copy it: the clipboard holds the sentence only.
  const heading = page.locator('main h1');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
  });
  await page.keyboard.press('ControlOrMeta+KeyC');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe(text('ar', 'courses-it', 'icdlCourse.heading'));
  expect(copied).not.toMatch(/[\u{E0000}-\u{E007F}]/u);
});

test('a deleted Arabic plural form is an empty box; the desk fills it, and refuses an error beside the field', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = localeFile('ar', 'common');
  const few = text('ar', 'common', 'counts.courses_few');
  try {
    writeFileSync(file, read(file).replace(/\n\s*"courses_few": .*,/, ''));
    await openPage(page, '/ar/refund-policy');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'aatc-desk:open',
        JSON.stringify({ view: 'entry', id: 'common:counts.courses' }),
      ),
    );
    await openPage(page, '/ar/refund-policy');
    const dialog = page.getByRole('dialog', { name: 'مكتب المترجم' });
    const box = dialog.locator('[data-missing] textarea[lang="ar"]');
    await expect(box).toHaveCount(1);
    await expect(box).toHaveValue('');
    await expect(dialog.locator('[data-missing]')).toContainText('few');
    // The cursor waits in the empty box, not in the first form.
    await expect(box).toBeFocused();
    // Empty, it is already the check's error, said in the desk's language (not «no problems»).
    await expect(dialog.locator('[data-missing] li.error[data-rule="missing"]')).toContainText(
      'لا يُبنى الموقع',
    );
    await expect(dialog.locator('[data-missing] li.ok')).toHaveCount(0);
    // A placeholder the English does not have, and none for the count: the check's errors,
    // beside the field; Save refuses.
    await box.fill('{{total}} دورات');
    const field = dialog.locator('[data-missing]');
    await expect(field.locator('li.error[data-rule="placeholder"]')).toHaveCount(2, {
      timeout: 30_000,
    });
    // On a phone, with Save at the foot of the screen: the refusal comes at the foot of the desk,
    // and Save scrolls clear of it rather than hide under it.
    await page.setViewportSize({ width: 375, height: 812 });
    const save = dialog.getByRole('button', { name: 'حفظ', exact: true });
    await save.evaluate((button) => {
      const desk = button.closest('.desk');
      if (desk) desk.scrollTop += button.getBoundingClientRect().bottom - window.innerHeight + 2;
    });
    await save.click();
    await expect(dialog.getByRole('status')).toContainText('لم يُحفظ');
    // Save is never under the message (the first error's field takes the focus, so Save may
    // also scroll out of view below it).
    const saveBox = await save.boundingBox();
    const messageBox = await dialog.getByRole('status').boundingBox();
    expect(saveBox && messageBox).toBeTruthy();
    if (saveBox && messageBox) {
      const under =
        saveBox.y < messageBox.y + messageBox.height && saveBox.y + saveBox.height > messageBox.y;
      expect(under, 'Save under the refusal message').toBe(false);
    }
    expect(read(file)).not.toContain('courses_few');
    await box.fill(few);
    await expect(field.locator('li.error')).toHaveCount(0, { timeout: 30_000 });
    await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('حُفظ', {
      timeout: 30_000,
    });
    expect(pick(JSON.parse(read(file)), 'counts.courses_few')).toBe(few);
  } finally {
    restore();
  }
});

test('add an FAQ item to the ICDL course in both languages: each file gains only that item', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const en = localeFile('en', 'courses-it');
  const ar = localeFile('ar', 'courses-it');
  const before = { en: read(en), ar: read(ar) };
  const count = (pick(JSON.parse(before.en), 'icdlCourse.faq') as unknown[]).length;
  const item = {
    en: { question: 'Can I study online?', answer: 'Yes, in live online classes.' },
    ar: {
      question: 'هل يمكنني الدراسة عبر الإنترنت؟',
      answer: 'نعم، في فصول مباشرة عبر الإنترنت.',
    },
  };
  try {
    await openPage(page, '/it-courses/icdl/icdl-course');
    const firstQuestion = page.locator('main details summary').first();
    await firstQuestion.click({ modifiers: ['Alt'] });
    const dialog = page.getByRole('dialog', { name: 'Translator’s desk' });
    await expect(dialog).toContainText('icdlCourse.faq.0.question');
    await expect(dialog).toContainText(`faq, item 1 (index 0) of ${count}`);
    await dialog.getByRole('button', { name: 'Add item' }).click();
    const form = dialog.getByRole('region', { name: /A new item at the end of icdlCourse\.faq/ });
    await form.locator('textarea[lang="en"]').nth(0).fill(item.en.question);
    await form.locator('textarea[lang="en"]').nth(1).fill(item.en.answer);
    await form.locator('textarea[lang="ar"]').nth(0).fill(item.ar.question);
    await form.locator('textarea[lang="ar"]').nth(1).fill(item.ar.answer);
    await form.getByRole('button', { name: 'Add the item' }).click();

    await expect(page.locator('main details summary').nth(count)).toContainText(item.en.question, {
      timeout: 30_000,
    });
    await expect(page.getByRole('dialog')).toContainText(`icdlCourse.faq.${count}.question`);
    for (const lng of ['en', 'ar'] as const) {
      const after = read(lng === 'en' ? en : ar);
      const data = JSON.parse(after) as Record<string, unknown>;
      const faq = pick(data, 'icdlCourse.faq') as unknown[];
      expect(faq).toHaveLength(count + 1);
      expect(faq.at(-1)).toEqual(item[lng]);
      faq.pop();
      expect(data).toEqual(JSON.parse(before[lng]));
      // Text-wise: the previous last item gains its comma and the new item's four lines follow;
      // no other line of the file moves or changes.
      const { removed, added } = changedLines(before[lng], after);
      expect(removed.length + 4).toBe(added.length);
      expect(added.join('\n')).toContain(`"question": ${JSON.stringify(item[lng].question)},`);
      expect(added.join('\n')).toContain(`"answer": ${JSON.stringify(item[lng].answer)}`);
      expect(added.filter((line) => line.trim() === '},')).toHaveLength(1);
    }
    await openPage(page, '/ar/it-courses/icdl/icdl-course');
    await expect(page.locator('main details summary').nth(count)).toContainText(item.ar.question);
  } finally {
    restore();
  }
});

test('the endpoints refuse a page elsewhere, a missing header and a key that does not exist', async ({
  request,
}) => {
  const body = { ns: 'policies', path: 'refundPolicy.heading', lng: 'ar', value: 'x' };
  const save = (headers: Record<string, string>, data: unknown = body) =>
    request.post(`${dev.url}/__desk/save`, { data, headers, failOnStatusCode: false });
  try {
    const without = await save({});
    expect(without.status()).toBe(403);
    expect(((await without.json()) as { error: string }).error).toContain('X-Desk');
    expect((await save({ 'X-Desk': '1', Origin: 'https://example.com' })).status()).toBe(403);
    expect(
      (await save({ 'X-Desk': '1' }, { ...body, path: 'refundPolicy.noSuchKey' })).status(),
    ).toBe(404);
    expect((await save({ 'X-Desk': '1' }, { ...body, ns: 'no-such-file' })).status()).toBe(404);
    expect((await save({ 'X-Desk': '1' }, { ...body, path: '__proto__.x' })).status()).toBe(400);
    const big = await request.post(`${dev.url}/__desk/save`, {
      data: { ...body, value: 'x'.repeat(70_000) },
      headers: { 'X-Desk': '1' },
      failOnStatusCode: false,
    });
    expect(big.status()).toBe(413);
    const entry = await request.get(`${dev.url}/__desk/entry?id=policies:refundPolicy.heading`, {
      failOnStatusCode: false,
    });
    expect(entry.status()).toBe(403);
    for (const [file, bytes] of originals) expect(readFileSync(file).equals(bytes)).toBe(true);
  } finally {
    restore();
  }
});

/** Every file of the built site, for the trace check below. */
function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

test('the built site holds no trace of the desk or its markers', () => {
  const dist = join(root, 'dist');
  const traces = ['__AATC_DESK__', '/__desk/', 'desk-client'];
  const found: string[] = [];
  let count = 0;
  for (const file of files(dist)) {
    count += 1;
    const bytes = readFileSync(file);
    for (const trace of traces) {
      if (bytes.includes(trace)) found.push(`${file.slice(dist.length)}: ${trace}`);
    }
    // The marker character, in the files that are text (in a font or an image those bytes mean nothing).
    if (
      /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest|map)$|^_/.test(file.split('/').at(-1) ?? '')
    ) {
      if (bytes.toString('utf8').includes('\u{E0001}'))
        found.push(`${file.slice(dist.length)}: U+E0001`);
    }
  }
  expect(count).toBeGreaterThan(100);
  expect(found).toEqual([]);
});
