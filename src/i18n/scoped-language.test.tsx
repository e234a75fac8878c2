import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CachesProvider } from '@/styles/caches-context';
import { createEmotionCaches } from '@/styles/emotion-caches';
import { createI18n } from './create-i18n';
import { LanguageScope, useScopedContent, useScopedLanguage } from './scoped-language';

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
  return <p>{useScopedContent<string>('warning', 'hello')}</p>;
}

describe('useScopedLanguage', () => {
  it('starts on its default (Arabic for the policies) and switches without storage', () => {
    const { result } = renderHook(() => useScopedLanguage({ defaultLang: 'ar' }));
    expect(result.current.lang).toBe('ar');
    act(() => result.current.setLang('en'));
    expect(result.current.lang).toBe('en');
    expect(localStorage.length).toBe(0);
  });

  it('reads a stored choice after mounting and saves new choices', () => {
    localStorage.setItem('selectedLanguage', 'ar');
    const { result } = renderHook(() =>
      useScopedLanguage({ defaultLang: 'en', storageKey: 'selectedLanguage' }),
    );
    expect(result.current.lang).toBe('ar');
    act(() => result.current.setLang('en'));
    expect(localStorage.getItem('selectedLanguage')).toBe('en');
  });

  it.each(['fr', '', '{"lang":"ar"}', 'ARABIC'])('ignores the stored value %j', (stored) => {
    localStorage.setItem('selectedLanguage', stored);
    const { result } = renderHook(() =>
      useScopedLanguage({ defaultLang: 'en', storageKey: 'selectedLanguage' }),
    );
    expect(result.current.lang).toBe('en');
  });

  it('falls back when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const { result } = renderHook(() =>
      useScopedLanguage({ defaultLang: 'en', storageKey: 'selectedLanguage' }),
    );
    expect(result.current.lang).toBe('en');
    act(() => result.current.setLang('ar'));
    expect(result.current.lang).toBe('ar');
  });
});

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
