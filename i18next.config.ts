import { namespaces } from './src/i18n/namespaces';

/**
 * i18next-cli: extraction (CI mode: a key used in code but missing from locales/en fails),
 * status of both languages, and lint for text typed straight into components.
 * Content namespaces (src/i18n/namespaces.ts) are read as whole objects by route id, so their
 * keys are preserved.
 */
export default {
  locales: ['en', 'ar'],
  extract: {
    input: ['src/**/*.{ts,tsx}'],
    ignore: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    output: 'locales/{{language}}/{{namespace}}.json',
    defaultNS: 'common',
    primaryLanguage: 'en',
    secondaryLanguages: ['ar'],
    functions: ['t', '*.t'],
    sort: false,
    indentation: 2,
    defaultValue: '',
    removeUnusedKeys: false,
    preservePatterns: [
      // Keys built from route ids and menu keys: routes.<id>, nav.groups.<key>, footer.columns.<key>...
      'common:routes.*',
      'common:nav.*',
      'common:footer.*',
      'common:counts.*',
      'common:ui.*',
      'common:notFound.*',
      'common:languageOffer.*',
      'common:contactFallback.*',
      ...namespaces.map((ns) => `${ns}:*`),
    ],
  },
  lint: {
    ignore: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    ignoredAttributes: [
      'data-testid',
      'className',
      'id',
      'type',
      'name',
      'autoComplete',
      'href',
      'src',
      'rel',
      'target',
      'dir',
      'lang',
      'hrefLang',
      'inputMode',
      'role',
    ],
    checkInterpolationParams: true,
  },
};
