import { describe, expect, it } from 'vitest';
import { markString } from '@/i18n/desk-markers';
import { cleanCopy } from './desk-copy';

describe('cleanCopy', () => {
  it('leaves the sentence and nothing else, markers cut in half included', () => {
    const marked = markString('home', 'home.lead', 'We teach ICDL.');
    expect(cleanCopy(marked)).toBe('We teach ICDL.');
    expect(cleanCopy(marked.slice(5))).toBe('We teach ICDL.');
  });
});
