import type { Lang } from './languages';
import type { AnyNamespace } from './namespaces';

export type { AnyNamespace };
export type Bundle = Record<string, unknown>;
export type Bundles = Partial<Record<Lang, Partial<Record<AnyNamespace, Bundle>>>>;

/** One lazy chunk per language and namespace. */
const loaders = import.meta.glob<{ default: Bundle }>('../../locales/*/*.json');

export async function loadBundle(lng: Lang, ns: AnyNamespace): Promise<Bundle> {
  const load = loaders[`../../locales/${lng}/${ns}.json`];
  if (!load) throw new Error(`No locale file locales/${lng}/${ns}.json`);
  return (await load()).default;
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
