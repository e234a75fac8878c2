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

/** Starts the dev server on `port` and resolves with it (and the Vite server, to close both). */
export async function startDevServer(port = Number(process.env.PORT ?? 5173), host = '127.0.0.1') {
  const vite = await createServer({
    root,
    server: { middlewareMode: true },
    appType: 'custom',
    logLevel: process.env.VITE_LOG_LEVEL === 'error' ? 'error' : 'info',
  });
  const server = http.createServer((req, res) => {
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
        res.end(entry.fillDocument(template, result));
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        vite.ssrFixStacktrace(error);
        console.error(error);
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(String(error.stack ?? error));
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
  const { url } = await startDevServer();
  console.log(`dev: ${url} (pages rendered on the server, islands hydrated as in the build)`);
}
