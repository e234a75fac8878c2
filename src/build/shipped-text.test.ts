import { describe, expect, it } from 'vitest';
import { brokenText } from './shipped-text';

const page = (body: string) =>
  `<html><head><script>const a = "{{x}}";</script></head><body>${body}</body></html>`;

describe('text that must never ship', () => {
  it('finds an unfilled placeholder, a literal tag and Markdown in the visible text', () => {
    expect(brokenText(page('<p>© {{السنة}} الأكاديمية</p>'))[0]?.what).toBe(
      'an unfilled placeholder',
    );
    expect(brokenText(page('<p>دورة &lt;strong&gt;ICDL&lt;/strong&gt;</p>'))[0]?.what).toBe(
      'a tag shown as text',
    );
    expect(brokenText(page('<p>The **ICDL** course</p>'))[0]?.what).toBe('Markdown shown as text');
  });

  it('leaves scripts, styles and clean text alone', () => {
    expect(
      brokenText(page('<style>a{b:c}</style><p>© 2026 AATC</p><script>x="**"</script>')),
    ).toEqual([]);
  });
});
