import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages, type Lang } from '@/i18n/languages';
import { leaves } from '@/l10n/check-locales';
import { parseLocaleSource, setValue } from '@/l10n/json-source';
import type { Problem } from '@/l10n/problem';
import { isStale, markReviewed, readReviewState } from '@/l10n/review-state';
import { checkString, pluralForms, pluralSuffix } from '@/l10n/string-checks';

/**
 * The translator's desk, server side (`npm run dev` only; scripts/dev.mjs loads this through
 * Vite): read one string in both languages, write one value back into its locale file (nothing
 * else in the file changes), mark Arabic as reviewed. Only existing string keys of existing
 * locale files can be written.
 */

const root = join(import.meta.dirname, '..', '..');
const localesDir = join(root, 'locales');
const reviewFile = join(localesDir, 'review-state.json');

export class DeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const fileOf = (lng: Lang, ns: string) => join(localesDir, lng, `${ns}.json`);

function validNs(ns: unknown): string {
  if (typeof ns !== 'string' || !/^[a-z][a-z-]*$/.test(ns) || !existsSync(fileOf('en', ns))) {
    throw new DeskError(404, `No locale file named ${String(ns)}`);
  }
  return ns;
}

function validPath(path: unknown): string {
  if (
    typeof path !== 'string' ||
    !/^[\w-]+(\.[\w-]+)*$/.test(path) ||
    /__proto__|constructor|prototype/.test(path)
  ) {
    throw new DeskError(400, 'Not a key path');
  }
  return path;
}

function strings(lng: Lang, ns: string): Map<string, string> {
  const parsed = parseLocaleSource(readFileSync(fileOf(lng, ns), 'utf8'));
  if (!parsed.ok)
    throw new DeskError(
      409,
      `locales/${lng}/${ns}.json: ${parsed.error.message} (line ${parsed.error.line})`,
    );
  return new Map(
    leaves(parsed.source.data).filter((l): l is [string, string] => typeof l[1] === 'string'),
  );
}

function lineOf(lng: Lang, ns: string, path: string): number | undefined {
  const parsed = parseLocaleSource(readFileSync(fileOf(lng, ns), 'utf8'));
  return parsed.ok ? parsed.source.lineOf(path) : undefined;
}

export interface DeskForm {
  /** The key path of this form (`counts.courses_few`), or the path itself for a plain string. */
  path: string;
  form?: string;
  en?: string;
  ar?: string;
  enLine?: number;
  arLine?: number;
  problems: Problem[];
}

export interface DeskEntry {
  ns: string;
  path: string;
  forms: DeskForm[];
  stale: boolean;
  list?: { path: string; index: number };
}

/** One string (or every plural form of a counted key) in both languages, with its problems. */
export function readEntry(id: string): DeskEntry {
  const [rawNs, rawPath] = id.split(/:(.*)/s);
  const ns = validNs(rawNs);
  const path = validPath(rawPath);
  const en = strings('en', ns);
  const ar = strings('ar', ns);
  const direct = en.has(path) || ar.has(path);
  const paths = direct
    ? [path]
    : [...new Set([...pluralForms.ar.map((f) => `${path}_${f}`)])].filter(
        (p) => en.has(p) || ar.has(p),
      );
  if (!paths.length) throw new DeskError(404, `${ns}.json has no text at ${path}`);
  const forms = paths.map((p) => {
    const base = p.replace(pluralSuffix, '');
    const enValue = en.get(p) ?? en.get(`${base}_other`);
    const arValue = ar.get(p);
    return {
      path: p,
      form: direct ? undefined : p.slice(path.length + 1),
      en: en.get(p),
      ar: arValue,
      enLine: lineOf('en', ns, p),
      arLine: lineOf('ar', ns, p),
      problems: [
        ...(en.get(p) !== undefined
          ? checkString({ lng: 'en', ns, path: p, value: en.get(p) ?? '', other: arValue })
          : []),
        ...(arValue !== undefined
          ? checkString({ lng: 'ar', ns, path: p, value: arValue, other: enValue })
          : []),
      ],
    };
  });
  const state = readReviewState(
    existsSync(reviewFile) ? readFileSync(reviewFile, 'utf8') : undefined,
  );
  const stale = forms.some(
    (f) =>
      f.ar !== undefined &&
      isStale(
        state,
        ns,
        f.path,
        en.get(f.path) ?? en.get(`${f.path.replace(pluralSuffix, '')}_other`) ?? '',
      ),
  );
  const listMatch = /^(.*)\.(\d+)(?:\.[^.]+)*$/.exec(path);
  return {
    ns,
    path,
    forms,
    stale,
    ...(listMatch ? { list: { path: listMatch[1] ?? '', index: Number(listMatch[2]) } } : {}),
  };
}

/** Writes one existing string; saving Arabic marks it reviewed against today's English. */
export function saveValue(body: unknown): Problem[] {
  const { ns: rawNs, path: rawPath, lng, value } = (body ?? {}) as Record<string, unknown>;
  const ns = validNs(rawNs);
  const path = validPath(rawPath);
  if (!languages.includes(lng as Lang)) throw new DeskError(400, 'Language must be en or ar');
  if (typeof value !== 'string' || value.length > 20000)
    throw new DeskError(400, 'The value must be a text');
  const language = lng as Lang;
  const current = strings(language, ns);
  if (!current.has(path))
    throw new DeskError(
      404,
      `${ns}.json has no text at ${path}: the desk changes texts, never keys`,
    );
  const file = fileOf(language, ns);
  writeFileSync(file, setValue(readFileSync(file, 'utf8'), path, value));
  const en = strings('en', ns);
  const english = en.get(path) ?? en.get(`${path.replace(pluralSuffix, '')}_other`) ?? '';
  if (language === 'ar') {
    writeFileSync(
      reviewFile,
      markReviewed(
        existsSync(reviewFile) ? readFileSync(reviewFile, 'utf8') : '',
        ns,
        path,
        english,
      ),
    );
  }
  const other = language === 'ar' ? english : strings('ar', ns).get(path);
  return checkString({ lng: language, ns, path, value, other });
}

/** Marks the Arabic of a key (every plural form) as reviewed against today's English. */
export function markEntryReviewed(body: unknown): void {
  const { ns: rawNs, path: rawPath } = (body ?? {}) as Record<string, unknown>;
  const entry = readEntry(`${validNs(rawNs)}:${validPath(rawPath)}`);
  let text = existsSync(reviewFile) ? readFileSync(reviewFile, 'utf8') : '';
  for (const form of entry.forms) {
    if (form.ar === undefined) continue;
    const english = form.en ?? entry.forms.find((f) => f.form === 'other')?.en ?? '';
    text = markReviewed(text, entry.ns, form.path, english);
  }
  writeFileSync(reviewFile, text);
}
