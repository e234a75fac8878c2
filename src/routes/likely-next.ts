import type { RouteId } from './manifest';

/**
 * The pages a visitor most likely opens next from a page: their links are prerendered on hover or
 * pointerdown (Speculation Rules, src/build/speculation-rules.ts). At most two a page.
 */
const likelyNext: Partial<Record<RouteId, readonly RouteId[]>> = {
  home: ['courseFinder', 'ourProgrammes'],
  ourProgrammes: ['courseForm'],
  aboutUs: ['ourProgrammes'],
  contactUs: ['contactInfo'],
};

export function likelyNextPages(from: RouteId | null): readonly RouteId[] {
  return (from && likelyNext[from]) || [];
}
