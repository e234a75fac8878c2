import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { SiteLayout } from '@/components/layout/site-layout';
import { addBundles, createI18n } from '@/i18n/create-i18n';
import { dirOf } from '@/i18n/languages';
import { bundlesFor, loadBundles } from '@/i18n/resources';
import { BrowserRouter } from '@/routes/browser-router';
import { loadView } from '@/routes/load-view';
import type { View } from '@/routes/router-context';
import { CachesProvider } from '@/styles/caches-context';
import { createEmotionCaches } from '@/styles/emotion-caches';

/** The first page's view and its i18next instance, both loaded, so hydration never suspends. */
async function firstPage(href: string): Promise<{ initial: View; pageI18n: I18n }> {
  const made: { i18n?: I18n } = {};
  const initial = await loadView(href, async (route, lng) => {
    made.i18n = createI18n(lng, await loadBundles(bundlesFor(route, lng)));
  });
  if (!made.i18n) throw new Error(`No i18next instance for ${href}`);
  return { initial, pageI18n: made.i18n };
}

/** Hydrates the prerendered page; `pause` yields to the browser between steps. */
export async function start(pause: () => Promise<void>): Promise<void> {
  const { pathname, search, hash } = window.location;
  const { initial, pageI18n } = await firstPage(`${pathname}${search}${hash}`);
  await pause();
  const load = (next: string) =>
    loadView(next, async (route, lng) =>
      addBundles(pageI18n, await loadBundles(bundlesFor(route, lng))),
    );
  if (initial.location.pathname !== pathname) {
    window.history.replaceState(null, '', `${initial.location.pathname}${search}${hash}`);
  }

  const app = (
    <StrictMode>
      <I18nextProvider i18n={pageI18n}>
        <CachesProvider caches={createEmotionCaches()} dir={dirOf(initial.lng)}>
          <BrowserRouter initial={initial} load={load}>
            <SiteLayout />
          </BrowserRouter>
        </CachesProvider>
      </I18nextProvider>
    </StrictMode>
  );
  const container = document.getElementById('root');
  if (!container) return;
  if (!container.firstElementChild) {
    // In `vite dev` the root holds only a comment: render instead of hydrating.
    createRoot(container).render(app);
    return;
  }
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // blocking the main thread for the whole page; a click on the page still hydrates at once.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
