/** Every island of the site: a part of a page that the browser hydrates on its own. */
export const islandNames = [
  'contact-form',
  'checkout-form',
  'map-embed',
  'hubspot-form',
  'welcome-heading',
  'language-offer',
] as const;

export type IslandName = (typeof islandNames)[number];

/**
 * When an island wakes: at the visitor's first interaction with it (pointer, focus, key), when it
 * scrolls into view, when the browser is idle, or when the browser prefers the other language.
 */
export type IslandTrigger = 'interaction' | 'visible' | 'idle' | 'prefers-other-language';

export function isIslandName(value: unknown): value is IslandName {
  return typeof value === 'string' && (islandNames as readonly string[]).includes(value);
}
