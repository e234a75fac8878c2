import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProblemCount } from '@/l10n/problem-count';
import { readReviewState, englishHash } from '@/l10n/review-state';
import {
  answerRequest,
  createDesk,
  refuseRequest,
  type Desk,
  type DeskRequest,
} from './desk-server';
import type {
  AddItemResult,
  CheckResult,
  DeskEntry,
  DeskErrorBody,
  SaveResult,
  SearchHit,
} from './desk-types';

// Every test works on a copy of locales/: the real files are never touched.
const realLocales = join(import.meta.dirname, '..', '..', 'locales');
let dir: string;
let desk: Desk;

const file = (lng: string, ns: string) => join(dir, lng, `${ns}.json`);
const text = (lng: string, ns: string) => readFileSync(file(lng, ns), 'utf8');
const data = (lng: string, ns: string) => JSON.parse(text(lng, ns)) as Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

const headers = { host: '127.0.0.1:5173', 'x-desk': '1', 'content-type': 'application/json' };
const post = (url: string, body: unknown, extra: Record<string, string> = {}): DeskRequest => ({
  method: 'POST',
  url,
  headers: { ...headers, origin: 'http://127.0.0.1:5173', ...extra },
  body: JSON.stringify(body),
});
const get = (url: string): DeskRequest => ({ method: 'GET', url, headers });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'desk-'));
  cpSync(realLocales, dir, { recursive: true });
  desk = createDesk(dir);
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('entry', () => {
  it('gives both languages, their lines and files, the list around a key and its shape', () => {
    const entry = answerRequest(desk, get('/__desk/entry?id=courses-it:icdlCourse.faq.2.answer'))
      .body as DeskEntry;
    expect(entry.en.file).toBe('locales/en/courses-it.json');
    expect(entry.ar.file).toBe('locales/ar/courses-it.json');
    const [en] = entry.en.strings;
    const [ar] = entry.ar.strings;
    expect(en?.value).toBe(at(data('en', 'courses-it'), 'icdlCourse.faq.2.answer'));
    expect(ar?.value).toBe(at(data('ar', 'courses-it'), 'icdlCourse.faq.2.answer'));
    // The line is the key's own line in the file.
    expect(text('ar', 'courses-it').split('\n')[(ar?.line ?? 0) - 1]).toContain('"answer"');
    expect(entry.list).toMatchObject({
      path: 'icdlCourse.faq',
      index: 2,
      shape: { kind: 'object', fields: ['question', 'answer'] },
    });
    expect(entry.review.englishHash).toBe(englishHash(en?.value ?? ''));
  });

  it('gives every plural form of both languages for a plural base key', () => {
    const entry = desk.entry('common:counts.courses');
    expect(entry.plural).toBe(true);
    expect(entry.en.strings.map((s) => s.form)).toEqual(['one', 'other']);
    expect(entry.ar.strings.map((s) => s.form)).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    expect(entry.review.forms).toHaveLength(6);
    // One form's id opens the whole key.
    expect(desk.entry('common:counts.courses_few').path).toBe('counts.courses');
  });

  it('refuses unknown files, keys and paths that reach a prototype', () => {
    expect(answerRequest(desk, get('/__desk/entry?id=nope:a.b')).status).toBe(404);
    expect(answerRequest(desk, get('/__desk/entry?id=policies:no.such.key')).status).toBe(404);
    expect(answerRequest(desk, get('/__desk/entry?id=policies:__proto__.x')).status).toBe(400);
    expect(answerRequest(desk, get('/__desk/entry?id=../en/common:x')).status).toBe(404);
  });

  it('names the line and column of a locale file that is not JSON', () => {
    writeFileSync(file('ar', 'policies'), text('ar', 'policies').replace(/"\n/, '",\n'));
    const answer = answerRequest(desk, get('/__desk/entry?id=policies:coursePolicy.heading'));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: expect.stringMatching(/line \d+, column \d+/) });
    expect((answer.body as { frame: string }).frame).toContain('^');
  });
});

