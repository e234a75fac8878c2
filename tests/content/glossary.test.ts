import { describe, expect, it } from 'vitest';
import {
  compileRejected as compile,
  glossaryEntries,
  glossaryMatchers,
  stripArabicMarks as normalise,
  type Rejected,
} from '@/l10n/glossary';
import { routes } from '@/routes/manifest';
import { leaves, readLocale, type Json } from './locale-files';

/**
 * The Arabic glossary's matcher (src/l10n/glossary.ts) and the glossary itself. That every Arabic
 * file uses it is checked by `npm run l10n:check` (tests/content/l10n-check.test.ts).
 */

describe('glossary matcher', () => {
  const finds = (rejected: Rejected, text: string) => compile(rejected).find(text);

  it('catches a rejected word behind Arabic prefixes and before endings', () => {
    for (const word of ['دبلومة', 'الدبلومة', 'بالدبلومة', 'للدبلومة', 'والدبلومة', 'دبلومتك']) {
      expect(finds('دبلومة', `حصل على ${word} بعد شهرين`), word).toEqual([word]);
    }
    for (const word of ['امتحان', 'الامتحانات', 'للامتحان', 'امتحانًا', 'وامتحاناتكم']) {
      expect(finds('امتحان', `قبل ${word} النهائي`), word).toEqual([normalise(word)]);
    }
    expect(finds('المركز الرئيسي', 'اتصلوا بالمركز الرئيسي أو للمركز الرئيسي')).toHaveLength(2);
  });

  it('leaves alone legitimate words that contain a rejected one', () => {
    for (const text of ['دبلوم مهني', 'الدبلومات', 'دبلومًا متقدمًا', 'دبلومان']) {
      expect(finds('دبلومة', text), text).toEqual([]);
    }
    expect(finds('امتحان', 'امتحن المعلم طلابه')).toEqual([]);
    expect(
      finds({ text: 'نموذج', allow: ['نموذجي', 'نموذجية'] }, 'مدرسة نموذجية ونماذج وفصل نموذجي'),
    ).toEqual([]);
    expect(finds('المركز الرئيسي', 'مركز رئيسي، المراكز الرئيسية')).toEqual([]);
    expect(finds('ندير أكثر من 50', 'ندير أكثر من 500 اختبار')).toEqual([]);
  });

  it('honours brackets, a required continuation and the prefix options', () => {
    const montessori = { text: 'Montessori', suffixes: false, allowInBrackets: true };
    expect(finds(montessori, 'منهج ماريا مونتيسوري (Maria Montessori)')).toEqual([]);
    expect(finds(montessori, 'منهج Montessori للأطفال')).toEqual(['Montessori']);
    expect(finds(montessori, 'بمنهجي Froebel وMontessori')).toEqual(['وMontessori']);
    const atlanta = { text: 'معهد أتلانتا', suffixes: false, notFollowedBy: ' للغة الإنجليزية' };
    expect(finds(atlanta, 'يمنحها معهد أتلانتا للغة الإنجليزية')).toEqual([]);
    expect(finds(atlanta, 'يمنحها معهد أتلانتا في جورجيا')).toEqual(['معهد أتلانتا']);
    const youCan = { text: 'يمكنك', prefixes: 'conjunctions', suffixes: false } as const;
    expect(finds(youCan, 'ويمكنكم أيضًا')).toEqual([]);
    expect(finds(youCan, 'ويمكنك أيضًا')).toEqual(['ويمكنك']);
    const contactUs = { text: 'تواصل معنا', prefixes: 'conjunctions', suffixes: false } as const;
    expect(finds(contactUs, 'التواصل معنا، تواصلوا معنا')).toEqual([]);
    expect(finds(contactUs, 'فتواصل معنا')).toEqual(['فتواصل معنا']);
  });
});

describe('Arabic glossary', () => {
  it('is well formed, and no rendering is one of its own rejected variants', () => {
    const ids = glossaryEntries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { entry, matchers: list } of glossaryMatchers) {
      expect(entry.concept && entry.arabic && entry.rejected.length, entry.id).toBeTruthy();
      expect(
        list.flatMap((m) => m.find(entry.arabic)),
        entry.id,
      ).toEqual([]);
    }
  });

  // Its table in docs/glossary.md is written from the JSON: tests/content/doc-tables.test.ts.
});

describe('Arabic pages are written in Arabic', () => {
  const strings = (value: Json | undefined): string[] =>
    value === undefined
      ? []
      : leaves(value)
          .map(([, v]) => v)
          .filter((v): v is string => typeof v === 'string');
  const count = (text: string, script: RegExp) => [...text.matchAll(script)].length;

  it('has at least 85% Arabic letters in the copy of every page', () => {
    const low: string[] = [];
    for (const route of routes) {
      const text = strings(readLocale('ar', route.ns)[route.id]).join(' ');
      const arabic = count(text, /(?=\p{L})\p{Script=Arabic}/gu);
      const latin = count(text, /(?=\p{L})\p{Script=Latin}/gu);
      const ratio = arabic / Math.max(1, arabic + latin);
      if (arabic === 0 || ratio < 0.85) {
        low.push(`${route.id} (ar/${route.ns}.json): ${(ratio * 100).toFixed(1)}% Arabic letters`);
      }
    }
    expect(low).toEqual([]);
  });
});
