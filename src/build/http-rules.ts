/**
 * The one definition of production HTTP behaviour: security headers, caching and redirects.
 * The prerender writes it to dist/ for the `npm start` server, a CDN host's _headers and
 * _redirects, and the nginx snippet in deploy/nginx.
 */
import { createHash } from 'node:crypto';
import {
  langFromPath,
  langPrefix,
  languages,
  localizePath,
  urlPath,
  type Lang,
} from '@/i18n/languages';
import { storedLanguageScript } from '@/i18n/stored-language-script';
import { viewTransitionGuard } from './view-transition-guard';
import { speculationRules } from './speculation-rules';
import { errorStatuses, type ErrorStatus } from '@/routes/error-status';
import { aliasRedirects, allPagePaths, type Redirect } from '@/routes/redirects';

const hubspot = {
  scripts: [
    'https://js-eu1.hsforms.net',
    'https://js-eu1.hs-scripts.com',
    'https://js-eu1.hs-analytics.net',
    'https://js-eu1.hs-banner.com',
    'https://js-eu1.hscollectedforms.net',
  ],
  connect: [
    'https://forms-eu1.hsforms.com',
    'https://hubspot-forms-static-embed-eu1.s3.amazonaws.com',
    'https://*.hubspot.com',
    'https://*.hubapi.com',
    'https://*.hscollectedforms.net',
    'https://*.hs-banner.com',
  ],
  images: ['https://*.hsforms.com', 'https://*.hubspot.com'],
  frames: ['https://*.hsforms.net', 'https://*.hsforms.com'],
  formAction: ['https://forms-eu1.hsforms.com'],
};

/** The contact form hands a message to WhatsApp natively (wa.me answers with a redirect to api). */
const whatsappHosts = ['https://wa.me', 'https://api.whatsapp.com'];

/**
 * Where browsers report CSP violations: off by default; a host sets `CSP_REPORT_URL` (an https
 * URL) when it builds, and every server then sends `Reporting-Endpoints` and `report-to`.
 */
export function cspReportUrl(value = process.env.CSP_REPORT_URL): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CSP_REPORT_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' || /[\s",;]/.test(value)) {
    throw new Error(`CSP_REPORT_URL must be a plain https URL: ${value}`);
  }
  return url.href;
}

/** The CSP source of an inline script: the base64 SHA-256 of its exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The site's only inline scripts, allowed one by one by their hashes (never 'unsafe-inline'): the
 * warning page's stored choice, the Speculation Rules (Chromium checks those against script-src)
 * and the view transition guard.
 */
export const inlineScriptHashes = [
  scriptHash(storedLanguageScript),
  scriptHash(speculationRules),
  scriptHash(viewTransitionGuard),
];

