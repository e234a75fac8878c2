// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { phones } from '@/config/site';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PhoneLink, PhoneLinks } from './phone-link';

const landline = phones.headOffice.landlines[0];

describe('PhoneLink', () => {
  for (const lng of ['en', 'ar'] as const) {
    it(`isolates the number left to right, on one line, after its label (${lng})`, () => {
      const { container } = renderWithProviders(
        <PhoneLink phone={landline}>
          <span className="label">Call</span>
        </PhoneLink>,
        lng,
      );
      const link = container.querySelector('a');
      expect(link?.getAttribute('href')).toBe('tel:+20238371018');
      // The label keeps the page's direction: no dir on the link itself.
      expect(link?.hasAttribute('dir')).toBe(false);
      const number = link?.querySelector('bdi');
      expect(number?.getAttribute('dir')).toBe('ltr');
      expect(number?.textContent).toBe('02\u00A038371018');
      expect(link?.textContent).toBe('Call 02\u00A038371018');
    });
  }

  it('lists numbers, each a left-to-right link with the number isolated', () => {
    const { container } = renderWithProviders(<PhoneLinks list={phones.footer.mobiles} />, 'ar');
    expect(container.querySelectorAll('li > a[dir="ltr"] > bdi[dir="ltr"]')).toHaveLength(
      phones.footer.mobiles.length,
    );
  });
});
