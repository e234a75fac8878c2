// @vitest-environment jsdom
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

  it('shows a first sentence of up to 24 words whole, never cut mid-list', () => {
    const text =
      'We teach English (including TOEFL and IELTS preparation), French, German, Italian, Spanish and Arabic for foreigners. Our IT courses include ICDL.';
    expect(truncateWords(text)).toBe(
      'We teach English (including TOEFL and IELTS preparation), French, German, Italian, Spanish and Arabic for foreigners.',
    );
    expect(truncateWords('نعلّم الإنجليزية والفرنسية. ' + long)).toBe('نعلّم الإنجليزية والفرنسية.');
  });

  it('cuts a first sentence longer than 24 words at 14 words', () => {
    const sentence = `${long} ${long}.`;
    expect(truncateWords(sentence)).toBe(truncateWords(long));
  });

  it('leaves text of 14 words or fewer whole', () => {
    const fourteen = long.split(' ').slice(0, 14).join(' ');
    expect(truncateWords(fourteen)).toBe(fourteen);
  });
});

describe('ExpandableText', () => {
  it('is a native disclosure: the short text, then Read more, then the whole text after it', () => {
    renderWithProviders(<ExpandableText text={long} topic="Our teaching" />);
    const details = document.querySelector('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    // One name, open or closed: the state is the disclosure's own (aria-expanded).
    expect(details?.querySelector('summary')).toHaveTextContent('Read more about Our teaching');
    expect(screen.queryByText(/Show less/)).toBeNull();
    // In the DOM as on screen: the control first, then the whole text.
    expect(details?.firstElementChild?.tagName).toBe('SUMMARY');
    expect(details?.lastElementChild).toHaveTextContent(/sixteen/);
    expect(document.querySelector('p.short')).toHaveTextContent(truncateWords(long));
  });

  it('shows no button for short text', () => {
    renderWithProviders(<ExpandableText text="short text" />);
    expect(document.querySelector('details')).toBeNull();
    expect(screen.getByText('short text')).toBeInTheDocument();
  });

  it('speaks the page language', () => {
    renderWithProviders(<ExpandableText text={long} topic="أسلوبنا" />, 'ar');
    expect(document.querySelector('summary')).toHaveTextContent(
      `${arCommon.ui.readMore} ${arCommon.ui.readMoreAbout.replace('{{topic}}', 'أسلوبنا')}`,
    );
  });
});
