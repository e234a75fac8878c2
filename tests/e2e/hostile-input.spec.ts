import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { httpRules } from '../../src/build/http-rules';
import { allPagePaths } from '../../src/routes/redirects';
import { pathFromUrl } from '../../src/i18n/languages';
import { rawRequest, rawSocket, type RawResponse } from './raw-http';
import { nodePort, ourServers } from './servers';

/** Probes from a hostile-input pass; each runs against `npm start` and nginx alike. */
const rules = httpRules();
const pages = new Set(allPagePaths().map(({ path }) => path));

function expectSitePage(response: RawResponse, lng: 'en' | 'ar', where: string) {
  expect(response.headers['content-type'], where).toContain('text/html');
  expect(response.text, where).toContain(`<html lang="${lng}"`);
  expect(response.text.toLowerCase(), where).not.toContain('nginx');
}

/** A redirect may only point at a path of this site: never `//host`, `/\\host` or a control char. */
function expectOnSite(response: RawResponse, where: string) {
  if (response.status < 300 || response.status >= 400) return;
  const location = String(response.headers.location ?? '');
  expect(location, where).toMatch(/^\/(?![/\\])/);
  // eslint-disable-next-line no-control-regex -- control characters are what is checked
  expect(location, where).not.toMatch(/[\x00-\x1f\x7f\\]/);
  expect(pages.has(pathFromUrl(location.split('?')[0] ?? '')), `${where} → ${location}`).toBe(true);
}

