import type { Lang } from '@/i18n/languages';
import { checkLocales } from '@/l10n/check-locales';
import { insertItem, parseLocaleSource, setValue, toJsonPath } from '@/l10n/json-source';
import { isError, type Problem } from '@/l10n/problem';
import { pluralSuffix } from '@/l10n/string-checks';
import { at } from './desk-json';
import type { LocaleFolder } from './desk-folder';

/**
 * The desk checks a draft with the check itself (`checkLocales`, src/l10n/check-locales.ts): the
 * two files of the key with the draft written into them, every rule the check runs (the string's
 * own rules, its twin, plural forms, list lengths, the shape the page reads, course names). What
 * the check calls an error, the desk refuses to save.
 */

/** One value of a draft: which language, which key path, what text. */
export interface DraftValue {
  lng: Lang;
  path: string;
  value: string;
}

export const draftKey = (lng: Lang, path: string) => `${lng}:${path}`;

/** A key path's value nested under the segments still missing (`['3', 'answer']` → `{answer}`). */
function nested(segments: (string | number)[], value: string): unknown {
  return segments.reduceRight<unknown>(
    (inner, segment) => (typeof segment === 'number' ? [inner] : { [segment]: inner }),
    value,
  );
}

const formOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Where a missing plural form goes among its object's keys: after the forms of the same count
 * that come before it (`openings_few` after `openings_two`), else before the ones after it, so
 * the file keeps the order zero, one, two, few, many, other. Any other key goes at the end.
 */
export function formPlace(key: string | number): ((keys: string[]) => number) | undefined {
  if (typeof key !== 'string') return undefined;
  const form = pluralSuffix.exec(key)?.[1];
  if (!form) return undefined;
  const base = key.slice(0, -form.length - 1);
  const rank = formOrder.indexOf(form);
  return (keys) => {
    const rankOf = (k: string) => {
      const other = pluralSuffix.exec(k)?.[1];
      return other && k.slice(0, -other.length - 1) === base ? formOrder.indexOf(other) : -1;
    };
    const before = keys.findLastIndex((k) => rankOf(k) !== -1 && rankOf(k) < rank);
    if (before !== -1) return before + 1;
    const after = keys.findIndex((k) => rankOf(k) > rank);
    return after === -1 ? keys.length : after;
  };
}

/**
 * A file's text with `value` at `path`: replaced where the key exists, else added (a missing
 * plural form, a missing key, an item missing at the end of a list). Undefined when the path
 * cannot be added without changing the file's shape (an index past the end, a text in the way).
 */
export function withValue(text: string, path: string, value: string): string | undefined {
  const parsed = parseLocaleSource(text);
  if (!parsed.ok) return undefined;
  const data = parsed.source.data;
  const segments = toJsonPath(path);
  let next: string | undefined;
  if (typeof at(data, path) === 'string') next = setValue(text, path, value);
  for (let cut = segments.length - 1; next === undefined && cut >= 0; cut -= 1) {
    const parent = at(data, segments.slice(0, cut).join('.'));
    const segment = segments[cut];
    if (parent === undefined) continue;
    if (Array.isArray(parent)) {
      if (segment !== parent.length) return undefined;
      const item = nested(segments.slice(cut + 1), value);
      next = insertItem(text, segments.slice(0, cut), item);
    } else if (parent && typeof parent === 'object' && typeof segment === 'string') {
      const place = cut === segments.length - 1 ? formPlace(segment) : undefined;
      next = setValue(
        text,
        segments.slice(0, cut + 1),
        nested(segments.slice(cut + 1), value),
        place,
      );
    } else {
      return undefined;
    }
  }
  const check = next === undefined ? undefined : parseLocaleSource(next);
  return check?.ok && at(check.source.data, path) === value ? next : undefined;
}

/** The two files of `ns` as texts, with the draft's values written in. */
export function draftFiles(folder: LocaleFolder, ns: string, values: DraftValue[]) {
  const texts: Record<Lang, string> = {
    en: folder.readText(folder.fileOf('en', ns)),
    ar: folder.readText(folder.fileOf('ar', ns)),
  };
  for (const { lng, path, value } of values) {
    texts[lng] = withValue(texts[lng], path, value) ?? texts[lng];
  }
  return texts;
}

/** Every problem the check finds at each key of the draft, by `<lng>:<path>`. */
export function checkDraft(
  folder: LocaleFolder,
  ns: string,
  values: DraftValue[],
): Record<string, Problem[]> {
  const texts = draftFiles(folder, ns, values);
  const problems = checkLocales({
    files: [
      { lng: 'en', ns, text: texts.en },
      { lng: 'ar', ns, text: texts.ar },
    ],
  });
  const found: Record<string, Problem[]> = {};
  for (const { lng, path } of values) {
    // A file that does not parse: its syntax error belongs to every key of that file.
    found[draftKey(lng, path)] = problems.filter(
      (p) => p.lng === lng && (p.path === path || (p.path === '' && p.rule === 'syntax')),
    );
  }
  return found;
}

export const errorsIn = (problems: Problem[]) => problems.filter(isError);
