import { languages, localizePath } from '@/i18n/languages';
import { routes } from './manifest';

export interface Redirect {
  from: string;
  to: string;
}

/** Every alias in both languages, pointing straight at the canonical path (no chains). */
export function aliasRedirects(): Redirect[] {
  return routes.flatMap((route) =>
    (('aliases' in route ? route.aliases : undefined) ?? []).flatMap((alias) =>
      languages.map((lng) => ({
        from: localizePath(alias, lng),
        to: localizePath(route.path, lng),
      })),
    ),
  );
}

/** Every page's path in both languages. */
export function allPagePaths(): { id: string; lng: (typeof languages)[number]; path: string }[] {
  return routes.flatMap((route) =>
    languages.map((lng) => ({ id: route.id, lng, path: localizePath(route.path, lng) })),
  );
}
