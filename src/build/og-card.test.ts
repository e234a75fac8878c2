import { describe, expect, it } from 'vitest';
import { cardSvg, fitTitle, placeSvg, pngSize, wrapWords, type Measure } from './og-card';

/** A fake font: every character is half the size wide. */
const measure: Measure = (text, size) => text.length * size * 0.5;

describe('wrapWords', () => {
  it('fills each line with as many words as fit, in logical order', () => {
    // 10 px a character at 20 px: 60 px holds 6 characters.
    expect(wrapWords('aa bb cc dd', 60, 20, measure)).toEqual(['aa bb', 'cc dd']);
    expect(wrapWords('دورات الإنجليزية للأطفال', 170, 20, measure)).toEqual([
      'دورات الإنجليزية',
      'للأطفال',
    ]);
  });

  it('gives a word wider than the line a line of its own', () => {
    expect(wrapWords('a verylongword b', 60, 20, measure)).toEqual(['a', 'verylongword', 'b']);
  });
});

describe('fitTitle', () => {
  it('keeps the largest size at which the title fits in three lines', () => {
    expect(fitTitle('Short title', 600, measure, [64, 48])).toEqual({
      size: 64,
      lines: ['Short title'],
    });
    // At 64 px a line holds 18 characters: four lines; at 48 px, 25: three.
    const title = 'Montessori Preschool Teacher Certificate for Early Years Classrooms';
    const fitted = fitTitle(title, 600, measure, [64, 48]);
    expect(fitted.size).toBe(48);
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines.join(' ')).toBe(title);
  });

  it('shortens a title too long at the smallest size to three lines ending in an ellipsis', () => {
    const title = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const fitted = fitTitle(title, 300, measure, [40]);
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines[2]).toMatch(/…$/);
    for (const line of fitted.lines) expect(measure(line, 40)).toBeLessThanOrEqual(300);
  });
});

describe('cardSvg', () => {
  const logo =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><title>mark</title><circle r="5"/></svg>';
  const base = {
    siteName: { size: 26, lines: ['Academy'] },
    host: 'www.example.com',
    logo,
    picture: null,
  };

  it('lays English out left to right, with the title escaped', () => {
    const svg = cardSvg({ ...base, lang: 'en', title: { size: 64, lines: ['Q&A <Course>'] } });
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain('font-family="IBM Plex Sans"');
    expect(svg).toContain('text-anchor="start">Q&amp;A &lt;Course&gt;</text>');
    expect(svg).not.toContain('\u2067');
  });

  it('lays Arabic out right-aligned as an isolated right-to-left run, the picture on the left', () => {
    const svg = cardSvg({
      ...base,
      lang: 'ar',
      title: { size: 64, lines: ['دورات الإنجليزية للأطفال'] },
      picture: '<svg viewBox="0 0 480 320"></svg>',
    });
    expect(svg).toContain('font-family="IBM Plex Sans Arabic"');
    expect(svg).toContain('x="1136"');
    expect(svg).toContain('text-anchor="end">\u2067دورات الإنجليزية للأطفال\u2069</text>');
    expect(svg).toMatch(/<image href="data:image\/svg\+xml;base64,[^"]+" x="0"/);
  });

  it('places the mark inline, sized, without its title', () => {
    expect(placeSvg(logo, 10, 20, 88)).toBe(
      '<svg x="10" y="20" width="88" height="88" viewBox="0 0 120 120"><circle r="5"/></svg>',
    );
  });
});

describe('pngSize', () => {
  it('reads the size from a PNG header and refuses anything else', () => {
    const header = Buffer.alloc(24);
    Buffer.from('89504e470d0a1a0a', 'hex').copy(header);
    header.write('IHDR', 12, 'ascii');
    header.writeUInt32BE(1200, 16);
    header.writeUInt32BE(630, 20);
    expect(pngSize(header)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(Buffer.from('GIF89a'))).toBeNull();
  });
});
