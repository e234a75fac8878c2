import { otherLang, type Lang } from '@/i18n/languages';
import type { AnyNamespace } from '@/i18n/namespaces';
import { routes, type RouteEntry } from './manifest';

/** The [language, namespace] pairs a page needs: common and its own, and both languages if bilingual. */
export function bundlesFor(route: RouteEntry | undefined, lng: Lang): [Lang, AnyNamespace][] {
  const pairs: [Lang, AnyNamespace][] = [[lng, 'common']];
  if (route) {
    pairs.push([lng, route.ns]);
    // The course finder shows the facts of every course page: it reads their namespaces too.
    if (route.template === 'course-finder') {
      const courseNs = new Set(routes.filter((r) => r.template === 'course').map((r) => r.ns));
      for (const ns of courseNs) pairs.push([lng, ns]);
    }
    if (route.bilingual) pairs.push([otherLang(lng), route.ns]);
  }
  return pairs;
}
