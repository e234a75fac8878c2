import { languages, type Lang } from '@/i18n/languages';
import { routes } from '@/routes/manifest';
import { courseNameFinder, otherNamesLabel, type CourseName } from './course-name-variants';
import { glanceProblems } from './glance-check';
import { parseLocaleSource, type LocaleSource } from './json-source';
import { schemaIssues } from './locale-schemas';
import { commandLine, isolate as iso, words, type Problem } from './problem';
import { isStaleByContent, readReviewState, type ReviewState } from './review-state';
import {
  checkString,
  countsFromOne,
  englishStyle,
  pluralFormsOf,
  pluralFormHints,
  pluralSuffix,
} from './string-checks';

/**
 * Every check of the locale files, on their text: syntax, the same keys and lists in both
 * languages, plural forms, the shape each page reads (schemas), the keys the code reads, every
 * string's own checks, the English style sheet's course names, and stale Arabic. Pure (no file
 * system): the CLI, the build and the tests hand it the files.
 */

export interface LocaleFileText {
  lng: Lang;
  ns: string;
  text: string;
}

export interface CheckInput {
  files: LocaleFileText[];
  /** locales/review-state.json; stale Arabic is reported only when given. */
  reviewState?: string;
  /** Keys the code reads (`ns:key.path`, plural keys by their base), from i18next-cli. */
  codeKeys?: string[];
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every leaf as [dotted path, value]. */
export function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${prefix}${i}.`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${prefix}${key}.`));
  }
  return [[prefix.slice(0, -1), value]];
}

/** Every list as [dotted path, length]. */
function lists(value: unknown, prefix = ''): [string, number][] {
  if (Array.isArray(value)) {
    return [
      [prefix.slice(0, -1), value.length],
      ...value.flatMap((item, i) => lists(item, `${prefix}${i}.`)),
    ];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => lists(item, `${prefix}${key}.`));
  }
  return [];
}

interface Parsed {
  lng: Lang;
  ns: string;
  source: LocaleSource;
  strings: Map<string, string>;
}

function syntaxProblems(files: LocaleFileText[]): { parsed: Parsed[]; problems: Problem[] } {
  const parsed: Parsed[] = [];
  const problems: Problem[] = [];
  for (const file of files) {
    const result = parseLocaleSource(file.text);
    if (!result.ok) {
      problems.push({
        severity: 'error',
        rule: 'syntax',
        lng: file.lng,
        ns: file.ns,
        path: '',
        line: result.error.line,
        message: words(
          `not valid JSON at column ${result.error.column}: ${result.error.message}`,
          `ليس ${iso('JSON')} صالحًا عند العمود ${result.error.column}: ${result.error.words.ar}`,
        ),
        fix: words(
          'fix the line shown below; nothing else in this file is checked until it parses',
          'صحّحوا السطر المعروض أدناه؛ لا يُفحص شيء آخر في هذا الملف حتى يصبح صالحًا',
        ),
        detail: result.error.frame,
      });
      continue;
    }
    const strings = new Map<string, string>();
    for (const [path, value] of leaves(result.source.data)) {
      if (typeof value === 'string') strings.set(path, value);
    }
    parsed.push({ lng: file.lng, ns: file.ns, source: result.source, strings });
  }
  return { parsed, problems };
}

