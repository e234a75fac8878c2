import { expect, test } from '@playwright/test';
import { allPagePaths } from '../../src/routes/redirects';

/**
 * Every same-origin link and asset reachable from both home pages answers 200, with no redirect,
 * requested exactly as the page writes it.
 */
test('a crawl from / and /ar finds no broken link or asset', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const queue = ['/', '/ar'];
  const seen = new Set(queue);
  const broken: string[] = [];
  let pages = 0;
  while (queue.length > 0) {
    const path = queue.shift() ?? '/';
    const response = await request.get(origin + path, {
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    if (response.status() !== 200) {
      broken.push(`${response.status()} ${path}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    pages += 1;
    const html = await response.text();
    for (const match of html.matchAll(/\s(?:href|src)="([^"#]+)[^"]*"/g)) {
      const raw = (match[1] ?? '').replace(/&amp;/g, '&');
      const url = new URL(raw, origin + path);
      if (url.origin !== origin) continue;
      const next = url.pathname;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  expect(broken).toEqual([]);
  // Every page of the manifest, in both languages, is reachable by links from the two home pages.
  expect(pages).toBe(allPagePaths().length);
});
