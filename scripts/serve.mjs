// `npm start`: serves dist/ the way production does, from the rules the build wrote
// (src/build/http-rules.ts → dist-server/http-rules.json), the same rules nginx and a CDN host get:
// security headers, one-hop permanent redirects to manifest paths only, real error pages in the
// path's language, precompressed files chosen by Accept-Encoding (q-values honoured), long-lived
// caching of hashed assets, and nothing but the published files.
//
// Files are sent by `send` (the static-file engine of Express): its Range handling (range-parser)
// answers 416 for an unsatisfiable range, ignores an unparseable or multiple one (200, the whole
// file, as RFC 9110 allows), and sends exactly the bytes asked for otherwise; conditional requests
// keep Cache-Control and ETag on a 304. See docs/decisions/0001-static-serving.md.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

/** @typedef {'en' | 'ar'} Lang */
/**
 * @typedef {object} Rules
 * @property {Record<string, string>} headers
 * @property {{ immutable: string, revalidate: string }} cacheControl
 * @property {{ from: string, to: string, location: string }[]} redirects
 * @property {string[]} allowedMethods
 * @property {number} maxUrlLength
 * @property {string[]} internalFiles
 * @property {Record<string, Record<Lang, string>>} errorPages
 * @property {Record<string, string>} pages page path → its file under dist/
 */

/** @type {Rules} */
const rules = JSON.parse(readFileSync(join(root, 'dist-server', 'http-rules.json'), 'utf8'));
const redirects = new Map(rules.redirects.map(({ from, location }) => [from, location]));
const allow = rules.allowedMethods.join(', ');
const encodings = ['br', 'gzip', 'identity'];

