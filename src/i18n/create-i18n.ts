import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { deskMarkersOn, markString } from './desk-markers';
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
 * Under `npm run dev` with the translator's desk on, every string `t()` returns carries the
 * invisible markers of its key (src/i18n/desk-markers.ts). A build never takes this branch.
 */
function withDesk(instance: I18n): { postProcess?: string[] } {
  // `import.meta.env.DEV` written here, at the call, lets the bundler drop the whole branch.
  if (!import.meta.env.DEV || !deskMarkersOn()) return {};
  instance.use({
    type: 'postProcessor',
    name: 'desk',
    process(value: string, key: string | string[], options: { ns?: string | readonly string[] }) {
      const first = Array.isArray(key) ? String(key[0]) : String(key);
      const [prefix, rest] = first.includes(':') ? first.split(/:(.*)/s) : [undefined, first];
      const ns = prefix ?? (Array.isArray(options.ns) ? options.ns[0] : options.ns) ?? 'common';
      return markString(String(ns), rest ?? first, value);
    },
  });
  return { postProcess: ['desk'] };
}

/**
 * The one i18next instance of a rendered page: its language from the URL, the bundles the page
 * needs already in memory, so server render and first client render agree.
 */
export function createI18n(lng: Lang, bundles: Bundles, missingKeys?: string[]): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...shared,
    ...withDesk(instance),
    // The build lists every key a page asked for and did not find, and refuses to ship it.
    ...(missingKeys && {
      saveMissing: true,
      missingKeyHandler(_lngs: readonly string[], ns: string, key: string) {
        missingKeys.push(`${ns}:${key}`);
      },
    }),
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
    ...withDesk(instance),
    lng,
    ns: Object.keys(resources),
    resources: { [lng]: resources as Record<string, Record<string, unknown>> },
    react: { useSuspense: false },
  });
  return instance;
}
