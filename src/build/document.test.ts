import { describe, expect, it } from 'vitest';
import { fillDocument } from './document';

const template =
  '<html lang="en" dir="ltr"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

describe('fillDocument', () => {
  it('gives the document the page language, head, route id and body', () => {
    const html = fillDocument(
      template,
      { html: '<main>م</main>', head: '<title>ت</title>', lang: 'ar', dir: 'rtl', routeId: 'pmp' },
      '/assets/font.woff2',
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<link rel="preload" href="/assets/font.woff2" as="font"');
    expect(html).toContain('<title>ت</title>');
    expect(html).toContain('<div id="root" data-route="pmp"><main>م</main></div>');
  });

  it('names no route on an error page and preloads nothing without a font', () => {
    const html = fillDocument(template, {
      html: '',
      head: '',
      lang: 'en',
      dir: 'ltr',
      routeId: null,
    });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('preload');
  });
});
