import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPageLanguage } from './page-language-in-dev';

const indexHtml = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

describe('withPageLanguage (vite dev)', () => {
  it('gives an Arabic URL lang="ar" dir="rtl" from the first byte', () => {
    expect(withPageLanguage(indexHtml, '/ar/bamp/pmp?x=1')).toContain('<html lang="ar" dir="rtl">');
    expect(withPageLanguage(indexHtml, '/ar')).toContain('<html lang="ar" dir="rtl">');
  });

  it('leaves English URLs left to right', () => {
    expect(withPageLanguage(indexHtml, '/about-us')).toContain('<html lang="en" dir="ltr">');
    expect(withPageLanguage(indexHtml, '/arabic')).toContain('<html lang="en" dir="ltr">');
  });
});
