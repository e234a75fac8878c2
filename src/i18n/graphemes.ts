/**
 * Text cut into graphemes (an Arabic letter with its marks, an emoji with its modifier): what a
 * reader sees as one character. The welcome heading types its phrases one grapheme at a time.
 *
 * `Intl.Segmenter` costs the browser 12 to 20 ms the first time a page builds one (its break data
 * is loaded then), a long task on a slow phone. So the build cuts the phrases (`graphemeLengths`,
 * written into the HTML) and the browser only splits them again by those lengths (`byLengths`),
 * with no segmenter at all.
 */
export function graphemes(text: string, lang: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  const segmenter = new Intl.Segmenter(lang, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** Each grapheme's length in UTF-16 code units, space-separated: the HTML's `data-graphemes`. */
export function graphemeLengths(text: string, lang: string): string {
  return graphemes(text, lang)
    .map((part) => part.length)
    .join(' ');
}

/**
 * The text cut by the lengths `graphemeLengths` wrote; null when they do not fit it (text changed
 * after the build, as in the translators' desk), so the caller cuts it itself.
 */
export function byLengths(text: string, lengths: string | undefined): string[] | null {
  if (!lengths) return null;
  const sizes = lengths.split(' ').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) return null;
  if (sizes.reduce((sum, size) => sum + size, 0) !== text.length) return null;
  let at = 0;
  return sizes.map((size) => text.slice(at, (at += size)));
}
