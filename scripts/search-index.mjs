// Builds the site search: Pagefind indexes the prerendered pages (one index per language, chosen
// in the browser by <html lang>) into dist/pagefind. Only a page's <main data-pagefind-body> is
// read (src/components/layout/site-layout.tsx), so menus, footers, error pages and the search page
// itself stay out. Each page's keywords (its <meta name="keywords">: the words visitors search
// with, «كورس انجليزي», «دبلومة») are indexed with its text, weighted below it, without being
// shipped twice in the page. The build fails if a page is missing or the index reports errors.
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

/** Files of Pagefind's own ready-made interfaces: the site has its own (src/features/search). */
const unusedFiles = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

const entities = /** @type {Record<string, string>} */ ({
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
});

/**
 * The page as the index reads it: its keywords added at the end of its main, hidden and weighted
 * at half the text. Pages without an indexed main are returned as they are (Pagefind skips them).
 * @param {string} html
 */
export function withKeywords(html) {
  const indexed = /<main\b[^>]*\bdata-pagefind-body=""[^>]*>/.test(html);
  const meta = /<meta name="keywords" content="([^"]*)">/.exec(html);
  const end = html.lastIndexOf('</main>');
  if (!indexed || !meta?.[1] || end < 0) return html;
  const keywords = meta[1].replace(/&(?:amp|quot|#39|lt|gt);/g, (m) => entities[m] ?? m);
  const escaped = keywords.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `${html.slice(0, end)}<p hidden data-pagefind-weight="0.5">${escaped}</p>${html.slice(end)}`;
}

/**
 * @param {string} dist the built site
 * @param {{ url: string, html: string }[]} pages every page's address and HTML, as the prerender wrote them
 * @param {number} expectedPages how many pages the index must hold (both languages)
 */
export async function buildSearchIndex(dist, pages, expectedPages) {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  for (const { url, html } of pages) {
    const added = await index.addHTMLFile({ url, content: withKeywords(html) });
    if (added.errors.length > 0) throw new Error(`Pagefind, ${url}: ${added.errors.join('; ')}`);
  }
  const outputPath = join(dist, 'pagefind');
  await rm(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  for (const file of await readdir(outputPath)) {
    if (unusedFiles.test(file)) await rm(join(outputPath, file));
  }
  // The pages indexed per language are in Pagefind's entry file.
  const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8'));
  /** @type {Record<string, { page_count: number }>} */
  const languages = entry.languages;
  const indexed = Object.values(languages).reduce((sum, { page_count }) => sum + page_count, 0);
  if (indexed !== expectedPages || Object.keys(languages).sort().join() !== 'ar,en') {
    throw new Error(
      `Pagefind indexed ${indexed} pages in ${Object.keys(languages).join(', ')}, expected ${expectedPages} in ar, en`,
    );
  }
  return indexed;
}
