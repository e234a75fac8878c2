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
});
