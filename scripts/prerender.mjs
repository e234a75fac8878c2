// Writes every page of the manifest, in both languages, as static HTML into dist/,
// plus the 404 pages, sitemap.xml, robots.txt and the server/CDN rules.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const server = await import(join(root, 'dist-server', 'entry-server.js'));
const template = await readFile(join(dist, 'index.html'), 'utf8');

const assets = await readdir(join(dist, 'assets'));
const fontFor = {
  en: assets.find((f) => /^plex-sans-latin-400-.*\.woff2$/.test(f)),
  ar: assets.find((f) => /^plex-sans-arabic-400-.*\.woff2$/.test(f)),
};

// The one small stylesheet (the @font-face rules) goes inline: nothing blocks the first paint.
const stylesheets = [
  ...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/g),
];
let shell = template;
for (const [tag, file] of stylesheets) {
  const css = (await readFile(join(dist, file), 'utf8')).trim();
  shell = shell.replace(tag, `<style>${css}</style>`);
}

function page(result) {
  const font = fontFor[result.lang];
  return server.fillDocument(shell, result, font ? `/assets/${font}` : undefined);
}

async function write(path, html) {
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  return file;
}

const written = [];
for (const { path } of server.allPagePaths()) {
  const result = await server.render(path);
  if (result.status !== 200) throw new Error(`${path} rendered with status ${result.status}`);
  written.push(await write(path, page(result)));
}
// The error pages (404 at the CDN's conventional names; 400, 405, 414 and 500 for the servers), in
// both languages. Each names its status on the root, so the browser hydrates the same page.
for (const status of server.errorStatuses) {
  for (const lng of ['en', 'ar']) {
    const url = lng === 'ar' ? '/ar/__error__' : '/__error__';
    const result = await server.render(url, status);
    if (result.status !== status || result.lang !== lng) {
      throw new Error(`bad ${status} page for ${lng}`);
    }
    const file = join(dist, server.errorPagePath(status, lng));
    await mkdir(dirname(file), { recursive: true });
    const html = page(result).replace('<div id="root">', `<div id="root" data-status="${status}">`);
    await writeFile(file, html);
    written.push(file);
  }
}

await writeFile(join(dist, server.rangeNotSatisfiableFile), 'Requested range not satisfiable\n');

// Sitemap with alternates, robots.txt.
const origin = server.siteOrigin;
const abs = (p) => `${origin}${p}`;
const urls = server.routes.flatMap((route) => {
  const en = server.localizePath(route.path, 'en');
  const ar = server.localizePath(route.path, 'ar');
  const links = [
    `<xhtml:link rel="alternate" hreflang="en" href="${abs(en)}"/>`,
    `<xhtml:link rel="alternate" hreflang="ar" href="${abs(ar)}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${abs(en)}"/>`,
  ].join('');
  const esc = (s) => s.replace(/&/g, '&amp;');
  return [en, ar].map((p) => `<url><loc>${esc(abs(p))}</loc>${esc(links)}</url>`);
});
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);
await writeFile(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
);

// One source of HTTP rules for every host.
const rules = server.httpRules();
await writeFile(join(dist, 'http-rules.json'), JSON.stringify(rules, null, 2));
await writeFile(join(dist, '_headers'), server.headersFile(rules));
await writeFile(join(dist, '_redirects'), server.redirectsFile(rules));
const nginxDir = join(root, 'deploy', 'nginx', 'generated');
await mkdir(nginxDir, { recursive: true });
await writeFile(join(nginxDir, 'security-headers.conf'), server.nginxHeadersConf(rules));
await writeFile(join(nginxDir, 'redirects.conf'), server.nginxRedirectsConf(rules));
await writeFile(join(nginxDir, 'cache.conf'), server.nginxCacheConf(rules));
await writeFile(join(nginxDir, 'guards.conf'), server.nginxGuardsConf(rules));
await writeFile(join(nginxDir, 'internal.conf'), server.nginxInternalConf(rules));
await writeFile(join(nginxDir, 'error-locations.conf'), server.nginxErrorLocationsConf(rules));
for (const lng of ['en', 'ar']) {
  await writeFile(
    join(nginxDir, `error-pages-${lng}.conf`),
    server.nginxErrorPagesConf(rules, lng),
  );
}

// Precompress text files for hosts that serve .br/.gz.
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
let compressed = 0;
for await (const file of walk(dist)) {
  if (!/\.(html|js|css|json|svg|xml|txt)$/.test(file)) continue;
  const body = await readFile(file);
  if (body.length < 1024) continue;
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  compressed += 1;
}
console.log(
  `prerendered ${written.length} pages, ${urls.length} sitemap URLs, ${compressed} files precompressed`,
);
