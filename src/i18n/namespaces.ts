/** The locale files of a language: `locales/<lng>/<namespace>.json`, one per family of pages. */
export type Namespace =
  | 'home'
  | 'company'
  | 'catalogue'
  | 'courses-languages'
  | 'courses-it'
  | 'courses-business'
  | 'courses-teaching'
  | 'courses-programmes'
  | 'courses-exams'
  | 'policies'
  | 'warning'
  | 'contact'
  | 'forms'
  | 'jobs'
  | 'checkout'
  | 'level-check'
  | 'course-finder'
  | 'search';

/** Every namespace, `common` (menu, footer, shared labels) included. */
export type AnyNamespace = 'common' | Namespace;
