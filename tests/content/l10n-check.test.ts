import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocales, type LocaleFileText } from '@/l10n/check-locales';
import { readLocaleFiles, root } from '@/l10n/cli';
import { markString } from '@/i18n/desk-markers';
import { setValue } from '@/l10n/json-source';
import { formatProblem, type Problem } from '@/l10n/problem';

/**
 * `npm run l10n:check` over the real locale files: clean as they are, and each ordinary mistake a
 * translator makes named in one line with its file, key and line. docs/translating.md quotes those
 * lines; the last test keeps the quotes true.
 */

const files = readLocaleFiles();
/** Keys the code reads by name, as i18next-cli finds them (a few the mistakes below need). */
const codeKeys = ['common:ui.readMore', 'common:counts.courses_one', 'common:footer.copyright'];

type Mutation = (files: LocaleFileText[]) => LocaleFileText[];
const edit =
  (lng: 'en' | 'ar', ns: string, change: (text: string) => string): Mutation =>
  (all) =>
    all.map((file) =>
      file.lng === lng && file.ns === ns ? { ...file, text: change(file.text) } : file,
    );
const both =
  (ns: string, change: (text: string) => string): Mutation =>
  (all) =>
    edit('ar', ns, change)(edit('en', ns, change)(all));
const set = (lng: 'en' | 'ar', ns: string, path: string, value: string) =>
  edit(lng, ns, (text) => setValue(text, path, value));
const remove = (lng: 'en' | 'ar', ns: string, path: string) =>
  edit(lng, ns, (text) => setValue(text, path, undefined));

const english = (path: string, ns = 'courses-it') => {
  const data = JSON.parse(
    files.find((f) => f.lng === 'en' && f.ns === ns)?.text ?? '{}',
  ) as unknown;
  return String(
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data),
  );
};

/**
 * The mechanical findings of the copy reviews, one rule each: the mistake made on a made-up
 * string, the same string fixed, and the line a translator reads (docs/translating.md quotes it).
 */