const baseContentSecurityPolicy = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets the search page compile Pagefind's WebAssembly (the index lookup); it
  // allows no JavaScript eval. Without it the search page could not search at all.
  `script-src 'self' 'wasm-unsafe-eval' ${[...inlineScriptHashes, ...hubspot.scripts].join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: ${hubspot.images.join(' ')}`,
  "font-src 'self'",
  `connect-src 'self' ${hubspot.connect.join(' ')}`,
  `frame-src https://www.google.com https://maps.google.com ${hubspot.frames.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  `form-action 'self' ${[...hubspot.formAction, ...whatsappHosts].join(' ')}`,
  "frame-ancestors 'none'",
];

function contentSecurityPolicyFor(reportUrl: string | null): string {
  return [...baseContentSecurityPolicy, ...(reportUrl ? ['report-to csp'] : [])].join('; ');
}

/** Headers on every response (with a CSP report endpoint when `reportUrl` is set). */
export function securityHeadersFor(reportUrl: string | null): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicyFor(reportUrl),
    ...(reportUrl ? { 'Reporting-Endpoints': `csp="${reportUrl}"` } : {}),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const cacheControl = {
  /** Hashed file names: cache for a year. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and other unhashed files: always revalidate. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Fonts (hashed too, under /assets). */
  fonts: 'public, max-age=31536000, immutable',
} as const;

/**
 * Files the build writes in dist/ for hosts: `npm start` and nginx never serve them at their own
 * address (Cloudflare Pages publishes `.assetsignore`, the list only Workers reads).
 */
export const internalFiles = ['/_headers', '/_redirects', '/.assetsignore'] as const;

/**
 * The file in dist/ that holds the page at `path`: `/` is `/index.html`, every other page is its
 * path plus `.html` (`/about-us` → `/about-us.html`, `/ar` → `/ar.html`). This is the layout every
 * host serves at the path itself with no redirect: Cloudflare (Pages, and Workers with
 * `auto-trailing-slash`), Netlify, GitHub Pages, nginx's `try_files $uri.html`. A folder's
 * `index.html` would be served at `/about-us/` instead, and the CDN would redirect `/about-us` there.
 */
export function pageFile(path: string): string {
  return path === '/' ? '/index.html' : `${path}.html`;
}

/** The methods a static site answers; anything else gets 405 with this `Allow` header. */
export const allowedMethods = ['GET', 'HEAD'] as const;

/** Longer request targets get 414 (nginx's own limit is its 8k header buffer). */
export const maxUrlLength = 2048;

/**
 * Where the build writes the error page for `status` in `lng` (404 by the CDN convention); never
 * served at its own address.
 */
export function errorPagePath(status: ErrorStatus, lng: Lang): string {
  return localizePath(status === 404 ? '/404.html' : `/_errors/${status}.html`, lng);
}

/** The body nginx sends with 416 (instead of its own page); written by the prerender. */
export const rangeNotSatisfiableFile = '/_errors/416.txt';

/**
 * Every redirect of the site, from the manifest alone: aliases, trailing slashes, and the old
 * site's `.html` and `/index` addresses, each straight to a canonical page (one hop). A redirect's
 * target is always a manifest path, never built from the request, so no redirect leaves the site.
 */
export function siteRedirects(): Redirect[] {
  const canonical = new Set(allPagePaths().map(({ path }) => path));
  const map = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from !== to && !canonical.has(from) && !map.has(from)) map.set(from, to);
  };
  const sources: Redirect[] = [
    ...allPagePaths().map(({ path }) => ({ from: path, to: path })),
    ...aliasRedirects(),
  ];
  for (const { from, to } of sources) add(from, to);
  for (const { from, to } of sources) {
    const variants =
      from === '/'
        ? ['/index', '/index.html']
        : [`${from}/`, `${from}.html`, `${from}/index`, `${from}/index.html`];
    for (const variant of variants) add(variant, to);
  }
  return [...map].map(([from, to]) => ({ from, to }));
}

export interface HttpRules {
  headers: Record<string, string>;
  cacheControl: typeof cacheControl;
  /** Each redirect, with `location`: its target as written in a URL (`urlPath`). */
  redirects: (Redirect & { location: string })[];
  allowedMethods: readonly string[];
  maxUrlLength: number;
  internalFiles: readonly string[];
  /** status → language → file under dist/ */
  errorPages: Record<string, Record<Lang, string>>;
  /** Each language's path prefix ('' for English): the servers tell a request's language by it. */
  langPrefixes: Record<Lang, string>;
  /** page path → its file under dist/ (`pageFile`); `npm start` publishes exactly these pages. */
  pages: Record<string, string>;
}

export function httpRules(): HttpRules {
  const errorPages = Object.fromEntries(
    errorStatuses.map((status) => [
      String(status),
      Object.fromEntries(languages.map((lng) => [lng, errorPagePath(status, lng)])) as Record<
        Lang,
        string
      >,
    ]),
  );
  // An unsatisfiable Range gets a short plain answer, the same in both languages.
  errorPages['416'] = { en: rangeNotSatisfiableFile, ar: rangeNotSatisfiableFile };
  return {
    headers: securityHeadersFor(cspReportUrl()),
    cacheControl,
    redirects: siteRedirects().map((redirect) => ({ ...redirect, location: urlPath(redirect.to) })),
    allowedMethods,
    maxUrlLength,
    internalFiles,
    errorPages,
    langPrefixes: Object.fromEntries(languages.map((lng) => [lng, langPrefix(lng)])) as Record<
      Lang,
      string
    >,
    pages: Object.fromEntries(allPagePaths().map(({ path }) => [path, pageFile(path)])),
  };
}

/**
 * The addresses where a CDN serves the error pages as if they were pages (`/404`, `/ar/404`,
 * `/_errors/500`): nginx answers each with a real 404, as `npm start` does, and the CDN's
 * `_headers` keeps them out of search engines.
 */
export function errorPageAddresses(rules: HttpRules): string[] {
  const files = new Set(Object.values(rules.errorPages).flatMap((pages) => Object.values(pages)));
  return [...files]
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.replace(/\.html$/, ''));
}

/**
 * A CDN host's `_headers` file. A CDN serves the error pages at their own address too (`/404`
 * answers 200 on Cloudflare), so those addresses are marked for search engines not to index.
 */
export function headersFile(rules: HttpRules): string {
  const all = Object.entries(rules.headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...all,
    `  Cache-Control: ${rules.cacheControl.revalidate}`,
    '',
    '/assets/*',
    `  Cache-Control: ${rules.cacheControl.immutable}`,
    '',
    ...errorPageAddresses(rules).flatMap((path) => [path, '  X-Robots-Tag: noindex', '']),
  ].join('\n');
}

/**
 * A Cloudflare Workers `.assetsignore`: files in dist/ that are for `npm start` and nginx only (the
 * precompressed siblings, which Cloudflare does not use, and the rarer error pages).
 */
export function assetsIgnoreFile(): string {
  return ['*.br', '*.gz', '_errors/', ''].join('\n');
}

/**
 * A CDN host's `_redirects` file: permanent redirects, each to a canonical page in one hop. The
 * host's own trailing-slash handling never meets one of ours: it serves `about-us.html` at
 * `/about-us` (no rule matches), and the rules for `/about-us/` and `/about-us.html` run before it.
 */
export function redirectsFile(rules: HttpRules): string {
  // The CDN matches the path as it was sent: `/complains&inq` and `/complains%26inq` both get a line.
  const lines = rules.redirects.flatMap(({ from, location }) =>
    [...new Set([from, urlPath(from)])].map((source) => `${source} ${location} 301`),
  );
  return `${lines.join('\n')}\n`;
}

const nginxQuote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** nginx: the security headers, included at server level and again in every location that adds its own. */
export function nginxHeadersConf(rules: HttpRules): string {
  return `${Object.entries(rules.headers)
    .map(([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`)
    .join('\n')}\n`;
}

/**
 * nginx: one exact-match location per redirect, straight to the canonical path (the query string
 * is kept). nginx matches the decoded path, as `npm start` does.
 */
export function nginxRedirectsConf(rules: HttpRules): string {
  return `${rules.redirects
    .map(
      ({ from, location }) =>
        `location = ${nginxQuote(from)} { return 301 ${nginxQuote(`${location}$is_args$args`)}; }`,
    )
    .join('\n')}\n`;
}

/** nginx: the cache lifetimes, one variable per kind, used by nginx.conf's locations. */
export function nginxCacheConf(rules: HttpRules): string {
  return [
    `map $uri $aatc_cache_control {`,
    `  default ${nginxQuote(rules.cacheControl.revalidate)};`,
    `  ~^/assets/ ${nginxQuote(rules.cacheControl.immutable)};`,
    `}`,
    '',
  ].join('\n');
}

/**
 * nginx: each error page is served only as an error page (`internal`), with the site's headers,
 * and the 405 page with the `Allow` header.
 */
export function nginxErrorLocationsConf(rules: HttpRules): string {
  const seen = new Set<string>();
  return `${Object.entries(rules.errorPages)
    .flatMap(([status, pages]) =>
      languages.flatMap((lng) => {
        if (seen.has(pages[lng])) return [];
        seen.add(pages[lng]);
        return [
          `location = ${pages[lng]} {`,
          '  internal;',
          ...(lng === 'ar' ? ['  include generated/error-pages-ar.conf;'] : []),
          '  include generated/security-headers.conf;',
          `  add_header Cache-Control ${nginxQuote(rules.cacheControl.revalidate)} always;`,
          ...(status === '405'
            ? [`  add_header Allow ${nginxQuote(rules.allowedMethods.join(', '))} always;`]
            : []),
          '}',
        ].join('\n');
      }),
    )
    .join('\n')}\n`;
}

/**
 * nginx, included in each location that serves files: 400 for a dot segment (as `npm start`
 * refuses it before anything else), then 405 for any method the site does not allow.
 */
export function nginxGuardsConf(rules: HttpRules): string {
  return [
    'if ($aatc_dot_segment) { return 400; }',
    `if ($request_method !~ ^(${rules.allowedMethods.join('|')})$) { return 405; }`,
    '',
  ].join('\n');
}

/**
 * nginx: the build's files for hosts and the error pages' own addresses answer 404 by name, with
 * the error page in the address's language.
 */
export function nginxInternalConf(rules: HttpRules): string {
  const addresses = [...rules.internalFiles, ...errorPageAddresses(rules)];
  return `${addresses
    .map((path) => {
      const lng = langFromPath(path);
      const arabic = lng === 'en' ? '' : ` include generated/error-pages-${lng}.conf;`;
      return `location = ${nginxQuote(path)} {${arabic} return 404; }`;
    })
    .join('\n')}\n`;
}

/** nginx: the site's own error pages, in English (server level) or Arabic (under /ar). */
export function nginxErrorPagesConf(rules: HttpRules, lng: Lang): string {
  return `${Object.entries(rules.errorPages)
    .map(([status, pages]) => `error_page ${status} ${pages[lng]};`)
    .join('\n')}\n`;
}
