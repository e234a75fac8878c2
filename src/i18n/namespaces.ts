/**
 * The locale files of a language: `locales/<lng>/<namespace>.json`, one per family of pages.
 * The one list of them: the type below and i18next-cli's config (`i18next.config.ts`) read it.
 */
export const namespaces = [
  'home',
  'company',
  'catalogue',
  'courses-languages',
  'courses-it',
  'courses-business',
  'courses-teaching',
  'courses-programmes',
  'courses-exams',
  'policies',
  'warning',
  'contact',
  'forms',
  'jobs',
  'checkout',
  'level-check',
  'course-finder',
  'search',
] as const;

export type Namespace = (typeof namespaces)[number];

/** Every namespace, `common` (menu, footer, shared labels) included. */
export type AnyNamespace = 'common' | Namespace;
