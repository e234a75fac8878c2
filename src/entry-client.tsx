import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { PageFrame } from '@/components/layout/page-frame';
import { createI18n } from '@/i18n/create-i18n';
import { dirOf, langFromPath, stripLang } from '@/i18n/languages';
import { bundlesFor, loadBundles } from '@/i18n/resources';
import { ErrorStatusContext, isErrorStatus } from '@/routes/error-status';
import { findRouteByPath, routeById, type PageEntry, type RouteId } from '@/routes/manifest';
import { templates } from '@/routes/templates';
import { CachesProvider } from '@/styles/caches-context';
import { createEmotionCaches } from '@/styles/emotion-caches';

/**
 * The manifest page this document is: the prerender writes the id React Router matched on the
 * root (`data-route`); an error page has none. `vite dev` serves no prerender, so there the path
 * is looked up in the manifest.
 */
function documentPage(root: HTMLElement): PageEntry | undefined {
  if (import.meta.env.DEV) return findRouteByPath(stripLang(window.location.pathname));
  return routeById.get(root.dataset.route as RouteId);
}

/**
 * Hydrates the prerendered page; `pause` yields to the browser between steps. There is no client
 * router: a link is a document load, and Back and Forward are the browser's own.
 */
export async function start(pause: () => Promise<void>): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const { pathname } = window.location;
  const lng = langFromPath(pathname);
  const route = documentPage(root);
  // An error page (400, 405, 414, 500) names its status; the not-found template shows it.
  const status = Number(root.dataset.status);
  const [Page, bundles] = await Promise.all([
    templates[route?.template ?? 'not-found'](),
    loadBundles(bundlesFor(route, lng)),
  ]);
  const i18n = createI18n(lng, bundles);
  await pause();

  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <CachesProvider caches={createEmotionCaches()} dir={dirOf(lng)}>
          <ErrorStatusContext.Provider value={isErrorStatus(status) ? status : 404}>
            <PageFrame routeId={route?.id ?? null} pathname={pathname} Page={Page} />
          </ErrorStatusContext.Provider>
        </CachesProvider>
      </I18nextProvider>
    </StrictMode>
  );
  if (!root.firstElementChild) {
    // In `vite dev` the root holds only a comment: render instead of hydrating.
    createRoot(root).render(app);
    return;
  }
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // blocking the main thread for the whole page; a click on the page still hydrates at once.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
