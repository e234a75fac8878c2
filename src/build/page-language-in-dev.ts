import type { Plugin } from 'vite';
// vite.config.ts loads this file before the `@/` alias exists, so this one import is relative.
// eslint-disable-next-line no-restricted-imports
import { dirOf, langFromPath } from '../i18n/languages';

/** The `<html>` start tag of index.html, with the language and direction of `url`'s page. */
export function withPageLanguage(html: string, url: string): string {
  const lng = langFromPath(new URL(url, 'http://localhost').pathname);
  return html.replace('<html lang="en" dir="ltr">', `<html lang="${lng}" dir="${dirOf(lng)}">`);
}

/**
 * `vite dev` has no prerender: this gives its HTML the `lang` and `dir` of the URL, as the built
 * pages have, so an Arabic page is right to left from the first paint there too.
 */
export function pageLanguageInDev(): Plugin {
  return {
    name: 'aatc:page-language-in-dev',
    apply: 'serve',
    transformIndexHtml: (html, context) =>
      withPageLanguage(html, context.originalUrl ?? context.path),
  };
}
