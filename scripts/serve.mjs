// `npm start`: serves dist/ the way production does: security headers, permanent redirects for
// aliases and trailing slashes, real 404s in the path's language, precompressed files, long-lived
// caching of hashed assets, nothing outside dist/ and no directory listings.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const rules = JSON.parse(readFileSync(join(dist, 'http-rules.json'), 'utf8'));
const redirects = new Map(rules.redirects.map(({ from, to }) => [from, to]));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const internal = new Set(['/http-rules.json', '/_headers', '/_redirects']);

const files = sirv(dist, {
  brotli: true,
  gzip: true,
  etag: true,
  dotfiles: false,
  extensions: ['html'],
  setHeaders(res, pathname) {
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/')
        ? rules.cacheControl.immutable
        : rules.cacheControl.revalidate,
    );
  },
});

function notFound(req, res, pathname) {
  const lang = pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
  const file = join(dist, lang === 'ar' ? 'ar/404.html' : '404.html');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
  const path = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', rules.cacheControl.revalidate);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', statSync(path).size);
  if (req.method === 'HEAD') return res.end();
  createReadStream(path).pipe(res);
}

function fail(res, status) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(status === 400 ? 'Bad request' : 'Method not allowed');
}

export function handle(req, res) {
  for (const [name, value] of Object.entries(rules.headers)) res.setHeader(name, value);
  if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 405);
  const raw = req.url ?? '/';
  if (raw.length > 2048 || !raw.startsWith('/')) return fail(res, 400);
  let pathname;
  let search;
  try {
    const url = new URL(raw, 'http://localhost');
    pathname = decodeURIComponent(url.pathname);
    search = url.search;
  } catch {
    return fail(res, 400);
  }
  if (pathname.includes('\0') || pathname.includes('\\') || pathname.split('/').includes('..')) {
    return fail(res, 400);
  }
  const target =
    redirects.get(pathname) ??
    (pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : null);
  if (target) {
    res.statusCode = 301;
    res.setHeader('Location', encodeURI(target) + search);
    return res.end();
  }
  if (internal.has(pathname) || pathname.endsWith('.br') || pathname.endsWith('.gz')) {
    return notFound(req, res, pathname);
  }
  return files(req, res, () => notFound(req, res, pathname));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  http.createServer(handle).listen(port, host, () => {
    console.log(`Serving dist/ on http://${host}:${port}`);
  });
}
