import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { getRoute, routes } from './manifest';
import { cardPath, cardTitle } from './share-card';

describe('cardPath', () => {
  it('is stable for a route and language', () => {
    expect(cardPath(getRoute('englishForKids'), 'ar')).toBe('/og/ar/english-for-kids.png');
    expect(cardPath(getRoute('home'), 'en')).toBe('/og/en/home.png');
    expect(cardPath(getRoute('threeDMax'), 'en')).toBe('/og/en/three-d-max.png');
  });

  it('is unique per page and language, and safe in a URL', () => {
    const paths = routes.flatMap((route) => languages.map((lng) => cardPath(route, lng)));
    expect(new Set(paths).size).toBe(routes.length * languages.length);
    for (const path of paths) expect(path).toMatch(/^\/og\/(en|ar)\/[a-z0-9-]+\.png$/);
  });
});

describe('cardTitle', () => {
  it('drops the brand after the last bar, in both languages', () => {
    const en = 'American Academy for Training Courses';
    const ar = 'الأكاديمية الأمريكية للتدريب';
    expect(cardTitle('English for Kids Courses | American Academy', en)).toBe(
      'English for Kids Courses',
    );
    expect(cardTitle('ICDL Exam Centre | American Academy Test Centre', en)).toBe(
      'ICDL Exam Centre',
    );
    expect(cardTitle('دورات الإنجليزية للأطفال | الأكاديمية الأمريكية', ar)).toBe(
      'دورات الإنجليزية للأطفال',
    );
  });

  it('keeps a title whose last part is not the brand, its bars as dashes', () => {
    const title = 'American Academy Egypt Branch | Training and Exams';
    expect(cardTitle(title, 'American Academy for Training Courses')).toBe(
      'American Academy Egypt Branch – Training and Exams',
    );
    expect(cardTitle('Refund Policy', 'American Academy for Training Courses')).toBe(
      'Refund Policy',
    );
  });
});
