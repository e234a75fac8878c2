import type { Lang } from '@/i18n/languages';

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
  /** What is wrong, in plain words. */
  message: string;
  /** What to do about it. */
  fix: string;
  /** More lines shown under it (a code frame, the English before and after). */
  detail?: string;
}

export const fileOf = (lng: string, ns: string): string => `locales/${lng}/${ns}.json`;

/**
 * The one line a problem is told in, everywhere (the check, the build, the desk):
 * `locales/ar/<file>.json › key.path (line N): what is wrong — what to do`.
 */
export function formatProblem(problem: Problem): string {
  const where = problem.path ? ` › ${problem.path}` : '';
  const line = problem.line ? ` (line ${problem.line})` : '';
  const head = `${fileOf(problem.lng, problem.ns)}${where}${line}: ${problem.message} — ${problem.fix}`;
  return problem.detail ? `${head}\n${problem.detail}` : head;
}
