import latinNamesFile from '@locales/latin-names.json';
import styleFile from '@locales/style-en.json';
import type { Lang } from '@/i18n/languages';
import { routes } from '@/routes/manifest';
import {
  arabicNameOf,
  codePointLabel,
  describeCodePoint,
  easternDigit,
  findHidden,
  hiddenNameIn,
  westernDigit,
  type HiddenCharacter,
} from './hidden-characters';
import { parseLocaleSource } from './json-source';
import { arabicDrafting, glossaryEntries, glossaryMatchers, stripArabicMarks } from './glossary';
import { isolate as iso, words, type Problem, type Words } from './problem';

/**
 * The checks of one string, in one language, against its twin in the other language: pure, so
 * the check (`npm run l10n:check`), the build and the desk (as a translator types) run the same.
 */

export interface StringContext {
  lng: Lang;
  ns: string;
  path: string;
  value: string;
  /** The same key in the other language, when it exists. */
  other?: string;
  /** For a `role`, the English `name` beside it: whose title the role is. */
  person?: string;
}

interface StyleRule {
  use: string;
  rejected: string[];
  caseSensitive?: boolean;
  note?: string;
  /** Keys (`ns:key.path`, `*` for any part) where the rejected form is right: a computer program. */
  allowedAt?: string[];
}
interface CourseVariants {
  route: string;
  rejected: string[];
}
export const englishStyle = styleFile as {
  courseVariants: CourseVariants[];
  spellings: StyleRule[];
  draftingPhrases: { write: string; rejected: string[] };
  pastTitles: { people: string[] };
};

/**
 * The English files as text (not as JSON modules: a file with a syntax error must reach the check,
 * which names it with its line and a caret, instead of stopping the module that reads it).
 */
const englishFiles = import.meta.glob<string>('../../locales/en/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const englishData = (ns: string): unknown => {
  const text = englishFiles[`../../locales/en/${ns}.json`];
  const parsed = text === undefined ? undefined : parseLocaleSource(text);
  return parsed?.ok ? parsed.source.data : undefined;
};
/** Each course page's English name: the page's own `name` (`<ns>.json › <id>.name`), nowhere else. */
export const englishCourseNames: ReadonlyMap<string, string> = new Map(
  routes
    .filter((route) => route.template === 'course')
    .flatMap((route) => {
      const data = englishData(route.ns);
      const entry =
        data && typeof data === 'object' ? (data as Record<string, unknown>)[route.id] : null;
      const name = entry && typeof entry === 'object' ? (entry as { name?: unknown }).name : null;
      return typeof name === 'string' ? [[route.id, name] as const] : [];
    }),
);
const latinNames = latinNamesFile as { names: string[]; englishOnPurpose: string[] };
const allowedLatin = new Set(latinNames.names);

/** Plural suffixes i18next reads (`counts.courses_few`). */
export const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** The plural forms whose number may be written in words instead of `{{count}}`. */
const inWordsForm = /_(zero|one|two)$/;
export const pluralForms = {
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
} as const satisfies Record<Lang, readonly string[]>;
/**
 * Counts that are never below one (`ns:key`): the questions left when the level check asks for the
 * rest, the questions in the whole check. A zero form of these could never show, so it is not
 * written (and is reported when it is).
 */
export const countsFromOne: ReadonlySet<string> = new Set([
  'level-check:levelCheck.incomplete',
  'level-check:levelCheck.progress',
]);

/** The plural forms a count key needs in a language. */
export function pluralFormsOf(lng: Lang, ns: string, key: string): readonly string[] {
  const forms = pluralForms[lng];
  return countsFromOne.has(`${ns}:${key}`) ? forms.filter((f) => f !== 'zero') : forms;
}
/** How a translator recognises each Arabic form, said in each language. */
export const pluralFormHints: Record<string, Words> = {
  zero: words('zero: 0', `${iso('zero')}: 0`),
  one: words('one: 1', `${iso('one')}: 1`),
  two: words('two: 2', `${iso('two')}: 2`),
  few: words('few: 3–10', `${iso('few')}: ${iso('3–10')}`),
  many: words('many: 11–99', `${iso('many')}: ${iso('11–99')}`),
  other: words('other: 100 and more', `${iso('other')}: 100 فأكثر`),
};

/** Variables that hold a word or a label, never a count. */
const wordVariables = new Set([
  'name',
  'email',
  'url',
  'query',
  'course',
  'subject',
  'issue',
  'contact',
  'band',
  'year',
  'from',
  'to',
  'number',
  'max',
]);

