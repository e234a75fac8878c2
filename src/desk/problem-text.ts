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

const count = (text: string, mark: string) => text.split(mark).length - 1;

/**
 * How many marks at the start and at the end of a Latin run belong to the Arabic sentence around
 * it: the sentence's own full stop, comma or colon, and a bracket the run does not close or open
 * («(اسم الصفحة: courses-it.json › icdlCourse.name)»). Left inside the isolated run they would read
 * on its wrong side: «name)» at the start of a right-to-left line, «{{count}}.» before the word.
 */
function outerMarks(run: string): [number, number] {
  let start = 0;
  let end = run.length;
  for (;;) {
    const inner = run.slice(start, end);
    const first = inner.charAt(0);
    const final = inner.charAt(inner.length - 1);
    if ('.,:;!'.includes(final) && final !== '') end -= 1;
    else if (final === ')' && count(inner, '(') < count(inner, ')')) end -= 1;
    else if (final === ']' && count(inner, '[') < count(inner, ']')) end -= 1;
    else if (first === '(' && count(inner, '(') > count(inner, ')')) start += 1;
    else if (first === '[' && count(inner, '[') > count(inner, ']')) start += 1;
    else return [start, run.length - end];
  }
}

/**
 * A message cut into runs, so each Latin run (a key path, a file name, «English in quotes»,
 * `{{placeholders}}`) can stand in its own `<bdi>`: inside a right-to-left line it then reads left
 * to right, whole, in its place, and the Arabic around it keeps its order. Not the site's
 * `splitLatinRuns` (src/components/ui/bidi-text.tsx), which cuts copy: a message's runs are key
 * paths, file names and `{{placeholders}}`, which that splitter would cut at `›`, `{` and `-`,
 * and the marks around them (a closing bracket, a full stop) belong to the Arabic here.
 */
export function bidiRuns(text: string): BidiRun[] {
  // A word with a Latin letter or a digit, then more such words; a `›` or `/` between two of
  // them stays inside (`courses-it.json › icdlCourse.name` reads whole, not reversed).
  const word = '[^\\s\\u0600-\\u06ff«»،؛؟]*[A-Za-z0-9{}][^\\s\\u0600-\\u06ff«»،؛؟]*';
  const latinRun = new RegExp(`${word}(?:\\s+(?:[›→/|·]\\s+)?${word})*`, 'g');
  const runs: BidiRun[] = [];
  let last = 0;
  for (const match of text.matchAll(latinRun)) {
    const [lead, trail] = outerMarks(match[0]);
    const start = match.index + lead;
    const end = match.index + match[0].length - trail;
    if (start > last) runs.push({ text: text.slice(last, start), latin: false });
    runs.push({ text: text.slice(start, end), latin: true });
    last = end;
  }
  if (last < text.length) runs.push({ text: text.slice(last), latin: false });
  return runs;
}
