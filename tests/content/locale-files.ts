import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const localesDir = join(import.meta.dirname, '..', '..', 'locales');

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export function namespaces(): string[] {
  return readdirSync(join(localesDir, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

export function readLocale(lng: 'en' | 'ar', ns: string): Record<string, Json> {
  return JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')) as Record<
    string,
    Json
  >;
}

/** Every leaf as [dotted path, value]. */
export function leaves(value: Json, prefix = ''): [string, Json][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${prefix}${i}.`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${prefix}${key}.`));
  }
  return [[prefix.slice(0, -1), value]];
}

export function get(value: Json | undefined, path: string): Json | undefined {
  return path.split('.').reduce<Json | undefined>((node, key) => {
    if (node && typeof node === 'object' && !Array.isArray(node)) return node[key];
    if (Array.isArray(node)) return node[Number(key)];
    return undefined;
  }, value);
}
