/**
 * Each page's own share card (Open Graph image): where it is served and what it says. The build
 * draws the cards (src/build/og-card.ts, scripts/prerender.mjs); the head points at them.
 */
import type { Lang } from '@/i18n/languages';
import type { RouteEntry } from './manifest';

/** The card's path on the site, stable per route and language: `/og/ar/english-for-kids.png`. */
export function cardPath(route: Pick<RouteEntry, 'id'>, lng: Lang): `/og/${string}.png` {
  const slug = route.id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `/og/${lng}/${slug}.png`;
}

/**
 * The card's title: the page's meta title without its trailing brand («… | American Academy»,
 * «… | الأكاديمية الأمريكية»), recognised by the first two words of the site's name. A title
 * whose last part is not the brand (the home page's) is kept whole, its bars read as dashes.
 */
export function cardTitle(metaTitle: string, siteName: string): string {
  const brand = siteName.split(/\s+/).slice(0, 2).join(' ');
  const parts = metaTitle.split(' | ');
  const last = parts.at(-1) ?? '';
  const kept = parts.length > 1 && last.startsWith(brand) ? parts.slice(0, -1) : parts;
  return kept.join(' – ');
}
