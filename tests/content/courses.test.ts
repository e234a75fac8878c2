import { describe, expect, it } from 'vitest';
import { catalogueTiles } from '@/features/courses/catalogue';
import { courseConfig } from '@/features/courses/course-config';
import { routes } from '@/routes/manifest';
import { get, readLocale } from './locale-files';

const courses = routes.filter((r) => r.template === 'course');

describe('course content', () => {
  it('covers every course page with its config', () => {
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.filter((r) => !courseConfig[r.id]).map((r) => r.id)).toEqual([]);
  });

  for (const lng of ['en', 'ar'] as const) {
    it(`gives every course its text, facts and at least two FAQs in ${lng}`, () => {
      const problems: string[] = [];
      for (const route of courses) {
        const page = readLocale(lng, route.ns)[route.id];
        const need = (ok: boolean, what: string) => !ok && problems.push(`${route.id}: ${what}`);
        const body = get(page, 'body');
        const facts = get(page, 'facts');
        const faq = get(page, 'faq');
        need(typeof get(page, 'lead') === 'string', 'lead');
        need(Array.isArray(body) && body.length >= 1, 'body');
        need(Array.isArray(facts) && facts.length >= 3, 'facts');
        need(Array.isArray(faq) && faq.length >= 2, 'faq');
        need(typeof get(page, 'imageAlt') === 'string', 'imageAlt');
        for (const item of Array.isArray(faq) ? faq : []) {
          need(
            typeof get(item, 'question') === 'string' && typeof get(item, 'answer') === 'string',
            'faq item',
          );
        }
        for (const item of Array.isArray(facts) ? facts : []) {
          need(
            typeof get(item, 'label') === 'string' && typeof get(item, 'value') === 'string',
            'fact',
          );
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('keeps the programmes grid in the spec order, each tile a page of the manifest with a blurb', () => {
    const ids = new Set<string>(routes.map((route) => route.id));
    expect(catalogueTiles.filter((id) => !ids.has(id))).toEqual([]);
    expect(new Set(catalogueTiles).size).toBe(catalogueTiles.length);
    expect(catalogueTiles.slice(0, 3)).toEqual(['icdlCourse', 'onlineCourse', 'softSkills']);
    expect(catalogueTiles.slice(-5)).toEqual(['photoshop', 'threeDMax', 'autocad', 'mcsa', 'ccna']);
    for (const lng of ['en', 'ar'] as const) {
      const tiles = get(readLocale(lng, 'catalogue').ourProgrammes, 'tiles');
      expect(catalogueTiles.filter((id) => typeof get(tiles, id) !== 'string')).toEqual([]);
    }
  });

  it('states the TOEFL iBT fee of USD 160 paid to ETS in both languages', () => {
    for (const lng of ['en', 'ar'] as const) {
      expect(JSON.stringify(readLocale(lng, 'courses-exams').toeflExam)).toMatch(/160/);
      expect(JSON.stringify(readLocale(lng, 'courses-exams').toeflExam)).toMatch(/ETS/);
    }
  });
});
