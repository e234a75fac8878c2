import { describe, expect, it } from 'vitest';
import { languageOf } from './cli';

describe('the language of the tools’ messages', () => {
  const english = { LANG: 'en_GB.UTF-8' };
  it('is what --lang says, whatever the machine', () => {
    expect(languageOf(['--lang', 'ar'], english)).toBe('ar');
    expect(languageOf(['--lang=en', 'سياسة الدورات'], { LANG: 'ar_EG.UTF-8' })).toBe('en');
  });
  it('is Arabic on a machine set to Arabic', () => {
    expect(languageOf([], { LANG: 'ar_EG.UTF-8' })).toBe('ar');
    expect(languageOf(['--build'], { LC_ALL: 'ar', LANG: 'en_US.UTF-8' })).toBe('ar');
  });
  it('is Arabic when the translator types the save message in Arabic', () => {
    expect(languageOf(['سياسة الدورات: جملة الاسترداد أوضح'], english)).toBe('ar');
    expect(languageOf(['Course policy: clearer refund line'], english)).toBe('en');
    expect(languageOf([], {})).toBe('en');
  });
});
