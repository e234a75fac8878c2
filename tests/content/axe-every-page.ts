/**
 * axe-core over every built page in both languages, as the HTML is served (before any script):
 * the rules that read the document (names, roles, ARIA, lists, landmarks' content, language,
 * titles, duplicate IDs, images' text, nested controls). A page's copy changes these, so every page
 * is read, here in a fraction of what a browser takes. The rules that need a layout (contrast, the
 * size of a target, a scrolling region) depend on the template and its styles, not on the copy;
 * the browser runs them, with every other rule again, on one page of each template in each
 * language, after the islands have woken (tests/e2e/pages.spec.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import type { AxeResults, RunOptions } from 'axe-core';
import { describe, expect, it } from 'vitest';
import { pageFile } from '@/build/http-rules';
import { localizePath, localizedUrl, type Lang } from '@/i18n/languages';
import { routes } from '@/routes/manifest';
import { wcagTags } from '../wcag-tags';

const dist = process.env.DIST_DIR ?? join(process.cwd(), 'dist');
const built = existsSync(join(dist, 'index.html'));
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rules that need a rendered layout: the browser's part (see above). */
const layoutRules = [
  'color-contrast',
  'color-contrast-enhanced',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
  'css-orientation-lock',
];

const options: RunOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  rules: Object.fromEntries(layoutRules.map((id) => [id, { enabled: false }])),
  resultTypes: ['violations'],
};

async function violations(html: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  try {
    dom.window.eval(axeSource);
    const axe = (
      dom.window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } }
    ).axe;
    const result = await axe.run(dom.window.document, options);
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  } finally {
    dom.window.close();
  }
}

/** One file per language, so that the two halves run side by side. */
export function axeEveryPage(lng: Lang) {
  describe.runIf(built)(`axe on every built ${lng} page (the rules that read the document)`, () => {
    for (const route of routes) {
      it(`${lng} ${route.id} (${localizedUrl(route.path, lng)})`, async () => {
        const html = readFileSync(join(dist, pageFile(localizePath(route.path, lng))), 'utf8');
        expect(await violations(html)).toEqual([]);
      });
    }
  });
}
