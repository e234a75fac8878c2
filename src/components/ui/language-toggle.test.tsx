// @vitest-environment jsdom
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

  it('hides the other language by CSS alone: a rule per language, keyed on the checked input', () => {
    renderWithProviders(
      <LanguageToggle name="rule" label="L" defaultLang="ar">
        {() => null}
      </LanguageToggle>,
    );
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    for (const lng of ['ar', 'en']) {
      expect(css).toMatch(
        new RegExp(
          `:has\\(input\\[value='${lng}'\\]:checked\\) \\[data-lang-panel\\]:not\\(\\[data-lang-panel='${lng}'\\]\\)\\{display:none;\\}`,
        ),
      );
    }
  });

  it("leaves the other language's panel out of the page's search index", () => {
    renderWithProviders(
      <LanguageToggle name="search" label="L" defaultLang="ar">
        {(lng) => <p>{lng}</p>}
      </LanguageToggle>,
    );
    const panels = screen.getAllByTestId('search-panel');
    // The test page is English: only the English panel is indexed.
    expect(panels.map((p) => [p.lang, p.hasAttribute('data-pagefind-ignore')])).toEqual([
      ['ar', true],
      ['en', false],
    ]);
  });
});

describe('LanguageToggle with a page header', () => {
  it("puts each language's heading in the navy page header, hidden with its language", () => {
    renderWithProviders(
      <LanguageToggle name="h" label="L" defaultLang="ar" header={(lng) => <h1>{lng}</h1>}>
        {(lng) => <p>{lng}</p>}
      </LanguageToggle>,
    );
    const headers = screen.getAllByTestId('h-header');
    expect(headers.map((h) => [h.getAttribute('data-lang-header'), h.textContent])).toEqual([
      ['ar', 'ar'],
      ['en', 'en'],
    ]);
    expect(headers[0]?.closest('.page-header')).not.toBeNull();
    // The switch comes after the header, before the text.
    const fieldset = screen.getByRole('group', { name: 'L' });
    expect(headers[1]?.compareDocumentPosition(fieldset)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(
      /:has\(input\[value='en'\]:checked\) \[data-lang-header\]:not\(\[data-lang-header='en'\]\)\{display:none;\}/,
    );
  });
});
