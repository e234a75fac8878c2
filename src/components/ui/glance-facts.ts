import type { Fact } from '@/content/types';

/** How many facts the first screen of a course page shows. */
export const glanceCount = 2;

/**
 * The facts a course page shows in its first screen, beside Apply now: those whose label names
 * how long the course takes or who it is for (`labels`, the page language's words for those, from
 * `common:ui.glanceLabels`), in the copy's order; where the copy has fewer, its first facts fill
 * the rest. Nothing is written that the page's own Key facts do not say.
 */
export function glanceFacts(facts: readonly Fact[], labels: readonly string[]): Fact[] {
  const wanted = new Set(labels.map((label) => label.trim().toLowerCase()));
  const named = facts.filter((fact) => wanted.has(fact.label.trim().toLowerCase()));
  const rest = facts.filter((fact) => !named.includes(fact));
  return [...named, ...rest]
    .slice(0, glanceCount)
    .sort((a, b) => facts.indexOf(a) - facts.indexOf(b));
}