/** Every file of dist/, by its path from the site root (read once, at start-up). */
const distFiles = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`);

/** Files that are in dist/ but are not published at their own address (pages are, at theirs). */
function unpublished(path) {
  return (
    /\.(br|gz|html)$/.test(path) ||
    path.split('/').some((part) => part.startsWith('.')) ||
    rules.internalFiles.includes(path) ||
    Object.values(rules.errorPages).some((pages) => Object.values(pages).includes(path))
  );
}

/**
 * The published files, by the decoded path a visitor asks for: each page at its path, from its
 * file (`/about-us` from `/about-us.html`), every other file at its own path. Anything not listed
 * here is a 404.
 */
const published = new Map([
  ...distFiles.filter((path) => !unpublished(path)).map((path) => [path, path]),
  ...Object.entries(rules.pages),
]);
/** Precompressed siblings written by the build, e.g. `/assets/app.js.br`. */
const precompressed = new Set(distFiles.filter((path) => /\.(br|gz)$/.test(path)));

/** The language of a raw request path (`/ar`, `/ar/…`, `/ar?…`), by the build's prefixes. */
function langOf(raw) {
  for (const [lng, prefix] of Object.entries(rules.langPrefixes)) {
    if (!prefix || !raw.startsWith(prefix)) continue;
    if (raw.length === prefix.length || /^[/?#]/.test(raw.slice(prefix.length))) return lng;
  }
  return 'en';
}

/** The encoding to send `file` in: the client's most preferred one that the build wrote. */
function encodingFor(req, file) {
  const negotiator = new Negotiator(req);
  const available = encodings.filter(
    (encoding) =>
      encoding === 'identity' || precompressed.has(`${file}.${encoding === 'br' ? 'br' : 'gz'}`),
  );
  return negotiator.encoding(available) ?? null;
}

/**
 * Sends one file of dist/ with `status`: a page is 200, or 206/304/416 as `send` decides; an
 * error page keeps its error status and is never partial or "not modified".
 */
function sendFile(req, res, file, status) {
  // A client that refuses every encoding we have (`identity;q=0`) still gets the plain file.
  const encoding = encodingFor(req, file) ?? 'identity';
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
  const isError = status !== 200;
  res.statusCode = status;
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader(
    'Cache-Control',
    file.startsWith('/assets/') ? rules.cacheControl.immutable : rules.cacheControl.revalidate,
  );
  if (suffix) {
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Type', mime.contentType(basename(file)) || 'application/octet-stream');
  }
  const stream = send(req, file + suffix, {
    root: dist,
    dotfiles: 'deny',
    index: false,
    etag: !isError,
    lastModified: !isError,
    cacheControl: false,
    acceptRanges: !isError,
  });
  stream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.removeHeader('Content-Encoding');
    if (error.status === 416) {
      // Unsatisfiable range: 416 with the size, as `send` prepared it.
      res.statusCode = 416;
      res.setHeader('Content-Range', error.headers?.['Content-Range'] ?? '');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end();
      return;
    }
    if (isError) {
      // The error page itself cannot be read: answer plainly rather than loop.
      console.error(`serve: error page ${file}: ${error.message}`);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(String(status));
      return;
    }
    console.error(`serve: ${req.method} ${req.url}: ${error.message}`);
    errorPage(req, res, error.status === 404 ? 404 : 500, langOf(req.url ?? '/'));
  });
  stream.pipe(res);
}

/** The site's own page for `status`, in `lng`. */
function errorPage(req, res, status, lng) {
  const file = rules.errorPages[String(status)]?.[lng] ?? rules.errorPages['500'].en;
  for (const name of ['Content-Encoding', 'Content-Range', 'Location', 'ETag', 'Last-Modified']) {
    res.removeHeader(name);
  }
  if (status === 405) res.setHeader('Allow', allow);
  // The page is sent as to a GET (`send` answers only GET and HEAD); a HEAD still gets no body.
  if (req.method !== 'HEAD') req.method = 'GET';
  sendFile(req, res, file, status);
}

/** Percent-encodes what a Location header must not carry raw. */
function safeQuery(search) {
  return search.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c)).replace(/#.*/, '');
}

function route(req, res) {
  for (const [name, value] of Object.entries(rules.headers)) res.setHeader(name, value);
  const raw = req.url ?? '/';
  const lng = langOf(raw);
  if (raw.length > rules.maxUrlLength) return errorPage(req, res, 414, lng);
  if (!raw.startsWith('/')) return errorPage(req, res, 400, lng);
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt < 0 ? raw : raw.slice(0, queryAt);
  const search = queryAt < 0 ? '' : raw.slice(queryAt);
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return errorPage(req, res, 400, lng);
  }
  // Control characters, backslashes and dot segments are never part of a page's address.
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\x00-\x1f\x7f\\]/.test(pathname) || /(^|\/)\.\.?(\/|$)/.test(pathname)) {
    return errorPage(req, res, 400, lng);
  }
  const target = redirects.get(pathname);
  if (target) {
    res.statusCode = 301;
    res.setHeader('Cache-Control', rules.cacheControl.revalidate);
    res.setHeader('Location', target + safeQuery(search));
    return res.end();
  }
  if (!rules.allowedMethods.includes(req.method ?? '')) return errorPage(req, res, 405, lng);
  const file = published.get(pathname);
  if (!file) return errorPage(req, res, 404, lng);
  return sendFile(req, res, file, 200);
}

/** Never lets one request end the process: what the handler throws is logged and answered 500. */
export function handle(req, res) {
  try {
    route(req, res);
  } catch (error) {
    console.error(`serve: ${req.method} ${req.url}:`, error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    try {
      errorPage(req, res, 500, langOf(req.url ?? '/'));
    } catch {
      res.statusCode = 500;
      res.end();
    }
  }
}

/**
 * A request Node cannot parse (odd method, bad header) gets a plain 400, and one whose headers
 * or body did not arrive in time a 408; then the socket is closed at once, whether or not the
 * client ever closes its side (a held-open client must not keep it).
 */
export function onClientError(error, socket) {
  if (!socket.writable) return socket.destroy();
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = {
    400: 'Bad request',
    408: 'Request timeout',
    431: 'Request header fields too large',
  }[status];
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/**
 * Time limits for slow or held-open clients (docs/benchmarks.md, "Slow clients"): headers must
 * arrive within 10 s and a whole request within 20 s, checked every second; an idle keep-alive
 * connection closes after 5 s. The site takes no request bodies, so nothing needs longer.
 */
export const timeouts = {
  headersTimeout: 10_000,
  requestTimeout: 20_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

export function createServer() {
  const server = http.createServer(timeouts, handle);
  server.on('clientError', onClientError);
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  createServer().listen(port, host, () => {
    console.log(`Serving dist/ on http://${host}:${port}`);
  });
}
