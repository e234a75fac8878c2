import { describe, expect, it } from 'vitest';
import { errorPage } from '../../scripts/dev.mjs';

/** The dev server's error page (scripts/dev.mjs): a locale file's mistake, readable. */
describe('errorPage', () => {
  const frame =
    '266 |     "heading": "سياسة <الاسترداد>",,\n                                      ^';
  const syntax = Object.assign(
    new Error(
      `locales/ar/policies.json (line 266, column 34): not valid JSON: a key was expected here\n${frame}`,
    ),
    { frame, loc: { file: '/work/locales/ar/policies.json', line: 266, column: 33 } },
  );

  it('shows the file, line, column and the frame with its caret, escaped', () => {
    const html = errorPage(syntax, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('locales/ar/policies.json — line 266, column 34');
    expect(html).toContain('&lt;الاسترداد&gt;');
    expect(html).not.toContain('<الاسترداد>');
    expect(html).toMatch(/<pre[^>]*>266 \|[^<]*\n\s+\^<\/pre>/);
  });

  it('finds a frame in the message when the error has none of its own', () => {
    const bare = new Error(
      `locales/en/home.json (line 3, column 5): not valid JSON\n3 | "a": 1,,\n        ^`,
    );
    const html = errorPage(bare, 'en');
    expect(html).toContain('A locale file has a mistake');
    expect(html).toMatch(/<pre[^>]*>3 \| [^<]*\n\s+\^<\/pre>/);
  });

  it('shows any other error as its message, with the stack for developers', () => {
    const html = errorPage(new Error('Something <broke>'), 'en');
    expect(html).toContain('The page could not be built');
    expect(html).toContain('Something &lt;broke&gt;');
    expect(html).toContain('Details for developers');
  });
});
