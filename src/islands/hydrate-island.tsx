import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createIslandI18n } from '@/i18n/create-i18n';
import { dirOf, isLang, pathFromUrl } from '@/i18n/languages';
import { isRouteId } from '@/routes/manifest';
import { PageContext } from '@/routes/page-context';
import { CachesProvider } from '@/styles/caches-context';
import { createEmotionCaches } from '@/styles/emotion-caches';
import { parseIslandData } from '@/components/island/island-data';
import type { IslandDefinition } from '@/components/island/define-island';
import type { IslandName } from '@/components/island/island-names';

/**
 * Each island's definition, loaded only when the island wakes. The type ties each name to the
 * definition of that name (its component and keys): loading another island's fails `tsc`.
 */
const islandModules: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are its own
  [N in IslandName]: () => Promise<IslandDefinition<N, any>>;
} = {
  'contact-form': () => import('@/features/contact/contact-form').then((m) => m.contactFormIsland),
  'checkout-form': () =>
    import('@/features/checkout/checkout-form').then((m) => m.checkoutFormIsland),
  'map-embed': () => import('@/features/home/map-embed').then((m) => m.mapEmbedIsland),
  'course-finder': () =>
    import('@/features/courses/course-finder').then((m) => m.courseFinderIsland),
  'site-search': () => import('@/features/search/site-search').then((m) => m.siteSearchIsland),
  'level-check': () => import('@/features/level-check/level-check').then((m) => m.levelCheckIsland),
  'language-offer': () =>
    import('@/features/language-offer/language-offer').then((m) => m.languageOfferIsland),
};

/** One Emotion cache per direction for every island of the page, with the server's keys. */
const caches = createEmotionCaches();

/**
 * Marks the island `data-hydrated` once React has committed its hydration (effects run after the
 * commit): the browser tests wait on the mark, so what they read next is React's, not the server's.
 */
function HydratedMark({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island with its own i18next instance (only its keys), the page's Emotion cache of
 * its direction, and the page it is on. Hydration mismatches are reported on the console, where
 * the browser tests look for them.
 */
export async function hydrateIsland(element: HTMLElement, name: IslandName): Promise<void> {
  const container = element.querySelector<HTMLElement>(':scope > [data-island-root]');
  const data = parseIslandData(
    element.querySelector(':scope > script[data-island-data]')?.textContent,
  );
  const lng = element.dataset.lang;
  if (!container || !data || !isLang(lng)) throw new Error(`Island ${name} has no valid data`);
  const { component: Component } = await islandModules[name]();
  const i18n = createIslandI18n(lng, data.resources);
  const route = document.getElementById('root')?.dataset.route;
  const page = {
    routeId: isRouteId(route) ? route : null,
    pathname: pathFromUrl(window.location.pathname),
  };
  const markHydrated = () => {
    element.dataset.hydrated = 'true';
  };
  hydrateRoot(
    container,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <CachesProvider caches={caches} dir={dirOf(lng)}>
          <PageContext.Provider value={page}>
            <HydratedMark onCommit={markHydrated}>
              <Component {...data.props} />
            </HydratedMark>
          </PageContext.Provider>
        </CachesProvider>
      </I18nextProvider>
    </StrictMode>,
    {
      onRecoverableError(error) {
        console.error(`Hydration error in island ${name}:`, error);
      },
    },
  );
}
