// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CachesProvider } from '@/styles/caches-context';
import { createEmotionCaches } from '@/styles/emotion-caches';
import { createI18n } from '@/i18n/create-i18n';
import { LanguageScope } from './language-scope';
import { labelSchema } from '@/content/schemas';
import { useScopedContent } from '@/i18n/scoped-language';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const bundles = {
  en: { common: {}, warning: { hello: 'Hello' } },
  ar: { common: {}, warning: { hello: 'مرحبًا' } },
};

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={createI18n('en', bundles)}>
      <CachesProvider caches={createEmotionCaches()} dir="ltr">
        {children}
      </CachesProvider>
    </I18nextProvider>
  );
}

function Greeting() {
  return <p>{useScopedContent(labelSchema, 'warning', 'hello')}</p>;
}

describe('LanguageScope', () => {
  it('renders its section in its own language and direction inside a page of another', () => {
    render(
      <Providers>
        <Greeting />
        <LanguageScope lang="ar" data-testid="scope">
          <Greeting />
        </LanguageScope>
      </Providers>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    const scope = screen.getByTestId('scope');
    expect(scope).toHaveAttribute('lang', 'ar');
    expect(scope).toHaveAttribute('dir', 'rtl');
    expect(scope).toHaveTextContent('مرحبًا');
  });
});
