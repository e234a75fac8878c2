import type { i18n as I18n } from 'i18next';
import type { Lang } from '@/i18n/languages';
import type { AnyNamespace } from '@/i18n/resources';

/**
 * A locale key an island reads: `namespace:path.to.key` (a whole subtree is fine; `list.0` takes
 * one item of a list, which the island receives as a list).
 */
export type IslandKey = `${AnyNamespace}:${string}`;

export type IslandResources = Partial<Record<string, Record<string, unknown>>>;

export interface IslandData {
  props: object;
  /** `{ [namespace]: { ...only the island's keys } }` in the island's language. */
  resources: IslandResources;
}

/** Sets `path` in `target`, creating objects, or arrays where the next part is an index. */
function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const [at, part] of path.slice(0, -1).entries()) {
    const next = node[part];
    const created = /^\d+$/.test(path[at + 1] ?? '') ? [] : {};
    node = (next && typeof next === 'object' ? next : (node[part] = created)) as Record<
      string,
      unknown
    >;
  }
  const last = path.at(-1);
  if (last !== undefined) node[last] = value;
}

/** Copies only the listed keys out of the page's i18next instance; a missing key is an error. */
export function pickResources(i18n: I18n, lng: Lang, keys: readonly IslandKey[]): IslandResources {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const key of keys) {
    const [ns, path] = key.split(':') as [string, string];
    const value: unknown = i18n.getResource(lng, ns, path);
    if (value === undefined) throw new Error(`Island key ${key} is missing in ${lng}`);
    setPath((resources[ns] ??= {}), path.split('.'), value);
  }
  return resources;
}

/** JSON safe inside a `<script>` element: `<` is escaped, so no text can close the element. */
export function serialiseIslandData(data: IslandData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Reads an island's data back; garbage gives null. */
export function parseIslandData(text: string | null | undefined): IslandData | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (!value || typeof value !== 'object') return null;
    const { props, resources } = value as Record<string, unknown>;
    if (!props || typeof props !== 'object' || !resources || typeof resources !== 'object') {
      return null;
    }
    return { props, resources: resources as IslandResources };
  } catch {
    return null;
  }
}
