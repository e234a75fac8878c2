import { languages, localizePath } from '@/i18n/languages';
import { routes } from '@/routes/manifest';

/**
 * docs/page-index.md: from each page's address to its words. Written from the route manifest by
 * `npm run l10n:index`; a content test fails when it is out of date.
 */
export function pageIndexMarkdown(): string {
  const rows = routes.map((route) => {
    const urls = languages.map((lng) => `\`${localizePath(route.path, lng)}\``).join('<br>');
    return `| ${urls} | \`${route.ns}.json\` | \`${route.id}\` | \`${route.id}.name\` |`;
  });
  return [
    '# Which file holds the words of a page',
    '',
    'Written by `npm run l10n:index` from the route manifest (`src/routes/manifest.ts`); do not edit',
    'by hand. Find the page by its address, then open the file in `locales/en/` and `locales/ar/` and',
    "look under its key: `name` (the page's short name in the menus, the footer, cards and the",
    'course finder), `meta` (the browser tab title, the search description and keywords), `heading`,',
    '`lead` and the rest of the page. In `npm run dev`, Alt+click any text to go straight to it',
    '(see [translating.md](translating.md)).',
    '',
    '| Address (English, Arabic) | File | Key | Its name (menus, cards) |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
