import type { Namespace, RouteEntry } from '@/routes/manifest';
import { otherLang, type Lang } from './languages';

export type AnyNamespace = 'common' | Namespace;
export type Bundle = Record<string, unknown>;
export type Bundles = Partial<Record<Lang, Partial<Record<AnyNamespace, Bundle>>>>;

/** One lazy chunk per language and namespace. */
const loaders = import.meta.glob<{ default: Bundle }>('../../locales/*/*.json');

export async function loadBundle(lng: Lang, ns: AnyNamespace): Promise<Bundle> {
  const load = loaders[`../../locales/${lng}/${ns}.json`];
  if (!load) throw new Error(`No locale file locales/${lng}/${ns}.json`);
  return (await load()).default;
}

/** The [language, namespace] pairs a page needs: common and its own, and both languages if bilingual. */
export function bundlesFor(route: RouteEntry | undefined, lng: Lang): [Lang, AnyNamespace][] {
  const pairs: [Lang, AnyNamespace][] = [[lng, 'common']];
  if (route) {
    pairs.push([lng, route.ns]);
    if (route.bilingual) pairs.push([otherLang(lng), route.ns]);
  }
  return pairs;
}

export async function loadBundles(pairs: [Lang, AnyNamespace][]): Promise<Bundles> {
  const bundles: Bundles = {};
  const loaded = await Promise.all(pairs.map(([lng, ns]) => loadBundle(lng, ns)));
  pairs.forEach(([lng, ns], index) => {
    const byNs = (bundles[lng] ??= {});
    byNs[ns] = loaded[index];
  });
  return bundles;
}
