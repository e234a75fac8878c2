// `npm run dev`: Vite in middleware mode renders every page on the server through the same code
// as the build (React Router's static rendering, src/entry-server.tsx, src/build/document.ts), and
// the browser hydrates islands exactly as on the built site. A translator sees the real Arabic
// page, right to left; a developer sees hydration errors in the browser console before they ship.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A desk request's JSON body, at most 64 KB. @param {http.IncomingMessage} req */
async function readBody(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 65536) throw Object.assign(new Error('Request too large'), { status: 413 });
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/**
 * The translator's desk's endpoints (src/desk/desk-server.ts). Writes need the header `X-Desk: 1`
 * (a page elsewhere cannot send it without a CORS preflight, which this server never grants) and,
 * when the browser names one, an Origin of this server.
 * @param {import('vite').ViteDevServer} vite @param {http.IncomingMessage} req @param {http.ServerResponse} res
 */
async function desk(vite, req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  try {
    const origin = req.headers.origin;
    if (req.headers['x-desk'] !== '1' || (origin && origin !== `http://${req.headers.host}`)) {
      return send(403, {
        error: 'The desk answers only its own page (X-Desk header, same origin).',
      });
    }
    const api = /** @type {typeof import('../src/desk/desk-server')} */ (
      await vite.ssrLoadModule('/src/desk/desk-server.ts')
    );
    if (req.method === 'GET' && url.pathname === '/__desk/entry') {
      return send(200, api.readEntry(url.searchParams.get('id') ?? ''));
    }
    if (req.method === 'POST' && url.pathname === '/__desk/save') {
      return send(200, { problems: api.saveValue(await readBody(req)) });
    }
    if (req.method === 'POST' && url.pathname === '/__desk/review') {
      api.markEntryReviewed(await readBody(req));
      return send(200, { ok: true });
    }
    return send(404, { error: 'No such desk request' });
  } catch (caught) {
    const error = /** @type {Error & { status?: number }} */ (caught);
    return send(error.status ?? (error instanceof SyntaxError ? 400 : 500), {
      error: error.message,
    });
  }
}

/** The desk on a dev page: markers on (islands too) and its script. */
const deskTags =
  '<script>globalThis.__AATC_DESK__=true</script><script type="module" src="/src/desk/desk-client.ts"></script>';

/** An error page a translator can read: a locale file's mistake shows its line and a caret. @param {Error} error */
function errorPage(error) {
  const escape = (/** @type {string} */ text) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html><meta charset="utf-8"><title>Error</title><body style="font:16px/1.5 system-ui;padding:2rem"><h1>The page could not be built</h1><pre style="white-space:pre-wrap;background:#fee;padding:1rem">${escape(error.message)}</pre><details><summary>Details for developers</summary><pre>${escape(String(error.stack ?? ''))}</pre></details></body>`;
}

/**
 * Starts the dev server on `port` and resolves with it (and the Vite server, to close both).
 * `withDesk` turns on the translator's desk (on for `npm run dev`, unless DESK=0).
 */
export async function startDevServer(
  port = Number(process.env.PORT ?? 5173),
  host = '127.0.0.1',
  withDesk = false,
) {
  if (withDesk) /** @type {Record<string, unknown>} */ (globalThis).__AATC_DESK__ = true;
  const vite = await createServer({
    root,
    server: { middlewareMode: true },
    appType: 'custom',
    logLevel: process.env.VITE_LOG_LEVEL === 'error' ? 'error' : 'info',
  });
  const server = http.createServer((req, res) => {
    if (withDesk && req.url?.startsWith('/__desk/')) {
      void desk(vite, req, res);
      return;
    }
    vite.middlewares(req, res, async () => {
      try {
        const url = req.url ?? '/';
        const template = await vite.transformIndexHtml(
          url,
          await readFile(join(root, 'index.html'), 'utf8'),
        );
        const entry = await vite.ssrLoadModule('/src/entry-server.tsx');
        const result = await entry.render(url);
        if ('location' in result) {
          res.writeHead(result.status, { Location: result.location });
          res.end();
          return;
        }
        res.writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8' });
        const html = entry.fillDocument(template, result);
        res.end(withDesk ? html.replace('<head>', `<head>${deskTags}`) : html);
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        vite.ssrFixStacktrace(error);
        console.error(error);
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(errorPage(error));
      }
    });
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  return {
    url: `http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    close: async () => {
      server.close();
      await vite.close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startDevServer(undefined, undefined, process.env.DESK !== '0');
  console.log(`dev: ${url} (pages rendered on the server, islands hydrated as in the build)`);
}
