import { describe, expect, it } from 'vitest';
import { withKeywords } from '../../scripts/search-index.mjs';

const page = (main: string, keywords = 'كورس انجليزي، IELTS &amp; TOEFL') =>
  `<html lang="ar"><head><meta name="keywords" content="${keywords}"></head><body><header>menu</header>${main}</body></html>`;

describe('the search index reads a page with its keywords', () => {
  it('adds the keywords, decoded and escaped once, hidden at the end of an indexed main', () => {
    const html = withKeywords(page('<main id="main" data-pagefind-body=""><h1>ت</h1></main>'));
    expect(html).toContain(
      '<h1>ت</h1><p hidden data-pagefind-weight="0.5">كورس انجليزي، IELTS &amp; TOEFL</p></main>',
    );
  });

  it('leaves a page that is not indexed (error pages, the search page) as it is', () => {
    const html = page('<main id="main"><h1>404</h1></main>');
    expect(withKeywords(html)).toBe(html);
  });

  it('cannot be made to write markup by a keyword', () => {
    const html = withKeywords(
      page('<main data-pagefind-body=""></main>', '&lt;img src=x onerror=alert(1)&gt;'),
    );
    expect(html).not.toContain('<img');
  });
});
