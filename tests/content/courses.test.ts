import { describe, expect, it } from 'vitest';
import { listedOn, routes } from '@/routes/manifest';
import { readLocale } from './locale-files';

/** The course pages' shapes are checked by their template's schema (tests/content/locale-schemas.test.ts). */
describe('course pages', () => {
  it('keeps the programmes grid in the order of the old site: 24 tiles, ICDL first and CCNA last', () => {
    const tiles = listedOn('ourProgrammes').map((route) => route.id);
    expect(tiles).toHaveLength(24);
    expect(tiles.slice(0, 3)).toEqual(['icdlCourse', 'onlineCourse', 'softSkills']);
    expect(tiles.slice(-5)).toEqual(['photoshop', 'threeDMax', 'autocad', 'mcsa', 'ccna']);
  });

  it('lists only course pages on the programmes grid and the test centre', () => {
    const listed = routes.filter((route) => route.listedOn);
    expect(listed.filter((route) => route.template !== 'course').map((r) => r.id)).toEqual([]);
    // The old site's test centre cards stay, in its order; a page added with listedOn joins them.
    const oldSite = ['toeflExam', 'icdlExamCentre', 'cambridgeTeaching'];
    const listedIds = listedOn('testCenter').map((route) => route.id);
    expect(listedIds.filter((id) => oldSite.includes(id))).toEqual(oldSite);
  });

  it('states the TOEFL iBT fee of USD 160 paid to ETS in both languages', () => {
    for (const lng of ['en', 'ar'] as const) {
      expect(JSON.stringify(readLocale(lng, 'courses-exams').toeflExam)).toMatch(/160/);
      expect(JSON.stringify(readLocale(lng, 'courses-exams').toeflExam)).toMatch(/ETS/);
    }
  });
});