for (const server of ourServers()) {
  test.describe(`hostile input, served by ${server.name}`, () => {
    const isNginx = server.name === 'nginx';

    test('Range: exactly the bytes asked for, 416 when unsatisfiable, and the server lives on', async () => {
      const whole = await rawRequest(server.base, '/');
      const size = whole.body.length;
      expect(whole.status).toBe(200);

      const reversed = await rawRequest(server.base, '/', { headers: { Range: 'bytes=2-1' } });
      expect(reversed.status).toBe(416);
      expect(reversed.headers['content-range']).toBe(`bytes */${size}`);
      expect(reversed.text.toLowerCase()).not.toContain('nginx');

      const beyond = await rawRequest(server.base, '/', {
        headers: { Range: `bytes=${size + 10}-${size + 20}` },
      });
      expect(beyond.status).toBe(416);

      const first = await rawRequest(server.base, '/', { headers: { Range: 'bytes=0-0' } });
      expect(first.status).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-0/${size}`);
      expect(first.body.equals(whole.body.subarray(0, 1))).toBe(true);

      const last = await rawRequest(server.base, '/', { headers: { Range: 'bytes=-100' } });
      expect(last.status).toBe(206);
      expect(last.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
      expect(last.body.equals(whole.body.subarray(size - 100))).toBe(true);

      const middle = await rawRequest(server.base, '/', { headers: { Range: 'bytes=10-19' } });
      expect(middle.status).toBe(206);
      expect(middle.body.equals(whole.body.subarray(10, 20))).toBe(true);

      // Several ranges: the whole file with 200 (RFC 9110 lets a server ignore Range), never
      // just the first range.
      const multi = await rawRequest(server.base, '/', { headers: { Range: 'bytes=0-1,5-6' } });
      expect(multi.status).toBe(200);
      expect(multi.body.equals(whole.body)).toBe(true);

      // Unparseable: `npm start` ignores it (200); nginx refuses it (416). Neither crashes.
      for (const range of ['bytes=abc', 'bytes=0-18446744073709551615', 'bytes=--1', 'items=0-1']) {
        const odd = await rawRequest(server.base, '/', { headers: { Range: range } });
        if (isNginx) expect([200, 206, 416], range).toContain(odd.status);
        else expect([200, 206], range).toContain(odd.status);
        if (odd.status === 200) expect(odd.body.equals(whole.body), range).toBe(true);
      }
      expect((await rawRequest(server.base, '/')).status).toBe(200);
    });

    test('no redirect leaves the site', async () => {
      for (const path of [
        '/%2fevil.example/',
        '/%2F%2Fevil.example/',
        '/%2f%2fevil.example',
        '/%5cevil.example/',
        '/%5C%5Cevil.example/',
        '/%09/evil.example/',
        '/%0d%0aLocation:%20//evil.example/',
        '//evil.example/',
        '///evil.example/',
        '/\\evil.example/',
        '/.%2f%2fevil.example/',
        '/about-us/%2f%2fevil.example',
        '/about-us//',
        '/about-us/?next=//evil.example',
        '/ar/%2fevil.example/',
        '/Accreditation?x=%0d%0aSet-Cookie:a=b',
      ]) {
        const response = await rawRequest(server.base, path);
        expect(response.status, path).not.toBe(500);
        expectOnSite(response, path);
        expect(response.headers['set-cookie'], path).toBeUndefined();
      }
    });

    test('soft and duplicate pages are real 404s or one redirect to the clean path', async () => {
      for (const path of ['/404', '/404.html', '/ar/404', '/ar/404.html', '/_errors/400.html']) {
        const response = await rawRequest(server.base, path);
        expect(response.status, path).toBe(404);
        expectSitePage(response, path.startsWith('/ar/') ? 'ar' : 'en', path);
      }
      for (const [path, to] of [
        ['/index.html', '/'],
        ['/index', '/'],
        ['/about-us/index', '/about-us'],
        ['/about-us/index.html', '/about-us'],
        ['/ar/index.html', '/ar'],
      ] as const) {
        const response = await rawRequest(server.base, path);
        expect(response.status, path).toBe(301);
        expect(response.headers.location, path).toBe(to);
      }
      // A percent-encoded character of a real path is the same path on both servers.
      const encoded = await rawRequest(server.base, '/complains%26iNQ');
      expect(encoded.status).toBe(200);
    });

    test('only what the site publishes is served', async () => {
      const home = await rawRequest(server.base, '/');
      const script = home.text.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
      expect(script).not.toBe('');
      for (const path of [
        '/.vite/manifest.json',
        '/http-rules.json',
        '/_headers',
        '/_redirects',
        '/index.html.br',
        '/index.html.gz',
        '/about-us.html.gz',
        '/about-us.html.br',
        `${script}.br`,
        `${script}.gz`,
        '/ar/.vite',
        '/images/',
        '/assets/',
      ]) {
        const response = await rawRequest(server.base, path);
        expect(response.status, path).toBe(404);
        expectSitePage(response, path.startsWith('/ar/') ? 'ar' : 'en', path);
      }
    });

    test('error answers are the site’s own pages, in the path’s language', async () => {
      const cases: [string, string, number, 'en' | 'ar'][] = [
        ['GET', '/%5cx', 400, 'en'],
        ['GET', '/ar/%5cx', 400, 'ar'],
        ['GET', '/%09x', 400, 'en'],
        ['POST', '/about-us', 405, 'en'],
        ['DELETE', '/ar/about-us', 405, 'ar'],
        ['PUT', '/ar', 405, 'ar'],
        ['OPTIONS', '/', 405, 'en'],
        ['GET', `/${'a'.repeat(9000)}`, 414, 'en'],
      ];
      for (const [method, path, status, lng] of cases) {
        const where = `${method} ${path.slice(0, 30)}`;
        const response = await rawRequest(server.base, path, { method });
        expect(response.status, where).toBe(status);
        expectSitePage(response, lng, where);
        expect(response.headers['content-security-policy'], where).toContain("default-src 'self'");
        if (status === 405) expect(response.headers.allow, where).toBe('GET, HEAD');
      }
      // HEAD of an error page: the status and no body.
      const head = await rawRequest(server.base, '/no-such-page', { method: 'HEAD' });
      expect(head.status).toBe(404);
      expect(head.body.length).toBe(0);
    });

    test('304 keeps Cache-Control, ETag and Vary; refused encodings are not sent', async () => {
      for (const path of ['/about-us', '/ar/bamp/pmp']) {
        const first = await rawRequest(server.base, path);
        const etag = String(first.headers.etag ?? '');
        expect(etag, path).not.toBe('');
        const again = await rawRequest(server.base, path, { headers: { 'If-None-Match': etag } });
        expect(again.status, path).toBe(304);
        expect(again.headers['cache-control'], path).toBe(rules.cacheControl.revalidate);
        expect(again.headers.etag, path).toBe(etag);
        expect(String(again.headers.vary), path).toContain('Accept-Encoding');
      }
      const noBrotli = await rawRequest(server.base, '/about-us', {
        headers: { 'Accept-Encoding': 'br;q=0, gzip' },
      });
      expect(noBrotli.headers['content-encoding']).toBe('gzip');
      const noGzip = await rawRequest(server.base, '/about-us', {
        headers: { 'Accept-Encoding': 'gzip;q=0' },
      });
      expect(noGzip.headers['content-encoding']).toBeUndefined();
      expect(noGzip.text).toContain('<html');
    });

    test('doubled slashes and dot segments are not pages', async () => {
      for (const path of ['//', '//about-us', '/ar//about-us', '/about-us//']) {
        const response = await rawRequest(server.base, path);
        expect(response.status, path).toBe(404);
      }
      for (const path of ['/ar/../about-us', '/ar/%2e%2e/about-us', '/./about-us']) {
        const response = await rawRequest(server.base, path);
        expect(response.status, path).toBe(400);
        expect(response.text.toLowerCase(), path).not.toContain('nginx');
      }
    });
  });
}

test.describe('npm start under fuzz', () => {
  const base = `http://127.0.0.1:${nodePort}`;

  test('2,000 random Range headers, methods and paths: no crash, no 5xx', async () => {
    test.setTimeout(120_000);
    // A seeded generator: the same run every time, and a failure can be replayed.
    let seed = 20261123;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const int = () =>
      pick([0, 1, 2, 99, 100, 1023, 44000, 2 ** 31, 2 ** 53, 2 ** 64, -1, Number.NaN]);
    const ranges = () =>
      pick([
        () => `bytes=${int()}-${int()}`,
        () => `bytes=-${int()}`,
        () => `bytes=${int()}-`,
        () => `bytes=${int()}-${int()},${int()}-${int()}`,
        () => `bytes=${'0-0,'.repeat(50)}0-0`,
        () => `bytes=x-y`,
        () => `bits=${int()}-${int()}`,
        () => '',
      ])();
    const pieces = [
      '/',
      'ar',
      'about-us',
      '..',
      '.',
      '%2f',
      '%5c',
      '%00',
      '%',
      '%zz',
      '%e2%82',
      '%09',
      '?',
      '#',
      '&',
      'index.html',
      '.br',
      '\u00e9',
      'a'.repeat(300),
    ];
    const path = () => {
      let out = '/';
      const n = Math.floor(random() * 6);
      for (let i = 0; i < n; i += 1) out += pick(pieces);
      return encodeURI(out).replace(/%25/g, '%');
    };
    const methods = [
      'GET',
      'GET',
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'DELETE',
      'OPTIONS',
      'PATCH',
      'TRACE',
    ];
    const deadline = Date.now() + 90_000;
    const statuses = new Map<number, number>();
    let sent = 0;
    const one = async () => {
      const method = pick(methods);
      const target = path();
      const range = ranges();
      const headers: Record<string, string> = {
        'Accept-Encoding': pick([
          'identity',
          'gzip',
          'br',
          'br;q=0',
          'gzip;q=0, identity;q=0',
          '*',
          'x',
        ]),
      };
      if (range) headers.Range = range;
      if (random() < 0.2) headers['If-None-Match'] = pick(['*', '"x"', 'W/"1"', '']);
      const response = await rawRequest(base, target, { method, headers });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `${method} ${target} Range: ${range}`).toBeLessThan(500);
    };
    const workers = Array.from({ length: 8 }, async () => {
      while (sent < 2000 && Date.now() < deadline) {
        sent += 1;
        await one();
      }
    });
    await Promise.all(workers);
    // Malformed requests Node itself cannot parse: an odd method, a raw control character.
    for (const bytes of [
      'FOO / HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nRange: bytes=2-1\r\nRange: bytes=0-0\r\n\r\n',
      '\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03',
    ]) {
      const line = await rawSocket(base, bytes);
      expect(line, JSON.stringify(bytes)).not.toMatch(/ 5\d\d /);
    }
    expect(sent).toBeGreaterThanOrEqual(2000);
    expect((await rawRequest(base, '/')).status).toBe(200);
  });

  test('what the handler throws is logged and answered 500, for that request only', async () => {
    const { handle } = await import('../../scripts/serve.mjs');
    const server = http.createServer((req, res) => {
      if (req.url === '/throw') {
        let first = true;
        const url = req.url;
        Object.defineProperty(req, 'url', {
          get() {
            if (first) {
              first = false;
              throw new Error('a request that breaks the handler');
            }
            return url;
          },
        });
      }
      handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const broken = await rawRequest(local, '/throw');
      expect(broken.status).toBe(500);
      expectSitePage(broken, 'en', '/throw');
      expect((await rawRequest(local, '/about-us')).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
