import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';
import { languages, localizePath, type Lang } from '@/i18n/languages';
import { routes, type RouteEntry } from './manifest';
import type { PageHandle } from './current-route';
import { aliasRedirects } from './redirects';
import { templates } from './templates';

/** Set by the client entry: loads a page's locale bundles before client-side navigation. */
type Preloader = (route: RouteEntry, lng: Lang) => Promise<void>;
let preload: Preloader | null = null;
export function setPreloader(fn: Preloader): void {
  preload = fn;
}

function pageRoute(route: RouteEntry, lng: Lang): RouteObject {
  const handle: PageHandle = { routeId: route.id as PageHandle['routeId'], lng };
  return {
    id: `${lng}:${route.id}`,
    path: localizePath(route.path, lng),
    caseSensitive: true,
    handle,
    lazy: async () => {
      const [Component] = await Promise.all([templates[route.template](), preload?.(route, lng)]);
      return { Component };
    },
  };
}

function notFoundRoute(lng: Lang): RouteObject {
  const handle: PageHandle = { routeId: null, lng };
  return {
    id: `${lng}:notFound`,
    path: lng === 'ar' ? '/ar/*' : '*',
    handle,
    lazy: async () => ({ Component: await templates['not-found']() }),
  };
}

/** The router's routes, all read from the manifest: pages, alias redirects, not-found pages. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: SiteLayout,
      children: [
        ...languages.flatMap((lng) => routes.map((route) => pageRoute(route, lng))),
        ...aliasRedirects().map(({ from, to }) => ({
          path: from,
          caseSensitive: true,
          element: <Navigate to={to} replace />,
        })),
        ...languages.map(notFoundRoute),
      ],
    },
  ];
}
