import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import arCommon from '@locales/ar/common.json';
import enCommon from '@locales/en/common.json';
import { createI18n } from '@/i18n/create-i18n';
import { dirOf, type Lang } from '@/i18n/languages';
import { PageContext } from '@/routes/page-context';
import { CachesProvider } from '@/styles/caches-context';
import { createEmotionCaches } from '@/styles/emotion-caches';

/** Renders a component as a page in `lng` would: i18next, Emotion caches and the page (none, at the home path of `lng`). */
export function renderWithProviders(ui: ReactElement, lng: Lang = 'en'): RenderResult {
  const i18n = createI18n(lng, { en: { common: enCommon }, ar: { common: arCommon } });
  return render(
    <I18nextProvider i18n={i18n}>
      <CachesProvider caches={createEmotionCaches()} dir={dirOf(lng)}>
        <PageContext.Provider value={{ routeId: null, pathname: lng === 'ar' ? '/ar' : '/' }}>
          {ui}
        </PageContext.Provider>
      </CachesProvider>
    </I18nextProvider>,
  );
}
