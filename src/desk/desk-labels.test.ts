import { describe, expect, it } from 'vitest';
import { deskLabels, placeName } from './desk-labels';

describe('the desk names what the page does not show as text in a translator’s words', () => {
  it('names the head strings and the attributes in each language, not by their tag', () => {
    expect(placeName('ar', '<title>')).toBe('عنوان تبويب المتصفح');
    expect(placeName('ar', '<meta description>')).toBe('الوصف الذي تعرضه محركات البحث');
    expect(placeName('en', 'alt')).toMatch(/^an image described in words/);
    for (const detail of ['<title>', '<meta keywords>', '<meta og:site_name>', 'alt', 'aria-label'])
      expect(placeName('ar', detail)).toMatch(/^[\u0600-\u06ff][^A-Za-z<>]*$/);
  });

  it('keeps an unknown tag or attribute as it is', () => {
    expect(placeName('ar', 'data-x')).toBe('data-x');
  });

  it('labels Mark as reviewed as an action in Arabic, not as a state', () => {
    expect(deskLabels.ar.reviewed).toBe('تأكيد المراجعة');
  });
});
