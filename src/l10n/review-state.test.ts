import { describe, expect, it } from 'vitest';
import { englishHash, isStale, markReviewed, readReviewState } from './review-state';

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
});
