import { languages, localizePath } from '@/i18n/languages';
import { routes } from '@/routes/manifest';

/**
 * docs/page-index.md: from each page's address to its words. Written from the route manifest by
 * `npm run l10n:index`; a content test fails when it is out of date.
 */
export function pageIndexMarkdown(): string {
  const rows = routes.map((route) => {
    const urls = languages.map((lng) => `\`${localizePath(route.path, lng)}\``).join('<br>');
    return `| ${urls} | \`${route.ns}.json\` | \`${route.id}\` | \`common.json › routes.${route.id}\` |`;
  });
  return [
    '# Which file holds the words of a page',
    '',
    'Written by `npm run l10n:index` from the route manifest (`src/routes/manifest.ts`); do not edit',
    'by hand. Find the page by its address, then open the file in `locales/en/` and `locales/ar/` and',
    'look under its key: `meta` (the browser tab title, the search description and keywords),',
    "`heading`, `lead` and the rest of the page. The page's short name in the menu, the footer and",
    'search results is in `common.json` under `routes`. In `npm run dev`, Alt+click any text to go',
    'straight to it (see [translating.md](translating.md)).',
    '',
    '| Address (English, Arabic) | File | Key | Name in the menu |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