// eslint-disable-next-line max-lines-per-function -- one pass over the twin strings of a file, one short check per rule, in the order a translator fixes them
function pairProblems(en: Parsed, ar: Parsed): Problem[] {
  const problems: Problem[] = [];
  const at = (file: Parsed, path: string, p: Omit<Problem, 'lng' | 'ns' | 'path' | 'line'>) =>
    problems.push({ ...p, lng: file.lng, ns: file.ns, path, line: file.source.lineOf(path) });
  const base = (file: Parsed) =>
    new Set([...file.strings.keys()].map((k) => k.replace(pluralSuffix, '')));
  const enBase = base(en);
  const arBase = base(ar);

  // Lists of different lengths first: their items would otherwise be reported one by one.
  const enLists = new Map(lists(en.source.data));
  const arLists = new Map(lists(ar.source.data));
  const uneven: string[] = [];
  for (const [path, length] of enLists) {
    const other = arLists.get(path);
    if (other === undefined || other === length) continue;
    uneven.push(path);
    at(ar, path, {
      severity: 'error',
      rule: 'list-length',
      message: words(
        `this list has ${other} items in Arabic and ${length} in English`,
        `عدد عناصر هذه القائمة ${other} في العربية و${length} في الإنجليزية`,
      ),
      fix:
        other < length
          ? words(
              `add the missing item (item ${other + 1} onwards in the English), in the same order`,
              `أضيفوا العنصر الناقص (من العنصر ${other + 1} فصاعدًا في الإنجليزية)، بالترتيب نفسه`,
            )
          : words(
              `remove the extra item, or add it to the English too; item N in English is item N in Arabic`,
              'احذفوا العنصر الزائد، أو أضيفوه إلى الإنجليزية أيضًا؛ فالعنصر الأول في الإنجليزية هو الأول في العربية، وهكذا',
            ),
    });
  }
  const inUneven = (path: string) => uneven.some((list) => path.startsWith(`${list}.`));

  for (const key of enBase) {
    if (arBase.has(key) || inUneven(key)) continue;
    at(ar, key, {
      severity: 'error',
      rule: 'missing',
      message: words(
        'the English has this text, the Arabic file does not',
        'هذا النص موجود في الملف الإنجليزي وغير موجود في الملف العربي',
      ),
      fix: ((english: string) =>
        words(
          `add it under the same key path (English: «${english}»)`,
          `أضيفوه تحت مسار المفتاح نفسه (الإنجليزية: «${iso(english)}»)`,
        ))(clip(en.strings.get(key) ?? en.strings.get(`${key}_other`) ?? '')),
    });
  }
  for (const key of arBase) {
    if (enBase.has(key) || inUneven(key)) continue;
    at(ar, key, {
      severity: 'error',
      rule: 'unknown-key',
      message: words(
        'this key is not in the English file: renamed or misspelled?',
        'هذا المفتاح غير موجود في الملف الإنجليزي: هل غُيّر اسمه أو كُتب خطأً؟',
      ),
      fix: words(
        'use the key path of the English file exactly; keys are never translated',
        'اكتبوا مسار المفتاح كما هو في الملف الإنجليزي حرفًا بحرف؛ المفاتيح لا تُترجم',
      ),
    });
  }

  // Plural forms: each language its own.
  for (const file of [en, ar]) {
    const bases = new Set(
      [...file.strings.keys()]
        .filter((k) => pluralSuffix.test(k))
        .map((k) => k.replace(pluralSuffix, '')),
    );
    for (const key of bases) {
      const forms = pluralFormsOf(file.lng, file.ns, key);
      const missing = forms.filter((form) => !file.strings.has(`${key}_${form}`));
      const extra = [...file.strings.keys()]
        .filter((k) => k.startsWith(`${key}_`) && pluralSuffix.test(k))
        .map((k) => k.slice(key.length + 1))
        .filter((form) => !(forms as readonly string[]).includes(form));
      if (missing.length) {
        const names = missing.map((f) => `${key.split('.').at(-1)}_${f}`).join(', ');
        at(file, key, {
          severity: 'error',
          rule: 'plural',
          message: words(
            `the plural form${missing.length > 1 ? 's' : ''} ${names} ${missing.length > 1 ? 'are' : 'is'} missing, so a count would show the raw key`,
            `${missing.length > 1 ? 'صيغ العدد' : 'صيغة العدد'} ${iso(names)} ${missing.length > 1 ? 'ناقصة' : 'ناقصة'}، فسيظهر المفتاح نفسه مكان العدد`,
          ),
          fix:
            file.lng === 'ar'
              ? words(
                  `Arabic needs six forms: ${forms.map((f) => pluralFormHints[f]?.en ?? f).join(', ')}`,
                  `تحتاج العربية إلى ست صيغ: ${forms.map((f) => pluralFormHints[f]?.ar ?? iso(f)).join('، ')}`,
                )
              : words(
                  'English needs _one (1) and _other (any other number)',
                  `تحتاج الإنجليزية إلى ${iso('_one')} (1) و${iso('_other')} (أي عدد آخر)`,
                ),
        });
      }
      if (extra.includes('zero') && countsFromOne.has(`${file.ns}:${key}`)) {
        at(file, `${key}_zero`, {
          severity: 'error',
          rule: 'plural',
          message: words(
            'this count is never 0, so the _zero form can never show',
            `هذا العدد لا يكون صفرًا أبدًا، فلن تظهر صيغة ${iso('_zero')}`,
          ),
          fix: words(
            'delete this form (src/l10n/string-checks.ts › countsFromOne lists such counts)',
            `احذفوا هذه الصيغة (هذه الأعداد مسرودة في ${iso('src/l10n/string-checks.ts › countsFromOne')})`,
          ),
        });
      }
      if (extra.length && file.lng === 'en') {
        at(file, `${key}_${extra[0]}`, {
          severity: 'error',
          rule: 'plural',
          message: words(
            `English has no ${extra.join(', ')} form`,
            `ليس في الإنجليزية صيغة ${iso(extra.join(', '))}`,
          ),
          fix: words(
            'keep only _one and _other in English',
            `أبقوا في الإنجليزية ${iso('_one')} و${iso('_other')} فقط`,
          ),
        });
      }
    }
  }

  // Each string against its twin.
  for (const file of [en, ar]) {
    const twin = file === en ? ar : en;
    for (const [path, value] of file.strings) {
      const base = path.replace(pluralSuffix, '');
      const other =
        twin.strings.get(path) ?? twin.strings.get(`${base}_other`) ?? twin.strings.get(base);
      const person = path.endsWith('.role')
        ? en.strings.get(`${path.slice(0, -'role'.length)}name`)
        : undefined;
      for (const problem of checkString({
        lng: file.lng,
        ns: file.ns,
        path,
        value,
        other,
        person,
      })) {
        const at =
          problem.offset === undefined ? undefined : file.source.positionOf(path, problem.offset);
        problems.push({
          ...problem,
          line: at?.line ?? file.source.lineOf(path),
          column: at?.column,
        });
      }
    }
  }
  return problems;
}

