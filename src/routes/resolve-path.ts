import { langFromPath, stripLang, type Lang } from '@/i18n/languages';
import { findRouteByPath, type PageEntry } from './manifest';
import { aliasRedirects } from './redirects';

export type Resolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; route: PageEntry; lng: Lang }
  | { kind: 'not-found'; lng: Lang };

let aliases: ReadonlyMap<string, string> | null = null;

/**
 * What a path shows, read from the manifest: a page, a redirect (an alias, or a trailing slash),
 * or the not-found page of the path's language. Paths match exactly and case-sensitively, as the
 * servers do; every page path is static, so matching is a lookup.
 */
export function resolvePath(pathname: string): Resolution {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', to: pathname.replace(/\/+$/, '') || '/' };
  }
  aliases ??= new Map(aliasRedirects().map(({ from, to }) => [from, to]));
  const alias = aliases.get(pathname);
  if (alias) return { kind: 'redirect', to: alias };
  const lng = langFromPath(pathname);
  const route = findRouteByPath(stripLang(pathname));
  return route ? { kind: 'page', route, lng } : { kind: 'not-found', lng };
}
