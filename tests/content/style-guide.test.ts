import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '@/l10n/cli';
import { englishCourseNames, englishStyle } from '@/l10n/string-checks';
import { routes } from '@/routes/manifest';
import { readLocale } from './locale-files';

describe('the English style sheet (locales/style-en.json)', () => {
  const doc = readFileSync(join(root, 'docs', 'style-guide.md'), 'utf8');

  it('lists variants for real course pages, each page once', () => {
    const ids = englishStyle.courseVariants.map((c) => c.route);
    expect(new Set(ids).size).toBe(ids.length);
    const unknown = ids.filter((id) => !routes.some((r) => r.id === id && r.template === 'course'));
    expect(
      unknown.map((id) => `locales/style-en.json › courseVariants: no course page ${id}`),
    ).toEqual([]);
  });

  it("takes every course page's name from the page's own copy", () => {
    const unnamed = routes
      .filter((r) => r.template === 'course' && !englishCourseNames.has(r.id))
      .map((r) => r.id);
    expect(unnamed).toEqual([]);
    const toefl = readLocale('en', 'courses-exams').toeflExam as { name: string };
    expect(englishCourseNames.get('toeflExam')).toBe(toefl.name);
  });

  it('names, in pastTitles, people the site really quotes (a renamed testimonial is not skipped)', () => {
    const company = readLocale('en', 'company') as {
      whatDoPeopleSay: { testimonials: { name: string }[] };
    };
    const quoted = new Set(company.whatDoPeopleSay.testimonials.map((t) => t.name));
    const unknown = englishStyle.pastTitles.people.filter((name) => !quoted.has(name));
    expect(
      unknown.map(
        (name) =>
          `locales/style-en.json › pastTitles.people: no testimonial in locales/en/company.json is named «${name}» — write the name as the testimonial does`,
      ),
    ).toEqual([]);
  });

  it('is shown in docs/style-guide.md', () => {
    const missing = [
      ...englishStyle.courseVariants.flatMap((c) => c.rejected.map((r) => r.trim())),
      ...englishStyle.spellings.map((s) => s.use),
      ...englishStyle.draftingPhrases.rejected.filter((p) => !p.includes('’')),
      ...englishStyle.pastTitles.people,
    ].filter((term) => !doc.includes(term));
    expect(missing).toEqual([]);
  });
});