/** Words that may follow a number without being what it counts ("3 of 30", «3 من 30»). */
const notNouns = new Set(['of', 'out', 'to', 'and', 'or', 'من', 'إلى', 'أو', 'و']);

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** `{{name}}` spans of a text, for marking them in the desk. */
export function placeholderSpans(text: string): { start: number; end: number; name: string }[] {
  return [...text.matchAll(placeholderPattern)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    name: m[1] ?? '',
  }));
}

const validName = (name: string) => /^[A-Za-z_]\w*$/.test(name);
const names = (text: string) => placeholderSpans(text).map((p) => p.name);

/** Does `key` (ns:path) match an entry such as `common:languageOffer.*`? */
const keyMatches = (patterns: string[], id: string) =>
  patterns.some((pattern) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(id),
  );

function problem(
  ctx: StringContext,
  rule: string,
  message: Words,
  fix: Words,
  severity: Problem['severity'] = 'error',
): Problem {
  return { severity, rule, lng: ctx.lng, ns: ctx.ns, path: ctx.path, message, fix };
}

function checkPlaceholders(ctx: StringContext): Problem[] {
  const found: Problem[] = [];
  const mine = names(ctx.value);
  const broken = ctx.value.replace(placeholderPattern, '').match(/\{\{|\}\}|\{[^{}\s]+\}/);
  if (broken) {
    found.push(
      problem(
        ctx,
        'placeholder',
        words(
          `«${broken[0]}» is half a placeholder`,
          `«${iso(broken[0])}» جزء من متغيّر لا متغيّر كامل`,
        ),
        words(
          'a placeholder is a word in double braces, like {{year}}: copy it from the English',
          `المتغيّر كلمة بين قوسين معقوصين مزدوجين، مثل ${iso('{{year}}')}: انسخوه من النص الإنجليزي`,
        ),
      ),
    );
  }
  const invalid = mine.filter((name) => !validName(name));
  for (const name of invalid) {
    const theirs = ctx.other === undefined ? undefined : names(ctx.other).map((n) => `{{${n}}}`);
    found.push(
      problem(
        ctx,
        'placeholder',
        words(
          `{{${name}}} is a translated placeholder: the site fills in only the names it knows`,
          `${iso(`{{${name}}}`)} متغيّر مترجَم: لا يملأ الموقع إلا المتغيرات التي يعرف أسماءها`,
        ),
        words(
          `keep the English name inside the braces${theirs ? `: ${theirs.join(', ') || 'none'}` : ''}`,
          `أبقوا الاسم الإنجليزي داخل القوسين${theirs ? `: ${theirs.length ? iso(theirs.join(', ')) : 'لا متغيرات في النص الآخر'}` : ''}`,
        ),
      ),
    );
  }
  // A translated placeholder is told once, on its own side; nothing else is compared then.
  if (ctx.other === undefined || invalid.length || names(ctx.other).some((n) => !validName(n))) {
    return found;
  }
  return [...found, ...comparePlaceholders(ctx, mine, ctx.other)];
}

/** The placeholders this side lacks or adds, against the other language's. */
function comparePlaceholders(ctx: StringContext, mine: string[], other: string): Problem[] {
  const found: Problem[] = [];
  // The forms for none, one and two may say the number in words («سؤال واحد», «سؤالان»):
  // {{count}} is optional there. The others (3 and more) cannot: without it «24 دورة» reads «دورة».
  const plural = inWordsForm.test(ctx.path);
  const theirs = names(other).filter((name) => !(plural && name === 'count'));
  const missing = theirs.filter((name) => !mine.includes(name));
  const extra = mine.filter((name) => !theirs.includes(name) && !(plural && name === 'count'));
  const otherLang = ctx.lng === 'ar' ? 'English' : 'Arabic';
  const otherArabic = ctx.lng === 'ar' ? 'الإنجليزي' : 'العربي';
  const list = (found: string[]) => found.map((n) => `{{${n}}}`).join(', ');
  if (missing.length) {
    found.push(
      problem(
        ctx,
        'placeholder',
        words(
          `${list(missing)} ${missing.length > 1 ? 'are' : 'is'} in the ${otherLang} but not here`,
          `ينقص هذا النصَّ ${iso(list(missing))}، ${missing.length > 1 ? 'وهي موجودة' : 'وهو موجود'} في النص ${otherArabic}`,
        ),
        words(
          'put it back, exactly as written, anywhere in the sentence',
          'أعيدوه كما هو مكتوب تمامًا، في أي موضع من الجملة',
        ),
      ),
    );
  }
  if (extra.length) {
    found.push(
      problem(
        ctx,
        'placeholder',
        words(
          `${list(extra)} ${extra.length > 1 ? 'are' : 'is'} not in the ${otherLang}`,
          `${iso(list(extra))} غير ${extra.length > 1 ? 'موجودة' : 'موجود'} في النص ${otherArabic}`,
        ),
        words(
          `use the same placeholders as the ${otherLang}`,
          `استخدموا المتغيرات نفسها التي في النص ${otherArabic}`,
        ),
      ),
    );
  }
  return found;
}