function schemaProblems(file: Parsed): Problem[] {
  return schemaIssues(file.ns, file.source.data).map(({ path, message }) => ({
    severity: 'error',
    rule: 'schema',
    lng: file.lng,
    ns: file.ns,
    path,
    line: file.source.lineOf(path),
    message:
      message === 'missing'
        ? words(
            'the page reads this key, and the file does not have it',
            'تقرأ الصفحة هذا المفتاح، وهو غير موجود في الملف',
          )
        : message.startsWith('unknown key')
          ? words(
              'no page reads this key: misspelled or renamed?',
              'لا تقرأ أي صفحة هذا المفتاح: هل كُتب خطأً أو غُيّر اسمه؟',
            )
          : words(message, `شكل القيمة غير ما تقرؤه الصفحة (${iso(message)})`),
    fix:
      message === 'missing'
        ? words(
            'add it (copy the shape of the same key on a similar page)',
            'أضيفوه (انسخوا شكل المفتاح نفسه من صفحة مشابهة)',
          )
        : message.startsWith('unknown key')
          ? words(
              'use the key name the other pages of this file use; keys are never translated',
              'استخدموا اسم المفتاح الذي تستخدمه الصفحات الأخرى في هذا الملف؛ المفاتيح لا تُترجم',
            )
          : words(
              'give it the shape the page reads (a text, a list or a group, as the other language has it)',
              'أعطوه الشكل الذي تقرؤه الصفحة (نص أو قائمة أو مجموعة، كما في اللغة الأخرى)',
            ),
  }));
}

function codeKeyProblems(files: Parsed[], codeKeys: string[]): Problem[] {
  const en = new Map(files.filter((f) => f.lng === 'en').map((f) => [f.ns, f]));
  const problems: Problem[] = [];
  for (const id of new Set(codeKeys)) {
    const [ns = 'common', key = ''] = id.includes(':') ? id.split(/:(.*)/s) : ['common', id];
    // The extractor lists a counted key by the forms of its own language: check the base.
    const path = key.replace(pluralSuffix, '');
    const file = en.get(ns);
    if (!file) continue;
    const data = file.source.data;
    const found = [path, `${path}_other`, `${path}_one`].some(
      (candidate) => file.strings.has(candidate) || hasTree(data, candidate),
    );
    if (found) continue;
    for (const lng of languages) {
      const target = files.find((f) => f.lng === lng && f.ns === ns);
      if (!target) continue;
      problems.push({
        severity: 'error',
        rule: 'code-key',
        lng,
        ns,
        path,
        line: target.source.lineOf(path),
        message: words(
          'the site reads this key, but the file has no such key, so the page would show the key itself',
          'يقرأ الموقع هذا المفتاح، لكنه غير موجود في الملف، فستعرض الصفحة المفتاح نفسه',
        ),
        fix: words(
          'if you renamed it, put the old name back: only a developer renames keys',
          'إن كنتم غيّرتم اسمه فأعيدوا الاسم القديم: المطوّر وحده يغيّر أسماء المفاتيح',
        ),
      });
    }
  }
  return problems;
}

function hasTree(data: unknown, path: string): boolean {
  let node: unknown = data;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}

