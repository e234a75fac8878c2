import type { Fact } from '@/content/types';

/** How many facts the first screen of a course page shows, at most. */
export const glanceCount = 2;

/**
 * The longest fact (label and value, in characters) the first screen shows: two lines of the
 * box at 375 px in either language. A longer fact is never cut there (a value ending in "…" hid
 * who a course is for, or the landmark of an address): it stays in Key facts, whole.
 */
export const glanceLength = 72;

/** A fact's length as the first screen shows it: label, colon and value, in characters. */
export const glanceSize = (fact: Fact): number => [...`${fact.label}: ${fact.value}`].length;

/** Whether a fact is short enough to show whole in the first screen. */
export const fitsGlance = (fact: Fact): boolean => glanceSize(fact) <= glanceLength;

/**
 * The facts a course page shows in its first screen, beside Apply now: among those short enough to
 * show whole, those whose label names how long the course takes or who it is for (`labels`, the
 * page language's words for those, from `common:ui.glanceLabels`), in the copy's order; where the
 * copy has fewer, its first short facts fill the rest. Nothing is written that the page's own Key
 * facts do not say, and nothing is cut.
 */
export function glanceFacts(facts: readonly Fact[], labels: readonly string[]): Fact[] {
  const wanted = new Set(labels.map((label) => label.trim().toLowerCase()));
  const short = facts.filter(fitsGlance);
  const named = short.filter((fact) => wanted.has(fact.label.trim().toLowerCase()));
  const rest = short.filter((fact) => !named.includes(fact));
  return [...named, ...rest]
    .slice(0, glanceCount)
    .sort((a, b) => facts.indexOf(a) - facts.indexOf(b));
}
