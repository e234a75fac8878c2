import { describe, expect, it } from 'vitest';
import {
  englishHash,
  isStale,
  isStaleByContent,
  markReviewed,
  readReviewState,
} from './review-state';

describe('review state', () => {
  it('marks an Arabic string stale when its English changes, until reviewed again', () => {
    const text = markReviewed('', 'policies', 'coursePolicy.heading', 'Course Policy');
    const state = readReviewState(text);
    expect(isStale(state, 'policies', 'coursePolicy.heading', 'Course Policy')).toBe(false);
    expect(isStale(state, 'policies', 'coursePolicy.heading', 'Course policy')).toBe(true);
    expect(isStale(state, 'policies', 'other.key', 'Course Policy')).toBe(true);
    const again = readReviewState(
      markReviewed(text, 'policies', 'coursePolicy.heading', 'Course policy'),
    );
    expect(isStale(again, 'policies', 'coursePolicy.heading', 'Course policy')).toBe(false);
  });

  it('hashes differently for a one-letter change, and the same for the same text', () => {
    expect(englishHash('Apply now')).toBe(englishHash('Apply now'));
    expect(englishHash('Apply now')).not.toBe(englishHash('Apply Now'));
    expect(englishHash('')).toMatch(/^[0-9a-f]{14}$/);
  });

  it('follows a list item by its content: an item inserted in a list marks only itself', () => {
    let text = '';
    const faq = ['Who is it for?', 'How long is it?', 'Is there an exam?'];
    faq.forEach((q, i) => (text = markReviewed(text, 'courses-it', `ccna.faq.${i}.question`, q)));
    const state = readReviewState(text);
    const after = [faq[0], 'Can I study online?', faq[1], faq[2]];
    const stale = after.filter((q, i) =>
      isStaleByContent(state, 'courses-it', `ccna.faq.${i}.question`, q ?? ''),
    );
    expect(stale).toEqual(['Can I study online?']);
    // A changed English is still marked, and a key outside any list is judged by its own record.
    expect(isStaleByContent(state, 'courses-it', 'ccna.faq.1.question', 'How long?')).toBe(true);
    expect(isStaleByContent(state, 'courses-it', 'ccna.heading', faq[0] ?? '')).toBe(true);
  });
});
