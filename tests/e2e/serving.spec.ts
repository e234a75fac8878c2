/**
 * The URL suite: one list of checks, derived from the manifest, run against every engine the site
 * is published on (tests/e2e/servers.ts), each on its own runtime: `npm start`, nginx, Cloudflare
 * Pages and Cloudflare Workers. What differs between engines is declared there, not here.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { httpRules } from '../../src/build/http-rules';
import { allPagePaths } from '../../src/routes/redirects';
import { urlPath } from '../../src/i18n/languages';
import { isSearchable, routes } from '../../src/routes/manifest';
import { servers } from './servers';
import { text } from './support';

const html = { 'Accept-Encoding': 'identity' };
const pagePaths = new Set(allPagePaths().map(({ path }) => path));
/** Every page's canonical URL path, as links, canonical tags, the sitemap and redirects write it. */
const pageUrls = new Set([...pagePaths].map(urlPath));

async function get(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = html,
) {
  return request.get(url, { maxRedirects: 0, headers, failOnStatusCode: false });
}

/** A URL's path and query as sent (not decoded), whether it is relative or absolute. */
function rawPath(location: string | undefined): string {
  const url = new URL((location ?? '').replace(/&amp;/g, '&'), 'http://site.invalid');
  return url.pathname + url.search;
}

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("base-uri 'self'");
  expect(csp, where).toMatch(/form-action 'self' https:\/\/forms-eu1\.hsforms\.com/);
  // JavaScript eval stays forbidden; only WebAssembly compilation (the search index) is allowed.
  expect(csp, where).not.toContain("'unsafe-eval'");
  expect(csp, where).toContain("'wasm-unsafe-eval'");
  expect(csp.match(/script-src [^;]*/)?.[0], where).not.toContain('unsafe-inline');
  expect(headers['strict-transport-security'], where).toMatch(/max-age=\d{8,}/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], where).toContain('camera=()');
}

/** Runs `check` over `items`, a few requests at a time (the engines are local; order is no matter). */
async function inBatches<T>(items: readonly T[], check: (item: T) => Promise<void>, size = 6) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(check));
  }
}

