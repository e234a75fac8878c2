import { englishHash, isStale, type ReviewState } from '@/l10n/review-state';

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