/** A course-name error at `path` of `file`; what differs (the words, the position) is `rest`. */
function courseNameProblem(
  file: Parsed,
  path: string,
  rest: Pick<Problem, 'message' | 'fix'> & Partial<Problem>,
): Problem {
  return {
    severity: 'error',
    rule: 'course-name',
    lng: file.lng,
    ns: file.ns,
    path,
    line: file.source.lineOf(path),
    ...rest,
  };
}

/**
 * One course, one name, in each language: the page's `name` (menus, cards, the finder) is the
 * name, and the heading is the name or the name and a code in brackets (in Arabic also the name,
 * a colon and what it means). Anywhere else (running text, an FAQ, a card, a list) the name is not
 * written another way (`course-name-variants.ts` says which ways, and which uses are generic).
 */
function courseNameProblems(files: Parsed[]): Problem[] {
  const problems: Problem[] = [];
  const byLng = (lng: Lang) => new Map(files.filter((f) => f.lng === lng).map((f) => [f.ns, f]));
  const wrong = (
    file: Parsed,
    path: string,
    value: string,
    name: string,
    allowCode: boolean,
    fix: string,
    where: string,
  ) => {
    const withCode = value.startsWith(`${name} (`) && value.endsWith(')');
    const explained = file.lng === 'ar' && value.startsWith(`${name}: `);
    if (value === name || (allowCode && (withCode || explained))) return;
    problems.push(
      courseNameProblem(file, path, {
        message: words(
          `«${value}» is not this course's name`,
          `«${iso(value)}» ليس اسم هذه الدورة`,
        ),
        fix: words(
          `write «${name}»${allowCode ? ', or the name and its code in brackets' : ''} (${fix})`,
          `اكتبوا «${iso(name)}»${allowCode ? '، أو الاسم ورمزه بين قوسين' : ''} (اسم الصفحة: ${iso(where)})`,
        ),
      }),
    );
  };
  for (const lng of languages) {
    const own = byLng(lng);
    for (const route of routes.filter((r) => r.template === 'course')) {
      const page = own.get(route.ns);
      const name = page?.strings.get(`${route.id}.name`);
      if (!page || name === undefined) continue;
      const where = `${route.ns}.json › ${route.id}.name`;
      const fix = `the page's name, ${where}`;
      const heading = page.strings.get(`${route.id}.heading`);
      if (heading !== undefined)
        wrong(page, `${route.id}.heading`, heading, name, true, fix, where);
    }
  }
  problems.push(...nameVariantProblems(files));
  return problems;
}

/** Each course page's name in each language: from the files checked, else from the files on disk. */
function courseNames(files: Parsed[]): CourseName[] {
  return languages.flatMap((lng) =>
    routes
      .filter((r) => r.template === 'course')
      .flatMap((route) => {
        const page = files.find((f) => f.lng === lng && f.ns === route.ns);
        const key = `${route.id}.name`;
        const name = page ? page.strings.get(key) : namesOnDisk.get(`${lng}:${route.ns}:${key}`);
        return name ? [{ lng, id: route.id, ns: route.ns, name }] : [];
      }),
  );
}

/** A course's name written another way in any string of its language. */
function nameVariantProblems(files: Parsed[]): Problem[] {
  const names = courseNames(files);
  const find = courseNameFinder(names);
  const own = new Set(
    names.flatMap((n) => [`${n.lng}:${n.ns}:${n.id}.name`, `${n.lng}:${n.ns}:${n.id}.heading`]),
  );
  // The style sheet's listed variants are its own rule's (style): told once, there.
  const listed = new Set(
    englishStyle.courseVariants.flatMap((c) => c.rejected.map((r) => r.trim())),
  );
  const problems: Problem[] = [];
  for (const file of files) {
    for (const [path, value] of file.strings) {
      if (/(^|\.)keywords$/.test(path) || own.has(`${file.lng}:${file.ns}:${path}`)) continue;
      const label = path.endsWith('.value') ? path.replace(/value$/, 'label') : undefined;
      if (label && file.strings.get(label) === otherNamesLabel[file.lng]) continue;
      for (const { offset, text, course } of find(file.lng, value)) {
        if (file.lng === 'en' && listed.has(text)) continue;
        const where = `${course.ns}.json › ${course.id}.name`;
        const at = file.source.positionOf(path, offset);
        problems.push(
          courseNameProblem(file, path, {
            line: at?.line ?? file.source.lineOf(path),
            column: at?.column,
            offset,
            message: words(
              `«${text}» is the course «${course.name}» written another way`,
              `«${iso(text)}» هو «${iso(course.name)}» مكتوبًا بصيغة أخرى`,
            ),
            fix: words(
              `write its name as the page writes it, «${course.name}» (${where}): one course, one name`,
              `اكتبوا الاسم كما تكتبه صفحته: «${iso(course.name)}» (${iso(where)})؛ لكل دورة اسم واحد`,
            ),
          }),
        );
      }
    }
  }
  return problems;
}

