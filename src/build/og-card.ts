/**
 * The share card's layout, pure: title wrapping and the card as SVG (1200×630). The pixels are
 * drawn by src/build/og-card-render.ts with resvg; this module measures nothing itself, it asks a
 * `measure` function, so it is tested with a fake one.
 */
import type { Lang } from '@/i18n/languages';

export const cardWidth = 1200;
export const cardHeight = 630;

/** Width in pixels of `text` at `size` px, in the title's font. */
export type Measure = (text: string, size: number) => number;

export interface FittedTitle {
  size: number;
  lines: string[];
}

/** The title's sizes, largest first, and its limits. */
export const titleSizes = [64, 56, 48, 42] as const;
export const maxTitleLines = 3;
const ellipsis = '…';

/**
 * Greedy line breaking at spaces: each line takes as many words as fit in `maxWidth`. A word
 * wider than the line gets a line of its own (the caller tries a smaller size first). Words stay
 * in their logical order, so right-to-left text wraps correctly too (its first words on the top line).
 */
export function wrapWords(
  text: string,
  maxWidth: number,
  size: number,
  measure: Measure,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest size at which the title fits in `maxLines` lines without a word overflowing; if none,
 * the smallest size with the last line shortened to end in «…».
 */
export function fitTitle(
  text: string,
  maxWidth: number,
  measure: Measure,
  sizes: readonly number[] = titleSizes,
  maxLines: number = maxTitleLines,
): FittedTitle {
  const fits = (size: number, lines: string[]) =>
    lines.length <= maxLines && lines.every((line) => measure(line, size) <= maxWidth);
  let size = sizes[0] ?? 48;
  let lines: string[] = [];
  for (size of sizes) {
    lines = wrapWords(text, maxWidth, size, measure);
    if (fits(size, lines)) return { size, lines };
  }
  const kept = lines.slice(0, maxLines);
  const words = kept.pop()?.split(' ') ?? [];
  let last = `${words.join(' ')}${ellipsis}`;
  while (words.length > 1 && measure(last, size) > maxWidth) {
    words.pop();
    last = `${words.join(' ')}${ellipsis}`;
  }
  return { size, lines: [...kept, last] };
}

export interface CardLayout {
  lang: Lang;
  title: FittedTitle;
  /** The academy's name in the card's language, already wrapped (one or two lines). */
  siteName: FittedTitle;
  /** The site's host name, printed at the foot. */
  host: string;
  /** The academy's mark (public/images/logo.svg), as SVG text. */
  logo: string;
  /** The page's picture as SVG text (480×320); null: the mark, large, on a plain panel. */
  picture: string | null;
}

/** Font family and line height per language: Arabic needs room for its ascenders and dots. */
export const cardFonts: Record<Lang, { family: string; lineHeight: number }> = {
  en: { family: 'IBM Plex Sans', lineHeight: 1.2 },
  ar: { family: 'IBM Plex Sans Arabic', lineHeight: 1.45 },
};

const navy = '#0b2a5b';
const red = '#b3122e';
const panel = '#f3f5f9';
const margin = 64;
const panelWidth = 540;
/** The text column's width: the card less the picture panel and the margins. */
export const textWidth = cardWidth - panelWidth - 2 * margin;
export const siteNameSize = 26;
const logoSize = 88;
/** The academy's name sits beside the mark, in the rest of the text column. */
export const siteNameWidth = textWidth - logoSize - 20;

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const dataUri = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/**
 * An SVG document placed inline at a box (its viewBox kept): unlike an <image>, its text is drawn
 * with the card's fonts (the mark's «AATC»).
 */
export function placeSvg(svg: string, x: number, y: number, size: number): string {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 120 120';
  return svg
    .replace(/<\?xml[^>]*>/, '')
    .replace(
      /<svg[^>]*>/,
      `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}">`,
    )
    .replace(/<title>[^<]*<\/title>/, '')
    .trim();
}

/** Right-to-left text is isolated (U+2067 … U+2069) so resvg lays it out as an RTL paragraph. */
const isolate = (lang: Lang, text: string): string =>
  lang === 'ar' ? `\u2067${escapeXml(text)}\u2069` : escapeXml(text);

/**
 * The card as SVG. Left to right: text column, then the picture panel; in Arabic the card is
 * mirrored (picture on the left, text right-aligned on the right).
 */
export function cardSvg(layout: CardLayout): string {
  const { lang } = layout;
  const rtl = lang === 'ar';
  const { family, lineHeight } = cardFonts[lang];
  const panelX = rtl ? 0 : cardWidth - panelWidth;
  const textStart = rtl ? cardWidth - margin : margin;
  const anchor = rtl ? 'end' : 'start';
  const text = (x: number, y: number, size: number, weight: number, fill: string, body: string) =>
    `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${isolate(lang, body)}</text>`;

  // Header: the mark beside the academy's name (one or two lines, centred on the mark).
  const logoX = rtl ? cardWidth - margin - logoSize : margin;
  const nameX = rtl ? logoX - 20 : logoX + logoSize + 20;
  const nameStep = layout.siteName.size * 1.25;
  const nameTop = 56 + logoSize / 2 - ((layout.siteName.lines.length - 1) * nameStep) / 2;
  const name = layout.siteName.lines.map((line, i) =>
    text(
      nameX,
      nameTop + i * nameStep + layout.siteName.size * 0.35,
      layout.siteName.size,
      600,
      navy,
      line,
    ),
  );

  // Title: centred in the band between the header and the foot, under a short red rule.
  const { size, lines } = layout.title;
  const step = size * lineHeight;
  const blockTop = 190 + (300 - lines.length * step) / 2;
  const title = lines.map((line, i) =>
    text(textStart, blockTop + i * step + size * 0.95, size, 600, navy, line),
  );
  const ruleX = rtl ? textStart - 72 : textStart;

  const picture = layout.picture
    ? `<image href="${dataUri(layout.picture)}" x="${panelX}" y="135" width="${panelWidth}" height="360"/>`
    : placeSvg(layout.logo, panelX + 120, 165, 300);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}">`,
    `<rect width="${cardWidth}" height="${cardHeight}" fill="#ffffff"/>`,
    `<rect x="${panelX}" width="${panelWidth}" height="${cardHeight}" fill="${panel}"/>`,
    picture,
    placeSvg(layout.logo, logoX, 56, logoSize),
    ...name,
    `<rect x="${ruleX}" y="${blockTop - 22}" width="72" height="6" rx="3" fill="${red}"/>`,
    ...title,
    text(textStart, 566, 24, 400, '#4a5568', layout.host),
    `<rect y="${cardHeight - 12}" width="${cardWidth}" height="12" fill="${navy}"/>`,
    `</svg>`,
  ].join('\n');
}

/** Width and height from a PNG's header (its signature, then the IHDR chunk); null if not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return null;
  if (bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
