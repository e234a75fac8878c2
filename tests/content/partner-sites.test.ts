import { describe, expect, it } from 'vitest';
import { partnerSites } from '@/features/home/partner-sites';
import { routes } from '@/routes/manifest';
import { get, readLocale } from './locale-files';

describe('the partner sites of the home page', () => {
  for (const lng of ['en', 'ar'] as const) {
    it(`have one link per name in ${lng}, each to a page of the site`, () => {
      const names = get(readLocale(lng, 'home'), 'home.partners.sites');
      expect(Array.isArray(names) ? names.length : 0).toBe(partnerSites.length);
      const ids = new Set<string>(routes.map((route) => route.id));
      expect(partnerSites.filter(({ page }) => !ids.has(page))).toEqual([]);
    });
  }
});
