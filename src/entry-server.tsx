import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { pageMetaSchema } from '@/content/schemas';
import { createI18n } from '@/i18n/create-i18n';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router-dom';
import { dirOf } from '@/i18n/languages';
import { loadPageBundles } from '@/routes/load-page-bundles';
import { readContent } from '@/i18n/use-content';
import { errorPageKeys, ErrorStatusContext, type ErrorStatus } from '@/routes/error-status';
import { getRoute, type RouteId } from '@/routes/manifest';
import { pageHead, renderHeadTags } from '@/routes/page-head';
import { cardPath } from '@/routes/share-card';
import { courseDrawing } from '@/features/courses/course-config';
import type { CardInput } from '@/build/og-card-render';
import { siteRoutes, type SiteRouteHandle } from '@/app/site-routes';
import { jsonLdFor } from '@/app/structured-data';
import { CachesProvider } from '@/styles/caches-context';
import { createEmotionCaches } from '@/styles/emotion-caches';

/** An alias or an old address: React Router's redirect (the servers answer these themselves). */
export interface RedirectResult {
  status: number;
  location: string;
}

export interface RenderResult {
  html: string;
  head: string;
  lang: string;
  dir: string;
  status: number;
  /** The manifest page React Router matched; null for the not-found and error pages. */
  routeId: RouteId | null;
  /** Keys the page read that no locale file has (`ns:key`): the build refuses them. */
  missingKeys: string[];
  /** What the page's share card shows (null for the not-found and error pages). */
  card: CardInput | null;
}

let handler: StaticHandler | null = null;

/**
 * Renders one URL to HTML through React Router's static rendering (the routes are built from the
 * manifest), with its own i18next instance and Emotion caches, and returns the head tags (title,
 * meta, canonical, hreflang, Open Graph, JSON-LD) and the critical CSS. An alias gives React
 * Router's redirect instead (the prerender refuses it: only pages are written).
 */
export async function render(
  url: string,
  errorStatus?: ErrorStatus,
): Promise<RenderResult | RedirectResult> {
  handler ??= createStaticHandler(siteRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const { routeId, lng } = context.matches.at(-1)?.route.handle as SiteRouteHandle;
  const route = routeId ? getRoute(routeId) : undefined;
  const bundles = await loadPageBundles(route, lng);
  const missingKeys: string[] = [];
  const i18n = createI18n(lng, bundles, missingKeys);
  const caches = createEmotionCaches();
  const servers = [createEmotionServer(caches.ltr), createEmotionServer(caches.rtl)];
  const router = createStaticRouter(handler.dataRoutes, context);

  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <CachesProvider caches={caches} dir={dirOf(lng)}>
          <ErrorStatusContext.Provider value={errorStatus ?? 404}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ErrorStatusContext.Provider>
        </CachesProvider>
      </I18nextProvider>
    </StrictMode>,
  );

  const styles = servers
    .map((server) => server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)))
    .join('');
  const meta = route
    ? readContent(i18n, pageMetaSchema, route.ns, `${route.id}.meta`)
    : readContent(i18n, pageMetaSchema, 'common', `${errorPageKeys[errorStatus ?? 404]}.meta`);
  const head = pageHead(
    route ?? null,
    lng,
    meta,
    i18n.t('site.name'),
    jsonLdFor(route ?? null, lng, i18n),
  );
  return {
    html,
    head: `${renderHeadTags(head)}\n    ${styles.replace(/<style[^>]*><\/style>/g, '')}`,
    lang: head.lang,
    dir: head.dir,
    status: route ? 200 : (errorStatus ?? 404),
    routeId,
    missingKeys: [...new Set(missingKeys)],
    card: route
      ? {
          image: cardPath(route, lng),
          lang: lng,
          title: head.imageAlt,
          siteName: head.siteName,
          picture: courseDrawing(route.id),
        }
      : null,
  };
}
