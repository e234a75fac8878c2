import type { Lang } from '@/i18n/languages';
import type { PageEntry } from './manifest';
import { resolvePath } from './resolve-path';
import { locationOf, type View } from './router-context';
import { templates } from './templates';

/** Loads what a page needs besides its template (its locale bundles, on the client). */
export type Preload = (route: PageEntry | undefined, lng: Lang) => Promise<void>;

const maxRedirects = 5;

/**
 * The view at `href`, redirects followed and its template module (and, with `preload`, its
 * locale bundles) loaded, so it renders without suspending.
 */
export async function loadView(href: string, preload?: Preload): Promise<View> {
  let location = locationOf(href);
  for (let hops = 0; hops <= maxRedirects; hops += 1) {
    const resolution = resolvePath(location.pathname);
    if (resolution.kind === 'redirect') {
      location = { ...location, pathname: resolution.to };
      continue;
    }
    const route = resolution.kind === 'page' ? resolution.route : undefined;
    const [Component] = await Promise.all([
      templates[route?.template ?? 'not-found'](),
      preload?.(route, resolution.lng),
    ]);
    return { location, routeId: route?.id ?? null, lng: resolution.lng, Component };
  }
  throw new Error(`Too many redirects from ${href}`);
}