/**
 * The locale files as text, for the names of the pages whose files a check is not given (the desk
 * checks the two files of one key, and a course named there may be another file's).
 */
const localeTexts = import.meta.glob<string>('../../locales/*/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const namesOnDisk: ReadonlyMap<string, string> = new Map(
  Object.entries(localeTexts).flatMap(([file, text]) => {
    const [, lng = '', ns = ''] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
    const parsed = parseLocaleSource(text);
    if (!parsed.ok) return [];
    return leaves(parsed.source.data)
      .filter(([path, value]) => path.endsWith('.name') && typeof value === 'string')
      .map(([path, value]) => [`${lng}:${ns}:${path}`, String(value)] as const);
  }),
);

function staleProblems(files: Parsed[], state: ReviewState): Problem[] {
  const problems: Problem[] = [];
  for (const ar of files.filter((f) => f.lng === 'ar')) {
    const en = files.find((f) => f.lng === 'en' && f.ns === ar.ns);
    if (!en) continue;
    for (const path of ar.strings.keys()) {
      const base = path.replace(pluralSuffix, '');
      const english = en.strings.get(path) ?? en.strings.get(`${base}_other`);
      if (english === undefined || !isStaleByContent(state, ar.ns, path, english)) continue;
      const known = state.reviewed[ar.ns]?.[path] !== undefined;
      problems.push({
        severity: 'warning',
        rule: 'stale',
        lng: 'ar',
        ns: ar.ns,
        path,
        line: ar.source.lineOf(path),
        message: known
          ? words(
              'the English changed since this Arabic was last reviewed',
              'تغيّر النص الإنجليزي منذ آخر مراجعة لهذا النص العربي',
            )
          : words(
              'this Arabic has not been reviewed against its English yet',
              'لم يُراجَع هذا النص العربي على نصه الإنجليزي بعد',
            ),
        fix: ((command: string) =>
          words(
            `check the Arabic says what the English says now, then: ${command}`,
            `تأكدوا أن العربية تقول ما تقوله الإنجليزية الآن، ثم شغّلوا هذا الأمر:${commandLine(command)}`,
          ))(`npm run l10n:review -- ${ar.ns} ${path}`),
        detail: `    English now: ${clip(english, 200)}`,
      });
    }
  }
  return problems;
}

function clip(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const order = (a: Problem, b: Problem) =>
  a.ns.localeCompare(b.ns) ||
  a.lng.localeCompare(b.lng) ||
  (a.line ?? 0) - (b.line ?? 0) ||
  a.path.localeCompare(b.path);

/** Every problem of the locale files, errors and warnings, in file and line order. */
export function checkLocales(input: CheckInput): Problem[] {
  const { parsed, problems } = syntaxProblems(input.files);
  for (const file of parsed) problems.push(...schemaProblems(file));
  for (const en of parsed.filter((f) => f.lng === 'en')) {
    const ar = parsed.find((f) => f.lng === 'ar' && f.ns === en.ns);
    if (ar) problems.push(...pairProblems(en, ar));
  }
  for (const lng of languages) {
    const present = new Set(input.files.filter((f) => f.lng === lng).map((f) => f.ns));
    for (const ns of new Set(input.files.map((f) => f.ns))) {
      if (present.has(ns)) continue;
      problems.push({
        severity: 'error',
        rule: 'missing-file',
        lng,
        ns,
        path: '',
        message: words(
          `the ${lng === 'ar' ? 'Arabic' : 'English'} file is missing`,
          `${lng === 'ar' ? 'الملف العربي' : 'الملف الإنجليزي'} غير موجود`,
        ),
        fix: words(
          'every file exists in both locales/en and locales/ar',
          `كل ملف موجود في ${iso('locales/en')} وفي ${iso('locales/ar')} معًا`,
        ),
      });
    }
  }
  problems.push(...courseNameProblems(parsed));
  problems.push(
    ...glanceProblems(
      parsed.map((f) => ({ ...f, lineOf: (path: string) => f.source.lineOf(path) })),
    ),
  );
  if (input.codeKeys) problems.push(...codeKeyProblems(parsed, input.codeKeys));
  if (input.reviewState !== undefined) {
    problems.push(...staleProblems(parsed, readReviewState(input.reviewState)));
  }
  return dedupe(problems).sort(order);
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.lng}|${p.ns}|${p.path}|${p.rule}|${p.message.en}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
