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

export function langFromPath(pathname: string): Lang {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
}

/** The path without its language prefix: `/ar/about-us` → `/about-us`, `/ar` → `/`. */
export function stripLang(pathname: string): `/${string}` {
  if (langFromPath(pathname) === 'en') return (pathname || '/') as `/${string}`;
  const rest = pathname.slice(3);
  return (rest === '' ? '/' : rest) as `/${string}`;
}

/** The same page in language `lng`: `/about-us` → `/ar/about-us`, `/` → `/ar`. */
export function localizePath(path: string, lng: Lang): string {
  if (lng === 'en') return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}

/** Numbers formatted with an explicit numbering system, so server and browser agree. */
export function formatNumber(value: number, lng: Lang): string {
  return new Intl.NumberFormat(lng === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB').format(value);
}