const reviewRules: Record<string, { wrong: Mutation; right: Mutation; line: string }> = {
  'drafting-phrase': {
    wrong: set(
      'en',
      'courses-it',
      'icdlCourse.faq.0.answer',
      "The academy's material does not say how long the course takes.",
    ),
    right: set(
      'en',
      'courses-it',
      'icdlCourse.faq.0.answer',
      'Not published yet: ask us how long the course takes.',
    ),
    line: "locales/en/courses-it.json › icdlCourse.faq.0.answer (line N): «The academy's material does not say» tells how the copy was written, not what the visitor can do — say what the visitor can do instead, e.g. «Not published yet: ask us» (style guide › One voice)",
  },
  'drafting-phrase-arabic': {
    wrong: set(
      'ar',
      'courses-it',
      'icdlCourse.faq.0.answer',
      'لا تذكر مادة الأكاديمية مدة الدورة.',
    ),
    right: set('ar', 'courses-it', 'icdlCourse.faq.0.answer', 'لم تُنشر مدة الدورة بعد: اسألونا.'),
    line: 'locales/ar/courses-it.json › icdlCourse.faq.0.answer (line N): «لا تذكر مادة الأكاديمية» tells how the copy was written, not what the visitor can do — say what the visitor can do instead, e.g. «لم يُنشر بعد: اسألونا» (style guide › One voice)',
  },
  'question-mark': {
    wrong: set('en', 'courses-it', 'icdlCourse.faq.0.question', 'How long is the course'),
    right: set('en', 'courses-it', 'icdlCourse.faq.0.question', 'How long is the course?'),
    line: 'locales/en/courses-it.json › icdlCourse.faq.0.question (line N): this question does not end with «?» — end it with «?»',
  },
  'question-mark-arabic': {
    wrong: set('ar', 'courses-it', 'icdlCourse.faq.0.question', 'كم تستغرق دورة ICDL?'),
    right: set('ar', 'courses-it', 'icdlCourse.faq.0.question', 'كم تستغرق دورة ICDL؟'),
    line: 'locales/ar/courses-it.json › icdlCourse.faq.0.question (line N): this Arabic question ends with the Latin «?» — end it with the Arabic «؟»',
  },
  'number-in-words': {
    wrong: set('en', 'courses-it', 'icdlCourse.lead', 'The course takes 2 months.'),
    right: set('en', 'courses-it', 'icdlCourse.lead', 'The course takes two months.'),
    line: 'locales/en/courses-it.json › icdlCourse.lead (line N): «2 months» has a number from one to ten in digits — write one to ten in words in running text (style guide › Numbers and dates)',
  },
  'number-in-words-arabic': {
    wrong: set('ar', 'courses-it', 'icdlCourse.lead', 'تستغرق الدورة 3 أشهر.'),
    right: set('ar', 'courses-it', 'icdlCourse.lead', 'تستغرق الدورة ثلاثة أشهر.'),
    line: 'locales/ar/courses-it.json › icdlCourse.lead (line N): «3 أشهر» has a number from one to ten in digits — write one to ten in words in running text (style guide › Numbers and dates)',
  },
  'past-title': {
    wrong: set('en', 'company', 'whatDoPeopleSay.testimonials.3.role', 'Minister of Awqaf'),
    right: set('en', 'company', 'whatDoPeopleSay.testimonials.3.role', 'Former Minister of Awqaf'),
    line: 'locales/en/company.json › whatDoPeopleSay.testimonials.3.role (line N): Prof Dr Talaat Afifi no longer holds this title, but the role reads as present — begin it with «Then» or «Former» (style guide › One voice)',
  },
  'past-title-arabic': {
    wrong: set(
      'ar',
      'company',
      'whatDoPeopleSay.testimonials.5.role',
      'مدير التدريب، شركة مارس (Mars)',
    ),
    right: set(
      'ar',
      'company',
      'whatDoPeopleSay.testimonials.5.role',
      'مدير التدريب آنذاك، شركة مارس (Mars)',
    ),
    line: 'locales/ar/company.json › whatDoPeopleSay.testimonials.5.role (line N): Mohamed Rashad no longer holds this title, but the role reads as present — add «آنذاك» after the title, or write «الأسبق» (style guide › One voice)',
  },
};

/** The mistakes of docs/translating.md, by the id its quotes carry. */
const mistakes: Record<string, Mutation> = {
  'renamed-key': both('common', (text) => text.replace('"readMore":', '"readmore":')),
  'renamed-key-one-language': edit('ar', 'common', (text) =>
    text.replace('"readMore":', '"readmore":'),
  ),
  'translated-placeholder': set(
    'ar',
    'common',
    'footer.copyright',
    '© {{السنة}} الأكاديمية الأمريكية للتدريب. جميع الحقوق محفوظة.',
  ),
  'missing-plural': remove('ar', 'common', 'counts.courses_few'),
  'english-word': set(
    'ar',
    'courses-it',
    'icdlCourse.faq.0.question',
    'كم تستغرق دورة ICDL course؟',
  ),
  'english-answer': set(
    'ar',
    'courses-it',
    'icdlCourse.faq.0.answer',
    // English, but not the English itself (that is the next mistake).
    `In short: ${english('icdlCourse.faq.0.answer')}`,
  ),
  'same-as-english': set(
    'ar',
    'courses-it',
    'icdlCourse.faq.0.answer',
    english('icdlCourse.faq.0.answer'),
  ),
  'html-tag': set('ar', 'courses-it', 'icdlCourse.lead', 'دورة <strong>ICDL</strong> في أكتوبر'),
  markdown: set('en', 'courses-it', 'icdlCourse.lead', 'The **ICDL** course in October'),
  'trailing-comma': edit('ar', 'courses-it', (text) =>
    text.replace(/("imageAlt": "[^"]*")/, '$1,'),
  ),
  'missing-item': edit('ar', 'courses-it', (text) => {
    const data = JSON.parse(text) as { icdlCourse: { faq: unknown[] } };
    return setValue(text, 'icdlCourse.faq', data.icdlCourse.faq.slice(0, -1));
  }),
  glossary: set('ar', 'courses-it', 'icdlCourse.faq.0.question', 'كم يستغرق امتحان ICDL؟'),
  style: set(
    'en',
    'courses-it',
    'icdlCourse.faq.0.question',
    'How do I enroll in the ICDL Course?',
  ),
  'ambiguous-date': set(
    'en',
    'courses-it',
    'icdlCourse.faq.0.question',
    'Does the course start on 01/06/2026?',
  ),
  'hidden-markers': set(
    'ar',
    'courses-it',
    'icdlCourse.lead',
    `تعلّموا ${markString('courses-it', 'icdlCourse.lead', 'مهارات الحاسب الآلي')}.`,
  ),
  'eastern-digits': set('ar', 'courses-it', 'icdlCourse.facts.0.value', '٢٠٢٦'),
  'course-name-variant': set(
    'en',
    'courses-it',
    'icdlCourse.faq.1.answer',
    'Yes: up to 50% on our preparation courses and on the Marketing Management Diploma. Ask us who qualifies.',
  ),
  'course-name-variant-arabic': set(
    'ar',
    'courses-it',
    'icdlCourse.faq.1.answer',
    'نعم، نقدّم خصمًا يصل إلى 50% على دوراتنا التحضيرية وعلى دورة الفوتوشوب، فاسألونا عمّن يستحقه.',
  ),
  'glance-length': set(
    'ar',
    'courses-it',
    'mcsa.facts.0.value',
    'اسألونا عن مدة الدورة ورسومها ومواعيد بدئها وأماكن انعقادها والكتب المطلوبة لها',
  ),
  ...Object.fromEntries(Object.entries(reviewRules).map(([id, rule]) => [id, rule.wrong])),
};

const run = (mutation?: Mutation, keys = codeKeys): Problem[] =>
  checkLocales({ files: mutation ? mutation(files) : files, codeKeys: keys });
const errorLines = (problems: Problem[]) =>
  problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p));
