import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@/routes/manifest';
import { leaves, localesDir, namespaces, readLocale, type Json } from './locale-files';

/**
 * The Arabic glossary (locales/glossary.json, explained in docs/glossary.md): every Arabic
 * locale file must use the one rendering of each concept, never a rejected variant.
 */

type Rejected =
  | string
  | {
      text: string;
      /** "all" (default): و ف ب ك ل ال and their combinations; "conjunctions": و ف; "none". */
      prefixes?: 'all' | 'conjunctions' | 'none';
      /** Plural, dual and pronoun endings (default true). */
      suffixes?: boolean;
      /** The variant may stand inside brackets, after the Arabic name. */
      allowInBrackets?: boolean;
      /** The match is fine when this text follows it. */
      notFollowedBy?: string;
      /** Whole words that contain the variant but are legitimate. */
      allow?: string[];
    };

interface Entry {
  id: string;
  concept: string;
  arabic: string;
  rejected: Rejected[];
  note?: string;
}

interface Matcher {
  variant: string;
  find: (text: string) => string[];
}

const glossary = JSON.parse(readFileSync(join(localesDir, 'glossary.json'), 'utf8')) as {
  entries: Entry[];
};

/** Arabic diacritics and tatweel are ignored on both sides. */
const marks = /[\u0610-\u061a\u064b-\u065f\u0670\u0640]/g;
const normalise = (text: string) => text.replace(marks, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isArabicLetter = (char: string | undefined) =>
  char !== undefined && /\p{Script=Arabic}/u.test(char) && /\p{L}/u.test(char);

const pronouns = 'ي|ه|ها|هم|هما|هن|ك|كم|كن|نا';

function insideBrackets(text: string, index: number): boolean {
  const open = text.lastIndexOf('(', index);
  return open > text.lastIndexOf(')', index) && text.indexOf(')', index) > index;
}

function compile(rejected: Rejected): Matcher {
  const options = typeof rejected === 'string' ? { text: rejected } : rejected;
  const variant = normalise(options.text);
  const prefixes = options.prefixes ?? 'all';
  const suffixes = options.suffixes ?? true;
  const words = (text: string) => escape(text).replace(/ /g, '\\s+');

  let body = words(variant);
  if (suffixes && isArabicLetter(variant.at(-1))) {
    body = variant.endsWith('ة')
      ? `${words(variant.slice(0, -1))}(?:ة|تان|تين|ت(?:ا|ي)?(?:${pronouns}))`
      : `${body}(?:ات|ان|ين|ون|ا|ي)?(?:${pronouns})?`;
  }
  let core = body;
  if (prefixes === 'conjunctions') core = `[وف]?${body}`;
  if (prefixes === 'all') {
    core = variant.startsWith('ال')
      ? `(?:[وف]?[بك]?${body}|[وف]?لل${body.slice(2)})`
      : `[وف]?(?:[بلك]|ال|بال|كال|لل)?${body}`;
  }
  const tail = options.notFollowedBy ? `(?!${words(normalise(options.notFollowedBy))})` : '';
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])${core}(?![\\p{L}\\p{M}\\p{N}])${tail}`,
    'gu',
  );
  const allow = (options.allow ?? []).map(normalise);

  return {
    variant: options.text,
    find(text) {
      const plain = normalise(text);
      return [...plain.matchAll(pattern)]
        .filter((m) => !(options.allowInBrackets && insideBrackets(plain, m.index ?? 0)))
        .filter((m) => !allow.some((word) => m[0].endsWith(word)))
        .map((m) => m[0]);
    },
  };
}

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
  const matchers = glossary.entries.map((entry) => ({
    entry,
    matchers: entry.rejected.map(compile),
  }));

  it('is well formed, and no rendering is one of its own rejected variants', () => {
    const ids = glossary.entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { entry, matchers: list } of matchers) {
      expect(entry.concept && entry.arabic && entry.rejected.length, entry.id).toBeTruthy();
      expect(
        list.flatMap((m) => m.find(entry.arabic)),
        entry.id,
      ).toEqual([]);
    }
  });

  it('is shown in docs/glossary.md', () => {
    const doc = readFileSync(join(localesDir, '..', 'docs', 'glossary.md'), 'utf8');
    const cells = new Set(doc.split('\n').flatMap((line) => line.split('|').map((c) => c.trim())));
    const missing = glossary.entries.filter((e) => !cells.has(e.arabic)).map((e) => e.id);
    expect(missing).toEqual([]);
  });

  for (const ns of namespaces()) {
    it(`ar/${ns}.json uses the glossary's renderings`, () => {
      const found: string[] = [];
      for (const [key, value] of leaves(readLocale('ar', ns))) {
        if (typeof value !== 'string') continue;
        for (const { entry, matchers: list } of matchers) {
          for (const matcher of list) {
            for (const match of matcher.find(value)) {
              found.push(
                `ar/${ns}.json ${key}: rejected «${matcher.variant}» (found «${match}»), use «${entry.arabic}»`,
              );
            }
          }
        }
      }
      expect(found).toEqual([]);
    });
  }
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
