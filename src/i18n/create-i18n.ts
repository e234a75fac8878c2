import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Lang } from './languages';
import type { Bundles } from './resources';

/** What every instance shares: the site's languages, no fallback, plain-text interpolation. */
const shared = {
  supportedLngs: [...languages],
  fallbackLng: false,
  defaultNS: 'common',
  initAsync: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
} as const;

/**
 * The one i18next instance of a rendered page: its language from the URL, the bundles the page
 * needs already in memory, so server render and first client render agree.
 */
export function createI18n(lng: Lang, bundles: Bundles): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...shared,
    lng,
    ns: Object.keys(bundles[lng] ?? {}),
    resources: bundles as Record<string, Record<string, Record<string, unknown>>>,
    partialBundledLanguages: true,
    react: { useSuspense: true },
  });
  return instance;
}

/**
 * The i18next instance of one island: its language and only the keys it reads, in memory before
 * hydration, so the first client render equals the server's. No backend: nothing loads later.
 */
export function createIslandI18n(
  lng: Lang,
  resources: Partial<Record<string, Record<string, unknown>>>,
): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...shared,
    lng,
    ns: Object.keys(resources),
    resources: { [lng]: resources as Record<string, Record<string, unknown>> },
    react: { useSuspense: false },
  });
  return instance;
}