/** Line numbers move as the files change: a quote is matched whatever its line. */
const anyLine = (text: string) =>
  text.replace(/\(line \d+/g, '(line N').replace(/^\d+ \| /gm, 'N | ');

describe('l10n check on the locale files as they are', () => {
  it('finds no error', () => {
    expect(errorLines(run())).toEqual([]);
  });
});

describe('each ordinary mistake is one line naming its file and key', () => {
  const cases: [string, RegExp][] = [
    ['renamed-key', /^locales\/(en|ar)\/common\.json › ui\.readMore .*the site reads this key/],
    [
      'renamed-key-one-language',
      /^locales\/ar\/common\.json › ui\.readmore \(line \d+\): this key is not in the English file/,
    ],
    [
      'translated-placeholder',
      /^locales\/ar\/common\.json › footer\.copyright \(line \d+\): \{\{السنة\}\} is a translated placeholder/,
    ],
    [
      'missing-plural',
      /^locales\/ar\/common\.json › counts\.courses \(line \d+\): the plural form courses_few is missing/,
    ],
    [
      'english-word',
      /^locales\/ar\/courses-it\.json › icdlCourse\.faq\.0\.question \(line \d+\): English words in an Arabic sentence: «ICDL course»/,
    ],
    [
      'english-answer',
      /^locales\/ar\/courses-it\.json › icdlCourse\.faq\.0\.answer \(line \d+\): this Arabic text is in English/,
    ],
    [
      'same-as-english',
      /^locales\/ar\/courses-it\.json › icdlCourse\.faq\.0\.answer \(line \d+\): the Arabic is the same as the English/,
    ],
    [
      'html-tag',
      /^locales\/ar\/courses-it\.json › icdlCourse\.lead \(line \d+\): an HTML tag \(«<strong>»\)/,
    ],
    ['markdown', /^locales\/en\/courses-it\.json › icdlCourse\.lead \(line \d+\): Markdown bold/],
    [
      'trailing-comma',
      /^locales\/ar\/courses-it\.json \(line \d+\): not valid JSON at column \d+: .*comma after the last entry/,
    ],
    [
      'missing-item',
      /^locales\/ar\/courses-it\.json › icdlCourse\.faq \(line \d+\): this list has \d+ items in Arabic and \d+ in English/,
    ],
    [
      'glossary',
      /^locales\/ar\/courses-it\.json › icdlCourse\.faq\.0\.question \(line \d+\): «امتحان» is not the glossary's word/,
    ],
    [
      'style',
      /^locales\/en\/courses-it\.json › icdlCourse\.faq\.0\.question \(line \d+\): «enroll» is not the style sheet's form/,
    ],
    [
      'ambiguous-date',
      /^locales\/en\/courses-it\.json › icdlCourse\.faq\.0\.question \(line \d+\): the date «01\/06\/2026» can be misread/,
    ],
  ];
  for (const [id, expected] of cases) {
    it(id, () => {
      const lines = errorLines(run(mistakes[id]));
      expect(
        lines.some((line) => expected.test(line)),
        lines.join('\n'),
      ).toBe(true);
    });
  }

  it('a syntax error shows the line and a caret under the mistake', () => {
    const line = errorLines(run(mistakes['trailing-comma'])).find((l) =>
      l.includes('not valid JSON'),
    );
    const [, frame = '', caret = ''] = (line ?? '').split('\n');
    expect(frame).toMatch(/^\d+ \| {2,}\}/);
    expect(caret.trimEnd()).toMatch(/^ +\^$/);
  });

  it('reports the line of the key in the file', () => {
    const problems = run(mistakes['translated-placeholder']);
    const found = problems.find((p) => p.rule === 'placeholder');
    const text = files.find((f) => f.lng === 'ar' && f.ns === 'common')?.text ?? '';
    const line = text.split('\n').findIndex((l) => l.includes('"copyright"')) + 1;
    expect(found?.line).toBe(line);
  });
});