const markupPatterns: [RegExp, Words][] = [
  [/<\/?[a-zA-Z][^<>]*>/, words('an HTML tag', `وسم ${iso('HTML')}`)],
  [/&(?:[a-zA-Z]+|#\d+);/, words('an HTML entity', `رمز كيان ${iso('HTML')}`)],
  [/\*\*|__/, words('Markdown bold', `تنسيق غامق بصيغة ${iso('Markdown')}`)],
  [/\[[^\]]+\]\([^)]+\)/, words('a Markdown link', `رابط بصيغة ${iso('Markdown')}`)],
  [/^#{1,6}\s/m, words('a Markdown heading', `عنوان بصيغة ${iso('Markdown')}`)],
  [/`/, words('a Markdown code mark', `رمز شيفرة بصيغة ${iso('Markdown')}`)],
];

function checkMarkup(ctx: StringContext): Problem[] {
  for (const [pattern, what] of markupPatterns) {
    const match = ctx.value.match(pattern);
    if (match) {
      return [
        problem(
          ctx,
          'markup',
          words(
            `${what.en} («${match[0]}») would show on the page as it is`,
            `${what.ar} («${iso(match[0])}») سيظهر على الصفحة كما هو`,
          ),
          words(
            'write plain text: the page sets headings, bold and links itself',
            'اكتبوا نصًا عاديًا: الصفحة نفسها تتولى العناوين والخط الغامق والروابط',
          ),
        ),
      ];
    }
  }
  return [];
}

/** Latin runs of an Arabic text outside brackets, placeholders and web addresses. */
function strayLatin(text: string): string[] {
  // Tags are reported as markup; their names are not English words left behind.
  let plain = text.replace(placeholderPattern, ' ').replace(/<\/?[a-zA-Z][^<>]*>/g, ' ');
  // Brackets may nest once: "(Supply Chain (CSCP))".
  for (let i = 0; i < 2; i += 1) plain = plain.replace(/\([^()]*\)/g, ' ');
  plain = plain.replace(/\b(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:\/\S*)?/gi, ' ');
  const runs = plain.match(
    /[A-Za-z0-9][A-Za-z0-9+\-.&'’/]*(?:[ ,:–-]+[A-Za-z0-9][A-Za-z0-9+\-.&'’/]*)*/g,
  );
  return (runs ?? []).filter((run) =>
    run
      .split(/[ ,:–]+/)
      .map((word) => word.replace(/[.,:'’]+$/, ''))
      .some(
        (word) =>
          /[A-Za-z]/.test(word) &&
          !allowedLatin.has(word) &&
          // Codes and marks: capitals and digits (ICDL, TOEFL, ISO, 3D, A1, CCNA-1).
          !/^[A-Z0-9][A-Z0-9+\-./&]*[a-z]?$/.test(word),
      ),
  );
}

/** English left in an Arabic text: the same as the English, all English, or some words. */
function latinProblems(ctx: StringContext): Problem[] {
  const found: Problem[] = [];
  const id = `${ctx.ns}:${ctx.path}`;
  // Keywords hold what visitors type, Latin included; some keys are English by design.
  const latinAllowed =
    /(^|\.)keywords$/.test(ctx.path) || keyMatches(latinNames.englishOnPurpose, id);
  const latin = latinAllowed ? [] : strayLatin(ctx.value);
  if (latin.length && ctx.other !== undefined && ctx.value.trim() === ctx.other.trim()) {
    found.push(
      problem(
        ctx,
        'same-as-english',
        words('the Arabic is the same as the English', 'النص العربي مطابق للنص الإنجليزي'),
        words('translate it', 'ترجموه'),
      ),
    );
  } else if (latin.length && !/\p{Script=Arabic}/u.test(ctx.value)) {
    found.push(
      problem(
        ctx,
        'english-in-arabic',
        words('this Arabic text is in English', 'هذا النص العربي مكتوب بالإنجليزية'),
        words(
          'write it in Arabic (a name or code that stays Latin goes in locales/latin-names.json)',
          `اكتبوه بالعربية (الاسم أو الرمز الذي يبقى بالحروف اللاتينية يُضاف إلى ${iso('locales/latin-names.json')})`,
        ),
      ),
    );
  } else if (latin.length) {
    found.push(
      problem(
        ctx,
        'english-in-arabic',
        words(
          `English words in an Arabic sentence: ${latin.map((w) => `«${w}»`).join(', ')}`,
          `كلمات إنجليزية في جملة عربية: ${latin.map((w) => `«${iso(w)}»`).join('، ')}`,
        ),
        words(
          'write them in Arabic, with the Latin in brackets after the Arabic name where a reader needs it',
          'اكتبوها بالعربية، مع الاسم اللاتيني بين قوسين بعد الاسم العربي حيث يحتاج إليه القارئ',
        ),
      ),
    );
  }
  return found;
}

function checkArabicText(ctx: StringContext): Problem[] {
  const found = latinProblems(ctx);
  // Keywords hold the words visitors type into a search box (كورس، أونلاين), not the site's own.
  const glossaryApplies = !/(^|\.)keywords$/.test(ctx.path);
  for (const { entry, matchers } of glossaryApplies ? glossaryMatchers : []) {
    for (const matcher of matchers) {
      for (const match of matcher.find(ctx.value)) {
        found.push(
          problem(
            ctx,
            'glossary',
            words(
              `«${match}» is not the glossary's word for ${entry.concept}`,
              `«${iso(match)}» ليست الكلمة التي يعتمدها المسرد لـ${iso(entry.concept)}`,
            ),
            words(
              `write «${entry.arabic}» (docs/glossary.md)`,
              `اكتبوا «${iso(entry.arabic)}» (${iso('docs/glossary.md')})`,
            ),
          ),
        );
      }
    }
  }
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const styleMatchers = [
  ...englishStyle.spellings.map((rule) => ({
    use: rule.use,
    pattern: new RegExp(
      `(?<![\\p{L}-])(?:${rule.rejected.map(escapeRegExp).join('|')})(?![\\p{L}-])`,
      rule.caseSensitive ? 'gu' : 'giu',
    ),
    caseSensitive: rule.caseSensitive ?? false,
    allowedAt: rule.allowedAt ?? [],
  })),
  ...englishStyle.courseVariants
    .filter((course) => course.rejected.length && englishCourseNames.has(course.route))
    .map((course) => ({
      use: englishCourseNames.get(course.route) ?? '',
      pattern: new RegExp(
        `(?<!\\p{L})(?:${course.rejected.map((r) => escapeRegExp(r.trim())).join('|')})(?!\\p{L})`,
        'gu',
      ),
      caseSensitive: true,
      allowedAt: [] as string[],
    })),
];

