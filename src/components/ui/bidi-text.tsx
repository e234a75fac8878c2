import { Fragment, type ReactNode } from 'react';
import { usePageLang } from '@/i18n/use-page-lang';
import { useScopeLang } from '@/i18n/scoped-language';

/**
 * Latin names, codes, numbers and titles inside Arabic text: ICDL, TOEFL iBT, 3D Max, 65%,
 * 01099991865, "Supply Chain Strategy, Design, and Compliance", "TKT Module 1 – Background". A run
 * goes on over spaces and Latin punctuation (commas, dashes, colons, brackets, ampersands) as long
 * as a Latin letter or digit follows, so a title with inner punctuation stays one unit. A sign that
 * belongs to the name goes with it: "CompTIA A+", "C#", "C++", "+20 2 38371018" (outside the run, a
 * trailing plus would be set on the Arabic side and read «+CompTIA A»).
 */
const latinRun =
  /(?:\+(?=[0-9]))?[A-Za-z0-9](?:[A-Za-z0-9]|[\s.,;:&+\-–—/'’()@_]+(?=[A-Za-z0-9]))*(?:%|[+#]+(?![A-Za-z0-9]))?/g;

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

/** A Latin letter: a run with one is English; a run of digits and signs has no language of its own. */
const latinLetter = /[A-Za-z]/;

/** The language of a Latin run: `en` if it holds a Latin letter, none for digits and signs. */
export function runLang(run: string): 'en' | undefined {
  return latinLetter.test(run) ? 'en' : undefined;
}

/**
 * A number or code is never split across lines: the space before a digit becomes a no-break space
 * ("02 38371018", "ISO 9001:2015", "CCNA 200-301"). One character for one, so offsets still hold.
 */
export function keepNumbersTogether(run: string): string {
  return run.replace(/ (?=[0-9])/g, '\u00A0');
}

/**
 * In left-to-right text, where a space before a digit is often just a space ("in 3 months"), a
 * number stays only with the digits or the capitalised code before it: "02 38371018",
 * "ISO 9001:2015", "EGP 5".
 */
export function keepNumbersTogetherInText(text: string): string {
  return text.replace(/(?<=[0-9]|\b[A-Z]{2,}) (?=[0-9])/g, '\u00A0');
}

/** Longest run kept on one line: a name or code ("Hyper-V", "CCNA 200-301"), not a title. */
const shortRun = 24;

/**
 * Whether a run is a name or code short enough never to be broken across lines: split at its
 * hyphen, "Hyper-V" left «V» alone at the start of the next right-to-left line.
 */
export function isShortRun(run: string): boolean {
  return [...run].length <= shortRun;
}

/**
 * The one wrapper for a Latin run or a number in any text: isolated (`<bdi>`) and always left to
 * right (`dir="ltr"`: a `<bdi>` of digits only would otherwise take its direction from around it,
 * and CSS `direction` is flipped by the RTL style cache, so the attribute is the reliable way), with
 * no line break inside a number. The rule for `lang`: a run with at least one Latin letter (TOEFL
 * iBT, 3D Max, B2, ISO 9001:2015) is `lang="en"`, so a screen reader with an Arabic voice switches
 * to English; a run of digits and signs only (65%, 2007, 02 38371018, 6–12) has no `lang` and is
 * read in the page's language. A short run (`isShortRun`) is never broken across lines (class
 * `whole`, src/styles/global-styles.tsx). `children` (the search's highlights) replace the text shown.
 */
export function LatinRun({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <bdi dir="ltr" lang={runLang(text)} className={isShortRun(text) ? 'whole' : undefined}>
      {children ?? keepNumbersTogether(text)}
    </bdi>
  );
}

/** Whether text here is Arabic (the page's or its section's language), where Latin runs are isolated. */
export function useIsolatesLatin(): boolean {
  const pageLang = usePageLang();
  return (useScopeLang() ?? pageLang) === 'ar';
}

/**
 * Text from a locale file. In Arabic, each Latin run is a `LatinRun` so brand names and numbers
 * keep their order and do not drag the surrounding punctuation; in English, numbers and codes keep
 * to one line (`keepNumbersTogetherInText`). Translators write plain text.
 */
export function BidiText({ children }: { children: string }): ReactNode {
  if (!useIsolatesLatin()) return keepNumbersTogetherInText(children);
  // A wholly Latin text (a brand name, "ETS (TOEFL iBT)") is one left-to-right unit.
  if (!/[\u0600-\u06FF]/.test(children)) return <LatinRun text={children} />;
  return splitLatinRuns(children).map((part, index) =>
    part.latin ? (
      <LatinRun key={index} text={part.text} />
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
