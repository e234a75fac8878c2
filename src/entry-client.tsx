import '@/styles/fonts.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { addBundles, createI18n } from '@/i18n/create-i18n';
import { dirOf, langFromPath, stripLang } from '@/i18n/languages';
import { bundlesFor, loadBundles } from '@/i18n/resources';
import { findRouteByPath } from '@/routes/manifest';
import { createRoutes, setPreloader } from '@/routes/router';
import { CachesProvider } from '@/styles/caches-context';
import { createEmotionCaches } from '@/styles/emotion-caches';

async function start() {
  const { pathname } = window.location;
  const lng = langFromPath(pathname);
  const route = findRouteByPath(stripLang(pathname.replace(/(.)\/+$/, '$1')));
  const i18n = createI18n(lng, await loadBundles(bundlesFor(route, lng)));
  setPreloader(async (next, nextLng) =>
    addBundles(i18n, await loadBundles(bundlesFor(next, nextLng))),
  );

  // Resolve the lazy modules of the first page before hydrating, so nothing suspends.
  const routes = createRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route: matched }) => {
      if (typeof matched.lazy !== 'function') return;
      const resolved = await (matched.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(matched, resolved);
      delete matched.lazy;
    }),
  );
  const router = createBrowserRouter(routes);
  const caches = createEmotionCaches();
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <CachesProvider caches={caches} dir={dirOf(lng)}>
          <RouterProvider router={router} />
        </CachesProvider>
      </I18nextProvider>
    </StrictMode>
  );
  const container = document.getElementById('root');
  if (!container) return;
  // In `vite dev` the root holds only a comment: render instead of hydrating.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
