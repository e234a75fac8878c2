import { describe, expect, it } from 'vitest';
import { checkoutCourses, listedOn, routes } from '@/routes/manifest';
import { get, readLocale } from './locale-files';

/**
 * The old site's programmes grid, in its order (the academy's All Courses page). Its tiles stay,
 * in this order; a course added with `listedOn: 'ourProgrammes'` joins them wherever its entry is.
 */
const oldGrid = [
  'icdlCourse',
  'onlineCourse',
  'softSkills',
  'generalEnglish',
  'conversationEnglish',
  'businessEnglish',
  'englishForKids',
  'hmd',
  'scm',
  'pmp',
  'toeflIelts',
  'tefl',
  'mathScience',
  'primaryEnglish',
  'arabicForForeigners',
  'otherLanguages',
  'dmm',
  'hrmc',
  'bmc',
  'photoshop',
  'threeDMax',
  'autocad',
  'mcsa',
  'ccna',
];

const manifestFile = 'src/routes/manifest.ts';

/**
 * What is wrong with a list of pages that must hold `wanted` in its order (other pages may sit
 * between them): one line per entry to fix, naming the file and the entry.
 */
function outOfOrder(listed: readonly string[], wanted: readonly string[], field: string): string[] {
  const problems = wanted
    .filter((id) => !listed.includes(id))
    .map((id) => `${manifestFile} › ${id}: give it ${field}`);
  const kept = listed.filter((id) => wanted.includes(id));
  const order = wanted.filter((id) => kept.includes(id));
  kept.forEach((id, index) => {
    if (id !== order[index])
      problems.push(
        `${manifestFile} › ${id}: move its entry after ${order[order.indexOf(id) - 1] ?? 'the first course'}'s (the old site's order)`,
      );
  });
  return problems;
}

/** The course pages' shapes are checked by their template's schema (tests/content/locale-schemas.test.ts). */
describe('course pages', () => {
  it("keeps the old site's programmes grid tiles, in its order", () => {
    const tiles = listedOn('ourProgrammes').map((route) => route.id);
    expect(outOfOrder(tiles, oldGrid, "listedOn: 'ourProgrammes'")).toEqual([]);
  });

  it('lists only course pages on the programmes grid and the test centre', () => {
    const listed = routes.filter((route) => route.listedOn);
    expect(
      listed
        .filter((route) => route.template !== 'course')
        .map((r) => `${manifestFile} › ${r.id}: only a course page may have listedOn`),
    ).toEqual([]);
    // The old site's test centre cards stay, in its order; a page added with listedOn joins them.
    const oldSite = ['toeflExam', 'icdlExamCentre', 'cambridgeTeaching'];
    const listedIds = listedOn('testCenter').map((route) => route.id);
    expect(outOfOrder(listedIds, oldSite, "listedOn: 'testCenter'")).toEqual([]);
  });

  it('sends the TOEFL iBT fee to ETS in both languages, with no dated figure', () => {
    for (const lng of ['en', 'ar'] as const) {
      expect(JSON.stringify(readLocale(lng, 'courses-exams').toeflExam)).not.toMatch(/160/);
      expect(JSON.stringify(readLocale(lng, 'courses-exams').toeflExam)).toMatch(/ETS/);
    }
  });
});

describe("the checkout's course list", () => {
  const withoutPage = (lng: 'en' | 'ar') =>
    get(readLocale(lng, 'checkout'), 'checkout.coursesWithoutPage') as Record<string, string>;

  it("offers every course of the old site's grid, by its page's name", () => {
    const offered = checkoutCourses().map((route) => route.id);
    expect(outOfOrder(offered, oldGrid, 'checkout: true in its course')).toEqual([]);
  });

  it('keeps the courses without a page in the checkout copy, ACT Authentication first', () => {
    for (const lng of ['en', 'ar'] as const) {
      expect(Object.keys(withoutPage(lng))[0], `locales/${lng}/checkout.json`).toBe(
        'actAuthentication',
      );
    }
  });

  it('gives every choice its own value and its own name, in each language', () => {
    const problems: string[] = [];
    const ids = new Set<string>(routes.map((route) => route.id));
    for (const lng of ['en', 'ar'] as const) {
      const file = `locales/${lng}/checkout.json`;
      const seen = new Map<string, string>();
      const choices = [
        ...Object.entries(withoutPage(lng)).map(([key, name]) => ({
          where: `${file} › checkout.coursesWithoutPage.${key}`,
          name,
        })),
        ...checkoutCourses().map((route) => ({
          where: `locales/${lng}/${route.ns}.json › ${route.id}.name`,
          name: String(get(readLocale(lng, route.ns), `${route.id}.name`)),
        })),
      ];
      for (const { where, name } of choices) {
        const before = seen.get(name);
        if (before) problems.push(`${where}: "${name}" is already the name of ${before}`);
        seen.set(name, where);
      }
      for (const key of Object.keys(withoutPage(lng))) {
        if (ids.has(key))
          problems.push(`${file} › checkout.coursesWithoutPage.${key}: a page has this id`);
      }
    }
    expect(problems).toEqual([]);
  });
});
