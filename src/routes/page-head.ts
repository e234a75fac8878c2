import { siteOrigin } from '@/config/site';
import { dirOf, languages, localizePath, urlPath, type Dir, type Lang } from '@/i18n/languages';
import type { PageMeta } from '@/content/types';
import type { RouteEntry } from './manifest';
import { cardPath, cardTitle } from './share-card';

export interface HeadData {
  lang: Lang;
  dir: Dir;
  title: string;
  description: string;
  keywords: string;
  /** Absolute URL of this page; null for the not-found page (no canonical, noindex). */
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  siteName: string;
  /** Absolute URL of the page's own share card (the site-wide picture for error pages). */
  image: string;
  /** The card's text, for og:image:alt and twitter:image:alt. */
  imageAlt: string;
  jsonLd: object[];
}

/** The full URL of a path on the site, written as a URL (`urlPath`). */
export function absoluteUrl(path: string): string {
  return `${siteOrigin}${path === '/' ? '/' : urlPath(path)}`;
}

/** Head data of a page from the manifest and its locale meta; the prerender and the client share it. */
/** The hreflang alternates of a page (both languages and x-default): the one builder, for the
 * head's links and the sitemap alike. */
export function alternatesFor(route: RouteEntry): { hreflang: string; href: string }[] {
  return [
    ...languages.map((code) => ({
      hreflang: code,
      href: absoluteUrl(localizePath(route.path, code)),
    })),
    { hreflang: 'x-default', href: absoluteUrl(route.path) },
  ];
}

export function pageHead(
  route: RouteEntry | null,
  lng: Lang,
  meta: PageMeta,
  siteName: string,
  jsonLd: object[] = [],
): HeadData {
  const alternates = route ? alternatesFor(route) : [];
  return {
    lang: lng,
    dir: dirOf(lng),
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    canonical: route ? absoluteUrl(localizePath(route.path, lng)) : null,
    alternates,
    siteName,
    image: absoluteUrl(route ? cardPath(route, lng) : '/images/og-image.jpg'),
    imageAlt: route ? cardTitle(meta.title, siteName) : siteName,
    jsonLd,
  };
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script type="application/ld+json">, safe against "</script>". */
export const jsonForScript = (value: object): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

/** The head tags as HTML, for the prerendered page. */
export function renderHeadTags(head: HeadData): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="keywords" content="${escapeHtml(head.keywords)}">`,
  ];
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    for (const alt of head.alternates) {
      tags.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`);
    }
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}">`);
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  tags.push(
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:locale" content="${head.lang === 'ar' ? 'ar_EG' : 'en_GB'}">`,
    `<meta property="og:image" content="${escapeHtml(head.image)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}">`,
    `<meta property="og:locale:alternate" content="${head.lang === 'ar' ? 'en_GB' : 'ar_EG'}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(head.image)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(head.imageAlt)}">`,
  );
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}
