import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import arCommon from '@locales/ar/common.json';
import enCommon from '@locales/en/common.json';
import { createI18n } from '@/i18n/create-i18n';
import { dirOf, type Lang } from '@/i18n/languages';
import type { View } from '@/routes/router-context';
import { StaticRouter } from '@/routes/static-router';
import { CachesProvider } from '@/styles/caches-context';
import { createEmotionCaches } from '@/styles/emotion-caches';

function NoPage() {
  return null;
}

/** A view outside any manifest page, at the home path of `lng`. */
function testView(lng: Lang): View {
  const pathname = lng === 'ar' ? '/ar' : '/';
  return { location: { pathname, search: '', hash: '' }, routeId: null, lng, Component: NoPage };
}

/** Renders a component as a page in `lng` would: i18next, Emotion caches and a router. */
export function renderWithProviders(ui: ReactElement, lng: Lang = 'en'): RenderResult {
  const i18n = createI18n(lng, { en: { common: enCommon }, ar: { common: arCommon } });
  return render(
    <I18nextProvider i18n={i18n}>
      <CachesProvider caches={createEmotionCaches()} dir={dirOf(lng)}>
        <StaticRouter view={testView(lng)}>{ui}</StaticRouter>
      </CachesProvider>
    </I18nextProvider>,
  );
}
