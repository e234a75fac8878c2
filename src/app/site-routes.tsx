import type { ComponentType } from 'react';
import { redirect, useLocation, type RouteObject } from 'react-router-dom';
import { Island } from '@/components/island/island';
import { PageFrame } from '@/components/layout/page-frame';
import { languageOfferIsland } from '@/features/language-offer/language-offer';
import { langPrefix, languages, localizePath, pathFromUrl, type Lang } from '@/i18n/languages';
import { routes, type RouteId } from '@/routes/manifest';
import { templates } from './templates';

/** What a matched route tells the renderer: the manifest page (null: not found) and its language. */
export interface SiteRouteHandle {
  routeId: RouteId | null;
  lng: Lang;
}

/** A route's element: the template in the page frame, at the (decoded) path React Router matched. */
function frame(routeId: RouteId | null, Page: ComponentType): ComponentType {
  return function MatchedPage() {
    return (
      <PageFrame
        routeId={routeId}
        pathname={pathFromUrl(useLocation().pathname)}
        Page={Page}
        after={<Island island={languageOfferIsland} props={{}} />}
      />
    );
  };
}

/**
 * React Router's routes, built from the manifest: every page in both languages (its template
 * loaded lazily), every alias as a permanent redirect to its page, and a not-found route per
 * language. Matching is exact and case-sensitive, as on the servers. The build renders every page
 * through these routes; in the browser a page change is a document load.
 */
export function siteRoutes(): RouteObject[] {
  const pages = routes.flatMap((route) =>
    languages.map((lng): RouteObject => ({
      id: `${lng}:${route.id}`,
      path: localizePath(route.path, lng),
      caseSensitive: true,
      handle: { routeId: route.id, lng } satisfies SiteRouteHandle,
      lazy: async () => ({ Component: frame(route.id, await templates[route.template]()) }),
    })),
  );
  const aliases = routes.flatMap((route) =>
    ('aliases' in route ? (route.aliases ?? []) : []).flatMap((alias) =>
      languages.map((lng): RouteObject => ({
        id: `${lng}:${route.id}:${alias}`,
        path: localizePath(alias, lng),
        caseSensitive: true,
        loader: () => redirect(localizePath(route.path, lng), 301),
      })),
    ),
  );
  const notFound = languages.map((lng): RouteObject => ({
    id: `${lng}:not-found`,
    path: langPrefix(lng) ? `${langPrefix(lng)}/*` : '*',
    handle: { routeId: null, lng } satisfies SiteRouteHandle,
    lazy: async () => ({ Component: frame(null, await templates['not-found']()) }),
  }));
  return [...pages, ...aliases, ...notFound];
}
