import { englishHash, isStaleByContent, readReviewState } from '@/l10n/review-state';
import type { Lang } from '@/i18n/languages';
import type { LocaleSource } from '@/l10n/json-source';
import { pluralFormsOf, pluralSuffix } from '@/l10n/string-checks';
import { fileId } from './desk-aliases';
import { checkDraft, draftKey, withValue } from './desk-check';
import { refuse } from './desk-error';
import type { LocaleFolder } from './desk-folder';
import { reviewedEnglish } from './desk-history';
import { at, twinText, validPath } from './desk-json';
import { nearestList } from './desk-list';
import { memoryFor } from './desk-memory';
import { readNotes } from './desk-notes';
import type { DeskEntry, DeskReview, DeskString, PluralForm } from './desk-types';

interface Key {
  ns: string;
  path: string;
  plural: boolean;
  sources: Record<Lang, LocaleSource>;
}

/** The strings a key has, or should have, in one language: present, or missing and fillable. */
function slots(key: Key, lng: Lang): { path: string; form?: PluralForm; missing: boolean }[] {
  const own = key.sources[lng];
  const twin = key.sources[lng === 'en' ? 'ar' : 'en'];
  if (!key.plural) {
    const present = typeof at(own.data, key.path) === 'string';
    const fillable =
      typeof at(twin.data, key.path) === 'string' &&
      withValue(own.text, key.path, '') !== undefined;
    return present || fillable ? [{ path: key.path, missing: !present }] : [];
  }
  return pluralFormsOf(lng, key.ns, key.path).map((form) => {
    const path = `${key.path}_${form}`;
    return { path, form: form as PluralForm, missing: typeof at(own.data, path) !== 'string' };
  });
}

function strings(folder: LocaleFolder, key: Key): Record<Lang, DeskString[]> {
  const all = (['en', 'ar'] as const).flatMap((lng) => slots(key, lng).map((s) => ({ ...s, lng })));
  const present = all.filter((s) => !s.missing);
  const problems = checkDraft(
    folder,
    key.ns,
    present.map(({ lng, path }) => ({
      lng,
      path,
      value: at(key.sources[lng].data, path) as string,
    })),
  );
  const side = (lng: Lang): DeskString[] =>
    all
      .filter((s) => s.lng === lng)
      .map(({ path, form, missing }) => {
        const value = missing ? '' : (at(key.sources[lng].data, path) as string);
        const line = missing ? undefined : key.sources[lng].lineOf(path);
        return {
          path,
          ...(form ? { form } : {}),
          value,
          ...(line !== undefined ? { line } : {}),
          problems: problems[draftKey(lng, path)] ?? [],
          ...(missing ? { missing: true } : {}),
        };
      });
  return { en: side('en'), ar: side('ar') };
}

function reviewOf(folder: LocaleFolder, key: Key, ar: DeskString[]): DeskReview {
  const state = readReviewState(folder.readText(folder.reviewFile) || undefined);
  const enData = key.sources.en.data;
  const forms = ar
    .filter((s) => !s.missing)
    .map(({ path }) => {
      const english = twinText(enData, path) ?? '';
      const reviewedHash = state.reviewed[key.ns]?.[path];
      return {
        path,
        stale: isStaleByContent(state, key.ns, path, english),
        englishHash: englishHash(english),
        ...(reviewedHash ? { reviewedHash } : {}),
      };
    });
  const now = twinText(enData, key.plural ? `${key.path}_other` : key.path) ?? '';
  const stale = forms.find((f) => f.stale && f.reviewedHash);
  const before =
    stale?.reviewedHash &&
    reviewedEnglish(folder.fileOf('en', key.ns), stale.path, stale.reviewedHash);
  return {
    stale: forms.some((f) => f.stale),
    englishHash: englishHash(now),
    forms,
    ...(before ? { before, now: twinText(enData, stale.path) ?? now, beforePath: stale.path } : {}),
  };
}

/** Which key an id names: the file's own key (page names too), a plural form's whole key. */
function keyOf(folder: LocaleFolder, id: string): Key {
  const resolved = fileId(id);
  const colon = resolved.indexOf(':');
  if (colon < 1) {
    const shown = JSON.stringify(id);
    throw refuse(
      400,
      `${shown} is not a desk id (ns:key.path).`,
      `${shown} ليس معرّفًا للمكتب (ns:key.path).`,
    );
  }
  const ns = folder.validNs(resolved.slice(0, colon));
  let path = validPath(resolved.slice(colon + 1));
  const sources = { en: folder.read('en', ns), ar: folder.read('ar', ns) };
  const base = path.replace(pluralSuffix, '');
  const isText = (p: string) =>
    [sources.en, sources.ar].some((s) => typeof at(s.data, p) === 'string');
  if (base !== path && isText(`${base}_other`)) path = base;
  return { ns, path, plural: !isText(path) && isText(`${path}_other`), sources };
}

/** One key in both languages: every plural form, its list, review, memory, note and problems. */
export function readEntry(folder: LocaleFolder, id: string): DeskEntry {
  const key = keyOf(folder, id);
  const { en, ar } = strings(folder, key);
  if (!en.length && !ar.length) {
    throw refuse(
      404,
      `${key.ns}.json has no text at ${key.path}.`,
      `لا يوجد في ${key.ns}.json نص عند ${key.path}.`,
    );
  }
  const list = nearestList(key.sources.en.data, key.sources.ar.data, key.path);
  const self = `${key.ns}:${key.path}`;
  const english = en.find((s) => !s.missing && (!s.form || s.form === 'other'))?.value ?? '';
  return {
    id: self,
    ns: key.ns,
    path: key.path,
    plural: key.plural,
    en: { lng: 'en', file: folder.shownFile('en', key.ns), strings: en },
    ar: { lng: 'ar', file: folder.shownFile('ar', key.ns), strings: ar },
    ...(list ? { list } : {}),
    review: reviewOf(folder, key, ar),
    memory: memoryFor(english, self, folder.allStrings('en'), folder.allStrings('ar')),
    note: readNotes(folder)[self] ?? '',
  };
}
