/** The longest query searched; a longer paste is cut, not refused. */
export const maxQueryLength = 100;

/**
 * The words searched for what the visitor typed: spaces tidied, the length capped, and each word
 * a visitor commonly types but the site does not use replaced by the site's word (from the page
 * language's `synonyms`, e.g. the colloquial «كورس» → «دورة»). Hamza, alef and taa marbuta forms
 * are left to the search index's Arabic stemmer, which folds them on both sides.
 */
export function searchQuery(typed: string, synonyms: Readonly<Record<string, string>>): string {
  const words = typed
    .normalize('NFC')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, maxQueryLength)
    .split(/\s+/)
    .filter(Boolean);
  return words.map((word) => (Object.hasOwn(synonyms, word) ? synonyms[word] : word)).join(' ');
}

/** The query string of a search page's address for `typed` (empty: no query at all). */
export function searchHref(pathname: string, typed: string): string {
  const query = typed.trim().slice(0, maxQueryLength);
  return query ? `${pathname}?${new URLSearchParams({ q: query }).toString()}` : pathname;
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/**
 * The search index's excerpt (escaped text with `<mark>` around the words found) as plain text
 * parts, so the page renders it as text, never as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const decode = (text: string) =>
    text.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (m) => entities[m] ?? m);
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > last)
      parts.push({ text: decode(excerpt.slice(last, match.index)), marked: false });
    parts.push({ text: decode(match[1] ?? ''), marked: true });
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: decode(excerpt.slice(last)), marked: false });
  return parts.filter((part) => part.text.length > 0);
}

/**
 * A result's address as the site spells it (the index is given canonical paths; a folder form
 * such as `/ar/about-us/` is tolerated). Anything that is not a path on this site is refused.
 */
export function resultPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const path = url.replace(/index\.html$/, '').replace(/\.html$/, '');
  if (path === '/') return path;
  return path.replace(/\/+$/, '');
}
