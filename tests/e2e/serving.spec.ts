import { expect, test, type APIRequestContext } from '@playwright/test';
import { httpRules } from '../../src/build/http-rules';
import { allPagePaths } from '../../src/routes/redirects';
import { isSearchable, routes } from '../../src/routes/manifest';
import { servers } from './servers';
import { text } from './support';

const html = { 'Accept-Encoding': 'identity' };

async function get(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = html,
) {
  return request.get(url, { maxRedirects: 0, headers, failOnStatusCode: false });
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

for (const server of servers()) {
  test.describe(`served by ${server.name}`, () => {
    test('every page of the manifest answers 200 with security headers and revalidating cache', async ({
      request,
    }) => {
      for (const { path } of allPagePaths()) {
        const response = await get(request, server.base + encodeURI(path));
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toContain('text/html');
        expect(response.headers()['cache-control'], path).toContain('max-age=0');
        expectSecurityHeaders(response.headers(), path);
      }
    });

    test('unknown paths answer 404 with the page in the right language', async ({ request }) => {
      for (const [path, lng] of [
        ['/no-such-page', 'en'],
        ['/ar/no-such-page', 'ar'],
        ['/bamp/nope', 'en'],
        ['/ar/bamp/nope', 'ar'],
      ] as const) {
        const response = await get(request, server.base + path);
        expect(response.status(), path).toBe(404);
        const body = await response.text();
        expect(body, path).toContain(`<html lang="${lng}"`);
        expect(body, path).toContain(text(lng, 'common', 'notFound.heading'));
        expectSecurityHeaders(response.headers(), path);
      }
    });

    test('every alias, trailing slash and old .html or /index address answers 301 in one hop to a page', async ({
      request,
    }) => {
      const pages = new Set(allPagePaths().map(({ path }) => path));
      const cases = [
        ...httpRules().redirects.map(({ from, to }) => [from, to] as const),
        ['/about-us/', '/about-us'] as const,
        ['/ar/', '/ar'] as const,
        ['/ar/bamp/pmp/', '/ar/bamp/pmp'] as const,
        ['/index.html', '/'] as const,
        ['/about-us.html', '/about-us'] as const,
        ['/Accreditation.html', '/accreditation'] as const,
        ['/ar/about-us/index.html', '/ar/about-us'] as const,
      ];
      for (const [from, to] of cases) {
        expect(pages.has(to), `${from} → ${to} is a page`).toBe(true);
        const response = await get(request, server.base + encodeURI(from));
        expect(response.status(), from).toBe(301);
        expect(decodeURI(response.headers()['location'] ?? ''), from).toBe(to);
      }
    });

    test('text is compressed and hashed assets are cached for a year', async ({ request }) => {
      const page = await get(request, `${server.base}/ar/bamp/pmp`, { 'Accept-Encoding': 'gzip' });
      expect(page.headers()['content-encoding']).toBe('gzip');
      const body = await (await get(request, `${server.base}/`)).text();
      const script = body.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
      expect(script).toBeTruthy();
      const asset = await get(request, server.base + script, { 'Accept-Encoding': 'gzip, br' });
      expect(asset.status()).toBe(200);
      expect(['gzip', 'br']).toContain(asset.headers()['content-encoding']);
      expect(asset.headers()['cache-control']).toContain('max-age=31536000');
      expect(asset.headers()['cache-control']).toContain('immutable');
      expectSecurityHeaders(asset.headers(), script ?? '');
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

    test('no directory listing and no escape from dist/', async ({ request }) => {
      for (const path of ['/assets/', '/ar/bamp/', '/images/']) {
        const response = await get(request, server.base + path);
        expect([301, 403, 404], path).toContain(response.status());
        expect(await response.text(), path).not.toMatch(/Index of|<pre>/);
      }
      for (const path of [
        '/..%2f..%2fpackage.json',
        '/%2e%2e/%2e%2e/package.json',
        '/assets/..%2f..%2fpackage.json',
        '/a%00b',
        `/${'a'.repeat(9000)}`,
        '/http-rules.json',
      ]) {
        const response = await get(request, server.base + path);
        expect([400, 404, 414], path.slice(0, 40)).toContain(response.status());
        expect(await response.text(), path.slice(0, 40)).not.toContain('"devDependencies"');
      }
    });
  });
}
