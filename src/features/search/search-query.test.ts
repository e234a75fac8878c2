import { describe, expect, it } from 'vitest';
import { excerptParts, maxQueryLength, resultPath, searchHref, searchQuery } from './search-query';

describe('searchQuery', () => {
  const synonyms = { كورس: 'دورة', كورسات: 'دورات' };

  it('replaces a colloquial word by the site word and keeps the others', () => {
    expect(searchQuery('كورس انجليزي', synonyms)).toBe('دورة انجليزي');
    expect(searchQuery('  كورسات   اطفال ', synonyms)).toBe('دورات اطفال');
  });

  it('leaves words that only contain a synonym alone', () => {
    expect(searchQuery('الكورسيكي', synonyms)).toBe('الكورسيكي');
  });

  it('ignores inherited object keys in the typed words', () => {
    expect(searchQuery('constructor toString __proto__', {})).toBe(
      'constructor toString __proto__',
    );
  });

  it('turns control characters into spaces and caps the length', () => {
    expect(searchQuery('ielts\u0000exam\n', {})).toBe('ielts exam');
    expect(searchQuery('a'.repeat(500), {})).toHaveLength(maxQueryLength);
  });
});

describe('searchHref', () => {
  it('puts the typed words in the query, encoded', () => {
    expect(searchHref('/ar/search', 'دبلوم & HR')).toBe(
      `/ar/search?q=${encodeURIComponent('دبلوم').replace(/%20/g, '+')}+%26+HR`,
    );
    expect(searchHref('/search', '   ')).toBe('/search');
  });
});

describe('excerptParts', () => {
  it('splits the marked words out and decodes entities', () => {
    expect(excerptParts('Prepare for <mark>IELTS</mark> &amp; TOEFL &lt;iBT&gt;')).toEqual([
      { text: 'Prepare for ', marked: false },
      { text: 'IELTS', marked: true },
      { text: ' & TOEFL <iBT>', marked: false },
    ]);
  });

  it('never yields markup: other tags are dropped as text', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)>a <mark><b>b</b></mark>');
    expect(parts).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
    ]);
  });
});

describe('resultPath', () => {
  it('spells index folders as the site does', () => {
    expect(resultPath('/ar/about-us/')).toBe('/ar/about-us');
    expect(resultPath('/ar/')).toBe('/ar');
    expect(resultPath('/')).toBe('/');
    expect(resultPath('/about-us/index.html')).toBe('/about-us');
  });

  it('refuses what is not a path of this site', () => {
    expect(resultPath('https://evil.example/')).toBeNull();
    expect(resultPath('//evil.example/')).toBeNull();
    expect(resultPath('javascript:alert(1)')).toBeNull();
  });
});
