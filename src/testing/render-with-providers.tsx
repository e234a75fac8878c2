import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import arCommon from '@locales/ar/common.json';
import enCommon from '@locales/en/common.json';
import { createI18n } from '@/i18n/create-i18n';
import { dirOf, type Lang } from '@/i18n/languages';
import { CachesProvider } from '@/styles/caches-context';
import { createEmotionCaches } from '@/styles/emotion-caches';

/** Renders a component as a page in `lng` would: i18next, Emotion caches and a router. */
export function renderWithProviders(ui: ReactElement, lng: Lang = 'en'): RenderResult {
  const i18n = createI18n(lng, { en: { common: enCommon }, ar: { common: arCommon } });
  return render(
    <I18nextProvider i18n={i18n}>
      <CachesProvider caches={createEmotionCaches()} dir={dirOf(lng)}>
        <MemoryRouter initialEntries={[lng === 'ar' ? '/ar' : '/']}>{ui}</MemoryRouter>
      </CachesProvider>
    </I18nextProvider>,
  );
}
