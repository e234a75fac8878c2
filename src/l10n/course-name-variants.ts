import type { Lang } from '@/i18n/languages';

/**
 * A course's name written another way, anywhere in the copy: the rule that keeps one course, one
 * name (docs/style-guide.md). Pure: given the names and a string, it returns the slips in it.
 *
 * Precision first: a finding is a name a reader takes for the course's name, written differently.
 * - English: the name's words with its head word (Course, Certificate, Diploma, Exam) written as a
 *   name, with a capital («Soft Skills Course»): other capitals than the name's, or another head
 *   (the other number; for a certificate or diploma, the other of the two or Course). A lower-case
 *   head is a generic use and passes («our five online courses», «a TEFL certificate»).
 * - Arabic: the name's words with «ال» added or dropped on some of them («دورة الفوتوشوب»), or a
 *   certificate called a diploma or the reverse (شهادة / دبلوم) with the same words. The name made
 *   indefinite throughout («دورات مهارات ناعمة») is a generic use and passes, so does another number
 *   of the head (دورة / دورات, often a generic plural), and a course's certificate (شهادة ICDL):
 *   the award, not the course.
 * Never a finding: the name itself, another course's name or a text inside one, the words visitors
 * type (`meta.keywords`), the page's own name and heading (the heading rule has those), and other
 * names listed on purpose (a fact labelled «Also known as»).
 */

/** One course's name in one language, and where it is written. */
export interface CourseName {
  lng: Lang;
  /** The course page's route id and namespace: the name is `<ns>.json › <id>.name`. */
  id: string;
  ns: string;
  name: string;
}

/** A variant found in a string: where it starts (UTF-16 index), its text, and whose name it is. */
export interface NameVariant {
  offset: number;
  text: string;
  course: CourseName;
}

type Kind = 'course' | 'certificate' | 'diploma' | 'exam';

/** The generic head words of a course's name, by kind, in lower case. */
const headWords: Record<Lang, Record<Kind, string[]>> = {
  en: {
    course: ['course', 'courses'],
    certificate: ['certificate', 'certificates'],
    diploma: ['diploma', 'diplomas'],
    exam: ['exam', 'exams'],
  },
  ar: {
    course: ['دورة', 'دورات'],
    certificate: ['شهادة', 'شهادات'],
    diploma: ['دبلوم', 'دبلومات', 'دبلومة'],
    exam: ['اختبار', 'اختبارات'],
  },
};

/** The heads an English name's head may be miswritten as: another number, or another award. */
const englishSwaps: Record<Kind, Kind[]> = {
  course: ['course'],
  certificate: ['certificate', 'diploma', 'course'],
  diploma: ['certificate', 'diploma', 'course'],
  exam: ['exam'],
};
/** In Arabic the number of the head is left alone: only a certificate and a diploma swap. */
const arabicSwaps: Record<Kind, Kind[]> = {
  course: ['course'],
  certificate: ['certificate', 'diploma'],
  diploma: ['certificate', 'diploma'],
  exam: ['exam'],
};

