import { describe, expect, it } from 'vitest';
import { fillDocument, firstScreenFaces } from './document';

const template =
  '<html lang="en" dir="ltr"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

describe('fillDocument', () => {
  it('gives the document the page language, head, route id, body and font preloads', () => {
    const html = fillDocument(
      template,
      { html: '<main>م</main>', head: '<title>ت</title>', lang: 'ar', dir: 'rtl', routeId: 'pmp' },
      ['/assets/a.woff2', '/assets/b.woff2'],
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<link rel="preload" href="/assets/a.woff2" as="font"');
    expect(html).toContain('<link rel="preload" href="/assets/b.woff2" as="font"');
    expect(html.indexOf('a.woff2')).toBeLessThan(html.indexOf('<title>'));
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

describe('firstScreenFaces', () => {
  it('gives an English page the Latin regular and semibold', () => {
    expect(firstScreenFaces({ lang: 'en', html: '<h1>ICDL course</h1>' })).toEqual([
      'latin-400',
      'latin-600',
    ]);
  });

  it('gives an Arabic page both Arabic weights and the Latin regular', () => {
    expect(firstScreenFaces({ lang: 'ar', html: '<h1>من نحن</h1><p>منذ 2007</p>' })).toEqual([
      'arabic-400',
      'arabic-600',
      'latin-400',
    ]);
  });

  it('adds the Latin semibold when an Arabic heading has Latin letters or digits', () => {
    for (const heading of ['<h1 class="t">دورة <bdi>ICDL</bdi></h1>', '<h2>شهادة ISO</h2>']) {
      expect(firstScreenFaces({ lang: 'ar', html: `<main>${heading}</main>` })).toContain(
        'latin-600',
      );
    }
    expect(
      firstScreenFaces({ lang: 'ar', html: '<h2>تواصلوا معنا</h2><h3>ICDL</h3>' }),
    ).not.toContain('latin-600');
  });
});
