import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leaves, localesDir, namespaces, readLocale, type Json } from './locale-files';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function arrayLengths(value: Json, prefix = ''): Record<string, number> {
  if (Array.isArray(value)) {
    return value.reduce<Record<string, number>>(
      (all, item, i) => ({ ...all, ...arrayLengths(item, `${prefix}${i}.`) }),
      { [prefix || '(root)']: value.length },
    );
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).reduce<Record<string, number>>(
      (all, [key, item]) => ({ ...all, ...arrayLengths(item, `${prefix}${key}.`) }),
      {},
    );
  }
  return {};
}

describe('locale files', () => {
  it('exist in both languages for the same namespaces', () => {
    const ar = readdirSync(join(localesDir, 'ar'))
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(ar.map((f) => f.replace('.json', ''))).toEqual(namespaces());
    expect(namespaces().length).toBeGreaterThanOrEqual(16);
  });

  for (const ns of namespaces()) {
    describe(ns, () => {
      const en = readLocale('en', ns);
      const ar = readLocale('ar', ns);
      const enLeaves = leaves(en);
      const arLeaves = leaves(ar);

      it('has the same keys in English and Arabic (plural forms aside)', () => {
        const base = (entries: [string, Json][]) =>
          [...new Set(entries.map(([k]) => k.replace(pluralSuffix, '')))].sort();
        expect(base(arLeaves)).toEqual(base(enLeaves));
      });

      it('has arrays of the same length in both languages', () => {
        expect(arrayLengths(ar)).toEqual(arrayLengths(en));
      });

      it('has no empty, placeholder or non-text values', () => {
        const bad = [...enLeaves.map((l) => ['en', ...l]), ...arLeaves.map((l) => ['ar', ...l])]
          .filter(
            ([, , v]) =>
              typeof v !== 'string' || v.trim() === '' || /\bTODO\b|lorem ipsum/i.test(v),
          )
          .map(([lng, k]) => `${lng}:${k}`);
        expect(bad).toEqual([]);
      });

      it('uses the same {{variables}} in both languages', () => {
        const arMap = new Map(arLeaves.map(([k, v]) => [k.replace(pluralSuffix, ''), v]));
        const mismatched = enLeaves
          .filter(([k, v]) => {
            const other = arMap.get(k.replace(pluralSuffix, ''));
            return (
              typeof v === 'string' &&
              typeof other === 'string' &&
              variables(v).join() !== variables(other).join()
            );
          })
          .map(([k]) => k);
        expect(mismatched).toEqual([]);
      });

      it('gives Arabic all six plural forms wherever English has a plural', () => {
        const plurals = enLeaves
          .filter(([k]) => k.endsWith('_other'))
          .map(([k]) => k.replace(/_other$/, ''));
        const arKeys = new Set(arLeaves.map(([k]) => k));
        const missing = plurals.flatMap((k) =>
          ['zero', 'one', 'two', 'few', 'many', 'other']
            .map((f) => `${k}_${f}`)
            .filter((key) => !arKeys.has(key)),
        );
        expect(missing).toEqual([]);
      });

      it('writes Arabic text in Arabic', () => {
        const arabicLetters = /[\u0600-\u06FF]/;
        const latinOnly = arLeaves.filter(
          ([, v]) => typeof v === 'string' && !arabicLetters.test(v),
        );
        // Brand names (ICDL, CCNA), endonyms and the offer to read in English may be Latin-only.
        expect(latinOnly.length).toBeLessThan(Math.max(5, arLeaves.length * 0.15));
      });
    });
  }
});
