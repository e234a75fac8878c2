import { toJsonPath } from '@/l10n/json-source';
import { pluralSuffix } from '@/l10n/string-checks';
import { refuse } from './desk-error';

/** A locale file's parsed value, walked by key paths. */
export type Json = unknown;

/** Key path segments: names and list indexes, nothing that reaches an object's prototype. */
const segmentPattern = /^[A-Za-z0-9_-]+$/;
const forbiddenSegments = new Set(['__proto__', 'constructor', 'prototype']);

/** Own properties only: a key path never walks into a prototype. */
function childOf(node: Json, segment: string | number): Json {
  if (Array.isArray(node)) {
    return typeof segment === 'number' && segment < node.length ? node[segment] : undefined;
  }
  if (node && typeof node === 'object' && Object.hasOwn(node, segment)) {
    return (node as Record<string, Json>)[String(segment)];
  }
  return undefined;
}

/** The value at a dotted key path (`faq.2.answer`), or undefined. */
export function at(data: Json, path: string): Json {
  return toJsonPath(path).reduce<Json>((node, segment) => childOf(node, segment), data);
}

/**
 * The same key in the other file: the same form, else the `_other` form. An Arabic plural form
 * English does not have (`_few`, `_many`, …) reads against English's `_other`.
 */
export function twinText(data: Json, path: string): string | undefined {
  const same = at(data, path);
  if (typeof same === 'string') return same;
  const other = at(data, `${path.replace(pluralSuffix, '')}_other`);
  return typeof other === 'string' ? other : undefined;
}

/** A key path the desk accepts (names and indexes, at most 300 characters), else a 400. */
export function validPath(path: unknown, what: 'key' | 'list' = 'key'): string {
  const segments = typeof path === 'string' ? path.split('.') : [];
  if (
    typeof path !== 'string' ||
    path.length > 300 ||
    !segments.every((s) => segmentPattern.test(s) && !forbiddenSegments.has(s))
  ) {
    const shown = JSON.stringify(path);
    throw what === 'key'
      ? refuse(400, `${shown} is not a key path.`, `${shown} ليس مسار مفتاح.`)
      : refuse(400, `${shown} is not a list path.`, `${shown} ليس مسار قائمة.`);
  }
  return path;
}

/** A request body's object, else a 400. */
export function asObject(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw refuse(400, 'The request must be a JSON object.', 'يجب أن يكون الطلب كائن JSON.');
  }
  return value as Record<string, unknown>;
}
