import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import arCommon from '@locales/ar/common.json';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ExpandableText, truncateWords } from './expandable-text';

const long =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen';

describe('truncateWords', () => {
  it('keeps the first 14 words and adds an ellipsis', () => {
    expect(truncateWords(long)).toBe(
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen…',
    );
  });

  it('leaves text of 14 words or fewer whole', () => {
    const fourteen = long.split(' ').slice(0, 14).join(' ');
    expect(truncateWords(fourteen)).toBe(fourteen);
  });
});

describe('ExpandableText', () => {
  it('is a native disclosure: the short text, and the whole text behind Read more', () => {
    renderWithProviders(<ExpandableText text={long} />);
    const details = document.querySelector('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    expect(details?.querySelector('summary')).toHaveTextContent('Read moreShow less');
    // The whole text is inside the <details>, the 14 words before it (CSS swaps them when open).
    expect(details).toHaveTextContent(/sixteen/);
    expect(document.querySelector('p.short')).toHaveTextContent(truncateWords(long));
  });

  it('shows no button for short text', () => {
    renderWithProviders(<ExpandableText text="short text" />);
    expect(document.querySelector('details')).toBeNull();
    expect(screen.getByText('short text')).toBeInTheDocument();
  });

  it('speaks the page language', () => {
    renderWithProviders(<ExpandableText text={long} />, 'ar');
    expect(document.querySelector('summary')).toHaveTextContent(arCommon.ui.readMore);
  });
});
