import type { Lang } from '@/i18n/languages';
import { isolate } from './problem';

/**
 * Characters a reader never sees and a locale file never needs: Unicode tag characters (the
 * desk's invisible markers are made of them: src/i18n/desk-markers.ts), zero-width characters and
 * bidi controls (the site isolates Latin and numbers itself). Named by code point and Unicode
 * name, so a translator can find them in an editor that shows them.
 */

export type HiddenKind = 'tag' | 'zero-width' | 'bidi';

export interface HiddenCharacter {
  /** UTF-16 index in the text. */
  index: number;
  codePoint: number;
  kind: HiddenKind;
}

const zeroWidth: Record<number, string> = {
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x2060: 'WORD JOINER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};
const bidi: Record<number, string> = {
  0x061c: 'ARABIC LETTER MARK',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};

/** The same characters' names in Arabic: Arabic messages give them, with the code point (an editor finds that). */
const arabicNames: Record<number, string> = {
  0x200b: 'مسافة بلا عرض',
  0x200c: 'فاصل بلا عرض يمنع وصل الحرفين',
  0x200d: 'واصل بلا عرض',
  0x2060: 'واصل الكلمات',
  0xfeff: 'مسافة بلا عرض تمنع الفصل',
  0x061c: 'علامة الحرف العربي',
  0x200e: 'علامة الاتجاه من اليسار إلى اليمين',
  0x200f: 'علامة الاتجاه من اليمين إلى اليسار',
  0x202a: 'تضمين من اليسار إلى اليمين',
  0x202b: 'تضمين من اليمين إلى اليسار',
  0x202c: 'إنهاء تنسيق الاتجاه',
  0x202d: 'فرض الاتجاه من اليسار إلى اليمين',
  0x202e: 'فرض الاتجاه من اليمين إلى اليسار',
  0x2066: 'عزل من اليسار إلى اليمين',
  0x2067: 'عزل من اليمين إلى اليسار',
  0x2068: 'عزل باتجاه أول حرف',
  0x2069: 'إنهاء العزل',
};

/** Every tag character (U+E0000–U+E007F) shares one Arabic name: the desk's markers are made of them. */
const tagArabicName = 'محرف وسم';

const isTag = (codePoint: number) => codePoint >= 0xe0000 && codePoint <= 0xe007f;

/** A hidden character's name in Arabic (a tag character, a zero-width one, a direction control). */
export function arabicNameOf(codePoint: number): string | undefined {
  return isTag(codePoint) ? tagArabicName : arabicNames[codePoint];
}

/** `U+200B`: the code point alone, what an editor's search and the Unicode tables take. */
export const codePointLabel = (codePoint: number): string =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * A hidden character named for a message in `lng`: `U+200B ZERO WIDTH SPACE` in English;
 * «مسافة بلا عرض» (U+200B) in Arabic, the code point isolated so the line keeps its order (a
 * character with no Arabic name keeps its English one, isolated).
 */
export function hiddenNameIn(lng: Lang, codePoint: number): string {
  if (lng === 'en') return describeCodePoint(codePoint);
  const name = arabicNameOf(codePoint);
  if (!name) return isolate(describeCodePoint(codePoint));
  return `«${name}» (${isolate(codePointLabel(codePoint))})`;
}

/**
 * The named allowlist, per language: ZERO WIDTH NON-JOINER keeps two Arabic letters from joining
 * where a word needs it (rare in Arabic, common in Persian); nothing else is allowed anywhere.
 */
export const allowedHidden: Record<Lang, ReadonlyMap<number, string>> = {
  ar: new Map([[0x200c, 'keeps two Arabic letters apart where a word needs it']]),
  en: new Map(),
};

const asciiNames: Record<string, string> = {
  ' ': 'SPACE',
  '!': 'EXCLAMATION MARK',
  '"': 'QUOTATION MARK',
  '#': 'NUMBER SIGN',
  $: 'DOLLAR SIGN',
  '%': 'PERCENT SIGN',
  '&': 'AMPERSAND',
  "'": 'APOSTROPHE',
  '(': 'LEFT PARENTHESIS',
  ')': 'RIGHT PARENTHESIS',
  '*': 'ASTERISK',
  '+': 'PLUS SIGN',
  ',': 'COMMA',
  '-': 'HYPHEN-MINUS',
  '.': 'FULL STOP',
  '/': 'SOLIDUS',
  ':': 'COLON',
  ';': 'SEMICOLON',
  '<': 'LESS-THAN SIGN',
  '=': 'EQUALS SIGN',
  '>': 'GREATER-THAN SIGN',
  '?': 'QUESTION MARK',
  '@': 'COMMERCIAL AT',
  '[': 'LEFT SQUARE BRACKET',
  '\\': 'REVERSE SOLIDUS',
  ']': 'RIGHT SQUARE BRACKET',
  '^': 'CIRCUMFLEX ACCENT',
  _: 'LOW LINE',
  '`': 'GRAVE ACCENT',
  '{': 'LEFT CURLY BRACKET',
  '|': 'VERTICAL LINE',
  '}': 'RIGHT CURLY BRACKET',
  '~': 'TILDE',
};
const digitNames = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE'];

function tagName(codePoint: number): string {
  if (codePoint === 0xe0001) return 'LANGUAGE TAG';
  if (codePoint === 0xe007f) return 'CANCEL TAG';
  const char = String.fromCodePoint(codePoint - 0xe0000);
  if (codePoint < 0xe0020) return 'unassigned tag character';
  if (/[0-9]/.test(char)) return `TAG DIGIT ${digitNames[Number(char)] ?? char}`;
  if (/[A-Z]/.test(char)) return `TAG LATIN CAPITAL LETTER ${char}`;
  if (/[a-z]/.test(char)) return `TAG LATIN SMALL LETTER ${char.toUpperCase()}`;
  return `TAG ${asciiNames[char] ?? 'CHARACTER'}`;
}

/** `U+200B ZERO WIDTH SPACE`. */
export function describeCodePoint(codePoint: number): string {
  const name =
    zeroWidth[codePoint] ??
    bidi[codePoint] ??
    (isTag(codePoint) ? tagName(codePoint) : digitName(codePoint));
  return `${codePointLabel(codePoint)} ${name ?? ''}`.trim();
}

export function kindOf(codePoint: number): HiddenKind | undefined {
  if (isTag(codePoint)) return 'tag';
  if (zeroWidth[codePoint]) return 'zero-width';
  if (bidi[codePoint]) return 'bidi';
  return undefined;
}

/** Every hidden character of a text that its language does not allow, in order. */
export function findHidden(text: string, lng: Lang): HiddenCharacter[] {
  const found: HiddenCharacter[] = [];
  let index = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const kind = kindOf(codePoint);
    if (kind && !allowedHidden[lng].has(codePoint)) found.push({ index, codePoint, kind });
    index += char.length;
  }
  return found;
}

/** Eastern Arabic digits (٠-٩) and their Persian forms (۰-۹): the site writes 0-9. */
export const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/g;

function digitName(codePoint: number): string | undefined {
  if (codePoint >= 0x0660 && codePoint <= 0x0669) {
    return `ARABIC-INDIC DIGIT ${digitNames[codePoint - 0x0660] ?? ''}`;
  }
  if (codePoint >= 0x06f0 && codePoint <= 0x06f9) {
    return `EXTENDED ARABIC-INDIC DIGIT ${digitNames[codePoint - 0x06f0] ?? ''}`;
  }
  return undefined;
}

/** The Western digit an Eastern one stands for. */
export const westernDigit = (char: string): string => {
  const codePoint = char.codePointAt(0) ?? 0;
  return String(codePoint >= 0x06f0 ? codePoint - 0x06f0 : codePoint - 0x0660);
};
