import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createIslandI18n } from '@/i18n/create-i18n';
import { dirOf, isLang } from '@/i18n/languages';
import { isRouteId } from '@/routes/manifest';
import { PageContext } from '@/routes/page-context';
import { CachesProvider } from '@/styles/caches-context';
import { createEmotionCaches } from '@/styles/emotion-caches';
import { parseIslandData } from '@/components/island/island-data';
import type { IslandName } from '@/components/island/island-names';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are its own
type AnyComponent = ComponentType<any>;

/** Each island's module, loaded only when the island wakes. */
const islandModules: Record<IslandName, () => Promise<AnyComponent>> = {
  'contact-form': () => import('@/features/contact/contact-form').then((m) => m.ContactForm),
  'checkout-form': () => import('@/features/checkout/checkout-form').then((m) => m.CheckoutForm),
  'map-embed': () => import('@/features/home/map-embed').then((m) => m.MapEmbed),
  'course-finder': () => import('@/features/courses/course-finder').then((m) => m.CourseFinder),
  'site-search': () => import('@/features/search/site-search').then((m) => m.SiteSearch),
  'level-check': () => import('@/features/level-check/level-check').then((m) => m.LevelCheck),
  'language-offer': () => import('@/components/layout/language-offer').then((m) => m.LanguageOffer),
};

/** One Emotion cache per direction for every island of the page, with the server's keys. */
const caches = createEmotionCaches();

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
  const Component = await islandModules[name]();
  const i18n = createIslandI18n(lng, data.resources);
  const route = document.getElementById('root')?.dataset.route;
  const page = { routeId: isRouteId(route) ? route : null, pathname: window.location.pathname };
  hydrateRoot(
    container,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <CachesProvider caches={caches} dir={dirOf(lng)}>
          <PageContext.Provider value={page}>
            <Component {...data.props} />
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
  element.dataset.hydrated = 'true';
}
