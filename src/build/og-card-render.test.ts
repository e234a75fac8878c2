// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pngSize } from './og-card';
import { cardSource, loadCardAssets, renderCard, type CardInput } from './og-card-render';

const cards: CardInput[] = [
  {
    image: '/og/en/english-for-kids.png',
    lang: 'en',
    title: 'English for Kids Courses',
    siteName: 'American Academy for Training Courses',
    picture: '/images/courses/englishForKids.svg',
  },
  {
    image: '/og/ar/toefl-ielts.png',
    lang: 'ar',
    title: 'التحضير لاختباري TOEFL وIELTS',
    siteName: 'الأكاديمية الأمريكية للتدريب',
    picture: '/images/courses/toeflIelts.svg',
  },
];

describe('the share card renderer', () => {
  it('draws an English and an Arabic card as 1200×630 PNGs', async () => {
    const assets = await loadCardAssets(process.cwd(), 'www.americanacademyeg.com');
    const keys = new Set<string>();
    for (const card of cards) {
      const { key, svg } = await cardSource(assets, card);
      keys.add(key);
      const png = renderCard(assets, svg(), card.lang);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(png.length).toBeGreaterThan(10_000);
    }
    expect(keys.size).toBe(2);
  });

  it('measures Arabic with its font: a longer title is wider', async () => {
    const assets = await loadCardAssets(process.cwd(), 'www.americanacademyeg.com');
    const short = assets.measure.ar('دورة', 100);
    expect(short).toBeGreaterThan(50);
    expect(assets.measure.ar('دورة دورة', 100)).toBeGreaterThan(short * 1.8);
  });

  it('keys a card by what it shows: another title, another key', async () => {
    const assets = await loadCardAssets(process.cwd(), 'www.americanacademyeg.com');
    const [card] = cards;
    if (!card) throw new Error('no card');
    const a = await cardSource(assets, card);
    const b = await cardSource(assets, { ...card, title: 'Business English Courses' });
    expect(a.key).not.toBe(b.key);
    expect((await cardSource(assets, card)).key).toBe(a.key);
  });
});
