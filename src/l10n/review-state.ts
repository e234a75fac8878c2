/**
 * Which English each Arabic string was last reviewed against: `locales/review-state.json` keeps,
 * per namespace and key path, a short hash of that English. When the English changes, the hash no
 * longer matches and the Arabic is stale until a translator confirms it (`npm run l10n:review`, or
 * saving it in the desk). Pure: the check, the CLI and the desk share it.
 */

export interface ReviewState {
  about: string;
  reviewed: Record<string, Record<string, string>>;
}

const about =
  'Written by npm run l10n:review and the desk, read by npm run l10n:check: for each Arabic string (namespace › key path), a hash of the English it was last reviewed against. Do not edit by hand.';

/** A short, stable hash of a text (cyrb53, 13 hex digits): enough to notice a change. */
export function englishHash(value: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

export function readReviewState(text: string | undefined): ReviewState {
  if (!text) return { about, reviewed: {} };
  const parsed = JSON.parse(text) as Partial<ReviewState>;
  return { about, reviewed: parsed.reviewed ?? {} };
}

/** Sorted, one key a line, so a review changes one line of the file. */
export function writeReviewState(state: ReviewState): string {
  const reviewed = Object.fromEntries(
    Object.keys(state.reviewed)
      .sort()
      .map((ns) => [
        ns,
        Object.fromEntries(
          Object.entries(state.reviewed[ns] ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)),
        ),
      ]),
  );
  return `${JSON.stringify({ about, reviewed }, null, 2)}\n`;
}

export function isStale(state: ReviewState, ns: string, path: string, english: string): boolean {
  return state.reviewed[ns]?.[path] !== englishHash(english);
}

/**
 * Review by content: locales/review-state.json keeps, per key path, a hash of the English the
 * Arabic was last reviewed against. A key path of a list item holds its index, so an item inserted
 * in the middle of a list shifts every later item to a path whose record belongs to its neighbour.
 * The desk looks the English up by content within the list: an Arabic string is stale only when
 * no item of the same list (the same path with any index) was reviewed against this very English.
 * An inserted item is then the only one marked; a changed English is still marked.
 */

/** The path with every list index replaced by `#` (`faq.3.answer` → `faq.#.answer`). */
export const listPattern = (path: string) => path.replace(/(^|\.)\d+(?=\.|$)/g, '$1#');

/** Stale by content: the English at `path` was not reviewed here nor at any sibling index. */
export function isStaleByContent(
  state: ReviewState,
  ns: string,
  path: string,
  english: string,
): boolean {
  if (!isStale(state, ns, path, english)) return false;
  const pattern = listPattern(path);
  if (pattern === path) return true;
  const hash = englishHash(english);
  return !Object.entries(state.reviewed[ns] ?? {}).some(
    ([other, reviewed]) => reviewed === hash && listPattern(other) === pattern,
  );
}

/** The state with one string marked as reviewed against `english`. */
export function withReviewed(
  state: ReviewState,
  ns: string,
  path: string,
  english: string,
): ReviewState {
  return {
    ...state,
    reviewed: { ...state.reviewed, [ns]: { ...state.reviewed[ns], [path]: englishHash(english) } },
  };
}

/** `markReviewed` on the file's text: the new text of locales/review-state.json. */
export function markReviewed(stateText: string, ns: string, path: string, english: string): string {
  return writeReviewState(withReviewed(readReviewState(stateText), ns, path, english));
}
