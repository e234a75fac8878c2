import { Fragment, type ReactNode } from 'react';
import { usePageLang } from '@/i18n/use-page-lang';
import { useScopeLang } from '@/i18n/scoped-language';

/**
 * Latin names, codes, numbers and titles inside Arabic text: ICDL, TOEFL iBT, 3D Max, 65%,
 * 01099991865, "Supply Chain Strategy, Design, and Compliance", "TKT Module 1 – Background". A run
 * goes on over spaces and Latin punctuation (commas, dashes, colons, brackets, ampersands) as long
 * as a Latin letter or digit follows, so a title with inner punctuation stays one unit.
 */
const latinRun = /[A-Za-z0-9](?:[A-Za-z0-9]|[\s.,;:&+\-–—/'’()@_]+(?=[A-Za-z0-9]))*%?/g;

/** How many more "(" than ")" a run holds. */
function openBrackets(run: string): number {
  return [...run].reduce((depth, char) => depth + (char === '(' ? 1 : char === ')' ? -1 : 0), 0);
}

/** Splits text into plain parts and Latin runs; pure, for tests. */
export function splitLatinRuns(text: string): { text: string; latin: boolean }[] {
  const parts: { text: string; latin: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(latinRun)) {
    const start = match.index;
    if (start < last) continue;
    let run = match[0];
    // "Supply Chain Professional (CSCP)": the closing bracket belongs to the run that opened it.
    while (openBrackets(run) > 0 && text[start + run.length] === ')') run += ')';
    if (start > last) parts.push({ text: text.slice(last, start), latin: false });
    parts.push({ text: run, latin: true });
    last = start + run.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), latin: false });
  return parts;
}

/**
 * Text from a locale file. In Arabic, each Latin run is isolated in `<bdi>` so brand names and
 * numbers keep their order and do not drag the surrounding punctuation; translators write plain text.
 */
export function BidiText({ children }: { children: string }): ReactNode {
  const pageLang = usePageLang();
  const lang = useScopeLang() ?? pageLang;
  if (lang !== 'ar') return children;
  // A wholly Latin text (a brand name, "ETS (TOEFL iBT)") is one left-to-right unit.
  if (!/[\u0600-\u06FF]/.test(children)) return <bdi>{children}</bdi>;
  return splitLatinRuns(children).map((part, index) =>
    part.latin ? <bdi key={index}>{part.text}</bdi> : <Fragment key={index}>{part.text}</Fragment>,
  );
}
