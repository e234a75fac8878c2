import { languages, type Lang } from '@/i18n/languages';
import { routes } from '@/routes/manifest';
import { parseLocaleSource, type LocaleSource } from './json-source';
import { schemaIssues } from './locale-schemas';
import type { Problem } from './problem';
import { isStale, readReviewState, type ReviewState } from './review-state';
import {
  checkString,
  countsFromOne,
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
        message: `not valid JSON at column ${result.error.column}: ${result.error.message}`,
        fix: 'fix the line shown below; nothing else in this file is checked until it parses',
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
      message: `this list has ${other} items in Arabic and ${length} in English`,
      fix:
        other < length
          ? `add the missing item (item ${other + 1} onwards in the English), in the same order`
          : `remove the extra item, or add it to the English too; item N in English is item N in Arabic`,
    });
  }
  const inUneven = (path: string) => uneven.some((list) => path.startsWith(`${list}.`));

  for (const key of enBase) {
    if (arBase.has(key) || inUneven(key)) continue;
    at(ar, key, {
      severity: 'error',
      rule: 'missing',
      message: 'the English has this text, the Arabic file does not',
      fix: `add it under the same key path (English: «${clip(en.strings.get(key) ?? en.strings.get(`${key}_other`) ?? '')}»)`,
    });
  }
  for (const key of arBase) {
    if (enBase.has(key) || inUneven(key)) continue;
    at(ar, key, {
      severity: 'error',
      rule: 'unknown-key',
      message: 'this key is not in the English file: renamed or misspelled?',
      fix: 'use the key path of the English file exactly; keys are never translated',
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
        at(file, key, {
          severity: 'error',
          rule: 'plural',
          message: `the plural form${missing.length > 1 ? 's' : ''} ${missing.map((f) => `${key.split('.').at(-1)}_${f}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing, so a count would show the raw key`,
          fix:
            file.lng === 'ar'
              ? `Arabic needs six forms: ${forms.map((f) => pluralFormHints[f]).join(', ')}`
              : 'English needs _one (1) and _other (any other number)',
        });
      }
      if (extra.includes('zero') && countsFromOne.has(`${file.ns}:${key}`)) {
        at(file, `${key}_zero`, {
          severity: 'error',
          rule: 'plural',
          message: 'this count is never 0, so the _zero form can never show',
          fix: 'delete this form (src/l10n/string-checks.ts › countsFromOne lists such counts)',
        });
      }
      if (extra.length && file.lng === 'en') {
        at(file, `${key}_${extra[0]}`, {
          severity: 'error',
          rule: 'plural',
          message: `English has no ${extra.join(', ')} form`,
          fix: 'keep only _one and _other in English',
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
        problems.push({ ...problem, line: file.source.lineOf(path) });
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
        ? 'the page reads this key, and the file does not have it'
        : message.startsWith('unknown key')
          ? 'no page reads this key: misspelled or renamed?'
          : message,
    fix:
      message === 'missing'
        ? 'add it (copy the shape of the same key on a similar page)'
        : message.startsWith('unknown key')
          ? 'use the key name the other pages of this file use; keys are never translated'
          : 'give it the shape the page reads (a text, a list or a group, as the other language has it)',
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
        message:
          'the site reads this key, but the file has no such key, so the page would show the key itself',
        fix: 'if you renamed it, put the old name back: only a developer renames keys',
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

/**
 * One course, one name, in each language: the page's `name` (menus, cards, the finder) is the
 * name, and the heading is the name or the name and a code in brackets (in Arabic also the name,
 * a colon and what it means).
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
  ) => {
    const withCode = value.startsWith(`${name} (`) && value.endsWith(')');
    const explained = file.lng === 'ar' && value.startsWith(`${name}: `);
    if (value === name || (allowCode && (withCode || explained))) return;
    problems.push({
      severity: 'error',
      rule: 'course-name',
      lng: file.lng,
      ns: file.ns,
      path,
      line: file.source.lineOf(path),
      message: `«${value}» is not this course's name`,
      fix: `write «${name}»${allowCode ? ', or the name and its code in brackets' : ''} (${fix})`,
    });
  };
  for (const lng of languages) {
    const own = byLng(lng);
    for (const route of routes.filter((r) => r.template === 'course')) {
      const page = own.get(route.ns);
      const name = page?.strings.get(`${route.id}.name`);
      if (!page || name === undefined) continue;
      const fix = `the page's name, ${route.ns}.json › ${route.id}.name`;
      const heading = page.strings.get(`${route.id}.heading`);
      if (heading !== undefined) wrong(page, `${route.id}.heading`, heading, name, true, fix);
    }
  }
  return problems;
}

function staleProblems(files: Parsed[], state: ReviewState): Problem[] {
  const problems: Problem[] = [];
  for (const ar of files.filter((f) => f.lng === 'ar')) {
    const en = files.find((f) => f.lng === 'en' && f.ns === ar.ns);
    if (!en) continue;
    for (const path of ar.strings.keys()) {
      const base = path.replace(pluralSuffix, '');
      const english = en.strings.get(path) ?? en.strings.get(`${base}_other`);
      if (english === undefined || !isStale(state, ar.ns, path, english)) continue;
      const known = state.reviewed[ar.ns]?.[path] !== undefined;
      problems.push({
        severity: 'warning',
        rule: 'stale',
        lng: 'ar',
        ns: ar.ns,
        path,
        line: ar.source.lineOf(path),
        message: known
          ? 'the English changed since this Arabic was last reviewed'
          : 'this Arabic has not been reviewed against its English yet',
        fix: `check the Arabic says what the English says now, then: npm run l10n:review -- ${ar.ns} ${path}`,
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
        message: `the ${lng === 'ar' ? 'Arabic' : 'English'} file is missing`,
        fix: 'every file exists in both locales/en and locales/ar',
      });
    }
  }
  problems.push(...courseNameProblems(parsed));
  if (input.codeKeys) problems.push(...codeKeyProblems(parsed, input.codeKeys));
  if (input.reviewState !== undefined) {
    problems.push(...staleProblems(parsed, readReviewState(input.reviewState)));
  }
  return dedupe(problems).sort(order);
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.lng}|${p.ns}|${p.path}|${p.rule}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