function checkEnglishStyle(ctx: StringContext): Problem[] {
  if (/(^|\.)keywords$/.test(ctx.path)) return [];
  const found: Problem[] = [];
  for (const rule of styleMatchers) {
    if (keyMatches(rule.allowedAt, `${ctx.ns}:${ctx.path}`)) continue;
    for (const match of ctx.value.matchAll(rule.pattern)) {
      // "Programme" is fine where "program" is rejected: only whole words are matched.
      if (!rule.caseSensitive && match[0].toLowerCase() === rule.use.toLowerCase()) continue;
      found.push(
        problem(
          ctx,
          'style',
          words(
            `«${match[0]}» is not the style sheet's form`,
            `«${iso(match[0])}» ليست الصيغة التي يعتمدها دليل الأسلوب الإنجليزي`,
          ),
          words(
            `write «${rule.use}» (docs/style-guide.md)`,
            `اكتبوا «${iso(rule.use)}» (${iso('docs/style-guide.md')})`,
          ),
        ),
      );
    }
  }
  return found;
}

/** Phrases about our sources («the academy's material does not say»), in either language. */
const draftingMatchers = {
  en: englishStyle.draftingPhrases.rejected.map(
    (phrase) => new RegExp(`(?<!\\p{L})${escapeRegExp(phrase)}(?!\\p{L})`, 'giu'),
  ),
  ar: arabicDrafting.rejected.map(
    (phrase) =>
      new RegExp(
        `(?<!\\p{L})${escapeRegExp(stripArabicMarks(phrase)).replace(/ /g, '\\s+')}(?!\\p{L})`,
        'gu',
      ),
  ),
};

