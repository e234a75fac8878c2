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

/** Every leaf as [dotted path, value]: the check's own walk (src/l10n/check-locales.ts). */
export { leaves } from '@/l10n/check-locales';

export function get(value: Json | undefined, path: string): Json | undefined {
  return path.split('.').reduce<Json | undefined>((node, key) => {
    if (node && typeof node === 'object' && !Array.isArray(node)) return node[key];
    if (Array.isArray(node)) return node[Number(key)];
    return undefined;
  }, value);
}
