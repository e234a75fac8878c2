import type common from '@locales/en/common.json';
import type courseFinder from '@locales/en/course-finder.json';
import type levelCheck from '@locales/en/level-check.json';
import type search from '@locales/en/search.json';

/** Keys of the shared namespace (and of the islands that read theirs with `t`) are typed from the English file: a wrong key fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      /** `routes` (every page's name) is gathered from the pages' own copy: src/routes/page-bundles.ts. */
      common: typeof common & { routes: Record<string, string> };
      'level-check': typeof levelCheck;
      'course-finder': typeof courseFinder;
      search: typeof search;
    };
  }
}