function checkDrafting(ctx: StringContext): Problem[] {
  const text = ctx.lng === 'ar' ? stripArabicMarks(ctx.value) : ctx.value;
  const write = ctx.lng === 'ar' ? arabicDrafting.write : englishStyle.draftingPhrases.write;
  // Phrases that overlap («the academy's material does not say») are told once, as one span.
  const found = draftingMatchers[ctx.lng]
    .flatMap((pattern) => [...text.matchAll(pattern)])
    .map((m) => ({ start: m.index, end: m.index + m[0].length }))
    .sort((a, b) => a.start - b.start);
  const spans: { start: number; end: number }[] = [];
  for (const span of found) {
    const last = spans.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else spans.push({ ...span });
  }
  return spans.map((span) =>
    problem(
      ctx,
      'drafting',
      words(
        `«${text.slice(span.start, span.end)}» tells how the copy was written, not what the visitor can do`,
        `«${iso(text.slice(span.start, span.end))}» تصف كيف كُتب النص، لا ما يستطيع الزائر فعله`,
      ),
      words(
        `say what the visitor can do instead, e.g. «${write}» (style guide › One voice)`,
        `قولوا بدلًا منها ما يستطيع الزائر فعله، مثل «${iso(write)}» (دليل الأسلوب: ${iso('One voice')})`,
      ),
    ),
  );
}

/** An FAQ question (`faq.2.question`), or an Arabic text whose English is a question. */
function checkQuestionMark(ctx: StringContext): Problem[] {
  const faq = /\.\d+\.question$/.test(ctx.path);
  const text = ctx.value.trimEnd();
  if (ctx.lng === 'en') {
    if (!faq || text.endsWith('?')) return [];
    return [
      problem(
        ctx,
        'question-mark',
        words('this question does not end with «?»', `لا ينتهي هذا السؤال بعلامة «${iso('?')}»`),
        words('end it with «?»', `أنهوه بعلامة «${iso('?')}»`),
      ),
    ];
  }
  if (!faq && !ctx.other?.trimEnd().endsWith('?')) return [];
  if (text.endsWith('؟')) return [];
  if (text.endsWith('?')) {
    return [
      problem(
        ctx,
        'question-mark',
        words(
          'this Arabic question ends with the Latin «?»',
          `ينتهي هذا السؤال العربي بعلامة الاستفهام اللاتينية «${iso('?')}»`,
        ),
        words('end it with the Arabic «؟»', 'أنهوه بعلامة الاستفهام العربية «؟»'),
      ),
    ];
  }
  return [
    problem(
      ctx,
      'question-mark',
      words('this question does not end with «؟»', 'لا ينتهي هذا السؤال بعلامة «؟»'),
      words('end it with «؟»', 'أنهوه بعلامة «؟»'),
    ),
  ];
}

/**
 * Running text: the keys whose text is prose, not a fact, a label or a list item
 * (`body.0`, `lead`, `faq.1.answer`, `sections.0.paragraphs.2`, `description.0`).
 */
const proseKey = /(^|\.)(body|lead|answer|paragraphs|description)(\.\d+)?$/;
/** A digit from one to ten followed by what it counts («3 weeks», «4 أسابيع»). */
const smallCounts = {
  en: /(?<![\d.,/:–-])\b(?:[1-9]|10)\s+(?:weeks?|months?|days?|hours?|levels?|books?|courses?|lessons?|sessions?)\b/gi,
  ar: /(?<![\d.,/:–-])(?:[1-9]|10)\s+(?:أسابيع|أشهر|أيام|ساعات|مستويات|كتب|دورات|حصص)(?!\p{L})/gu,
};

function checkSmallNumbers(ctx: StringContext): Problem[] {
  if (!proseKey.test(ctx.path)) return [];
  return [...ctx.value.matchAll(smallCounts[ctx.lng])].map((m) =>
    problem(
      ctx,
      'number-words',
      words(
        `«${m[0]}» has a number from one to ten in digits`,
        `في «${iso(m[0])}» عدد من واحد إلى عشرة مكتوب بالأرقام`,
      ),
      words(
        'write one to ten in words in running text (style guide › Numbers and dates)',
        `اكتبوا الأعداد من واحد إلى عشرة بالحروف في النص الجاري (دليل الأسلوب: ${iso('Numbers and dates')})`,
      ),
    ),
  );
}

/** People whose titles are past: their role says so. */
const pastTitles = new Set(englishStyle.pastTitles.people);