/** The label of a fact that lists a course's other names on purpose. */
export const otherNamesLabel: Record<Lang, string> = {
  en: 'Also known as',
  ar: 'تُعرف أيضًا باسم',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const kindOf = (lng: Lang, word: string): Kind | undefined =>
  (Object.keys(headWords[lng]) as Kind[]).find((kind) =>
    headWords[lng][kind].includes(lng === 'en' ? word.toLowerCase() : word),
  );

/** Arabic: the prefixes a word may carry (و، ف، ب، ك، ل; then the article, «لل» for ل + ال). */
const arabicClitics = '(?:[وف])?(?:لل|[بكل]?ال|[بكل])?';
const arabicLetters = /^\p{Script=Arabic}+$/u;
/** An Arabic word whose article may be dropped or added: Arabic letters, not «لل…». */
const articleFree = (word: string): string | undefined => {
  if (!arabicLetters.test(word) || word.startsWith('لل')) return undefined;
  return word.startsWith('ال') && word.length > 3 ? word.slice(2) : word;
};
const hasArticle = (word: string) => word.startsWith('ال') && word.length > 3;
/** A head word without its prefixes. */
const arabicHead = (word: string): string =>
  word.replace(/^[وف]?(?:لل|[بكل]?ال|[بكل])?(?=(?:دور|شهاد|دبلوم|اختبار))/u, '');

interface Matcher {
  course: CourseName;
  pattern: RegExp;
  words: string[];
  /** The index of the head word in the name, or -1: then the anchor is the last word (English) or the first (Arabic). */
  head: number;
  kind: Kind | undefined;
  probe: string;
}

function matcherOf(course: CourseName): Matcher {
  const words = course.name.split(/\s+/);
  const { lng } = course;
  const bare = (word: string) => (lng === 'ar' ? word.replace(/^ال/, '') : word);
  const head = words.findIndex((word) => kindOf(lng, bare(word)));
  const kind = head < 0 ? undefined : kindOf(lng, bare(words[head] ?? ''));
  const parts = words.map((word, i) => {
    if (lng === 'en') {
      if (i === head && kind) {
        const heads = englishSwaps[kind].flatMap((k) => headWords.en[k]);
        return `(?:${heads.join('|')})`;
      }
      return escapeRegExp(word);
    }
    if (i === head && kind) {
      const heads = arabicSwaps[kind].flatMap((k) => headWords.ar[k]);
      return `${arabicClitics}(?:${heads.join('|')})`;
    }
    const free = articleFree(word);
    const core = free === undefined ? escapeRegExp(word) : `(?:ال)?${escapeRegExp(free)}`;
    return i === 0 && head < 0 ? `${arabicClitics}${core}` : core;
  });
  const pattern =
    lng === 'en'
      ? new RegExp(`(?<![\\p{L}\\p{N}-])${parts.join('\\s+')}(?![\\p{L}\\p{N}-])`, 'giu')
      : new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${parts.join('\\s+')}(?![\\p{L}\\p{M}\\p{N}])`, 'gu');
  // A word every occurrence holds (the longest but the head, without an Arabic article): a string
  // without it is skipped before the pattern runs.
  const probe = words
    .filter((_, i) => i !== head)
    .map((word) => (lng === 'ar' ? (articleFree(word) ?? word) : word.toLowerCase()))
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  return { course, pattern, words, head, kind, probe };
}

/** Is this English occurrence written as a name, and not as the name? */
function englishSlip(m: Matcher, found: string[]): boolean {
  const anchor = found[m.head < 0 ? found.length - 1 : m.head] ?? '';
  if (!/^\p{Lu}/u.test(anchor)) return false;
  return found.join(' ') !== m.words.join(' ');
}

/** Is this Arabic occurrence the name with its article or its award changed? */
function arabicSlip(m: Matcher, found: string[]): boolean {
  let differs = false;
  let indefinite = true;
  m.words.forEach((word, i) => {
    const other = found[i] ?? '';
    if (i === m.head || (m.head < 0 && i === 0) || articleFree(word) === undefined) return;
    if (hasArticle(word) !== hasArticle(other)) differs = true;
    if (hasArticle(other)) indefinite = false;
  });
  if (differs) return !indefinite;
  if (m.head < 0 || !m.kind) return false;
  const kind = kindOf('ar', arabicHead(found[m.head] ?? ''));
  return kind !== undefined && kind !== m.kind;
}

/** The variants finder for a set of names (all languages; each string is searched with its own). */
export function courseNameFinder(names: CourseName[]) {
  const matchers = names.map(matcherOf);
  const exactNames = names.map((n) => ({ lng: n.lng, pattern: exactPattern(n) }));
  return (lng: Lang, value: string): NameVariant[] => {
    // Spans where a course's name is written as it is: nothing inside one is a variant.
    let exact: [number, number][] | undefined;
    const inside = (start: number, end: number) => {
      exact ??= exactNames
        .filter((n) => n.lng === lng)
        .flatMap((n) =>
          [...value.matchAll(n.pattern)].map((m): [number, number] => [
            m.index,
            m.index + m[0].length,
          ]),
        );
      return exact.some(([s, e]) => start < e && end > s);
    };
    const lower = lng === 'en' ? value.toLowerCase() : value;
    const found: NameVariant[] = [];
    for (const m of matchers) {
      if (m.course.lng !== lng || !lower.includes(m.probe)) continue;
      for (const match of value.matchAll(m.pattern)) {
        const text = match[0];
        if (inside(match.index, match.index + text.length)) continue;
        const words = text.split(/\s+/);
        const slip = lng === 'en' ? englishSlip(m, words) : arabicSlip(m, words);
        if (slip) found.push({ offset: match.index, text, course: m.course });
      }
    }
    return found.sort((a, b) => a.offset - b.offset);
  };
}

/** A name as it is written (with an Arabic name's prefixes: «ودورة ICDL» is the name). */
function exactPattern(course: CourseName): RegExp {
  const words = course.name.split(/\s+/).map(escapeRegExp);
  if (course.lng === 'en') {
    return new RegExp(`(?<![\\p{L}\\p{N}-])${words.join('\\s+')}(?![\\p{L}\\p{N}-])`, 'gu');
  }
  const [first = '', ...rest] = words;
  const bare = first.replace(/^ال/, '');
  return new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])${arabicClitics}${bare}${rest.map((w) => `\\s+${w}`).join('')}(?![\\p{L}\\p{M}\\p{N}])`,
    'gu',
  );
}
