import type { Lang } from '@/i18n/languages';
import { describeCodePoint, findHidden } from '@/l10n/hidden-characters';
import { glossaryTerms, placeholderSpans } from '@/l10n/string-checks';

/** Arabic diacritics (tanwin, harakat, shadda, sukun, the small marks after them), dagger alef, tatweel. */
const arabicMarks = /[\u064b-\u065f\u0670\u0640]/g;
/** The desk's own markers (src/i18n/desk-markers.ts): a text copied from the page may carry them. */
const tagCharacters = /[\u{e0000}-\u{e007f}]/gu;

/**
 * A text as the desk's search compares it: Arabic spelled loosely (no diacritics or tatweel; أ إ آ ٱ
 * as ا, ة as ه, ى as ي), Latin without case, spaces collapsed. A translator types «الانجليزية»
 * and finds «الإنجليزية», types «دَورة» and finds «دورة».
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(tagCharacters, '')
    .replace(arabicMarks, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** One run of a text in the desk's preview line: a glossary term, a placeholder, or plain. */
export interface Segment {
  text: string;
  /** The glossary (Arabic) or style sheet (English) term this run belongs to, with its note. */
  term?: { term: string; note?: string };
  /** The placeholder's name (`count` for `{{count}}`). */
  placeholder?: string;
  /** Hidden characters the check refuses (`U+200B ZERO WIDTH SPACE`), each run its own segment. */
  hidden?: string;
  /** The code point of the run's first hidden character, to name it in the desk's language. */
  hiddenCodePoint?: number;
}

/** Each run of hidden characters the check refuses, as a span, named by its first character. */
function hiddenSpans(lng: Lang, text: string) {
  const spans: { start: number; end: number; name: string; codePoint: number }[] = [];
  for (const found of findHidden(text, lng)) {
    const end = found.index + (found.codePoint > 0xffff ? 2 : 1);
    const last = spans.at(-1);
    if (last?.end === found.index) last.end = end;
    else {
      const { codePoint } = found;
      spans.push({ start: found.index, end, name: describeCodePoint(codePoint), codePoint });
    }
  }
  return spans;
}

/**
 * A text cut at every edge of its glossary terms, `{{placeholders}}` and hidden characters, so the
 * preview can mark them without touching the text itself (overlaps keep both marks): a translator
 * told «a zero-width space» by the check sees where it is.
 */
export function highlightSegments(lng: Lang, text: string): Segment[] {
  const terms = glossaryTerms(lng, text);
  const placeholders = placeholderSpans(text);
  const hidden = hiddenSpans(lng, text);
  const edges = new Set([0, text.length]);
  for (const span of [...terms, ...placeholders, ...hidden]) {
    edges.add(Math.max(0, Math.min(text.length, span.start)));
    edges.add(Math.max(0, Math.min(text.length, span.end)));
  }
  const cuts = [...edges].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < cuts.length - 1; i += 1) {
    const start = cuts[i] ?? 0;
    const end = cuts[i + 1] ?? text.length;
    if (end <= start) continue;
    const term = terms.find((t) => t.start <= start && end <= t.end);
    const placeholder = placeholders.find((p) => p.start <= start && end <= p.end);
    const invisible = hidden.find((h) => h.start <= start && end <= h.end);
    const segment: Segment = { text: text.slice(start, end) };
    if (term) segment.term = { term: term.term, ...(term.note ? { note: term.note } : {}) };
    if (placeholder) segment.placeholder = placeholder.name;
    if (invisible) {
      segment.hidden = invisible.name;
      segment.hiddenCodePoint = invisible.codePoint;
    }
    const previous = segments.at(-1);
    // Neighbouring runs with the same marks read as one (a term split by a placeholder edge stays whole).
    if (
      previous &&
      !invisible &&
      !previous.hidden &&
      previous.term?.term === segment.term?.term &&
      previous.placeholder === segment.placeholder
    ) {
      previous.text += segment.text;
    } else {
      segments.push(segment);
    }
  }
  return segments;
}