describe("the copy reviews' rules: the mistake is told in one line, the fix passes", () => {
  for (const [id, rule] of Object.entries(reviewRules)) {
    it(id, () => {
      expect(errorLines(run(rule.wrong)).map(anyLine)).toEqual([rule.line]);
      expect(errorLines(run(rule.right))).toEqual([]);
    });
  }

  it('a question whose English ends with «?» ends with «؟» in Arabic, wherever it is', () => {
    const english = set('en', 'courses-it', 'icdlCourse.lead', 'Is the ICDL for you?');
    const arabic = (text: string) => set('ar', 'courses-it', 'icdlCourse.lead', text);
    expect(
      errorLines(run((all) => arabic('هل دورة ICDL مناسبة لك')(english(all)))).map(anyLine),
    ).toEqual([
      'locales/ar/courses-it.json › icdlCourse.lead (line N): this question does not end with «؟» — end it with «؟»',
    ]);
    expect(errorLines(run((all) => arabic('هل دورة ICDL مناسبة لك؟')(english(all))))).toEqual([]);
  });

  it('numbers in facts, ages and modules by number stay digits', () => {
    const facts = set('en', 'courses-it', 'icdlCourse.facts.0.value', '2 months');
    const module = set('en', 'courses-it', 'icdlCourse.lead', 'Module 1 takes two weeks.');
    expect(errorLines(run((all) => module(facts(all))))).toEqual([]);
  });

  it('the glossary rejects the drifting term pairs the Arabic review found', () => {
    const lead = (text: string) => set('ar', 'courses-it', 'icdlCourse.lead', text);
    const lines = (text: string) =>
      errorLines(run(lead(text))).map((line) => line.replace(/^.*\(line \d+\): /, ''));
    expect(lines('يحتاج البحث إلى جافا سكريبت.')).toEqual([
      "«جافا سكريبت» is not the glossary's word for JavaScript — write «JavaScript» (docs/glossary.md)",
    ]);
    expect(lines('ابحثوا عنا في Google.')).toEqual([
      "«Google» is not the glossary's word for Google (in Arabic running text) — write «جوجل» (docs/glossary.md)",
    ]);
    expect(lines('عقوبتها السجن والغرامة.')).toEqual([
      "«السجن» is not the glossary's word for imprisonment, detention (penalty in the policies) — write «الحبس» (docs/glossary.md)",
    ]);
    expect(lines('تعرفوا على مقارّ الأكاديمية.')).toEqual([
      "«مقار» is not the glossary's word for premises, branches (plural of مقر) — write «مقرات» (docs/glossary.md)",
    ]);
    expect(
      lines(
        'يحتاج البحث إلى JavaScript، وخرائط جوجل (Google Maps)، وعقوبتها الحبس، في مقرات الأكاديمية.',
      ),
    ).toEqual([]);
  });
});

