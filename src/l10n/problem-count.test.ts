import { describe, expect, it } from 'vitest';
import { countLine } from './cli';
import { words, type Problem } from './problem';
import { countProblems } from './problem-count';

const problem = (severity: Problem['severity'], rule: string): Problem => ({
  severity,
  rule,
  lng: 'ar',
  ns: 'home',
  path: 'home.heading',
  message: words('', ''),
  fix: words('', ''),
});

const found = [
  problem('error', 'placeholder'),
  problem('warning', 'stale'),
  problem('warning', 'stale'),
  problem('warning', 'stale'),
  problem('warning', 'title-length'),
];

describe('the check’s numbers', () => {
  it('count errors apart from warnings, and the Arabic not yet marked reviewed among them', () => {
    expect(countProblems(found)).toEqual({ errors: 1, warnings: 4, unreviewed: 3 });
  });

  it('say what stops a save and what does not, and name the unreviewed Arabic, in both languages', () => {
    expect(countLine(found, 'en')).toBe(
      '1 error (an error stops a save and the build), 4 warnings (they stop nothing; 3 of them: Arabic not yet marked reviewed)',
    );
    expect(countLine(found, 'ar')).toBe(
      'الأخطاء 1 (الخطأ يوقف الحفظ وبناء الموقع)، التنبيهات 4 (لا توقف شيئًا، منها نصوص عربية لم تُسجَّل مراجعتها بعد: 3)',
    );
    expect(countLine([], 'en')).toBe(
      '0 errors (an error stops a save and the build), 0 warnings (they stop nothing)',
    );
  });
});
