// Writes every page of the manifest, in both languages, as static HTML into dist/,
// plus the 404 pages, sitemap.xml, robots.txt and the server/CDN rules.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { buildSearchIndex } from './search-index.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
/** The build's own server bundle (src/entry-build.ts, built by Vite). */
const server = /** @type {typeof import('../src/entry-build')} */ (
  await import(join(root, 'dist-server', 'entry-build.js'))
);
const template = await readFile(join(dist, 'index.html'), 'utf8');

/** @typedef {import('../src/entry-build').RenderResult} RenderResult */

const assets = await readdir(join(dist, 'assets'));
/** The hashed file of each subset font face (`plex-sans-latin-600-<hash>.woff2`). */
/** @type {Record<string, string | undefined>} */
const fontFile = Object.fromEntries(
  assets.flatMap((f) => {
    const face = /^plex-sans-(\w+-\d+)-.*\.woff2$/.exec(f)?.[1];
    return face ? [[face, f]] : [];
  }),
);

// The one small stylesheet (the @font-face rules) goes inline: nothing blocks the first paint.
const stylesheets = [
  ...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/g),
];
let shell = template;
for (const [tag, file = ''] of stylesheets) {
  const css = (await readFile(join(dist, file), 'utf8')).trim();
  shell = shell.replace(tag, `<style>${css}</style>`);
}

/** @param {RenderResult} result @returns {string} */
function page(result) {
  // The faces the first screen paints with are preloaded (src/build/document.ts).
  const fonts = server.firstScreenFaces(result).map((face) => {
    const file = fontFile[face];
    if (!file) throw new Error(`no font file for ${face} in dist/assets`);
    return `/assets/${file}`;
  });
  return server.fillDocument(shell, result, fonts);
}

/** @param {string} path @param {string} html */
async function write(path, html) {
  const file = join(dist, server.pageFile(path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  return file;
}

const written = [];
/** Every page's HTML as written, for the search index (read once, here). */
const pagesHtml = [];
/** What would ship broken: a key no file has, text a visitor must never see. */
const broken = [];
/** @type {import('../src/build/og-card-render').CardInput[]} Every page's share card, drawn after the pages. */
const cards = [];
for (const { path } of server.allPagePaths()) {
  const result = await server.render(path);
  if (!('html' in result) || result.status !== 200) {
    throw new Error(`${path} rendered with status ${result.status}`);
  }
  const html = page(result);
  for (const key of result.missingKeys) {
    const [ns, name] = key.split(/:(.*)/s);
    broken.push(
      `${path}: locales/${result.lang}/${ns}.json › ${name}: the page reads this key and no file has it, so it would show «${name}» — put the key back (was it renamed?), or add the missing plural form`,
    );
  }
  for (const { snippet, what } of server.brokenText(html)) {
    broken.push(
      `${path}: ${what}: «${snippet}» — find it with npm run l10n:check, or search locales/${result.lang}/ for it`,
    );
  }
  written.push(await write(path, html));
  pagesHtml.push({ url: server.urlPath(path), html });
  if (result.card) cards.push(result.card);
}
if (broken.length) {
  console.error(
    `The build stops: ${broken.length} text${broken.length === 1 ? '' : 's'} would show broken on the site.`,
  );
  console.error(broken.join('\n'));
  process.exit(1);
}
// The error pages (404 at the CDN's conventional names; 400, 405, 414 and 500 for the servers), in
// both languages. Each names its status on the root, so the browser hydrates the same page.
for (const status of server.errorStatuses) {
  for (const lng of server.languages) {
    const url = server.localizePath('/__error__', lng);
    const result = await server.render(url, status);
    if (!('html' in result) || result.status !== status || result.lang !== lng) {
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

// Each page's share card (og:image), drawn with resvg; unchanged cards come from the cache.
const cardsStarted = performance.now();
const shareCards = await server.buildShareCards(root, dist, new URL(server.siteOrigin).host, cards);
console.log(
  `share cards: ${shareCards.drawn} drawn, ${shareCards.reused} from the cache, in ${Math.round(performance.now() - cardsStarted)} ms`,
);

// Sitemap with alternates (from the same builder as each page's hreflang links), robots.txt.
const origin = server.siteOrigin;
/** @param {string} text */
const esc = (text) => text.replace(/&/g, '&amp;');
const urls = server.routes.flatMap((route) => {
  const alternates = server.alternatesFor(route);
  const links = alternates
    .map(
      (alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${esc(alt.href)}"/>`,
    )
    .join('');
  return alternates
    .filter((alt) => alt.hreflang !== 'x-default')
    .map((alt) => `<url><loc>${esc(alt.href)}</loc>${links}</url>`);
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
// `npm start` reads the rules from dist-server/, which is never published.
const rules = server.httpRules();
await writeFile(join(root, 'dist-server', 'http-rules.json'), JSON.stringify(rules, null, 2));
await writeFile(join(dist, '_headers'), server.headersFile(rules));
await writeFile(join(dist, '_redirects'), server.redirectsFile(rules));
await writeFile(join(dist, '.assetsignore'), server.assetsIgnoreFile());
const nginxDir = join(root, 'deploy', 'nginx', 'generated');
await mkdir(nginxDir, { recursive: true });
await writeFile(join(nginxDir, 'security-headers.conf'), server.nginxHeadersConf(rules));
await writeFile(join(nginxDir, 'redirects.conf'), server.nginxRedirectsConf(rules));
await writeFile(join(nginxDir, 'cache.conf'), server.nginxCacheConf(rules));
await writeFile(join(nginxDir, 'guards.conf'), server.nginxGuardsConf(rules));
await writeFile(join(nginxDir, 'internal.conf'), server.nginxInternalConf(rules));
await writeFile(join(nginxDir, 'error-locations.conf'), server.nginxErrorLocationsConf(rules));
for (const lng of server.languages) {
  await writeFile(
    join(nginxDir, `error-pages-${lng}.conf`),
    server.nginxErrorPagesConf(rules, lng),
  );
}

// The search index of both languages: every page the manifest leaves searchable.
const searchPages =
  server.routes.filter((route) => server.isSearchable(route)).length * server.languages.length;
const indexed = await buildSearchIndex(dist, pagesHtml, searchPages);

// Precompress text files for hosts that serve .br/.gz.
/** @param {string} dir @returns {AsyncGenerator<string>} */
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
  `prerendered ${written.length} pages, ${urls.length} sitemap URLs, ${indexed} pages indexed for search, ${compressed} files precompressed`,
);
