import { describe, expect, it } from 'vitest';
import { allPagePaths } from '@/routes/redirects';
import {
  cspReportUrl,
  errorPageAddresses,
  headersFile,
  httpRules,
  nginxInternalConf,
  nginxRedirectsConf,
  pageFile,
  redirectsFile,
  securityHeadersFor,
  siteRedirects,
} from './http-rules';

const pages = new Set(allPagePaths().map(({ path }) => path));

describe('siteRedirects', () => {
  const redirects = siteRedirects();
  const from = new Set(redirects.map((redirect) => redirect.from));

  it('points every redirect at a page of the manifest, in one hop', () => {
    for (const { from: source, to } of redirects) {
      expect(pages.has(to), `${source} → ${to}`).toBe(true);
      expect(from.has(to), `${to} redirects again`).toBe(false);
      expect(pages.has(source), `${source} is a page`).toBe(false);
    }
  });

  it('covers trailing slashes and the old .html and /index addresses of every page', () => {
    for (const path of pages) {
      const variants =
        path === '/'
          ? ['/index', '/index.html']
          : [`${path}/`, `${path}.html`, `${path}/index.html`];
      for (const variant of variants) expect(from.has(variant), variant).toBe(true);
    }
    expect(redirects).toContainEqual({ from: '/Accreditation.html', to: '/accreditation' });
    expect(redirects).toContainEqual({ from: '/ar/complains&inq.html', to: '/ar/complains&iNQ' });
  });

  it('never redirects to anything but a path on this site', () => {
    for (const { to } of redirects) expect(to).toMatch(/^\/(?![/\\])[^\s\\]*$/);
  });
});

describe('CSP reports', () => {
  it('are off by default', () => {
    const headers = httpRules().headers;
    expect(headers['Content-Security-Policy']).not.toContain('report-to');
    expect(headers['Reporting-Endpoints']).toBeUndefined();
  });

  it('go to the endpoint a host sets, and only to a plain https URL', () => {
    const url = cspReportUrl('https://reports.example.org/csp');
    const headers = securityHeadersFor(url);
    expect(headers['Content-Security-Policy']).toMatch(/; report-to csp$/);
    expect(headers['Reporting-Endpoints']).toBe('csp="https://reports.example.org/csp"');
    expect(() => cspReportUrl('http://reports.example.org')).toThrow(/https/);
    expect(() => cspReportUrl('not a url')).toThrow(/not a URL/);
    expect(() => cspReportUrl('https://a.example/x",evil="https://b')).toThrow();
    expect(cspReportUrl('')).toBeNull();
  });

  it('never allow inline scripts or eval; only WebAssembly compiles (the search index)', () => {
    const csp = securityHeadersFor(null)['Content-Security-Policy'] ?? '';
    const scriptSrc = csp.match(/script-src [^;]*/)?.[0];
    expect(scriptSrc).not.toMatch(/unsafe-inline|'unsafe-eval'/);
    expect(scriptSrc).toContain("'wasm-unsafe-eval'");
  });
});

describe('nginx redirects', () => {
  it('quote each path and keep the query string', () => {
    const conf = nginxRedirectsConf({
      ...httpRules(),
      redirects: [{ from: '/a"b', to: '/about-us', location: '/about-us' }],
    });
    expect(conf).toBe('location = "/a\\"b" { return 301 "/about-us$is_args$args"; }\n');
  });
});

describe('the page files and the CDN files', () => {
  const rules = httpRules();

  it('write each page as its path plus .html, which every host serves at the path itself', () => {
    expect(pageFile('/')).toBe('/index.html');
    expect(pageFile('/ar')).toBe('/ar.html');
    expect(pageFile('/bamp/pmp')).toBe('/bamp/pmp.html');
    expect(Object.keys(rules.pages)).toEqual([...pages]);
  });

  it('redirect to the URL form of the page, and match a source as sent, raw or encoded', () => {
    const lines = redirectsFile(rules).trim().split('\n');
    expect(lines).toContain('/complains&inq /complains%26iNQ 301');
    expect(lines).toContain('/complains%26inq /complains%26iNQ 301');
    // Cloudflare takes at most 2,000 static redirects.
    expect(lines.length).toBeLessThanOrEqual(2000);
    for (const line of lines) {
      const [from = '', to = ''] = line.split(' ');
      expect(pages.has(decodeURIComponent(from)), `${from} is a page: the host would loop`).toBe(
        false,
      );
      expect(pages.has(decodeURIComponent(to)), `${to} is not a page`).toBe(true);
    }
  });

  it("keep the error pages' own addresses out of search engines and answered 404 by nginx", () => {
    expect(errorPageAddresses(rules)).toEqual(expect.arrayContaining(['/404', '/ar/404']));
    expect(headersFile(rules)).toContain('/ar/404\n  X-Robots-Tag: noindex');
    const internal = nginxInternalConf(rules);
    expect(internal).toContain('location = "/404" { return 404; }');
    expect(internal).toContain(
      'location = "/ar/404" { include generated/error-pages-ar.conf; return 404; }',
    );
  });
});
