import { describe, expect, it } from 'vitest';
import { bidiRuns, problemText } from './problem-text';
import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('marks only the words that changed', () => {
    expect(wordDiff('Classes run on Saturday mornings', 'Classes run on Sunday mornings')).toEqual([
      { kind: 'same', text: 'Classes run on ' },
      { kind: 'removed', text: 'Saturday' },
      { kind: 'added', text: 'Sunday' },
      { kind: 'same', text: ' mornings' },
    ]);
  });

  it('keeps both texts whole: the old is same + removed, the new is same + added', () => {
    const before = 'Pay the deposit within 3 days';
    const after = 'Pay the full deposit today';
    const runs = wordDiff(before, after);
    const join = (skip: string) =>
      runs
        .filter((r) => r.kind !== skip)
        .map((r) => r.text)
        .join('');
    expect(join('added')).toBe(before);
    expect(join('removed')).toBe(after);
  });
});

describe('problemText and bidiRuns', () => {
  it('leaves the Arabic sentence its own full stop and the bracket a run does not close', () => {
    const latin = (text: string) =>
      bidiRuns(text)
        .filter((r) => r.latin)
        .map((r) => r.text);
    expect(latin('ليس اسم هذه الدورة (اسم الصفحة: courses-it.json › icdlCourse.name).')).toEqual([
      'courses-it.json › icdlCourse.name',
    ]);
    expect(latin('(دليل الأسلوب: Numbers and dates)')).toEqual(['Numbers and dates']);
    expect(latin('بالأرقام الهندية (U+0662 ARABIC-INDIC DIGIT TWO)، وفي النص')).toEqual([
      '(U+0662 ARABIC-INDIC DIGIT TWO)',
    ]);
    expect(latin('السطر (ISO 9001:2015) فقط')).toEqual(['(ISO 9001:2015)']);
  });

  it('shows the message of the desk’s language, and says when it is another', () => {
    expect(problemText({ en: 'missing', ar: 'ناقص' }, 'ar')).toEqual({ text: 'ناقص', lang: 'ar' });
    expect(problemText('missing', 'ar')).toEqual({ text: 'missing', lang: 'en' });
  });

  it('isolates each Latin run of an Arabic message: keys, file names, placeholders', () => {
    const runs = bidiRuns(
      'المفتاح icdlCourse.heading في locales/ar/courses-it.json ينقصه {{count}}.',
    );
    expect(runs.filter((r) => r.latin).map((r) => r.text)).toEqual([
      'icdlCourse.heading',
      'locales/ar/courses-it.json',
      '{{count}}',
    ]);
    expect(runs.map((r) => r.text).join('')).toBe(
      'المفتاح icdlCourse.heading في locales/ar/courses-it.json ينقصه {{count}}.',
    );
  });
});
