import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PartnerSlider } from './partner-slider';

const names = ['Helwan University', 'Cairo University', 'Sinai University'];

describe('PartnerSlider', () => {
  it('lists each partner once for assistive technology, with a copy hidden for the loop', () => {
    renderWithProviders(<PartnerSlider label="Partners" names={names} seconds={50} />);
    const slider = screen.getByTestId('partner-slider');
    expect(slider.querySelectorAll('li')).toHaveLength(6);
    expect(slider.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(3);
  });

  it('has a pause checkbox named after the slider, unchecked (running) at first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PartnerSlider label="Partners" names={names} seconds={20} />);
    const pause = screen.getByRole('checkbox', { name: /Pause.*Partners/ });
    expect(pause).not.toBeChecked();
    await user.click(pause);
    expect(pause).toBeChecked();
  });

  it('links each partner, once in the tab order, to its page or its website in a new tab', () => {
    renderWithProviders(
      <PartnerSlider
        label="Sites"
        names={['AEI', 'Cambridge English']}
        links={[
          { page: 'accreditation' },
          { page: 'cambridgeGeneral', website: 'https://example.org' },
        ]}
        seconds={20}
      />,
      'ar',
    );
    const slider = screen.getByTestId('partner-slider');
    const visible = [...slider.querySelectorAll('li:not([aria-hidden]) a')];
    expect(visible.map((a) => a.getAttribute('href'))).toEqual([
      '/ar/accreditation',
      'https://example.org',
    ]);
    expect(visible[1]?.getAttribute('target')).toBe('_blank');
    expect(visible.every((a) => a.getAttribute('tabindex') === null)).toBe(true);
    const copies = [...slider.querySelectorAll('li[aria-hidden="true"] a')];
    expect(copies).toHaveLength(2);
    expect(copies.every((a) => a.getAttribute('tabindex') === '-1')).toBe(true);
  });
});
