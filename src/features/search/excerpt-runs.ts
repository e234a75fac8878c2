import { keepNumbersTogether, splitLatinRuns } from '@/components/ui/bidi-text';
import type { ExcerptPart } from './search-query';

/** One stretch of an excerpt: a Latin run or plain text, with the highlights that fall inside it. */
export interface ExcerptRun {
  /** The run's text as indexed (it decides the run's `lang`). */
  text: string;
  latin: boolean;
  /** The run cut at its highlights; a Latin run's numbers keep together (no-break spaces). */
  pieces: ExcerptPart[];
}

/** What an excerpt may start with when the index cut a sentence: its tail's brackets and stops. */
const cutTail = /^[\s)\]}.,;:،؛!?]+/;

/** Where a bracket closes that the excerpt never opened ("Maps). …"), or -1. */
function unmatchedClose(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    if (text[index] === ')') depth -= 1;
    if (depth < 0) return index;
  }
  return -1;
}

/**
 * How much of the excerpt's start is the tail of a sentence the index cut: up to a bracket it
 * never opened (unless a highlight falls there), then any brackets and stops.
 */
function cutLength(parts: readonly ExcerptPart[], full: string): number {
  const close = unmatchedClose(full);
  const firstMark = parts.findIndex((part) => part.marked);
  const markAt = parts
    .slice(0, firstMark < 0 ? parts.length : firstMark)
    .reduce((length, part) => length + part.text.length, 0);
  const from = close >= 0 && (firstMark < 0 || markAt > close) ? close : 0;
  return from + (cutTail.exec(full.slice(from))?.[0].length ?? 0);
}

/**
 * An excerpt's highlighted parts as runs: with `isolate` (Arabic text), each Latin run is whole,
 * so a highlight on "TOEFL" inside "TOEFL iBT" does not split the run in two, and highlights sit
 * inside runs rather than across them. The tail of a cut sentence at the start ("Maps). ") is
 * dropped, so no stray bracket opens the excerpt.
 */
export function excerptRuns(parts: readonly ExcerptPart[], isolate: boolean): ExcerptRun[] {
  const full = parts.map((part) => part.text).join('');
  const lead = cutLength(parts, full);
  const text = full.slice(lead);
  // Where each highlight or plain part starts and ends in `text`.
  let at = -lead;
  const spans = parts.map((part) => {
    const span = { start: Math.max(at, 0), end: at + part.text.length, marked: part.marked };
    at += part.text.length;
    return span;
  });
  const runs = isolate ? splitLatinRuns(text) : [{ text, latin: false }];
  let offset = 0;
  return runs
    .filter((run) => run.text.length > 0)
    .map((run) => {
      const start = offset;
      const end = start + run.text.length;
      offset = end;
      const shown = run.latin ? keepNumbersTogether(run.text) : run.text;
      const pieces = spans
        .filter((span) => span.start < end && span.end > start)
        .map((span) => ({
          text: shown.slice(Math.max(span.start, start) - start, Math.min(span.end, end) - start),
          marked: span.marked,
        }));
      return { text: run.text, latin: run.latin, pieces };
    });
}
