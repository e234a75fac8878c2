/** Languages of the site. The URL alone decides a page's language: English at the path, Arabic under /ar. */

export const languages = ['en', 'ar'] as const;
export type Lang = (typeof languages)[number];
export type Dir = 'ltr' | 'rtl';

export const defaultLang: Lang = 'en';

/** Endonyms for the language switch: each language names itself. */
export const endonyms: Record<Lang, string> = { en: 'English', ar: 'العربية' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function dirOf(lng: Lang): Dir {
  return lng === 'ar' ? 'rtl' : 'ltr';
}

export function otherLang(lng: Lang): Lang {
  return lng === 'ar' ? 'en' : 'ar';
}

/**
 * The one rule of the site's addresses: the path prefix of a language's pages, '' for English
 * and '/ar' for Arabic. Everything else (the language of a path, the same page in the other
 * language, the servers' error pages) is derived from it.
 */
export function langPrefix(lng: Lang): string {
  return lng === defaultLang ? '' : `/${lng}`;
}

/** The language of a path: its prefix, followed by nothing, `/`, `?` or `#`. */
export function langFromPath(pathname: string): Lang {
  const prefixed = languages.find((lng) => {
    const prefix = langPrefix(lng);
    if (prefix === '' || !pathname.startsWith(prefix)) return false;
    return pathname.length === prefix.length || /^[/?#]/.test(pathname.slice(prefix.length));
  });
  return prefixed ?? defaultLang;
}

/** The path without its language prefix: `/ar/about-us` → `/about-us`, `/ar` → `/`. */
export function stripLang(pathname: string): `/${string}` {
  const rest = pathname.slice(langPrefix(langFromPath(pathname)).length);
  return (rest === '' ? '/' : rest) as `/${string}`;
}

/** The same page in language `lng`: `/about-us` → `/ar/about-us`, `/` → `/ar`. */
export function localizePath(path: string, lng: Lang): string {
  const prefix = langPrefix(lng);
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * A page's path as it is written in a URL: each segment percent-encoded (`/complains&iNQ` →
 * `/complains%26iNQ`). Links, canonical URLs, the sitemap and redirects use it: every host serves
 * this form with no redirect (Cloudflare Workers answers a raw `&` with a redirect to it).
 */
export function urlPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** The same page's URL path in language `lng`, as a link writes it: `urlPath(localizePath(…))`. */
export function localizedUrl(path: string, lng: Lang): string {
  return urlPath(localizePath(path, lng));
}

/** The page path a URL's pathname stands for (`urlPath` undone); a malformed escape stays as it is. */
export function pathFromUrl(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Numbers formatted with an explicit numbering system, so server and browser agree. */
export function formatNumber(value: number, lng: Lang): string {
  return new Intl.NumberFormat(lng === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB').format(value);
}
