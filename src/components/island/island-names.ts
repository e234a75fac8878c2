/** Every island of the site: a part of a page that the browser hydrates on its own. */
export const islandNames = [
  'contact-form',
  'checkout-form',
  'map-embed',
  'language-offer',
  'level-check',
  'course-finder',
  'site-search',
] as const;

export type IslandName = (typeof islandNames)[number];

/**
 * When an island wakes: at the visitor's first interaction with it (pointer, focus, key), at their
 * first interaction with the page (a touch, a key, a scroll: for what only adds to the page, like
 * the typewriter), when it scrolls into view, when the browser is idle, or when the browser
 * prefers the other language.
 */
export const islandTriggers = [
  'interaction',
  'page-interaction',
  'visible',
  'idle',
  'prefers-other-language',
] as const;

export type IslandTrigger = (typeof islandTriggers)[number];

export function isIslandTrigger(value: unknown): value is IslandTrigger {
  return typeof value === 'string' && (islandTriggers as readonly string[]).includes(value);
}

export function isIslandName(value: unknown): value is IslandName {
  return typeof value === 'string' && (islandNames as readonly string[]).includes(value);
}
