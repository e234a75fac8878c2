import type { Lang } from '@/i18n/languages';

/** A text in both languages of the check: every message and fix is written in each. */
export type Words = Record<Lang, string>;

/** One thing wrong (error) or worth a look (warning) in a locale file. */
export interface Problem {
  severity: 'error' | 'warning';
  /** A short stable name of the rule, for tests and the guide: 'placeholder', 'glossary'… */
  rule: string;
  lng: Lang;
  /** The namespace: the file is `locales/<lng>/<ns>.json`. */
  ns: string;
  /** Dotted key path (`icdlCourse.faq.2.answer`); '' for the whole file. */
  path: string;
  /** 1-based line in the file, when known. */
  line?: number;
  /** 1-based column in the file, when the rule points at one character. */
  column?: number;
  /** Where in the string's value (UTF-16 index) the rule points, for the column and the desk. */
  offset?: number;
  /** What is wrong, in plain words, in English and in Arabic. */
  message: Words;
  /** What to do about it, in English and in Arabic. */
  fix: Words;
  /** More lines shown under it (a code frame, the English before and after). */
  detail?: string;
}

export const fileOf = (lng: string, ns: string): string => `locales/${lng}/${ns}.json`;

/** First strong isolate … pop directional isolate: the bracket of an embedded run. */
export const FSI = '\u2068';
export const PDI = '\u2069';

/**
 * Embedded text (English, a key, a file name, a code, a quoted sample) isolated from the sentence
 * around it, so that an Arabic line keeps its order in a right-to-left box: the run takes its own
 * direction from its first letter and does not pull the punctuation around it. Only in messages,
 * never in locale files (the hidden-character rule refuses these there).
 */
export const isolate = (text: string): string => `${FSI}${text}${PDI}`;

/**
 * A command to copy, in an Arabic message: on a line of its own, indented, left to right with
 * nothing invisible around it. Isolated inside the sentence it read right, but the isolates came
 * with it when copied, and the shell refused it («⁨git: command not found»).
 */
export const commandLine = (command: string): string => `\n    ${command}`;

/** Both languages of a message; the Arabic names embedded runs with `isolate`. */
export const words = (en: string, ar: string): Words => ({ en, ar });

/** The labels of the detail lines (stale Arabic), as the check writes them in English. */
const detailLabels: [RegExp, string][] = [
  [/^( {4})English now: (.*)$/gm, `$1الإنجليزية الآن: ${isolate('$2')}`],
  [/^( {4})English before: (.*)$/gm, `$1الإنجليزية من قبل: ${isolate('$2')}`],
];

/**
 * The one line a problem is told in, everywhere (the check, the build, the desk), in English
 * `locales/ar/<file>.json › key.path (line N): what is wrong — what to do`, or in Arabic with the
 * file and the key isolated.
 */
export function formatProblem(problem: Problem, lng: Lang = 'en'): string {
  const file = fileOf(problem.lng, problem.ns);
  let head: string;
  if (lng === 'ar') {
    const where = problem.path ? ` › ${isolate(problem.path)}` : '';
    const column = problem.column ? `، العمود ${problem.column}` : '';
    const line = problem.line ? ` (السطر ${problem.line}${column})` : '';
    head = `${isolate(file)}${where}${line}: ${problem.message.ar} — ${problem.fix.ar}`;
  } else {
    const where = problem.path ? ` › ${problem.path}` : '';
    const column = problem.column ? `, column ${problem.column}` : '';
    const line = problem.line ? ` (line ${problem.line}${column})` : '';
    head = `${file}${where}${line}: ${problem.message.en} — ${problem.fix.en}`;
  }
  if (!problem.detail) return head;
  const detail =
    lng === 'ar'
      ? detailLabels.reduce((text, [label, arabic]) => text.replace(label, arabic), problem.detail)
      : problem.detail;
  return `${head}\n${detail}`;
}

/** What stops a save and the build: the one definition the check, the desk and the build share. */
export const isError = (problem: Pick<Problem, 'severity'>): boolean =>
  problem.severity === 'error';
