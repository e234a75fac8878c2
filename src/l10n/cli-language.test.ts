import { describe, expect, it } from 'vitest';
import { languageOf, report } from './cli';
import { words, type Problem } from './problem';

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

describe("l10n:check's report", () => {
  const problem = (severity: Problem['severity'], path: string): Problem => ({
    severity,
    rule: 'placeholder',
    lng: 'ar',
    ns: 'common',
    path,
    message: words('wrong', 'خطأ'),
    fix: words('fix it', 'صحّحوه'),
  });
  it('lists the errors after the warnings, just above the verdict', () => {
    const lines = report(
      [problem('error', 'counts.courses_many'), problem('warning', 'footer.copyright')],
      '1.0',
      38,
      'en',
    );
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    expect(at('footer.copyright')).toBeLessThan(at('counts.courses_many'));
    expect(at('counts.courses_many')).toBeGreaterThan(at('Errors (1)'));
    expect(lines.at(-1)).toMatch(/^l10n:check: 1 error/);
  });
});
