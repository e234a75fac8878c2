import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { namespaces, readLocale } from './locale-files';
import { localeIssues } from '@/l10n/locale-schemas';

describe('every locale file has the shape its pages read', () => {
  for (const lng of languages) {
    for (const ns of namespaces()) {
      it(`locales/${lng}/${ns}.json`, () => {
        expect(localeIssues(lng, ns, readLocale(lng, ns))).toEqual([]);
      });
    }
  }
});

describe('a broken locale file fails with its file, key path and language', () => {
  const course = () => structuredClone(readLocale('ar', 'courses-it'));

  it('a missing FAQ answer', () => {
    const data = course();
    const faq = (data.icdlCourse as { faq: Record<string, unknown>[] }).faq;
    delete faq[1]?.answer;
    expect(localeIssues('ar', 'courses-it', data)).toEqual([
      'locales/ar/courses-it.json › icdlCourse.faq.1.answer: missing',
    ]);
  });

  it('a key misspelled the same way in both languages', () => {
    for (const lng of languages) {
      const data = structuredClone(readLocale(lng, 'courses-it'));
      const page = data.icdlCourse as Record<string, unknown>;
      page.hightlights = page.highlights;
      delete page.highlights;
      expect(localeIssues(lng, 'courses-it', data)).toEqual([
        `locales/${lng}/courses-it.json › icdlCourse.hightlights: unknown key (misspelled, or not in the schema)`,
      ]);
    }
  });

  it('a wrong array (a string where a list belongs)', () => {
    const data = course();
    (data.icdlCourse as Record<string, unknown>).body = 'one paragraph';
    const issues = localeIssues('ar', 'courses-it', data);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^locales\/ar\/courses-it\.json › icdlCourse\.body: /);
  });

  it('an empty string', () => {
    const data = course();
    (data.icdlCourse as { meta: Record<string, unknown> }).meta.title = '  ';
    expect(localeIssues('ar', 'courses-it', data)).toEqual([
      'locales/ar/courses-it.json › icdlCourse.meta.title: an empty string',
    ]);
  });

  it('a page of the manifest missing from its namespace', () => {
    const data = course();
    delete data.icdlCourse;
    expect(localeIssues('ar', 'courses-it', data)).toEqual([
      'locales/ar/courses-it.json › icdlCourse: missing',
    ]);
  });

  it('a listed page without its card for the index page', () => {
    const data = course();
    delete (data.icdlCourse as Record<string, unknown>).card;
    expect(localeIssues('ar', 'courses-it', data)).toEqual([
      'locales/ar/courses-it.json › icdlCourse.card: missing',
    ]);
  });
});
