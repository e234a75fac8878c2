/**
 * The one definition of production HTTP behaviour: security headers, caching and redirects.
 * The prerender writes it to dist/ for the `npm start` server, a CDN host's _headers and
 * _redirects, and the nginx snippet in deploy/nginx.
 */
import { aliasRedirects, type Redirect } from '@/routes/redirects';

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

export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${hubspot.scripts.join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: ${hubspot.images.join(' ')}`,
  "font-src 'self'",
  `connect-src 'self' ${hubspot.connect.join(' ')}`,
  `frame-src https://www.google.com https://maps.google.com ${hubspot.frames.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  `form-action 'self' ${hubspot.formAction.join(' ')}`,
  "frame-ancestors 'none'",
].join('; ');

/** Headers on every response. */
export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const cacheControl = {
  /** Hashed file names: cache for a year. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and other unhashed files: always revalidate. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Fonts (hashed too, under /assets). */
  fonts: 'public, max-age=31536000, immutable',
} as const;

export interface HttpRules {
  headers: Record<string, string>;
  cacheControl: typeof cacheControl;
  redirects: Redirect[];
}

export function httpRules(): HttpRules {
  return { headers: securityHeaders, cacheControl, redirects: aliasRedirects() };
}

/** A CDN host's `_headers` file. */
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
  ].join('\n');
}

/** A CDN host's `_redirects` file (permanent redirects; trailing slashes are handled by the host). */
export function redirectsFile(rules: HttpRules): string {
  return `${rules.redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n')}\n`;
}

const nginxQuote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** nginx: the security headers, included at server level and again in every location that adds its own. */
export function nginxHeadersConf(rules: HttpRules): string {
  return `${Object.entries(rules.headers)
    .map(([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`)
    .join('\n')}\n`;
}

/** nginx: one exact-match location per alias, straight to the canonical path. */
export function nginxRedirectsConf(rules: HttpRules): string {
  return `${rules.redirects
    .map(({ from, to }) => `location = ${nginxQuote(from)} { return 301 ${nginxQuote(to)}; }`)
    .join('\n')}\n`;
}