/** The site's own links in a page: every `href="/…"` that is not a file (no extension). */
function pageLinks(body: string): string[] {
  return [...body.matchAll(/href="(\/[^"#?]*)/g)]
    .map(([, href]) => rawPath(href))
    .filter((href) => !/\.[a-z0-9]+$/i.test(href));
}

for (const server of servers()) {
  test.describe(`served by ${server.name}`, () => {
    test('every page answers 200 at its canonical URL, with no redirect, and links only to canonical URLs', async ({
      request,
    }) => {
      test.setTimeout(120_000);
      await inBatches(allPagePaths(), async ({ path }) => {
        const response = await get(request, server.base + urlPath(path));
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toContain('text/html');
        expect(response.headers()['cache-control'], path).toContain('max-age=0');
        expectSecurityHeaders(response.headers(), path);
        const body = await response.text();
        const canonical = /<link rel="canonical" href="([^"]+)">/.exec(body)?.[1];
        expect(rawPath(canonical), path).toBe(urlPath(path));
        // One assertion per page (thousands of links in all), naming each link that is not canonical.
        const notCanonical = pageLinks(body).filter((link) => !pageUrls.has(link));
        expect(notCanonical, `${path} links to these, which are not canonical URLs`).toEqual([]);
      });
    });

    test('the sitemap lists exactly the canonical URLs', async ({ request }) => {
      const response = await get(request, `${server.base}/sitemap.xml`);
      expect(response.status()).toBe(200);
      const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
        rawPath(loc),
      );
      expect(new Set(locs)).toEqual(pageUrls);
    });

    test('unknown paths answer 404 with the error page in the path’s language', async ({
      request,
    }) => {
      for (const [path, lng] of [
        ['/no-such-page', 'en'],
        ['/ar/no-such-page', 'ar'],
        ['/bamp/nope', 'en'],
        ['/ar/bamp/nope', 'ar'],
        ['/ar/%D8%AF%D9%88%D8%B1%D8%A7%D8%AA', 'ar'],
        ['/%D8%AF%D9%88%D8%B1%D8%A7%D8%AA', 'en'],
      ] as const) {
        const response = await get(request, server.base + path);
        expect(response.status(), path).toBe(404);
        const body = await response.text();
        expect(body, path).toContain(`<html lang="${lng}"`);
        expect(body, path).toContain(text(lng, 'common', 'notFound.heading'));
        expectSecurityHeaders(response.headers(), path);
      }
    });

    test('every alias, spelling variant, old .html or /index address and trailing slash answers 301 in one hop to its page', async ({
      request,
    }) => {
      const cases = [
        ...httpRules().redirects.map(({ from, to }) => [encodeURI(from), urlPath(to)] as const),
        ...httpRules().redirects.map(({ from, to }) => [urlPath(from), urlPath(to)] as const),
        ['/about-us/?utm_source=x', '/about-us?utm_source=x'] as const,
      ];
      test.setTimeout(120_000);
      await inBatches(cases, async ([from, to]) => {
        expect(pageUrls.has(to.replace(/\?.*/, '')), `${from} → ${to} is a page`).toBe(true);
        const response = await get(request, server.base + from);
        expect(response.status(), from).toBe(301);
        expect(rawPath(response.headers()['location']), from).toBe(to);
      });
    });

    test('percent-encoded paths reach their page: at once, or after one redirect to its canonical URL', async ({
      request,
    }) => {
      for (const [path, page] of [
        ['/complains%26iNQ', '/complains&iNQ'],
        ['/ar/complains%26iNQ', '/ar/complains&iNQ'],
        ['/complains%26inq', '/complains&iNQ'],
        ['/%61bout-us', '/about-us'],
        ['/ar/%61bout-us', '/ar/about-us'],
      ] as const) {
        const response = await get(request, server.base + path);
        if (response.status() === 200) {
          const canonical = /<link rel="canonical" href="([^"]+)">/.exec(await response.text());
          expect(rawPath(canonical?.[1]), path).toBe(urlPath(page));
        } else {
          // Cloudflare Workers first rewrites `%61` to `a` with a 307 of its own.
          expect([301, 307, 308], path).toContain(response.status());
          expect(rawPath(response.headers()['location']), path).toBe(urlPath(page));
        }
      }
    });

    test('hashed assets are cached for a year, with the security headers, compressed where the engine sends precompressed files', async ({
      request,
    }) => {
      const body = await (await get(request, `${server.base}/`)).text();
      const script = body.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
      expect(script).not.toBe('');
      const asset = await get(request, server.base + script, { 'Accept-Encoding': 'gzip, br' });
      expect(asset.status()).toBe(200);
      expect(asset.headers()['content-type']).toContain('javascript');
      expect(asset.headers()['cache-control']).toContain('max-age=31536000');
      expect(asset.headers()['cache-control']).toContain('immutable');
      expectSecurityHeaders(asset.headers(), script);
      for (const encoding of server.precompressed) {
        const page = await get(request, `${server.base}/ar/bamp/pmp`, {
          'Accept-Encoding': encoding,
        });
        expect(page.headers()['content-encoding'], encoding).toBe(encoding);
        const file = await get(request, server.base + script, { 'Accept-Encoding': encoding });
        expect(file.headers()['content-encoding'], encoding).toBe(encoding);
      }
    });

    test("the search index is served: Pagefind's script, its entry with both languages, and each language's WebAssembly", async ({
      request,
    }) => {
      const script = await get(request, `${server.base}/pagefind/pagefind.js`);
      expect(script.status()).toBe(200);
      expect(script.headers()['content-type']).toContain('javascript');
      expectSecurityHeaders(script.headers(), '/pagefind/pagefind.js');
      const entry = (await (
        await get(request, `${server.base}/pagefind/pagefind-entry.json`)
      ).json()) as { languages: Record<string, { hash: string; page_count: number }> };
      expect(Object.keys(entry.languages).sort()).toEqual(['ar', 'en']);
      for (const [lng, { hash, page_count }] of Object.entries(entry.languages)) {
        expect(page_count, lng).toBe(routes.filter(isSearchable).length);
        for (const file of [`wasm.${lng}.pagefind`, `pagefind.${hash}.pf_meta`]) {
          const response = await get(request, `${server.base}/pagefind/${file}`);
          expect(response.status(), file).toBe(200);
          expect((await response.body()).length, file).toBeGreaterThan(100);
        }
      }
    });

    test('the rules files, folders and paths out of dist/ are never served', async ({
      request,
    }) => {
      for (const path of [
        '/_headers',
        '/_redirects',
        ...['/.assetsignore'].filter((file) => !server.alsoPublishes.includes(file)),
        '/http-rules.json',
        '/assets/',
        '/ar/bamp/',
        '/images/',
        '/..%2f..%2fpackage.json',
        '/%2e%2e/%2e%2e/package.json',
        '/assets/..%2f..%2fpackage.json',
      ]) {
        const response = await get(request, server.base + path);
        const body = await response.text();
        // A redirect to the page the folder stands for is fine; the file's content never is.
        if (response.status() === 301) {
          expect(pageUrls.has(rawPath(response.headers()['location'])), path).toBe(true);
          continue;
        }
        expect(response.status(), path).not.toBe(200);
        expect(body, path).not.toMatch(
          /Index of|"devDependencies"|Content-Security-Policy:|\s301\n|\*\.br/,
        );
      }
    });
  });
}
