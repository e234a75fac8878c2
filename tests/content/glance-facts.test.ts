import { describe, expect, it } from 'vitest';
import { fitsGlance, glanceFacts } from '@/components/ui/glance-facts';
import { routes } from '@/routes/manifest';
import { readLocale, type Json } from './locale-files';

interface Fact {
  label: string;
  value: string;
}

const labels = (lng: 'en' | 'ar') =>
  ((readLocale(lng, 'common').ui as Record<string, Json>).glanceLabels ?? []) as string[];

describe("a course page's first screen (common:ui.glanceLabels)", () => {
  const courses = routes.filter((route) => route.template === 'course');

  it('shows the same facts in English and Arabic on every course page', () => {
    const differ: string[] = [];
    for (const route of courses) {
      const picked = (['en', 'ar'] as const).map((lng) => {
        const facts = (readLocale(lng, route.ns)[route.id] as unknown as { facts: Fact[] }).facts;
        return glanceFacts(facts, labels(lng)).map((f) => facts.indexOf(f));
      });
      if (JSON.stringify(picked[0]) !== JSON.stringify(picked[1])) {
        differ.push(`${route.id}: en ${picked[0]?.join()} ar ${picked[1]?.join()}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('names every fact label the copy uses for a duration or an audience', () => {
    // A page with a Duration or Who it is for fact short enough to show whole shows it first: no
    // label is misspelled. (A longer one stays in Key facts; the lead says who the course is for.)
    const missed = courses.filter((route) => {
      const facts = (readLocale('en', route.ns)[route.id] as unknown as { facts: Fact[] }).facts;
      const timed = facts.some(
        (f) => /^(duration|who it is for|for|ages)\b/i.test(f.label) && fitsGlance(f),
      );
      const picked = glanceFacts(facts, labels('en'));
      return timed && !picked.some((f) => labels('en').includes(f.label));
    });
    expect(missed.map((route) => route.id)).toEqual([]);
  });
});
