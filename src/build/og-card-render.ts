/**
 * Draws the share cards with resvg (no browser): fonts from TTF files, text shaped by rustybuzz
 * (Arabic joined and right to left), then PNG. A card is drawn again only when what it is made of
 * changes: each is cached under a hash of its inputs in node_modules/.cache/og-cards/ and copied
 * from there into dist/.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { Lang } from '@/i18n/languages';
import {
  cardFonts,
  cardSvg,
  fitTitle,
  siteNameSize,
  siteNameWidth,
  textWidth,
  type CardLayout,
  type Measure,
} from './og-card';

/** One page's card, as the prerender knows it. */
export interface CardInput {
  /** Where the card is served: `/og/<lang>/<slug>.png` (src/routes/share-card.ts). */
  image: string;
  lang: Lang;
  title: string;
  siteName: string;
  /** The course's drawing, a path under public/ (courseDrawing()); null: the academy's mark. */
  picture: string | null;
}

/**
 * The fonts, as TTF: @fontsource ships only WOFF/WOFF2 (which resvg cannot read), split by script,
 * and resvg's fallback between two fonts fails on mixed Arabic and Latin text; these packages ship
 * each family whole (Plex Sans Arabic with its Latin), from the same Google Fonts release.
 */
const fontFiles: Record<Lang, string[]> = {
  en: ['400Regular/IBMPlexSans_400Regular.ttf', '600SemiBold/IBMPlexSans_600SemiBold.ttf'].map(
    (file) => `@expo-google-fonts/ibm-plex-sans/${file}`,
  ),
  ar: [
    '400Regular/IBMPlexSansArabic_400Regular.ttf',
    '600SemiBold/IBMPlexSansArabic_600SemiBold.ttf',
  ].map((file) => `@expo-google-fonts/ibm-plex-sans-arabic/${file}`),
};

/** Everything a card is drawn from besides its own text, read once per run. */
export interface CardAssets {
  root: string;
  host: string;
  logo: string;
  options: Record<Lang, ResvgRenderOptions>;
  /** Hash of the fonts, the logo, this renderer's source and resvg's version. */
  baseKey: string;
  measure: Record<Lang, Measure>;
}

const sha = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

export async function loadCardAssets(root: string, host: string): Promise<CardAssets> {
  const modules = join(root, 'node_modules');
  const options = {} as Record<Lang, ResvgRenderOptions>;
  const measure = {} as Record<Lang, Measure>;
  const hashes: string[] = [];
  for (const lang of ['en', 'ar'] as const) {
    const files = fontFiles[lang].map((file) => join(modules, file));
    for (const file of files) hashes.push(sha(await readFile(file)));
    const { family } = cardFonts[lang];
    options[lang] = {
      font: {
        loadSystemFonts: false,
        fontFiles: files,
        defaultFontFamily: family,
        sansSerifFamily: family,
      },
      logLevel: 'error',
    };
    measure[lang] = measurer(family, options[lang]);
  }
  const logo = await readFile(join(root, 'public', 'images', 'logo.svg'), 'utf8');
  const source = await Promise.all(
    ['og-card.ts', 'og-card-render.ts'].map((file) =>
      readFile(join(root, 'src', 'build', file), 'utf8'),
    ),
  );
  const resvg = JSON.parse(
    await readFile(join(modules, '@resvg', 'resvg-js', 'package.json'), 'utf8'),
  ) as { version: string };
  const baseKey = sha(JSON.stringify([hashes, sha(logo), source.map(sha), resvg.version, host]));
  return { root, host, logo, options, baseKey, measure };
}

/** Text widths from resvg itself (the same shaping as the card), at 100 px, remembered. */
function measurer(family: string, options: ResvgRenderOptions): Measure {
  const widths = new Map<string, number>();
  return (text, size) => {
    let width = widths.get(text);
    if (width === undefined) {
      const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="200"><text x="0" y="150" font-family="${family}" font-size="100" font-weight="600">${escaped}</text></svg>`;
      width = new Resvg(svg, options).getBBox()?.width ?? 0;
      widths.set(text, width);
    }
    return (width * size) / 100;
  };
}

/** The page's picture as SVG text, or null for the academy's mark. */
async function pictureFor(root: string, card: CardInput): Promise<string | null> {
  return card.picture ? readFile(join(root, 'public', card.picture), 'utf8') : null;
}

/** The card's cache key and a way to draw its SVG (measuring its text only when drawn). */
export async function cardSource(
  assets: CardAssets,
  card: CardInput,
): Promise<{ key: string; svg: () => string }> {
  const picture = await pictureFor(assets.root, card);
  const key = sha(
    JSON.stringify([assets.baseKey, card.lang, card.title, card.siteName, picture && sha(picture)]),
  );
  const svg = () => {
    const measure = assets.measure[card.lang];
    const layout: CardLayout = {
      lang: card.lang,
      title: fitTitle(card.title, textWidth, measure),
      siteName: fitTitle(card.siteName, siteNameWidth, measure, [siteNameSize], 2),
      host: assets.host,
      logo: assets.logo,
      picture,
    };
    return cardSvg(layout);
  };
  return { key, svg };
}

/** The card as PNG. */
export function renderCard(assets: CardAssets, svg: string, lang: Lang): Buffer {
  return new Resvg(svg, assets.options[lang]).render().asPng();
}

/**
 * Writes every card into `dist` (at its `image` path), drawing only those not in the cache, and
 * drops cache entries no card uses any more.
 */
export async function buildShareCards(
  root: string,
  dist: string,
  host: string,
  cards: CardInput[],
): Promise<{ drawn: number; reused: number }> {
  const cache = join(root, 'node_modules', '.cache', 'og-cards');
  await mkdir(cache, { recursive: true });
  const assets = await loadCardAssets(root, host);
  const used = new Set<string>();
  let drawn = 0;
  for (const card of cards) {
    const { svg, key } = await cardSource(assets, card);
    const cached = join(cache, `${key}.png`);
    if (!existsSync(cached)) {
      await writeFile(cached, renderCard(assets, svg(), card.lang));
      drawn += 1;
    }
    used.add(`${key}.png`);
    const target = join(dist, card.image);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(cached, target);
  }
  for (const file of await readdir(cache)) {
    if (!used.has(file)) await rm(join(cache, file));
  }
  return { drawn, reused: cards.length - drawn };
}
