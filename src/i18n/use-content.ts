import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { deskMarkersOn, markTree } from './desk-markers';
import type { Lang } from './languages';
import type { AnyNamespace } from './namespaces';

/**
 * A piece of copy (a page, a list of FAQs, a label) from a namespace, checked against its schema
 * (src/content/schemas.ts) as it is read: the prerender fails on a locale file of the wrong shape,
 * naming the key, instead of rendering an empty part of a page. The type comes from the schema.
 */
export function readContent<S extends v.GenericSchema>(
  i18n: I18n,
  schema: S,
  ns: AnyNamespace,
  key: string,
  lng: Lang | string = i18n.language,
): v.InferOutput<S> {
  const value: unknown = i18n.getResource(lng, ns, key);
  const result = v.safeParse(schema, value);
  if (result.success) {
    // `import.meta.env.DEV` at the call lets the bundler drop the desk markers from every build.
    return import.meta.env.DEV && deskMarkersOn()
      ? markTree(ns, key, result.output)
      : result.output;
  }
  const [issue] = result.issues;
  const path = issue ? v.getDotPath(issue) : null;
  throw new Error(
    `locales/${lng}/${ns}.json › ${key}${path ? `.${path}` : ''}: ${issue?.message ?? 'invalid'}`,
  );
}

/** `readContent` in a component, in the page language or `lng` (a section of another language). */
export function useContent<S extends v.GenericSchema>(
  schema: S,
  ns: AnyNamespace,
  key: string,
  lng?: Lang,
): v.InferOutput<S> {
  const { i18n } = useTranslation();
  return readContent(i18n, schema, ns, key, lng ?? i18n.language);
}
