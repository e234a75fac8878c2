import { describe, expect, it } from 'vitest';
import { byLengths, graphemeLengths, graphemes } from './graphemes';

describe('graphemes', () => {
  it('keeps an Arabic letter with its marks as one grapheme', () => {
    // «مرحبًا»: the tanween (U+064B) rides on the ب, so six code points make five graphemes.
    expect(Array.from('مرحبًا')).toHaveLength(6);
    expect(graphemes('مرحبًا', 'ar')).toEqual(['م', 'ر', 'ح', 'بً', 'ا']);
  });

  it('cuts Latin text into letters and keeps an emoji with its modifier whole', () => {
    expect(graphemes('exams', 'en')).toEqual(['e', 'x', 'a', 'm', 's']);
    expect(graphemes('a👍🏽', 'en')).toEqual(['a', '👍🏽']);
  });
});

describe('the lengths the build writes, and the cut the browser makes from them', () => {
  it('gives back the same graphemes as the segmenter, with no segmenter', () => {
    for (const [text, lang] of [
      ['مرحبًا بكم', 'ar'],
      ['a👍🏽 exams', 'en'],
    ] as const) {
      expect(byLengths(text, graphemeLengths(text, lang))).toEqual(graphemes(text, lang));
    }
    expect(graphemeLengths('مرحبًا', 'ar')).toBe('1 1 1 2 1');
  });

  it('refuses lengths that do not fit the text, so the caller cuts it itself', () => {
    expect(byLengths('exams', undefined)).toBeNull();
    expect(byLengths('exams', '1 1 1')).toBeNull();
    expect(byLengths('exams', '1 1 1 1 x')).toBeNull();
    expect(byLengths('exams', '2 0 3')).toBeNull();
  });
});
