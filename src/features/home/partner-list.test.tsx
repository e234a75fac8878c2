// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PartnerList } from './partner-list';

describe('PartnerList', () => {
  it('lists each partner once, under its heading, with no copy and no tab stop of its own', () => {
    const names = ['Helwan University', 'Cairo University', 'Sinai University'];
    renderWithProviders(<PartnerList label="Partners" names={names} />);
    const list = screen.getByRole('list');
    expect(screen.getByRole('heading', { name: 'Partners' })).toBeInTheDocument();
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(names);
    expect(document.querySelectorAll('[aria-hidden], [tabindex]')).toHaveLength(0);
  });

  it('links each partner to its page, or to its website in a new tab', () => {
    renderWithProviders(
      <PartnerList
        label="Sites"
        names={['AEI', 'Cambridge English']}
        links={[
          { page: 'accreditation' },
          { page: 'cambridgeGeneral', website: 'https://example.org' },
        ]}
      />,
      'ar',
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/ar/accreditation',
      'https://example.org',
    ]);
    expect(links[1]?.getAttribute('target')).toBe('_blank');
  });
});
