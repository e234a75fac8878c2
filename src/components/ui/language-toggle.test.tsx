import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LanguageToggle } from './language-toggle';

describe('LanguageToggle', () => {
  it('prerenders both languages, each with its lang and dir, and checks the default', () => {
    renderWithProviders(
      <LanguageToggle name="policy-lang" label="Language of the policy" defaultLang="ar">
        {(lng) => <p>{lng === 'ar' ? 'نص' : 'Text'}</p>}
      </LanguageToggle>,
    );
    const panels = screen.getAllByTestId('policy-lang-panel');
    expect(panels.map((panel) => [panel.lang, panel.dir])).toEqual([
      ['ar', 'rtl'],
      ['en', 'ltr'],
    ]);
    expect(panels[0]).toHaveTextContent('نص');
    expect(panels[1]).toHaveTextContent('Text');
    expect(screen.getByRole('radio', { name: 'العربية' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Language of the policy' })).toBeInTheDocument();
  });

  it('marks its inputs for remembering only when given a storage key', () => {
    const { unmount } = renderWithProviders(
      <LanguageToggle name="w" label="L" defaultLang="en" storageKey="selectedLanguage">
        {() => null}
      </LanguageToggle>,
    );
    expect(screen.getByRole('radio', { name: 'English' })).toHaveAttribute(
      'data-remember-key',
      'selectedLanguage',
    );
    unmount();
    renderWithProviders(
      <LanguageToggle name="p" label="L" defaultLang="en">
        {() => null}
      </LanguageToggle>,
    );
    expect(screen.getByRole('radio', { name: 'English' })).not.toHaveAttribute('data-remember-key');
  });
});
