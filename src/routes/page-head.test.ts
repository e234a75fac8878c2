import { describe, expect, it } from 'vitest';
import { getRoute } from './manifest';
import { pageHead, renderHeadTags } from './page-head';

const meta = { title: 'PMP <Certificate>', description: 'About "PMP"', keywords: 'pmp, exam' };

describe('pageHead', () => {
  it('gives a self-canonical URL and reciprocal, absolute alternates with x-default', () => {
    const en = pageHead(getRoute('pmp'), 'en', meta, 'AATC');
    const ar = pageHead(getRoute('pmp'), 'ar', meta, 'AATC');
    expect(en.canonical).toBe('https://www.americanacademyeg.com/bamp/pmp');
    expect(ar.canonical).toBe('https://www.americanacademyeg.com/ar/bamp/pmp');
    expect(ar.dir).toBe('rtl');
    expect(en.alternates).toEqual(ar.alternates);
    expect(en.alternates.map((a) => a.hreflang)).toEqual(['en', 'ar', 'x-default']);
  });

  it('escapes text in the head and marks the not-found page noindex', () => {
    const html = renderHeadTags(pageHead(null, 'en', meta, 'AATC'));
    expect(html).toContain('<title>PMP &lt;Certificate&gt;</title>');
    expect(html).toContain('content="About &quot;PMP&quot;"');
    expect(html).toContain('noindex');
    expect(html).not.toContain('canonical');
  });

  it('writes the Arabic home at /ar', () => {
    expect(pageHead(getRoute('home'), 'ar', meta, 'AATC').canonical).toBe(
      'https://www.americanacademyeg.com/ar',
    );
  });
});

describe('og:locale', () => {
  it('names the page language, and the other language as the alternate', () => {
    const en = renderHeadTags(pageHead(getRoute('pmp'), 'en', meta, 'AATC'));
    const ar = renderHeadTags(pageHead(getRoute('pmp'), 'ar', meta, 'AATC'));
    expect(en).toContain('<meta property="og:locale" content="en_GB">');
    expect(en).toContain('<meta property="og:locale:alternate" content="ar_EG">');
    expect(ar).toContain('<meta property="og:locale" content="ar_EG">');
    expect(ar).toContain('<meta property="og:locale:alternate" content="en_GB">');
  });
});

describe('the share card in the head', () => {
  it("points og:image and twitter:image at the page's own card, with its title as alt text", () => {
    const title = { ...meta, title: 'English for Kids Courses | American Academy' };
    const site = 'American Academy for Training Courses';
    const html = renderHeadTags(pageHead(getRoute('englishForKids'), 'ar', title, site));
    const card = 'https://www.americanacademyeg.com/og/ar/english-for-kids.png';
    expect(html).toContain(`<meta property="og:image" content="${card}">`);
    expect(html).toContain(`<meta name="twitter:image" content="${card}">`);
    expect(html).toContain('<meta property="og:image:alt" content="English for Kids Courses">');
    expect(html).toContain('<meta name="twitter:image:alt" content="English for Kids Courses">');
  });
});
