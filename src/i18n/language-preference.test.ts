// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserLanguage,
  offersOtherLanguage,
  preferenceKey,
  rememberLanguage,
  rememberedLanguage,
} from './language-preference';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('language preference', () => {
  it('remembers the chosen language and reads it back', () => {
    expect(rememberedLanguage()).toBeNull();
    rememberLanguage('ar');
    expect(localStorage.getItem(preferenceKey)).toBe('ar');
    expect(rememberedLanguage()).toBe('ar');
  });

  it('ignores garbage and foreign values', () => {
    localStorage.setItem(preferenceKey, '{"lang":"ar"}');
    expect(rememberedLanguage()).toBeNull();
    localStorage.setItem(preferenceKey, 'fr');
    expect(rememberedLanguage()).toBeNull();
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => rememberLanguage('ar')).not.toThrow();
    expect(rememberedLanguage()).toBeNull();
  });

  it('reads the browser language by its primary subtag', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en']);
    expect(browserLanguage()).toBe('ar');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(browserLanguage()).toBeNull();
  });
});

describe('the offer of the other language', () => {
  const browserPrefers = (languages: string[]) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  };

  it('is made on English pages to a browser that prefers Arabic, until a language is chosen', () => {
    browserPrefers(['ar-EG', 'en']);
    expect(offersOtherLanguage('en')).toBe(true);
    expect(offersOtherLanguage('ar')).toBe(false);
    rememberLanguage('en');
    expect(offersOtherLanguage('en')).toBe(false);
  });

  it('is not made to a browser that prefers English', () => {
    browserPrefers(['en-GB']);
    expect(offersOtherLanguage('en')).toBe(false);
  });
});
