import type common from '@locales/en/common.json';

/** Keys of the shared namespace are typed from the English file: a wrong key fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
