import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('expands with Read more and collapses with Show less, by keyboard too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExpandableText text={long} />);
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/sixteen/)).toBeNull();
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/sixteen/)).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows no button for short text', () => {
    renderWithProviders(<ExpandableText text="short text" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks the page language', () => {
    renderWithProviders(<ExpandableText text={long} />, 'ar');
    expect(screen.getByRole('button', { name: arCommon.ui.readMore })).toBeInTheDocument();
  });
});