function checkPastTitle(ctx: StringContext): Problem[] {
  if (!ctx.person || !pastTitles.has(ctx.person) || !/(^|\.)role$/.test(ctx.path)) return [];
  const english = ctx.lng === 'en';
  const past = english
    ? /^(Then|then|Former)\b/.test(ctx.value)
    : /آنذاك|الأسبق|السابق|سابقا/.test(stripArabicMarks(ctx.value));
  if (past) return [];
  const voice = iso('One voice');
  const fix = english
    ? words(
        'begin it with «Then» or «Former» (style guide › One voice)',
        `ابدؤوها بـ«${iso('Then')}» أو «${iso('Former')}» (دليل الأسلوب: ${voice})`,
      )
    : words(
        'add «آنذاك» after the title, or write «الأسبق» (style guide › One voice)',
        `أضيفوا «آنذاك» بعد المنصب، أو اكتبوا «الأسبق» (دليل الأسلوب: ${voice})`,
      );
  return [
    problem(
      ctx,
      'past-title',
      words(
        `${ctx.person} no longer holds this title, but the role reads as present`,
        `لم يعد ${iso(ctx.person)} يشغل هذا المنصب، لكن الصفة مكتوبة كأنه يشغله اليوم`,
      ),
      fix,
    ),
  ];
}

function checkCounts(ctx: StringContext): Problem[] {
  if (pluralSuffix.test(ctx.path)) return [];
  const letter = ctx.lng === 'ar' ? '\\p{Script=Arabic}' : '[A-Za-z]';
  const pattern = new RegExp(`\\{\\{\\s*(\\w+)\\s*\\}\\}\\s+(${letter}+)`, 'gu');
  return [...ctx.value.matchAll(pattern)]
    .filter((m) => !wordVariables.has(m[1] ?? '') && !notNouns.has(m[2] ?? ''))
    .map((m) =>
      problem(
        ctx,
        'count-noun',
        words(
          `{{${m[1]}}} is a number followed by «${m[2]}», but this text has no plural forms, so it will read «1 ${ctx.lng === 'ar' ? 'إجابة' : 'answers'}» or «5 ${ctx.lng === 'ar' ? 'إجابة' : 'answer'}»`,
          `${iso(`{{${m[1]}}}`)} عدد يليه «${iso(m[2] ?? '')}»، وليس لهذا النص صيغ عدد، فسيُقرأ «${iso(ctx.lng === 'ar' ? '1 إجابات' : '1 answers')}» أو «${iso(ctx.lng === 'ar' ? '5 إجابة' : '5 answer')}»`,
        ),
        words(
          'ask a developer for plural keys (_one, _other; Arabic also _zero, _two, _few, _many), or write the sentence so no noun follows the number',
          `اطلبوا من مطوّر مفاتيح صيغ العدد (${iso('_one, _other')}، وفي العربية أيضًا ${iso('_zero, _two, _few, _many')})، أو أعيدوا صياغة الجملة بحيث لا يأتي اسم بعد العدد`,
        ),
      ),
    );
}

function checkDates(ctx: StringContext): Problem[] {
  const match = ctx.value.match(/(?<!\d)\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?!\d)/);
  if (!match) return [];
  return [
    problem(
      ctx,
      'date',
      words(
        `the date «${match[0]}» can be misread (is 01/06/2022 the 1st of June or the 6th of January?)`,
        `يمكن أن يُقرأ التاريخ «${iso(match[0])}» على وجهين (هل ${iso('01/06/2022')} هو الأول من يونيو أم السادس من يناير؟)`,
      ),
      ctx.lng === 'ar'
        ? words('write the month as a word: 1 يونيو 2022', 'اكتبوا اسم الشهر بالحروف: 1 يونيو 2022')
        : words(
            'write the month as a word: 1 June 2022',
            `اكتبوا اسم الشهر بالحروف: ${iso('1 June 2022')}`,
          ),
    ),
  ];
}

/** Length budgets (warnings): what a search result, a tab or a button can show. */
const budgets: [RegExp, number, Words][] = [
  [
    /(^|\.)meta\.title$/,
    65,
    words(
      'search results cut a title after about 60 characters',
      'تقطع نتائج البحث العنوان بعد نحو 60 حرفًا',
    ),
  ],
  [
    /(^|\.)meta\.description$/,
    160,
    words(
      'search results cut a description after about 155 characters',
      'تقطع نتائج البحث الوصف بعد نحو 155 حرفًا',
    ),
  ],
  [
    /(^|\.)heading$/,
    90,
    words('a heading this long fills a phone screen', 'عنوان بهذا الطول يملأ شاشة الهاتف'),
  ],
  [
    /(^|\.)(\w*(Button|Cta)|button|cta|submit|apply|applyNow|send)$/,
    32,
    words('a button this long wraps on a phone', 'زر بهذا الطول ينقسم على سطرين في الهاتف'),
  ],
];

