import { otherLang, type Lang } from '@/i18n/languages';
import type { AnyNamespace } from '@/i18n/namespaces';
import { isBilingual, routes, type RouteEntry } from './manifest';

/**
 * The [language, namespace] pairs a page needs: common and its own, and both languages if
 * bilingual. Pure, for the bytes budget too (scripts/page-bytes.mjs); the loading is
 * src/routes/load-page-bundles.ts.
 */
export function bundlesFor(route: RouteEntry | undefined, lng: Lang): [Lang, AnyNamespace][] {
  const pairs: [Lang, AnyNamespace][] = [[lng, 'common']];
  if (route) {
    pairs.push([lng, route.ns]);
    // The course finder shows the facts of every course page, and an index page the cards of the
    // pages it lists: they read those pages' namespaces too.
    const shown = routes.filter((r) =>
      route.template === 'course-finder' ? r.course : r.listedOn === route.id,
    );
    for (const ns of new Set(shown.map((r) => r.ns))) {
      if (ns !== route.ns) pairs.push([lng, ns]);
    }
    if (isBilingual(route)) pairs.push([otherLang(lng), route.ns]);
  }
  return pairs;
}
