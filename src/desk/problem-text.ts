import type { Lang } from '@/i18n/languages';

/**
 * A check message in the desk's language. The check's messages are becoming one text per language
 * (`Record<Lang, string>`); until then they are English. Either way the desk shows the text of its
 * interface's language when there is one, and says which language it shows.
 */
export function problemText(
  text: string | Partial<Record<Lang, string>> | undefined,
  lang: Lang,
): { text: string; lang: Lang } {
  if (text === undefined) return { text: '', lang };
  if (typeof text === 'string') return { text, lang: 'en' };
  const own = text[lang];
  if (own !== undefined) return { text: own, lang };
  return { text: text.en ?? text.ar ?? '', lang: text.en !== undefined ? 'en' : 'ar' };
}

/** One run of a message: Arabic words, or Latin (a key, a file name, an English quote) to isolate. */
export interface BidiRun {
  text: string;
  latin: boolean;
}

/**
 * A message cut into runs, so each Latin run (a key path, a file name, «English in quotes»,
 * `{{placeholders}}`) can stand in its own `<bdi>`: inside a right-to-left line it then reads left
 * to right, whole, in its place, and the Arabic around it keeps its order.
 */
export function bidiRuns(text: string): BidiRun[] {
  const latinRun =
    /[^\s\u0600-\u06ff«»،؛؟]*[A-Za-z0-9{}][^\s\u0600-\u06ff«»،؛؟]*(?:\s+[^\s\u0600-\u06ff«»،؛؟]*[A-Za-z0-9{}][^\s\u0600-\u06ff«»،؛؟]*)*/g;
  const runs: BidiRun[] = [];
  let last = 0;
  for (const match of text.matchAll(latinRun)) {
    const start = match.index;
    if (start > last) runs.push({ text: text.slice(last, start), latin: false });
    runs.push({ text: match[0], latin: true });
    last = start + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), latin: false });
  return runs;
}
