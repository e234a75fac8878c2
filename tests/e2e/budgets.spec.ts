import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { routes } from '../../src/routes/manifest';
// @ts-expect-error -- a plain ES module shared with the benchmark
import { pageBytes } from '../../scripts/page-bytes.mjs';

/** Bytes budgets per page (gzip), from the build output. Deterministic: no browser, no network. */
const budgets = {
  /**
   * First-load JavaScript (issue 8): the boot script, the app shell (React, the router, i18next,
   * Emotion with the RTL plugin) and the page's template.
   */
  js: 120 * 1024,
  css: 4 * 1024,
  /** The page's locale chunks: common + its own namespace (both languages on bilingual pages). */
  locales: 20 * 1024,
  /** The one preloaded font file of the page language. */
  font: 60 * 1024,
  html: 14 * 1024,
};

const dist = join(import.meta.dirname, '..', '..', 'dist');

test('every page stays within its bytes budgets', () => {
  const over: string[] = [];
  for (const route of routes) {
    for (const lng of ['en', 'ar'] as const) {
      const path = lng === 'en' ? route.path : route.path === '/' ? '/ar' : `/ar${route.path}`;
      const bytes = pageBytes(dist, { ...route, path, lng }) as Record<
        keyof typeof budgets,
        number
      >;
      for (const key of Object.keys(budgets) as (keyof typeof budgets)[]) {
        if (bytes[key] > budgets[key]) over.push(`${path} ${key}: ${bytes[key]} > ${budgets[key]}`);
      }
      expect(bytes.js, path).toBeGreaterThan(50 * 1024);
      expect(bytes.locales, path).toBeGreaterThan(500);
    }
  }
  expect(over).toEqual([]);
});
