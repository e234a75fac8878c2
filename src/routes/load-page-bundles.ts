import { languages, otherLang, type Lang } from '@/i18n/languages';
import { loadBundle, loadBundles, type Bundles } from '@/i18n/resources';
import { routes, type RouteEntry } from './manifest';
import { bundlesFor } from './page-bundles';

/**
 * Every page's name in one language, from its own copy (`<ns>.json` › `<id>.name`): menus, the
 * footer, cards and the finder show other pages' names, so they are read as `common:routes.<id>`.
 */
export async function pageNames(lng: Lang): Promise<Record<string, string>> {
  const namespaces = [...new Set(routes.map((route) => route.ns))];
  const bundles = await Promise.all(namespaces.map((ns) => loadBundle(lng, ns)));
  const byNs = new Map(namespaces.map((ns, index) => [ns, bundles[index]]));
  const names: Record<string, string> = {};
  for (const route of routes) {
    const entry = byNs.get(route.ns)?.[route.id] as { name?: unknown } | undefined;
    if (typeof entry?.name === 'string') names[route.id] = entry.name;
  }
  return names;
}

/** What a page renders with: its bundles, the other language's common, and every page's name. */
export async function loadPageBundles(route: RouteEntry | undefined, lng: Lang): Promise<Bundles> {
  const bundles = await loadBundles([...bundlesFor(route, lng), [otherLang(lng), 'common']]);
  for (const language of languages) {
    const own = bundles[language];
    if (own?.common) own.common = { ...own.common, routes: await pageNames(language) };
  }
  return bundles;
}
