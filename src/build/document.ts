import { speculationRulesTag } from './speculation-rules';
import { viewTransitionGuardTag } from './view-transition-guard';

/** What the build's render of one URL gives the document around it. */
export interface RenderedPage {
  html: string;
  head: string;
  lang: string;
  dir: string;
  routeId: string | null;
}

/**
 * The whole document of a rendered page, from index.html (as Vite built or served it): the page's
 * lang and dir, its head tags and critical CSS, the font to preload, the Speculation Rules, the route
 * id on the root (the islands read it) and the rendered body. The prerender and `npm run dev` both use it, so dev
 * shows exactly what ships.
 */
export function fillDocument(template: string, page: RenderedPage, fontHref?: string): string {
  const preload = fontHref
    ? `<link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin>\n    `
    : '';
  const root = page.routeId ? `<div id="root" data-route="${page.routeId}">` : '<div id="root">';
  return template
    .replace(/<html lang="en" dir="ltr">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace('<!--app-head-->', `${preload}${page.head}\n    ${speculationRulesTag}`)
    .replace(/<head>/, `<head>\n    ${viewTransitionGuardTag}`)
    .replace('<div id="root">', root)
    .replace('<!--app-html-->', page.html);
}