function checkLength(ctx: StringContext): Problem[] {
  const length = [...ctx.value].length;
  const over = budgets.find(([pattern, max]) => pattern.test(ctx.path) && length > max);
  if (!over) return [];
  const [, max, why] = over;
  return [
    problem(
      ctx,
      'length',
      words(
        `${length} characters, over the ${max} this kind of text can show (${why.en})`,
        `عدد أحرفه ${length}، أي أكثر من ${max}، وهو ما يتسع له هذا النوع من النصوص (${why.ar})`,
      ),
      words('shorten it', 'اختصروه'),
      'warning',
    ),
  ];
}

function checkSpacing(ctx: StringContext): Problem[] {
  if (ctx.value.trim() === '') {
    return [
      problem(
        ctx,
        'empty',
        words('the text is empty', 'النص فارغ'),
        words('write the text, or ask to remove the key', 'اكتبوا النص، أو اطلبوا حذف المفتاح'),
      ),
    ];
  }
  if (ctx.value !== ctx.value.trim() || / {2}/.test(ctx.value)) {
    return [
      problem(
        ctx,
        'spacing',
        words(
          'spaces at the start or end, or two spaces in a row',
          'مسافات في البداية أو النهاية، أو مسافتان متتاليتان',
        ),
        words('remove the extra spaces', 'احذفوا المسافات الزائدة'),
        'warning',
      ),
    ];
  }
  return [];
}

const tagRange = 'U+E0000–U+E007F';

/** The desk's markers (tag characters), copied from the dev page: told once per text. */
function tagProblem(ctx: StringContext, tags: HiddenCharacter[]): Problem {
  const first = tags[0]?.codePoint ?? 0;
  const count = tags.length;
  return {
    ...problem(
      ctx,
      'hidden-character',
      words(
        `${count} invisible tag character${count === 1 ? '' : 's'} (${tagRange}: the translators' desk marks the page's text with them), the first ${hiddenNameIn('en', first)}`,
        count === 1
          ? `في النص ${arabicNameOf(first) ?? ''} خفي (${iso(codePointLabel(first))})، من المحارف التي يَسِم بها مكتب المترجم نصوص الصفحة`
          : `في النص محارف وسم خفية عددها ${count} (${iso(tagRange)})، يَسِم بها مكتب المترجم نصوص الصفحة، أولها ${iso(codePointLabel(first))}`,
      ),
      words(
        'they came with text copied from the dev page (npm run dev): retype the text, or delete them in an editor that shows invisible characters',
        `جاءت مع نص منسوخ من صفحة التطوير (${iso('npm run dev')}): أعيدوا كتابة النص، أو احذفوها في محرر يُظهر الأحرف الخفية`,
      ),
    ),
    offset: tags[0]?.index,
  };
}

/** A zero-width character or a direction control: told once per character, with its count. */
function invisibleProblem(ctx: StringContext, same: HiddenCharacter[]): Problem {
  const [first] = same;
  const codePoint = first?.codePoint ?? 0;
  const direction = first?.kind === 'bidi';
  const times = same.length > 1 ? ` (${same.length} times)` : '';
  const timesAr = same.length > 1 ? ` (عدد مرات ظهوره: ${same.length})` : '';
  return {
    ...problem(
      ctx,
      'hidden-character',
      words(
        `${hiddenNameIn('en', codePoint)} is an invisible ${direction ? 'direction control' : 'zero-width character'}${times}`,
        `في النص ${direction ? 'رمز خفي يتحكم في اتجاهه' : 'حرف خفي بلا عرض'}: ${hiddenNameIn('ar', codePoint)}${timesAr}`,
      ),
      direction
        ? words(
            'delete it: the site sets the direction of Latin and numbers itself (do not add direction marks)',
            'احذفوه: الموقع نفسه يضبط اتجاه الكلمات اللاتينية والأرقام (لا تضيفوا علامات اتجاه)',
          )
        : words(
            'delete it (only U+200C ZERO WIDTH NON-JOINER is allowed, and only in Arabic)',
            `احذفوه؛ فالمسموح به وحده هو ${hiddenNameIn('ar', 0x200c)}، وفي العربية فقط`,
          ),
    ),
    offset: first?.index,
  };
}

