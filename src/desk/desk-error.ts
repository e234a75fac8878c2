import type { Lang } from '@/i18n/languages';

/** One message in both languages of the desk: it answers in the language of its interface. */
export type DeskWordsPair = Record<Lang, string>;

/** A refusal of the desk's server: its HTTP status, its words in both languages, a code frame. */
export class DeskError extends Error {
  constructor(
    readonly status: number,
    readonly words: DeskWordsPair,
    readonly frame?: string,
    readonly details?: unknown,
  ) {
    super(words.en);
  }
}

/** `DeskError` in one line: `refuse(404, 'English', 'العربية')`. */
export function refuse(status: number, en: string, ar: string, frame?: string): DeskError {
  return new DeskError(status, { en, ar }, frame);
}