describe('counts that are never zero', () => {
  it('a zero form of such a count is reported, and not asked for', () => {
    const added = set(
      'ar',
      'level-check',
      'levelCheck.incomplete_zero',
      'أجيبوا عن السؤال {{number}}.',
    );
    expect(errorLines(run(added)).filter((l) => l.includes('level-check'))).toEqual([
      expect.stringMatching(
        /^locales\/ar\/level-check\.json › levelCheck\.incomplete_zero \(line \d+\): this count is never 0, so the _zero form can never show/,
      ),
    ]);
    const removed = run(remove('ar', 'common', 'counts.courses_zero'));
    expect(errorLines(removed).filter((l) => l.includes('courses_zero'))).toEqual([
      expect.stringMatching(
        /counts\.courses \(line \d+\): the plural form courses_zero is missing/,
      ),
    ]);
  });
});

describe('one course, one name in Arabic', () => {
  it('a heading that does not begin with the menu name is reported', () => {
    const renamed = set('ar', 'courses-it', 'icdlCourse.heading', 'دورة الرخصة الدولية');
    expect(errorLines(run(renamed)).filter((l) => l.includes('course'))).toEqual([
      expect.stringMatching(
        /^locales\/ar\/courses-it\.json › icdlCourse\.heading \(line \d+\): «دورة الرخصة الدولية» is not this course's name — write «دورة ICDL»/,
      ),
    ]);
    const explained = set('ar', 'courses-it', 'icdlCourse.heading', 'دورة ICDL: الرخصة الدولية');
    expect(errorLines(run(explained))).toEqual([]);
  });
});

describe('one course, one name in English', () => {
  it("a heading that is not the page's name is reported, naming where the name is written", () => {
    const renamed = set('en', 'courses-it', 'icdlCourse.heading', 'ICDL Training Course');
    expect(errorLines(run(renamed)).filter((l) => l.includes('course'))).toEqual([
      expect.stringMatching(
        /^locales\/en\/courses-it\.json › icdlCourse\.heading \(line \d+\): «ICDL Training Course» is not this course's name — write «ICDL Course», or the name and its code in brackets \(the page's name, courses-it\.json › icdlCourse\.name\)/,
      ),
    ]);
    // A renamed course is renamed in one place: its name and its heading, nothing else.
    const newName = set('en', 'courses-it', 'icdlCourse.name', 'ICDL Training Course');
    expect(
      errorLines(run((all) => renamed(newName(all)))).filter((l) => l.includes('course')),
    ).toEqual([]);
  });
});

describe('stale translations', () => {
  const reviewState = readFileSync(join(root, 'locales', 'review-state.json'), 'utf8');

  // Measured against what the repository holds now: a new page's Arabic, not yet reviewed, is
  // listed as well (a warning that stops nothing), and is not what these tests are about.
  // Matched whatever the line: a key added above a stale one moves it down without making it new.
  const staleKey = (p: Problem) => anyLine(formatProblem(p));
  const staleNow = new Set(
    checkLocales({ files, reviewState })
      .filter((p) => p.rule === 'stale')
      .map(staleKey),
  );
  const newlyStale = (changed: LocaleFileText[]) =>
    checkLocales({ files: changed, reviewState }).filter(
      (p) => p.rule === 'stale' && !staleNow.has(staleKey(p)),
    );

  it("a new page's Arabic is listed as not yet reviewed, as a warning", () => {
    const added = set(
      'ar',
      'courses-it',
      'icdlCourse.newLine',
      'سطر جديد.',
    )(set('en', 'courses-it', 'icdlCourse.newLine', 'A new line.')(files));
    const stale = newlyStale(added);
    expect(stale.map((p) => [p.severity, p.path, p.message.en])).toEqual([
      [
        'warning',
        'icdlCourse.newLine',
        'this Arabic has not been reviewed against its English yet',
      ],
    ]);
  });

  it('an English change marks its Arabic twin for review, as a warning with the English now', () => {
    const changed = set('en', 'courses-it', 'icdlCourse.lead', 'A new English lead.')(files);
    const stale = newlyStale(changed);
    expect(stale).toHaveLength(1);
    expect(stale[0]?.severity).toBe('warning');
    expect(formatProblem(stale[0] as Problem)).toMatch(
      /^locales\/ar\/courses-it\.json › icdlCourse\.lead \(line \d+\): the English changed since this Arabic was last reviewed — .*npm run l10n:review -- courses-it icdlCourse\.lead\n {4}English now: A new English lead\.$/,
    );
  });
});

