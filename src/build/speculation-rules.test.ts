import { describe, expect, it } from 'vitest';
import { scriptHash, securityHeadersFor } from './http-rules';
import { speculationRules, speculationRulesTag } from './speculation-rules';
import { likelyNextPages } from '@/routes/likely-next';
import { routes } from '@/routes/manifest';

describe('Speculation Rules', () => {
  it('prerender the marked likely pages and prefetch other same-site links, on hover', () => {
    const rules = JSON.parse(speculationRules) as {
      prerender: { eagerness: string; where: unknown }[];
      prefetch: { eagerness: string; where: unknown }[];
    };
    expect(rules.prerender.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(rules.prefetch.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(JSON.stringify(rules.prerender)).toContain('a[data-prerender]');
    expect(JSON.stringify(rules.prefetch)).toContain('"not"');
    expect(speculationRulesTag).toBe(
      `<script type="speculationrules">${speculationRules}</script>`,
    );
  });

  it('are allowed by their hash in script-src, never by unsafe-inline', () => {
    const scriptSrc = (securityHeadersFor(null)['Content-Security-Policy'] ?? '')
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toContain(scriptHash(speculationRules));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('mark at most two likely next pages a page, all of them pages of the manifest', () => {
    const ids = new Set<string>(routes.map((route) => route.id));
    for (const route of routes) {
      const next = likelyNextPages(route.id);
      expect(next.length, route.id).toBeLessThanOrEqual(2);
      for (const id of next) expect(ids.has(id), `${route.id} → ${id}`).toBe(true);
    }
    expect(likelyNextPages('home').length).toBeGreaterThan(0);
  });
});
