import { describe, expect, it } from 'vitest';
import { markString } from '@/i18n/desk-markers';
import { foldForSearch, highlightSegments } from './desk-text';

describe('foldForSearch', () => {
  it('spells Arabic loosely: hamza forms, taa marbuta, alef maqsura, diacritics, tatweel', () => {
    expect(foldForSearch('الانجليزية')).toBe(foldForSearch('الإنجليزية'));
    expect(foldForSearch('أإآٱ')).toBe('اااا');
    expect(foldForSearch('مدرسة')).toBe(foldForSearch('مدرسه'));
    expect(foldForSearch('مستوى')).toBe(foldForSearch('مستوي'));
    expect(foldForSearch('دَوْرَةٌ')).toBe(foldForSearch('دورة'));
    expect(foldForSearch('دورـــة')).toBe(foldForSearch('دورة'));
    expect(foldForSearch('هٰذا')).toBe(foldForSearch('هذا'));
  });

  it('ignores Latin case, extra spaces and the desk’s own markers', () => {
    expect(foldForSearch('  Head   OFFICE ')).toBe('head office');
    expect(foldForSearch(markString('common', 'nav.home', 'Home'))).toBe('home');
  });
});

describe('highlightSegments', () => {
  it('marks placeholders and glossary terms, and keeps every character', () => {
    const text = 'سجّلوا في {{course}} عبر استمارة المقر الرئيسي';
    const segments = highlightSegments('ar', text);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.find((s) => s.placeholder === 'course')?.text).toBe('{{course}}');
    expect(segments.filter((s) => s.term).map((s) => s.text)).toEqual(['استمارة', 'المقر الرئيسي']);
  });

  it('marks the English style sheet’s terms', () => {
    const segments = highlightSegments('en', 'Visit our Head Office, {{name}}.');
    expect(segments.find((s) => s.term)?.text).toBe('Head Office');
    expect(segments.find((s) => s.placeholder)?.placeholder).toBe('name');
  });

  it('marks each run of hidden characters the check refuses, where it is, and keeps the text', () => {
    const text = 'سيا\u200bسة الاسترداد\u200e\u200e';
    const segments = highlightSegments('ar', text);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.hidden).map((s) => [s.text, s.hidden])).toEqual([
      ['\u200b', 'U+200B ZERO WIDTH SPACE'],
      ['\u200e\u200e', 'U+200E LEFT-TO-RIGHT MARK'],
    ]);
    // The zero-width non-joiner is allowed in Arabic: nothing to mark.
    expect(highlightSegments('ar', 'ب\u200cت').some((s) => s.hidden)).toBe(false);
  });

  it('gives one plain segment for a text with nothing to mark', () => {
    expect(highlightSegments('en', 'Hello')).toEqual([{ text: 'Hello' }]);
    expect(highlightSegments('en', '')).toEqual([]);
  });
});
