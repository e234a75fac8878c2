import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { languages, localizePath } from '../../src/i18n/languages';
import { routes } from '../../src/routes/manifest';
import { pageFile } from '../../src/build/http-rules';
import { pageBytes } from '../../scripts/page-bytes.mjs';
import { bundlesFor } from '../../src/routes/page-bundles';

/** Bytes budgets per page (gzip), from the build output. Deterministic: no browser, no network. */
const budgets = {
  /**
   * JavaScript before the first interaction: the page's one script and its static
   * imports. React and every island load only when an island wakes.
   */
  js: 20 * 1024,
  css: 4 * 1024,
  /**
   * The font files the page preloads, the faces its first screen paints with (fonts are subset to
   * the site's characters): two on an English page, three or four on an Arabic one (decision 0007).
   */
  font: 72 * 1024,
  /**
   * The page's HTML with its inline CSS; 15 KB since the metric-matched fallback @font-face rules
   * (about 0.4 KB gzip, decision 0007) joined the head of every page.
   */
  html: 15 * 1024,
};

/** One subset font file. */
const fontFileBudget = 24 * 1024;

const dist = join(import.meta.dirname, '..', '..', 'dist');

test('every page stays within its bytes budgets', () => {
  const over: string[] = [];
  for (const route of routes) {
    for (const lng of ['en', 'ar'] as const) {
      const path = localizePath(route.path, lng);
      const bytes = pageBytes(dist, { file: pageFile(path) }, bundlesFor(route, lng)) as Record<
        keyof typeof budgets,
        number
      >;
      for (const key of Object.keys(budgets) as (keyof typeof budgets)[]) {
        if (bytes[key] > budgets[key]) over.push(`${path} ${key}: ${bytes[key]} > ${budgets[key]}`);
      }
      // The count is real: the script is there, and it is not React.
      expect(bytes.js, path).toBeGreaterThan(1024);
    }
  }
  expect(over).toEqual([]);
});

test('the subset fonts are small and cover every character of the locale files', () => {
  const fonts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.woff2'));
  expect(fonts).toHaveLength(4);
  for (const file of fonts) {
    expect(statSync(join(dist, 'assets', file)).size, file).toBeLessThan(fontFileBudget);
  }
  // The @font-face rules are inlined in every page's head.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // Plex's faces (src:url(...)), not the metric-matched fallbacks over local fonts.
  const faces = [...html.matchAll(/@font-face\{([^}]*src:url[^}]*)\}/g)].map(([, body = '']) => ({
    weight: /font-weight:(\d+)/.exec(body)?.[1],
    ranges: [...body.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)].map(([, from = '', to]) => [
      parseInt(from, 16),
      parseInt(to ?? from, 16),
    ]),
  }));
  expect(faces).toHaveLength(4);
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const localesDir = join(import.meta.dirname, '..', '..', 'locales');
  for (const lng of languages) {
    for (const file of readdirSync(join(localesDir, lng))) {
      walk(JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8')));
    }
  }
  const characters = new Set([...strings.join('')].filter((c) => /\S/u.test(c)));
  expect(characters.size).toBeGreaterThan(60);
  const missing: string[] = [];
  for (const weight of ['400', '600']) {
    const ranges = faces.filter((face) => face.weight === weight).flatMap((face) => face.ranges);
    for (const c of characters) {
      const cp = c.codePointAt(0) ?? 0;
      if (!ranges.some(([from = 0, to = 0]) => cp >= from && cp <= to))
        missing.push(`${c} (${weight})`);
    }
  }
  expect(missing).toEqual([]);
});
