import { pluralSuffix } from '@/l10n/string-checks';
import { foldForSearch } from './desk-text';
import type { MemoryHit } from './desk-types';

/**
 * The translation memory is the repository itself: every other string whose English is the same
 * as this one's, or close to it (most of its words shared), with its Arabic, so one sentence is
 * translated one way across the site.
 */

const maxHits = 5;
/** Share of words two English texts have in common (Dice) for them to count as close. */
const closeEnough = 0.6;

const wordsOf = (text: string) =>
  new Set(foldForSearch(text.replace(/\{\{\w+\}\}/g, ' ')).match(/[\p{L}\p{N}]+/gu) ?? []);

/** Dice similarity of two texts' word sets: 1 for the same words, 0 for none in common. */
export function similarity(a: string, b: string): number {
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (!left.size || !right.size) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return (2 * shared) / (left.size + right.size);
}

export function memoryFor(
  english: string,
  self: string,
  en: Map<string, Map<string, string>>,
  ar: Map<string, Map<string, string>>,
): MemoryHit[] {
  if (wordsOf(english).size === 0) return [];
  const hits: MemoryHit[] = [];
  for (const [ns, strings] of en) {
    for (const [path, text] of strings) {
      const id = `${ns}:${path}`;
      if (id === self || id.replace(pluralSuffix, '') === self) continue;
      const arabic = ar.get(ns)?.get(path);
      if (arabic === undefined) continue;
      const score = text === english ? 1 : similarity(english, text);
      if (score >= closeEnough) hits.push({ id, en: text, ar: arabic, score });
    }
  }
  return hits.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id)).slice(0, maxHits);
}
