import { describe, expect, it } from 'vitest';
import { checkLocales, type LocaleFileText } from './check-locales';
import { readLocaleFiles } from './cli';
import { setValue } from './json-source';
import { formatProblem } from './problem';
import { otherNamesLabel } from './course-name-variants';

/**
 * One course, one name, everywhere a name can appear: the check on the real locale files, with a
 * course's name written another way in running text, an FAQ answer or a list of another file.
 */

const files = readLocaleFiles();
const set =
  (lng: 'en' | 'ar', ns: string, path: string, value: string) => (all: LocaleFileText[]) =>
    all.map((f) =>
      f.lng === lng && f.ns === ns ? { ...f, text: setValue(f.text, path, value) } : f,
    );
const nameProblems = (change: (all: LocaleFileText[]) => LocaleFileText[]) =>
  checkLocales({ files: change(files) }).filter((p) => p.rule === 'course-name');
const anyLine = (text: string) => text.replace(/\(line \d+, column \d+\)/, '(line N, column N)');
const anyArabicLine = (text: string) =>
  text.replace(/\(السطر \d+، العمود \d+\)/, '(السطر N، العمود N)');

describe("a course's name written another way, in another page's copy", () => {
  it('English: an FAQ answer naming the course with another head word is an error, in both languages', () => {
    const found = nameProblems(
      set(
        'en',
        'courses-teaching',
        'tefl.faq.0.answer',
        'Yes. Many teachers also take our Primary English Teaching Diploma.',
      ),
    );
    expect(found.map((p) => p.severity)).toEqual(['error']);
    const [problem] = found;
    if (!problem) throw new Error('no problem');
    expect(anyLine(formatProblem(problem))).toBe(
      'locales/en/courses-teaching.json › tefl.faq.0.answer (line N, column N): «Primary English Teaching Diploma» is the course «Primary English Teaching Certificate» written another way — write its name as the page writes it, «Primary English Teaching Certificate» (courses-teaching.json › primaryEnglish.name): one course, one name',
    );
    expect(anyArabicLine(formatProblem(problem, 'ar'))).toBe(
      '\u2068locales/en/courses-teaching.json\u2069 › \u2068tefl.faq.0.answer\u2069 (السطر N، العمود N): «\u2068Primary English Teaching Diploma\u2069» هو «\u2068Primary English Teaching Certificate\u2069» مكتوبًا بصيغة أخرى — اكتبوا الاسم كما تكتبه صفحته: «\u2068Primary English Teaching Certificate\u2069» (\u2068courses-teaching.json › primaryEnglish.name\u2069)؛ لكل دورة اسم واحد',
    );
  });

  it('points at the column of the variant in the file', () => {
    const value = 'Ask about our Soft skills Courses too.';
    const [problem] = nameProblems(set('en', 'home', 'home.lead', value));
    const text = set(
      'en',
      'home',
      'home.lead',
      value,
    )(files).find((f) => f.lng === 'en' && f.ns === 'home')?.text;
    const line = (text ?? '').split('\n')[(problem?.line ?? 0) - 1] ?? '';
    expect(line.slice((problem?.column ?? 0) - 1)).toMatch(/^Soft skills Courses too\./);
    expect(problem?.offset).toBe(value.indexOf('Soft'));
  });

  it('Arabic: «ال» added to a name in running text is an error', () => {
    const found = nameProblems(
      set('ar', 'home', 'home.lead', 'تعلّموا تصميم الصور في دورة الفوتوشوب لدينا.'),
    );
    expect(found.map((p) => [p.severity, p.ns, p.path, p.message.en])).toEqual([
      [
        'error',
        'home',
        'home.lead',
        '«دورة الفوتوشوب» is the course «دورة فوتوشوب» written another way',
      ],
    ]);
    expect(found[0]?.message.ar).toBe(
      '«\u2068دورة الفوتوشوب\u2069» هو «\u2068دورة فوتوشوب\u2069» مكتوبًا بصيغة أخرى',
    );
  });

  it('a contact list item or a checkout entry with a diploma for a certificate is an error', () => {
    const contact = nameProblems(
      set('ar', 'contact', 'contactInfo.sections.1.items.2', 'دبلوم إدارة الموارد البشرية'),
    );
    expect(contact.map((p) => p.fix.en)).toEqual([
      'write its name as the page writes it, «شهادة إدارة الموارد البشرية» (courses-business.json › hrmc.name): one course, one name',
    ]);
    const checkout = nameProblems(
      set(
        'en',
        'checkout',
        'checkout.coursesWithoutPage.actAuthentication',
        'PMP Diploma Exam Fee',
      ),
    );
    // «PMP Diploma» is the style sheet's listed variant (rule style): told there, once.
    expect(checkout).toEqual([]);
    const other = nameProblems(
      set(
        'en',
        'checkout',
        'checkout.coursesWithoutPage.actAuthentication',
        'TEFL Diploma Exam Fee',
      ),
    );
    expect(other.map((p) => [p.ns, p.path, p.message.en])).toEqual([
      [
        'checkout',
        'checkout.coursesWithoutPage.actAuthentication',
        '«TEFL Diploma» is the course «TEFL Certificate» written another way',
      ],
    ]);
  });

  it('generic uses pass: a lower-case head, the award, the name made indefinite', () => {
    const generic = [
      set(
        'en',
        'home',
        'home.lead',
        'An English course, our soft skills courses, a TEFL certificate.',
      ),
      set('en', 'home', 'home.lead', 'The ICDL course prepares you for the ICDL exam.'),
      set(
        'ar',
        'home',
        'home.lead',
        'دورات مهارات ناعمة، وشهادة ICDL، ودورة فوتوشوب، ولدورات المهارات الناعمة.',
      ),
    ];
    for (const change of generic) expect(nameProblems(change)).toEqual([]);
  });

  it('a fact labelled «Also known as» lists other names on purpose; under another label it is a slip', () => {
    expect(nameProblems((all) => all)).toEqual([]);
    const business = files.find((f) => f.lng === 'en' && f.ns === 'courses-business');
    const { smc } = JSON.parse(business?.text ?? '{}') as { smc: { facts: { label: string }[] } };
    const at = smc.facts.findIndex((fact) => fact.label === otherNamesLabel.en);
    expect(at).toBeGreaterThan(-1);
    const relabelled = set('en', 'courses-business', `smc.facts.${at}.label`, 'Award');
    expect(nameProblems(relabelled).map((p) => [p.path, p.message.en])).toEqual([
      [
        `smc.facts.${at}.value`,
        '«School Management Diploma» is the course «School Management Certificate» written another way',
      ],
    ]);
  });

  it('the copy as it is has no variant; a renamed course is told where the old name is left', () => {
    expect(nameProblems((all) => all)).toEqual([]);
    // The rule reads the page's name as the files have it: renamed there, the old one is a variant.
    const renamed = set('en', 'courses-it', 'photoshop.name', 'Photoshop Diploma');
    const found = nameProblems(renamed).map((p) => [p.path, p.message.en]);
    // The page's own title and heading, and wherever else the copy names the course: every
    // finding is about the old name, none about another course.
    expect(found).toEqual(
      expect.arrayContaining([
        [
          'photoshop.meta.title',
          '«Photoshop Course» is the course «Photoshop Diploma» written another way',
        ],
        ['photoshop.heading', "«Photoshop Course» is not this course's name"],
      ]),
    );
    for (const [path, message] of found) expect(message, path).toMatch(/«Photoshop Course»/);
  });
});
