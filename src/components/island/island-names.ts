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
 * When an island wakes: at the visitor's first interaction with it (pointer, focus, key), or when
 * the browser prefers the other language.
 */
export const islandTriggers = ['interaction', 'prefers-other-language'] as const;

export type IslandTrigger = (typeof islandTriggers)[number];

export function isIslandTrigger(value: unknown): value is IslandTrigger {
  return typeof value === 'string' && (islandTriggers as readonly string[]).includes(value);
}

export function isIslandName(value: unknown): value is IslandName {
  return typeof value === 'string' && (islandNames as readonly string[]).includes(value);
}
