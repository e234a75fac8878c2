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

/**
 * A desk request's body, read only as far as 64 KB (a larger one is refused before it is parsed).
 * @param {http.IncomingMessage} req @param {number} limit
 * @returns {Promise<string | undefined>} undefined when the body is too large
 */
async function readBody(req, limit) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) {
      req.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The translator's desk's endpoints: their rules and logic are in src/desk/desk-server.ts (loaded
 * through Vite, so it shares the site's TypeScript and the checks); this only moves bytes. The
 * headers are judged before the body is read. After a write, the files written are dropped from
 * Vite's module cache at once, so the page the desk reloads a moment later shows the new text
 * without waiting for the file watcher.
 * @param {import('vite').ViteDevServer} vite @param {http.IncomingMessage} req @param {http.ServerResponse} res
 * @param {string} host the address the server listens on
 */
async function desk(vite, req, res, host) {
  /** @param {number} status @param {unknown} body */
  const send = (status, body) => {
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(JSON.stringify(body));
  };
  try {
    const api = /** @type {typeof import('../src/desk/desk-server')} */ (
      await vite.ssrLoadModule('/src/desk/desk-server.ts')
    );
    const allowedHosts = [host];
    const request = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
    };
    const refused = api.refuseRequest(request, allowedHosts);
    if (refused) return send(refused.status, refused.body);
    const body = req.method === 'POST' ? await readBody(req, api.maxBodyBytes) : undefined;
    if (req.method === 'POST' && body === undefined) {
      return send(413, { error: 'The request is larger than 64 KB.' });
    }
    const answer = api.answerRequest(
      api.createDesk(join(root, 'locales')),
      { ...request, body },
      allowedHosts,
    );
    for (const file of answer.written ?? []) forget(vite, file);
    return send(answer.status, answer.body);
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    console.error(error);
    return send(500, { error: error.message });
  }
}

/**
 * Drops a file from every Vite module graph (server render and browser), so the next request
 * reads it again. @param {import('vite').ViteDevServer} vite @param {string} file
 */
function forget(vite, file) {
  for (const environment of Object.values(vite.environments)) {
    const graph = environment.moduleGraph;
    for (const mod of graph.getModulesByFile(file) ?? []) graph.invalidateModule(mod);
  }
}

/**
 * The desk on a dev page. The flag goes first in <head>, before any script, so islands hydrate
 * with the same markers as the server render. The desk's script goes last in <head>: module
 * scripts run in document order, and its React components need Vite's React Refresh preamble
 * (added by transformIndexHtml) to have run first.
 * @param {string} html
 */
const withDeskTags = (html) =>
  html
    .replace('<head>', '<head><script>globalThis.__AATC_DESK__=true</script>')
    .replace('</head>', '<script type="module" src="/src/desk/desk-client.ts"></script></head>');

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Terminal colours Vite may leave in a message or a frame. @param {string} text */
// eslint-disable-next-line no-control-regex -- the escape character is what is removed
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The language of a requested path, by the site's own rule (src/i18n/languages.ts); English if
 * that module cannot load (the error being shown may be in it).
 * @param {import('vite').ViteDevServer} vite
 * @param {string} url
 * @returns {Promise<'en' | 'ar'>}
 */
async function pathLanguage(vite, url) {
  try {
    const { langFromPath } = await vite.ssrLoadModule('/src/i18n/languages.ts');
    return langFromPath(new URL(url, 'http://localhost').pathname);
  } catch {
    return 'en';
  }
}

/**
 * The page shown when a page cannot be rendered. A locale file's syntax error (the Vite plugin in
 * src/l10n/locale-json-plugin.ts throws it with `loc` and `frame`) is told first, in words a
 * translator can act on: the file, the line and column, the line itself with a caret under the
 * mistake; the stack trace stays below for developers.
 * @param {Error & { frame?: string, loc?: { file?: string, line: number, column: number }, id?: string }} error
 * @param {'en' | 'ar'} [lng] the language of the page asked for: its words come first
 */
export function errorPage(error, lng = 'en') {
  const message = stripAnsi(error.message ?? String(error));
  const caret = /^[ \t]*(?:\d+[ \t]*\|)?[ \t]*\^+[ \t]*$/m;
  const frame = stripAnsi(
    error.frame ?? (caret.test(message) ? message.slice(message.indexOf('\n') + 1) : ''),
  ).replace(/\s+$/, '');
  const file = error.loc?.file ?? error.id ?? '';
  const shown = file.includes('locales') ? file.slice(file.lastIndexOf('locales')) : file;
  const arabic = lng === 'ar';
  const where =
    frame && error.loc
      ? `${shown} — line ${error.loc.line}, column ${error.loc.column + 1}`
      : shown;
  const words = {
    en: {
      title: frame ? 'A locale file has a mistake' : 'The page could not be built',
      fix: 'Correct the line shown (the caret ^ points at the mistake), save the file, then reload this page.',
    },
    ar: {
      title: frame ? 'في أحد ملفات اللغة خطأ' : 'تعذّر بناء الصفحة',
      fix: 'صحّحوا السطر المعروض (العلامة ^ تحت موضع الخطأ)، واحفظوا الملف، ثم أعيدوا تحميل هذه الصفحة.',
    },
  };
  const first = arabic ? words.ar : words.en;
  const second = arabic ? words.en : words.ar;
  const headline = message.split('\n')[0] ?? '';
  return `<!doctype html>
<html lang="${arabic ? 'ar' : 'en'}" dir="${arabic ? 'rtl' : 'ltr'}">
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(first.title)}</title>
<body style="font:16px/1.6 system-ui,sans-serif;margin:0;padding:2rem;max-width:60rem">
<h1 style="margin-top:0">${escapeHtml(first.title)}</h1>
<p lang="${arabic ? 'en' : 'ar'}" dir="${arabic ? 'ltr' : 'rtl'}">${escapeHtml(second.title)}</p>
${where ? `<p dir="ltr" style="font:600 1rem ui-monospace,monospace">${escapeHtml(where)}</p>` : ''}
<p dir="ltr">${escapeHtml(headline)}</p>
${frame ? `<pre dir="ltr" style="background:#fff4f4;border:1px solid #d33;padding:1rem;overflow:auto;font:15px/1.5 ui-monospace,monospace">${escapeHtml(frame)}</pre>` : `<pre dir="ltr" style="white-space:pre-wrap;background:#fff4f4;padding:1rem">${escapeHtml(message)}</pre>`}
${frame ? `<p>${escapeHtml(first.fix)}</p><p lang="${arabic ? 'en' : 'ar'}" dir="${arabic ? 'ltr' : 'rtl'}">${escapeHtml(second.fix)}</p>` : ''}
<details><summary>Details for developers</summary><pre dir="ltr" style="white-space:pre-wrap">${escapeHtml(stripAnsi(String(error.stack ?? '')))}</pre></details>
</body>
</html>`;
}

/**
 * Starts the dev server on `port` and resolves with it (and the Vite server, to close both).
 * `withDesk` turns on the translator's desk (on for `npm run dev`, unless DESK=0); `cacheDir`
 * gives this server its own cache of pre-bundled dependencies.
 * @param {number} [port] @param {string} [host] @param {boolean} [withDesk] @param {string} [cacheDir]
 */
export async function startDevServer(
  port = Number(process.env.PORT ?? 5173),
  host = '127.0.0.1',
  withDesk = false,
  cacheDir = undefined,
) {
  // The markers are read by the render (src/i18n/desk-markers.ts) from this process's global:
  // one dev server per process decides it, and takes it back when it closes.
  const flags = /** @type {Record<string, unknown>} */ (globalThis);
  if (withDesk) flags.__AATC_DESK__ = true;
  else delete flags.__AATC_DESK__;
  /** @type {import('vite').ViteDevServer} */
  let vite;
  const server = http.createServer((req, res) => {
    if (withDesk && req.url?.startsWith('/__desk/')) {
      void desk(vite, req, res, host);
      return;
    }
    vite.middlewares(req, res, async () => {
      try {
        const url = req.url ?? '/';
        const template = await vite.transformIndexHtml(
          url,
          await readFile(join(root, 'index.html'), 'utf8'),
        );
        const entry = await vite.ssrLoadModule('/src/entry-build.ts');
        const result = await entry.render(url);
        if ('location' in result) {
          res.writeHead(result.status, { Location: result.location });
          res.end();
          return;
        }
        res.writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8' });
        const html = entry.fillDocument(template, result);
        res.end(withDesk ? withDeskTags(html) : html);
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        vite.ssrFixStacktrace(error);
        console.error(error);
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(errorPage(error, await pathLanguage(vite, req.url ?? '/')));
      }
    });
  });
  vite = await createServer({
    root,
    // Vite's browser client talks to this same server (HMR over its websocket): no second port,
    // so two dev servers (the browser tests start some) never fight over Vite's default one.
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
    // Two dev servers on one checkout (the browser tests start two, in two processes) each keep
    // their own pre-bundled dependencies: sharing Vite's cache, one rewrote the other's on a fresh
    // clone, and a page loaded from the first found its modules outdated or doubled (a hydration
    // mismatch). `npm run dev` keeps Vite's default cache.
    ...(cacheDir ? { cacheDir } : {}),
    logLevel: process.env.VITE_LOG_LEVEL === 'error' ? 'error' : 'info',
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  return {
    url: `http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    close: async () => {
      server.close();
      await vite.close();
      if (withDesk) delete flags.__AATC_DESK__;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const withDesk = process.env.DESK !== '0';
  const { url } = await startDevServer(undefined, undefined, withDesk);
  console.log(`dev: ${url} (pages rendered on the server, islands hydrated as in the build)`);
  if (withDesk) {
    console.log(
      "dev: translator's desk on: Alt+click any text, or Alt+Shift+D (DESK=0 npm run dev turns it off)",
    );
  }
}
