import type { Lang } from '@/i18n/languages';
import type { Problem } from '@/l10n/problem';

/**
 * What the desk's endpoints (`/__desk/…`, src/desk/desk-server.ts) and its panel in the browser
 * (src/desk/desk-client.ts) say to each other. Types only: the browser never loads the server.
 */

export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** One string of one locale file: a plain key, or one form of a plural key. */
export interface DeskString {
  /** The key path in the file (`counts.courses_few` for a plural form). */
  path: string;
  /** The plural form this string is, for a plural key. */
  form?: PluralForm;
  value: string;
  /** 1-based line of the key in its file. */
  line?: number;
  problems: Problem[];
  /** Not in the file yet (a missing plural form, a key or list item the other language has): an empty box to fill. */
  missing?: boolean;
}

/** A key in one language: its file and its string (or every plural form). */
export interface DeskSide {
  lng: Lang;
  /** `locales/<lng>/<ns>.json`. */
  file: string;
  strings: DeskString[];
}

/** What every item of a list is: the desk adds items only to lists of texts or of flat objects. */
export type ItemShape =
  | { kind: 'string' }
  | { kind: 'object'; fields: string[] }
  | { kind: 'other'; reason: Record<Lang, string> };

/** The nearest list around a key (`icdlCourse.faq` around `icdlCourse.faq.2.answer`). */
export interface DeskList {
  path: string;
  /** 0-based, as in the key path; translators count from 1. */
  index: number;
  length: number;
  shape: ItemShape;
}

export interface DeskReviewForm {
  /** The Arabic key path (a plural form has its own). */
  path: string;
  stale: boolean;
  /** Hash of the English this Arabic has to match (locales/review-state.json). */
  englishHash: string;
  /** Hash recorded at the last review, if any. */
  reviewedHash?: string;
}

export interface DeskReview {
  /** Some Arabic of this key was reviewed against an English that has changed since. */
  stale: boolean;
  /** Hash of today's English (of the `_other` form for a plural key). */
  englishHash: string;
  forms: DeskReviewForm[];
  /** The English the Arabic was last reviewed against, when git still has it (stale keys only). */
  before?: string;
  /** Today's English, beside `before`. */
  now?: string;
  /** The Arabic key path `before` and `now` are the English of (a count's form: `…_few`). */
  beforePath?: string;
}

/** A string elsewhere in the site whose English is the same or close: the translation memory. */
export interface MemoryHit {
  id: string;
  en: string;
  ar: string;
  /** 1 for the same English; less for close (the share of words in common). */
  score: number;
}

/** `GET /__desk/entry?id=<ns>:<path>`. */
export interface DeskEntry {
  id: string;
  ns: string;
  /** The key path asked for (the base key of a plural). */
  path: string;
  plural: boolean;
  en: DeskSide;
  ar: DeskSide;
  list?: DeskList;
  review: DeskReview;
  /** Other strings with the same or close English, and their Arabic. */
  memory: MemoryHit[];
  /** The translators' note on this key (locales/notes.json), '' when none. */
  note: string;
}

/** `POST /__desk/check`: the problems the check finds with a draft written into the files. */
export interface CheckRequest {
  ns: string;
  values: { lng: Lang; path: string; value: string }[];
}

/** Problems by `<lng>:<key path>`. */
export type CheckResult = Record<string, Problem[]>;

/** `POST /__desk/note`. */
export interface NoteRequest {
  ns: string;
  path: string;
  note: string;
}

/** `POST /__desk/save`. */
export interface SaveRequest {
  ns: string;
  path: string;
  lng: Lang;
  value: string;
}

export interface SaveResult {
  file: string;
  line?: number;
  /** Saving Arabic marks it reviewed against today's English. */
  reviewed: boolean;
  problems: Problem[];
}

/** A new list item: a text, or an object of texts with the fields of the list's items. */
export type NewItem = string | Record<string, string>;

/** `POST /__desk/add-item`. */
export interface AddItemRequest {
  ns: string;
  listPath: string;
  item: { en: NewItem; ar: NewItem };
}

export interface AddItemResult {
  /** 0-based index of the new item in both files. */
  index: number;
  /** The id of the new item's first text, to open it in the desk. */
  id: string;
  files: string[];
}

/** `GET /__desk/search?q=`. */
export interface SearchHit {
  id: string;
  en?: string;
  ar?: string;
}

/** Every error answer of `/__desk/…`. */
export interface DeskErrorBody {
  error: string;
  /** A locale file's syntax error: its line and a caret. */
  frame?: string;
  /** A save refused: the errors the check found in the text. */
  problems?: Problem[];
}
