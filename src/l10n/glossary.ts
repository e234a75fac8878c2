import glossaryFile from '@locales/glossary.json';

/**
 * The Arabic glossary (locales/glossary.json, explained in docs/glossary.md): one rendering per
 * concept, and the variants it rejects. The matcher knows Arabic: diacritics and tatweel are
 * ignored on both sides, and a variant is found behind the prefixes و ف ب ك ل ال and before plural,
 * dual and pronoun endings.
 */

export type Rejected =
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

export interface GlossaryEntry {
  id: string;
  concept: string;
  arabic: string;
  rejected: Rejected[];
  note?: string;
}

export const glossaryEntries = (glossaryFile as { entries: GlossaryEntry[] }).entries;

/** Phrases that tell how the Arabic copy was written, and what to write instead. */
export const arabicDrafting = (
  glossaryFile as { draftingPhrases: { write: string; rejected: string[] } }
).draftingPhrases;

/** Arabic diacritics and tatweel. */
const marks = /[\u0610-\u061a\u064b-\u065f\u0670\u0640]/g;
/** The text without diacritics and tatweel (same length kept for the other characters). */
export const stripArabicMarks = (text: string): string => text.replace(marks, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isArabicLetter = (char: string | undefined) =>
  char !== undefined && /\p{Script=Arabic}/u.test(char) && /\p{L}/u.test(char);

const pronouns = 'ي|ه|ها|هم|هما|هن|ك|كم|كن|نا';

function insideBrackets(text: string, index: number): boolean {
  const open = text.lastIndexOf('(', index);
  return open > text.lastIndexOf(')', index) && text.indexOf(')', index) > index;
}

export interface Matcher {
  variant: string;
  /** The rejected forms found in `text` (diacritics removed). */
  find: (text: string) => string[];
}

/** A matcher for one rejected variant. */
export function compileRejected(rejected: Rejected): Matcher {
  const options = typeof rejected === 'string' ? { text: rejected } : rejected;
  const variant = stripArabicMarks(options.text);
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
  const tail = options.notFollowedBy ? `(?!${words(stripArabicMarks(options.notFollowedBy))})` : '';
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])${core}(?![\\p{L}\\p{M}\\p{N}])${tail}`,
    'gu',
  );
  const allow = (options.allow ?? []).map(stripArabicMarks);

  return {
    variant: options.text,
    find(text) {
      const plain = stripArabicMarks(text);
      return [...plain.matchAll(pattern)]
        .filter((m) => !(options.allowInBrackets && insideBrackets(plain, m.index)))
        .filter((m) => !allow.some((word) => m[0].endsWith(word)))
        .map((m) => m[0]);
    },
  };
}

/** Every entry with its compiled matchers, built once. */
export const glossaryMatchers = glossaryEntries.map((entry) => ({
  entry,
  matchers: entry.rejected.map(compileRejected),
}));
