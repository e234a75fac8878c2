// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AskLinks } from './ask-about-course';

describe('AskLinks', () => {
  it('isolates the call number left to right with the attribute, never the flipped CSS (ar)', () => {
    const { container } = renderWithProviders(<AskLinks course="ICDL" path="/ar/x" />, 'ar');
    const number = container.querySelector('a[href^="tel:"] bdi');
    expect(number?.getAttribute('dir')).toBe('ltr');
    expect(number?.textContent).toBe('02\u00A038371018');
  });
});