describe('docs/translating.md quotes what the check prints', () => {
  const guide = readFileSync(join(root, 'docs', 'translating.md'), 'utf8');
  const quotes = [...guide.matchAll(/<!-- mistake: ([\w-]+) -->\s*```text\n([\s\S]*?)```/g)].map(
    (m) => [m[1] ?? '', (m[2] ?? '').trimEnd()] as const,
  );

  it('quotes every mistake the check names', () => {
    expect(quotes.map(([id]) => id).sort()).toEqual(Object.keys(mistakes).sort());
  });

  for (const [id, quote] of quotes) {
    it(`${id}: the quoted line is what l10n:check prints`, () => {
      const mutation = mistakes[id];
      expect(mutation, `unknown mistake ${id}`).toBeDefined();
      const printed = errorLines(run(mutation)).map(anyLine);
      expect(printed).toContain(anyLine(quote));
    });
  }
});

describe('every message in Arabic, reading in order in a right-to-left box', () => {
  const reviewState = readFileSync(join(root, 'locales', 'review-state.json'), 'utf8');
  /** Mistakes for the rules the guide's quotes do not reach. */
  const more: Record<string, Mutation> = {
    missing: remove('ar', 'courses-it', 'icdlCourse.lead'),
    'missing-file': (all) => all.filter((f) => !(f.lng === 'ar' && f.ns === 'jobs')),
    'zero-form': set(
      'ar',
      'level-check',
      'levelCheck.incomplete_zero',
      'أجيبوا عن السؤال {{number}}.',
    ),
    'english-extra-form': set('en', 'common', 'counts.courses_few', '{{count}} courses'),
    'count-dropped': set('ar', 'common', 'counts.courses_many', 'دورة'),
    'count-noun': set('en', 'courses-it', 'icdlCourse.lead', 'Take {{total}} lessons.'),
    'missing-placeholder': set('ar', 'common', 'footer.copyright', 'الأكاديمية الأمريكية للتدريب.'),
    'half-placeholder': set('en', 'courses-it', 'icdlCourse.lead', 'In {{year the course.'),
    length: set('en', 'courses-it', 'icdlCourse.meta.title', 'A title '.repeat(12).trim()),
    spacing: set('en', 'courses-it', 'icdlCourse.lead', 'Two  spaces.'),
    empty: set('en', 'courses-it', 'icdlCourse.lead', ''),
    'course-name': set('en', 'courses-it', 'icdlCourse.heading', 'ICDL Training Course'),
    stale: set('en', 'courses-it', 'icdlCourse.lead', 'A new English lead.'),
  };
  const problems = Object.entries({ ...mistakes, ...more }).flatMap(([id, mutation]) =>
    checkLocales({
      files: mutation(files),
      codeKeys,
      reviewState: id === 'stale' ? reviewState : undefined,
    })
      .filter(
        (p) => p.severity === 'error' || id === 'stale' || id === 'length' || id === 'spacing',
      )
      .map((p) => [id, p] as const),
  );
  const arabicLetters = /\p{Script=Arabic}/u;
  /** The line without its isolated runs: what is left is read right to left. */
  const outsideIsolates = (line: string) => line.replace(/\u2068[^\u2068\u2069]*\u2069/g, '');

  it('reaches every rule', () => {
    expect(new Set(problems.map(([, p]) => p.rule))).toEqual(
      new Set([
        'code-key',
        'count-noun',
        'course-name',
        'date',
        'drafting',
        'empty',
        'english-in-arabic',
        'glossary',
        'length',
        'list-length',
        'markup',
        'missing',
        'missing-file',
        'number-words',
        'past-title',
        'placeholder',
        'plural',
        'question-mark',
        'same-as-english',
        'schema',
        'spacing',
        'stale',
        'style',
        'syntax',
        'unknown-key',
        'hidden-character',
        'digits',
        'glance-length',
      ]),
    );
  });

  it('refuses an Arabic form for 3 and more without {{count}}; the forms for none, one and two may write it in words', () => {
    const dropped = problems.filter(([id]) => id === 'count-dropped').map(([, p]) => p);
    expect(dropped.map((p) => [p.rule, p.path, p.severity])).toEqual([
      ['placeholder', 'counts.courses_many', 'error'],
    ]);
    expect(run().filter((p) => p.rule === 'placeholder')).toEqual([]);
  });

  it('names a first-screen fact too long in one language only, on its own key', () => {
    const found = problems.filter(([id]) => id === 'glance-length').map(([, p]) => p);
    expect(found.map((p) => [p.rule, p.lng, p.path, p.severity])).toEqual([
      ['glance-length', 'ar', 'mcsa.facts.0.value', 'error'],
    ]);
  });

  it('a command in an Arabic message stands on a line of its own, with nothing invisible to copy', () => {
    const [, stale] =
      problems.find(([id, p]) => id === 'stale' && p.path === 'icdlCourse.lead') ?? [];
    const lines = formatProblem(stale as Problem, 'ar').split('\n');
    const command = lines.find((line) => line.includes('npm run l10n:review'));
    expect(command).toBe(`    npm run l10n:review -- courses-it icdlCourse.lead`);
  });

  it('every message and fix has its Arabic, written in Arabic', () => {
    for (const [id, p] of problems) {
      expect(p.message.ar, `${id}: ${p.message.en}`).toMatch(arabicLetters);
      expect(p.fix.ar, `${id}: ${p.fix.en}`).toMatch(arabicLetters);
    }
  });

  it('every Latin run of an Arabic line (file, key, English, code) is isolated', () => {
    for (const [id, p] of problems) {
      const [head = ''] = formatProblem(p, 'ar').split('\n');
      expect(outsideIsolates(head), `${id}: ${head}`).not.toMatch(/[A-Za-z]/);
    }
  });

  it('a sample line reads file, key, line, what and what to do', () => {
    const found = run(mistakes['translated-placeholder']).find((p) => p.rule === 'placeholder');
    expect(anyArabicLine(formatProblem(found as Problem, 'ar'))).toBe(
      '\u2068locales/ar/common.json\u2069 › \u2068footer.copyright\u2069 (السطر N): \u2068{{السنة}}\u2069 متغيّر مترجَم: لا يملأ الموقع إلا المتغيرات التي يعرف أسماءها — أبقوا الاسم الإنجليزي داخل القوسين: \u2068{{year}}\u2069',
    );
  });
});