describe('save', () => {
  it('changes only that value in the file, and marks the Arabic reviewed', () => {
    const before = text('ar', 'policies');
    const old = at(data('ar', 'policies'), 'coursePolicy.heading') as string;
    const answer = answerRequest(
      desk,
      post('/__desk/save', {
        ns: 'policies',
        path: 'coursePolicy.heading',
        lng: 'ar',
        value: 'سياسة الدورات «جديدة»',
      }),
    );
    expect(answer.status).toBe(200);
    const result = answer.body as SaveResult;
    expect(result.reviewed).toBe(true);
    expect(Array.isArray(result.problems)).toBe(true);
    const after = text('ar', 'policies');
    expect(after).toBe(
      before.replace(
        `"heading": ${JSON.stringify(old)}`,
        `"heading": ${JSON.stringify('سياسة الدورات «جديدة»')}`,
      ),
    );
    const state = readReviewState(readFileSync(join(dir, 'review-state.json'), 'utf8'));
    const english = at(data('en', 'policies'), 'coursePolicy.heading') as string;
    expect(state.reviewed['policies']?.['coursePolicy.heading']).toBe(englishHash(english));
    expect(answer.written).toEqual([file('ar', 'policies'), join(dir, 'review-state.json')]);
  });

  it('saves English without touching the Arabic or the review state', () => {
    const arBefore = text('ar', 'policies');
    const stateBefore = readFileSync(join(dir, 'review-state.json'), 'utf8');
    const answer = desk.save({
      ns: 'policies',
      path: 'coursePolicy.heading',
      lng: 'en',
      value: 'Course  policy',
    });
    expect(answer.status).toBe(200);
    expect(text('ar', 'policies')).toBe(arBefore);
    expect(readFileSync(join(dir, 'review-state.json'), 'utf8')).toBe(stateBefore);
    // The problems of the new value come back: a warning (two spaces) does not stop the save.
    const problems = (answer.body as SaveResult).problems;
    expect(problems.map((p) => p.severity)).toContain('warning');
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(desk.entry('policies:coursePolicy.heading').review.stale).toBe(true);
  });

  it('refuses new keys, groups, non-texts, unknown files and prototype paths', () => {
    const before = text('ar', 'policies');
    const save = (body: unknown) => answerRequest(desk, post('/__desk/save', body)).status;
    expect(save({ ns: 'policies', path: 'coursePolicy.newKey', lng: 'ar', value: 'x' })).toBe(404);
    expect(save({ ns: 'policies', path: 'coursePolicy', lng: 'ar', value: 'x' })).toBe(400);
    expect(save({ ns: 'policies', path: 'coursePolicy.heading', lng: 'ar', value: 3 })).toBe(400);
    expect(save({ ns: 'policies', path: 'coursePolicy.heading', lng: 'fr', value: 'x' })).toBe(400);
    expect(save({ ns: 'nope', path: 'a', lng: 'ar', value: 'x' })).toBe(404);
    expect(save({ ns: '../../package', path: 'name', lng: 'ar', value: 'x' })).toBe(404);
    expect(save({ ns: 'policies', path: '__proto__.polluted', lng: 'ar', value: 'x' })).toBe(400);
    expect(save({ ns: 'policies', path: 'constructor', lng: 'ar', value: 'x' })).toBe(400);
    expect(save([])).toBe(400);
    expect(answerRequest(desk, { ...post('/__desk/save', {}), body: '{not json' }).status).toBe(
      400,
    );
    expect(text('ar', 'policies')).toBe(before);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('the guard', () => {
  const body = { ns: 'policies', path: 'coursePolicy.heading', lng: 'ar', value: 'x' };

  it('refuses a write without X-Desk, from another origin, or not in JSON', () => {
    const before = text('ar', 'policies');
    const without = post('/__desk/save', body);
    delete without.headers['x-desk'];
    expect(answerRequest(desk, without).status).toBe(403);
    expect(
      answerRequest(desk, post('/__desk/save', body, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect(
      answerRequest(desk, post('/__desk/save', body, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    expect(
      answerRequest(desk, post('/__desk/save', body, { 'content-type': 'text/plain' })).status,
    ).toBe(415);
    // A foreign name pointed at this computer (DNS rebinding), with a matching Origin.
    expect(
      answerRequest(
        desk,
        post('/__desk/save', body, { host: 'evil.example', origin: 'http://evil.example' }),
      ).status,
    ).toBe(403);
    expect(
      answerRequest(desk, { ...post('/__desk/save', body), body: 'x'.repeat(70_000) }).status,
    ).toBe(413);
    expect(answerRequest(desk, { ...get('/__desk/save') }).status).toBe(405);
    expect(answerRequest(desk, get('/__desk/nothing')).status).toBe(404);
    expect(text('ar', 'policies')).toBe(before);
  });

  it('lets the desk page through', () => {
    expect(refuseRequest(post('/__desk/save', body))).toBeUndefined();
    expect(refuseRequest(post('/__desk/save', body, { 'content-length': '70000' }))?.status).toBe(
      413,
    );
  });
});

describe('review', () => {
  it('marks every Arabic form of a key reviewed against today’s English', () => {
    desk.save({
      ns: 'common',
      path: 'counts.courses_other',
      lng: 'en',
      value: '{{count}} trainings',
    });
    expect(desk.entry('common:counts.courses').review.stale).toBe(true);
    const answer = answerRequest(
      desk,
      post('/__desk/review', { ns: 'common', path: 'counts.courses' }),
    );
    expect(answer.status).toBe(200);
    const entry = desk.entry('common:counts.courses');
    expect(entry.review.stale).toBe(false);
    expect(entry.review.forms.every((f) => !f.stale)).toBe(true);
  });
});

describe('add-item', () => {
  const question = { question: 'Is there a certificate?', answer: 'Yes, on passing.' };
  const arabic = { question: 'هل توجد شهادة؟', answer: 'نعم، عند النجاح.' };

  it('adds one item at the end of the list in both files, the Arabic reviewed', () => {
    const enBefore = data('en', 'courses-it');
    const length = (at(enBefore, 'icdlCourse.faq') as unknown[]).length;
    const answer = answerRequest(
      desk,
      post('/__desk/add-item', {
        ns: 'courses-it',
        listPath: 'icdlCourse.faq',
        item: { en: question, ar: arabic },
      }),
    );
    expect(answer.status).toBe(200);
    const result = answer.body as AddItemResult;
    expect(result.index).toBe(length);
    expect(result.id).toBe(`courses-it:icdlCourse.faq.${length}.question`);
    expect(at(data('en', 'courses-it'), `icdlCourse.faq.${length}`)).toEqual(question);
    expect(at(data('ar', 'courses-it'), `icdlCourse.faq.${length}`)).toEqual(arabic);
    // Everything else in the file is as it was.
    const enAfter = data('en', 'courses-it');
    (at(enAfter, 'icdlCourse.faq') as unknown[]).pop();
    expect(enAfter).toEqual(enBefore);
    const entry = desk.entry(result.id);
    expect(entry.review.stale).toBe(false);
    expect(entry.list?.length).toBe(length + 1);
  });

  it('adds a text to a list of texts', () => {
    const entry = desk.entry('courses-it:icdlCourse.body.0');
    expect(entry.list?.shape).toEqual({ kind: 'string' });
    const answer = desk.addItem({
      ns: 'courses-it',
      listPath: 'icdlCourse.body',
      item: { en: 'One more paragraph.', ar: 'فقرة أخرى.' },
    });
    expect(answer.status).toBe(200);
    expect((at(data('ar', 'courses-it'), 'icdlCourse.body') as string[]).at(-1)).toBe('فقرة أخرى.');
  });

  it('refuses an item of another shape, an empty text, or a list that is not there', () => {
    const enBefore = text('en', 'courses-it');
    const add = (item: unknown, listPath = 'icdlCourse.faq') =>
      answerRequest(desk, post('/__desk/add-item', { ns: 'courses-it', listPath, item })).status;
    expect(add({ en: question, ar: { question: 'سؤال' } })).toBe(400);
    expect(add({ en: question, ar: { ...arabic, extra: 'x' } })).toBe(400);
    expect(add({ en: question, ar: { ...arabic, answer: '  ' } })).toBe(400);
    expect(add({ en: 'text', ar: 'نص' })).toBe(400);
    expect(add({ en: question, ar: arabic }, 'icdlCourse.noList')).toBe(404);
    expect(add({ en: question, ar: arabic }, 'icdlCourse.__proto__')).toBe(400);
    expect(text('en', 'courses-it')).toBe(enBefore);
  });
});

describe('search', () => {
  const search = (q: string) =>
    answerRequest(desk, get(`/__desk/search?q=${encodeURIComponent(q)}`)).body as SearchHit[];

  it('finds Arabic spelled loosely: hamza, taa marbuta, alef maqsura, diacritics, tatweel', () => {
    const spelled = search('الإنجليزية');
    expect(spelled.length).toBeGreaterThan(0);
    expect(search('الانجليزيه').map((h) => h.id)).toEqual(spelled.map((h) => h.id));
    const plain = search('دورة');
    expect(plain.length).toBeGreaterThan(0);
    expect(search('دَوْرَة').map((h) => h.id)).toEqual(plain.map((h) => h.id));
    expect(search('دورـــة').map((h) => h.id)).toEqual(plain.map((h) => h.id));
  });

  it('finds English in any case, gives both languages, at most 30', () => {
    const hits = search('icdl');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(30);
    expect(hits.every((h) => /icdl/i.test(`${h.en} ${h.ar}`))).toBe(true);
    const [first] = search('ICDL');
    expect(first?.id).toMatch(/^[a-z-]+:/);
    expect(search('x')).toEqual([]);
  });
});

describe('what the check calls an error, the desk refuses', () => {
  it('refuses a placeholder the other language does not have, with the error, in Arabic', () => {
    const before = text('en', 'policies');
    const answer = answerRequest(
      desk,
      post(
        '/__desk/save',
        { ns: 'policies', path: 'coursePolicy.heading', lng: 'en', value: 'Policy, {{name}}' },
        { 'x-desk-lang': 'ar' },
      ),
    );
    expect(answer.status).toBe(422);
    const body = answer.body as DeskErrorBody;
    expect(body.error).toMatch(/[\u0600-\u06ff]/);
    expect(body.problems?.map((p) => p.rule)).toContain('placeholder');
    expect(text('en', 'policies')).toBe(before);
  });

  it('runs the rules of the whole check: a heading that is not the course name is refused', () => {
    const before = text('en', 'courses-it');
    const answer = answerRequest(
      desk,
      post('/__desk/save', {
        ns: 'courses-it',
        path: 'icdlCourse.heading',
        lng: 'en',
        value: 'The ICDL',
      }),
    );
    expect(answer.status).toBe(422);
    expect((answer.body as DeskErrorBody).problems?.map((p) => p.rule)).toContain('course-name');
    expect(text('en', 'courses-it')).toBe(before);
    const check = answerRequest(
      desk,
      post('/__desk/check', {
        ns: 'courses-it',
        values: [{ lng: 'en', path: 'icdlCourse.heading', value: 'The ICDL' }],
      }),
    ).body as CheckResult;
    expect(check['en:icdlCourse.heading']?.map((p) => p.rule)).toContain('course-name');
  });

  it("refuses a course's name written another way in another file, naming the page's name", () => {
    // home.json is checked with its twin only: the name comes from courses-business.json.
    const before = text('ar', 'home');
    const value = 'ادرسوا دبلوم إدارة التسويق لدينا.';
    const answer = answerRequest(
      desk,
      post('/__desk/save', { ns: 'home', path: 'home.lead', lng: 'ar', value }),
    );
    expect(answer.status).toBe(422);
    const found = (answer.body as DeskErrorBody).problems?.find((p) => p.rule === 'course-name');
    expect(found?.message.en).toBe(
      '«دبلوم إدارة التسويق» is the course «شهادة إدارة التسويق» written another way',
    );
    expect(found?.fix.ar).toContain('courses-business.json › dmm.name');
    expect(text('ar', 'home')).toBe(before);
  });
});

describe('blind spots', () => {
  it('opens a page name in the menus at its own file: <ns>.json › <id>.name', () => {
    const entry = desk.entry('common:routes.icdlCourse');
    expect(entry.id).toBe('courses-it:icdlCourse.name');
    expect(entry.ar.strings[0]?.value).toBe(at(data('ar', 'courses-it'), 'icdlCourse.name'));
  });

  it('shows a deleted Arabic plural form as an empty box, and saving it writes it back', () => {
    const few = at(data('ar', 'common'), 'counts.courses_few') as string;
    writeFileSync(
      file('ar', 'common'),
      text('ar', 'common').replace(/\n\s*"courses_few": .*,/, ''),
    );
    const entry = desk.entry('common:counts.courses');
    const box = entry.ar.strings.find((s) => s.form === 'few');
    expect(box).toMatchObject({ path: 'counts.courses_few', value: '', missing: true });
    expect(
      desk.save({ ns: 'common', path: 'counts.courses_few', lng: 'ar', value: few }).status,
    ).toBe(200);
    expect(at(data('ar', 'common'), 'counts.courses_few')).toBe(few);
  });

  it('shows an FAQ item missing in Arabic as empty boxes; filling them restores the item', () => {
    const arData = data('ar', 'courses-it');
    const faq = at(arData, 'icdlCourse.faq') as { question: string; answer: string }[];
    const last = faq.at(-1);
    const shorter = JSON.parse(text('ar', 'courses-it')) as Record<string, { faq: unknown[] }>;
    shorter['icdlCourse']?.faq.pop();
    writeFileSync(file('ar', 'courses-it'), `${JSON.stringify(shorter, null, 2)}\n`);
    const index = faq.length - 1;
    const entry = desk.entry(`courses-it:icdlCourse.faq.${index}.answer`);
    expect(entry.ar.strings).toEqual([
      expect.objectContaining({ value: '', missing: true, path: `icdlCourse.faq.${index}.answer` }),
    ]);
    for (const field of ['question', 'answer'] as const) {
      const path = `icdlCourse.faq.${index}.${field}`;
      expect(desk.save({ ns: 'courses-it', path, lng: 'ar', value: last?.[field] }).status).toBe(
        200,
      );
    }
    expect(at(data('ar', 'courses-it'), 'icdlCourse.faq')).toEqual(faq);
  });
});

describe('review by content, memory and notes', () => {
  it('an item inserted in the middle of a list marks only itself stale', () => {
    const insert = (lng: string, item: unknown) => {
      const value = JSON.parse(text(lng, 'courses-it')) as Record<string, { faq: unknown[] }>;
      value['icdlCourse']?.faq.splice(1, 0, item);
      writeFileSync(file(lng, 'courses-it'), `${JSON.stringify(value, null, 2)}\n`);
    };
    const stale = (i: number) => desk.entry(`courses-it:icdlCourse.faq.${i}.question`).review.stale;
    const length = (at(data('en', 'courses-it'), 'icdlCourse.faq') as unknown[]).length;
    for (let i = 0; i < length; i += 1) {
      for (const field of ['question', 'answer']) {
        desk.review({ ns: 'courses-it', path: `icdlCourse.faq.${i}.${field}` });
      }
    }
    expect(Array.from({ length }, (_, i) => stale(i))).toEqual(new Array(length).fill(false));
    insert('en', { question: 'Is there a break?', answer: 'Yes, one.' });
    insert('ar', { question: 'هل توجد استراحة؟', answer: 'نعم، واحدة.' });
    // The new item is marked; every item after it moved one place and is still reviewed.
    expect(Array.from({ length: length + 1 }, (_, i) => stale(i))).toEqual(
      Array.from({ length: length + 1 }, (_, i) => i === 1),
    );
  });

  it('gives other strings with the same or close English, with their Arabic', () => {
    // Another file gets a string with the same English as the course's name.
    const name = at(data('en', 'courses-business'), 'scm.name');
    const path = 'checkout.coursesWithoutPage.actAuthentication';
    for (const [lng, value] of [
      ['en', name],
      ['ar', 'شهادة إدارة سلاسل الإمداد'],
    ] as const) {
      const copy = data(lng, 'checkout');
      (
        (copy.checkout as Record<string, Record<string, unknown>>).coursesWithoutPage ?? {}
      ).actAuthentication = value;
      writeFileSync(file(lng, 'checkout'), `${JSON.stringify(copy, null, 2)}\n`);
    }
    const entry = desk.entry('courses-business:scm.name');
    const same = entry.memory.find((hit) => hit.id === `checkout:${path}`);
    expect(same).toMatchObject({ en: name, ar: 'شهادة إدارة سلاسل الإمداد', score: 1 });
    expect(entry.memory.map((hit) => hit.id)).not.toContain(entry.id);
  });

  it('keeps a note per string in locales/notes.json, and the entry shows it', () => {
    const answer = answerRequest(
      desk,
      post('/__desk/note', {
        ns: 'policies',
        path: 'coursePolicy.heading',
        note: 'A page heading',
      }),
    );
    expect(answer.status).toBe(200);
    const notes = JSON.parse(readFileSync(join(dir, 'notes.json'), 'utf8')) as {
      notes: Record<string, string>;
    };
    expect(notes.notes['policies:coursePolicy.heading']).toBe('A page heading');
    expect(desk.entry('policies:coursePolicy.heading').note).toBe('A page heading');
  });
});

describe('summary', () => {
  const summary = () => answerRequest(desk, get('/__desk/summary')).body as ProblemCount;

  it('counts every file’s errors apart from its warnings, the Arabic not yet reviewed named', () => {
    // One file's Arabic not yet reviewed (the repository's own copy may have none left).
    const state = JSON.parse(readFileSync(join(dir, 'review-state.json'), 'utf8')) as {
      reviewed: Record<string, unknown>;
    };
    delete state.reviewed['warning'];
    writeFileSync(join(dir, 'review-state.json'), `${JSON.stringify(state)}\n`);
    const before = summary();
    expect(before.unreviewed).toBeGreaterThan(0);
    expect(before.warnings).toBeGreaterThanOrEqual(before.unreviewed);
    // A plural form deleted is an error; with no review recorded, every Arabic string is unreviewed.
    writeFileSync(
      file('ar', 'common'),
      text('ar', 'common').replace(/\n\s*"courses_few": .*,/, ''),
    );
    writeFileSync(join(dir, 'review-state.json'), '{ "reviewed": {} }\n');
    const after = summary();
    expect(after.errors).toBe(before.errors + 1);
    expect(after.unreviewed).toBeGreaterThan(before.unreviewed);
  });
});
