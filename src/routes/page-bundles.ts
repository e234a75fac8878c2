import { otherLang, type Lang } from '@/i18n/languages';
import type { AnyNamespace } from '@/i18n/namespaces';
import type { RouteEntry } from './manifest';

/** The [language, namespace] pairs a page needs: common and its own, and both languages if bilingual. */
export function bundlesFor(route: RouteEntry | undefined, lng: Lang): [Lang, AnyNamespace][] {
  const pairs: [Lang, AnyNamespace][] = [[lng, 'common']];
  if (route) {
    pairs.push([lng, route.ns]);
    if (route.bilingual) pairs.push([otherLang(lng), route.ns]);
  }
  return pairs;
}