/** Characters no reader sees: the desk's markers, zero-width characters, direction controls. */
function checkHidden(ctx: StringContext): Problem[] {
  const found = findHidden(ctx.value, ctx.lng);
  if (!found.length) return [];
  const tags = found.filter((h) => h.kind === 'tag');
  const others = new Map<number, HiddenCharacter[]>();
  for (const hidden of found.filter((h) => h.kind !== 'tag')) {
    others.set(hidden.codePoint, [...(others.get(hidden.codePoint) ?? []), hidden]);
  }
  return [
    ...(tags.length ? [tagProblem(ctx, tags)] : []),
    ...[...others.values()].map((same) => invisibleProblem(ctx, same)),
  ];
}

/** Eastern Arabic digits (٠-٩, ۰-۹): the guide asks for 0-9 in both languages. */
function checkDigits(ctx: StringContext): Problem[] {
  const matches = [...ctx.value.matchAll(easternDigit)];
  const [first] = matches;
  if (!first) return [];
  const run = /[\u0660-\u0669\u06F0-\u06F9]+/.exec(ctx.value.slice(first.index))?.[0] ?? first[0];
  const western = [...run].map(westernDigit).join('');
  const name = describeCodePoint(first[0].codePointAt(0) ?? 0);
  const more = matches.length - 1;
  return [
    {
      ...problem(
        ctx,
        'digits',
        words(
          `«${run}» is written in Eastern Arabic digits (${name}${more ? `, and ${more} more` : ''})`,
          `«${run}» مكتوب بالأرقام الهندية (${iso(codePointLabel(first[0].codePointAt(0) ?? 0))})${more ? '، وفي النص أرقام هندية أخرى' : ''}`,
        ),
        words(
          `write Western digits, as the whole site does: «${western}» (style guide › Numbers and dates)`,
          `اكتبوا الأرقام الغربية كما في سائر الموقع: «${western}» (دليل الأسلوب: ${iso('Numbers and dates')})`,
        ),
      ),
      offset: first.index,
    },
  ];
}

/** Every problem of one string. */
export function checkString(ctx: StringContext): Problem[] {
  return [
    ...checkHidden(ctx),
    ...checkDigits(ctx),
    ...checkSpacing(ctx),
    ...checkPlaceholders(ctx),
    ...checkMarkup(ctx),
    ...checkDates(ctx),
    ...checkCounts(ctx),
    ...checkDrafting(ctx),
    ...checkQuestionMark(ctx),
    ...checkSmallNumbers(ctx),
    ...checkPastTitle(ctx),
    ...(ctx.lng === 'ar' ? checkArabicText(ctx) : checkEnglishStyle(ctx)),
    ...checkLength(ctx),
  ];
}

/** Spans of the glossary's (Arabic) and the style sheet's (English) terms in a text. */
export function glossaryTerms(
  lng: Lang,
  text: string,
): { start: number; end: number; term: string; note?: string }[] {
  const terms =
    lng === 'ar'
      ? glossaryEntries.map((e) => ({ term: e.arabic, note: e.note ?? e.concept }))
      : [
          ...englishStyle.spellings.map((r) => ({ term: r.use, note: r.note ?? '' })),
          ...[...englishCourseNames.values()].map((name) => ({ term: name, note: 'course name' })),
        ];
  const plain = lng === 'ar' ? stripArabicMarks(text) : text;
  const offsets = lng === 'ar' ? markOffsets(text) : null;
  const found: { start: number; end: number; term: string; note?: string }[] = [];
  for (const { term, note } of terms) {
    const needle = lng === 'ar' ? stripArabicMarks(term) : term;
    if (!needle || needle.length < 2) continue;
    let index = plain.indexOf(needle);
    while (index !== -1) {
      const start = offsets ? (offsets[index] ?? index) : index;
      const endIndex = index + needle.length;
      const end = offsets ? (offsets[endIndex] ?? text.length) : endIndex;
      found.push({ start, end, term, note });
      index = plain.indexOf(needle, endIndex);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** For each index of the text without marks, its index in the original text. */
function markOffsets(text: string): number[] {
  const offsets: number[] = [];
  [...text].reduce((position, char) => {
    if (stripArabicMarks(char)) offsets.push(position);
    return position + char.length;
  }, 0);
  offsets.push(text.length);
  return offsets;
}
