import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Lang } from './languages';
import type { AnyNamespace } from './resources';

type ObjectT = (key: string, options: { returnObjects: true }) => unknown;

/**
 * Reads a content object (a page, a list of FAQs...) from a namespace. Shapes are checked for
 * every locale file by tests/content, so the cast here is the only one.
 */
export function useContent<T>(ns: AnyNamespace, key: string, lng?: Lang): T {
  const { t } = useTranslation(ns as 'common', lng ? { lng } : undefined);
  return (t as unknown as ObjectT)(key, { returnObjects: true }) as T;
}

type LooseT = (key: string, options: Record<string, unknown>) => unknown;

/** Reads a value by a key built at run time (a route id), outside React. */
export function readContent<T>(i18n: I18n, ns: AnyNamespace, key: string, lng?: Lang): T {
  return (i18n.t as unknown as LooseT)(key, { ns, lng, returnObjects: true }) as T;
}
