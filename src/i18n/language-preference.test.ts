import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserLanguage,
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