const anyArabicLine = (text: string) => text.replace(/\(السطر \d+\)/g, '(السطر N)');

describe('hidden characters and Eastern digits', () => {
  const lead = (lng: 'en' | 'ar', text: string) => set(lng, 'courses-it', 'icdlCourse.lead', text);
  const hidden = (mutation: Mutation) =>
    run(mutation).filter((p) => p.rule === 'hidden-character' || p.rule === 'digits');

  it("the desk's markers are told once, with the line and column of the first", () => {
    const [found, ...rest] = hidden(mistakes['hidden-markers'] as Mutation);
    expect(rest).toEqual([]);
    const text = (mistakes['hidden-markers'] as Mutation)(files).find(
      (f) => f.lng === 'ar' && f.ns === 'courses-it',
    )?.text;
    const lines = (text ?? '').split('\n');
    const line = lines.findIndex((l) => l.includes('\u{E0001}')) + 1;
    const column = (lines[line - 1] ?? '').indexOf('\u{E0001}') + 1;
    expect([found?.line, found?.column]).toEqual([line, column]);
    expect(found?.message.en).toMatch(
      /^\d+ invisible tag characters \(U\+E0000–U\+E007F.*the first U\+E0001 LANGUAGE TAG$/,
    );
  });

  it('zero-width characters and direction controls are named by code point, each once', () => {
    const names = (mutation: Mutation) => hidden(mutation).map((p) => p.message.en);
    expect(names(lead('en', 'ICDL\u200b course\u200b, \u2060now.'))).toEqual([
      'U+200B ZERO WIDTH SPACE is an invisible zero-width character (2 times)',
      'U+2060 WORD JOINER is an invisible zero-width character',
    ]);
    expect(names(lead('ar', '\u202bدورة ICDL\u202c والمزيد\u200f.'))).toEqual([
      'U+202B RIGHT-TO-LEFT EMBEDDING is an invisible direction control',
      'U+202C POP DIRECTIONAL FORMATTING is an invisible direction control',
      'U+200F RIGHT-TO-LEFT MARK is an invisible direction control',
    ]);
    expect(names(lead('ar', 'دورة\u2068 ICDL\u2069 \u061c\ufeff'))).toHaveLength(4);
    // In Arabic, each is named in Arabic, with its code point (what an editor searches for)
    // isolated so the line reads in order; the English name stays in the English message.
    const arabic = hidden(lead('ar', 'دورة ICDL\u200f.')).map((p) => p.message.ar);
    expect(arabic).toEqual([
      expect.stringContaining('«علامة الاتجاه من اليمين إلى اليسار» (\u2068U+200F\u2069)'),
    ]);
    expect(arabic[0]).not.toContain('RIGHT-TO-LEFT MARK');
  });

  it('ZERO WIDTH NON-JOINER is allowed in Arabic only', () => {
    expect(hidden(lead('ar', 'دورة\u200c ICDL للمبتدئين.'))).toEqual([]);
    expect(hidden(lead('en', 'The\u200c ICDL course.')).map((p) => p.message.en)).toEqual([
      'U+200C ZERO WIDTH NON-JOINER is an invisible zero-width character',
    ]);
  });

  it('a character written as an escape (\\u200f) is found, at its column in the file', () => {
    const escaped = edit('en', 'courses-it', (text) =>
      text.replace(/("lead": ")/, '$1Learn \\u200fnow. '),
    );
    const [found] = hidden(escaped);
    const text = escaped(files).find((f) => f.lng === 'en' && f.ns === 'courses-it')?.text ?? '';
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('\\u200f')) + 1;
    expect([found?.line, found?.column]).toEqual([
      line,
      (lines[line - 1] ?? '').indexOf('\\u200f') + 1,
    ]);
  });

  it('Eastern Arabic digits are refused, with the Western form to write', () => {
    const [found] = hidden(mistakes['eastern-digits'] as Mutation);
    expect(found?.message.en).toBe(
      '«٢٠٢٦» is written in Eastern Arabic digits (U+0662 ARABIC-INDIC DIGIT TWO, and 3 more)',
    );
    expect(found?.fix.en).toMatch(/«2026»/);
    expect(hidden(set('ar', 'courses-it', 'icdlCourse.facts.0.value', '۱۲'))).toHaveLength(1);
  });
});

describe('a spelling allowed at a listed key', () => {
  it('«program» passes in a Software fact (allowedAt), and is refused elsewhere', () => {
    const style = (path: string) =>
      run(set('en', 'courses-it', path, 'Adobe Photoshop, a photo-editing program')).filter(
        (p) => p.rule === 'style',
      );
    expect(style('photoshop.facts.2.value')).toEqual([]);
    expect(style('photoshop.facts.0.value').map((p) => p.message.en)).toEqual([
      "«program» is not the style sheet's form",
    ]);
  });
});
