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

/** The subset font files scripts/subset-fonts.mjs writes: `plex-sans-<face>.woff2`. */
export type FontFace = 'latin-400' | 'latin-600' | 'arabic-400' | 'arabic-600';

/** Latin letters or digits in a heading (h1, h2) of the rendered body: «دورة ICDL». */
const latinInHeading = /<h[12][^>]*>(?:(?!<\/h[12]>)[\s\S])*?[A-Za-z0-9]/;

/**
 * The faces the first screen paints with, which the page preloads so that they are there when it
 * paints (docs/decisions/0007-brand-fonts-every-visit.md): body text (400) and headings, buttons
 * and the menu (600) in the page's script; on an Arabic page also the Latin regular for the names,
 * codes and digits inside Arabic sentences, and the Latin semibold when a heading has some.
 */
export function firstScreenFaces(page: Pick<RenderedPage, 'lang' | 'html'>): FontFace[] {
  if (page.lang !== 'ar') return ['latin-400', 'latin-600'];
  const faces: FontFace[] = ['arabic-400', 'arabic-600', 'latin-400'];
  return latinInHeading.test(page.html) ? [...faces, 'latin-600'] : faces;
}

/**
 * The whole document of a rendered page, from index.html (as Vite built or served it): the page's
 * lang and dir, its head tags and critical CSS, the fonts to preload, the Speculation Rules, the
 * route id on the root (the islands read it) and the rendered body. The prerender and `npm run dev`
 * both use it, so dev shows exactly what ships.
 */
export function fillDocument(
  template: string,
  page: RenderedPage,
  fontHrefs: string[] = [],
): string {
  const preload = fontHrefs
    .map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>\n    `,
    )
    .join('');
  const root = page.routeId ? `<div id="root" data-route="${page.routeId}">` : '<div id="root">';
  return template
    .replace(/<html lang="en" dir="ltr">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace('<!--app-head-->', `${preload}${page.head}\n    ${speculationRulesTag}`)
    .replace(/<head>/, `<head>\n    ${viewTransitionGuardTag}`)
    .replace('<div id="root">', root)
    .replace('<!--app-html-->', page.html);
}
