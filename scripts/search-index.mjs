// Builds the site search: Pagefind indexes the prerendered pages (one index per language, chosen
// in the browser by <html lang>) into dist/pagefind. Only a page's <main data-pagefind-body> is
// read (src/components/layout/site-layout.tsx), so menus, footers, error pages and the search page
// itself stay out. The build fails if a page is missing from the index or the index reports errors.
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

/** Files of Pagefind's own ready-made interfaces: the site has its own (src/features/search). */
const unusedFiles = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/**
 * @param {string} dist the built site
 * @param {number} expectedPages how many pages the index must hold (both languages)
 */
export async function buildSearchIndex(dist, expectedPages) {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: dist });
  if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
  const outputPath = join(dist, 'pagefind');
  await rm(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  for (const file of await readdir(outputPath)) {
    if (unusedFiles.test(file)) await rm(join(outputPath, file));
  }
  // Pagefind counts every HTML file it read; the pages it indexed are in its entry file.
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
