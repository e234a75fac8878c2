import { pluralSuffix } from '@/l10n/string-checks';
import type { LocaleFolder } from './desk-folder';
import { foldForSearch } from './desk-text';
import type { SearchHit } from './desk-types';

const searchLimit = 30;

/** Up to 30 strings of every locale file whose English or Arabic holds the words. */
export function searchStrings(folder: LocaleFolder, query: string): SearchHit[] {
  const needle = foldForSearch(query);
  if (needle.length < 2) return [];
  const exact: SearchHit[] = [];
  const partial: SearchHit[] = [];
  const english = folder.allStrings('en');
  const arabic = folder.allStrings('ar');
  for (const [ns, en] of english) {
    const ar = arabic.get(ns);
    if (!ar) continue;
    const seen = new Set<string>();
    for (const path of [...en.keys(), ...ar.keys()]) {
      const base = pluralSuffix.test(path) ? path.replace(pluralSuffix, '') : path;
      const id = `${ns}:${base}`;
      if (seen.has(id)) continue;
      const enText = en.get(path) ?? en.get(`${base}_other`);
      const arText = ar.get(path) ?? ar.get(`${base}_other`);
      const folded = [enText, arText].map((t) => (t === undefined ? '' : foldForSearch(t)));
      if (!folded.some((t) => t.includes(needle))) continue;
      seen.add(id);
      const hit: SearchHit = {
        id,
        ...(enText !== undefined ? { en: enText } : {}),
        ...(arText !== undefined ? { ar: arText } : {}),
      };
      (folded.includes(needle) ? exact : partial).push(hit);
    }
  }
  return [...exact, ...partial].slice(0, searchLimit);
}
