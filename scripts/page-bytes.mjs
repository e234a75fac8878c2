// What each built page loads on first view, from dist/ and Vite's manifest: JavaScript, CSS,
// locale chunks and the preloaded fonts, in gzip bytes (fonts: their own, already compressed, bytes). Shared by the budget test and `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} dist @param {string} file @returns {number} */
export function gzipBytes(dist, file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file) ?? 0;
}

/** @typedef {{ file: string, css?: string[], imports?: string[] }} ManifestEntry */
/** @type {Map<string, Record<string, ManifestEntry>>} */
const manifests = new Map();
/** @param {string} dist @returns {Record<string, ManifestEntry>} */
function viteManifest(dist) {
  if (!manifests.has(dist)) {
    manifests.set(dist, JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')));
  }
  return manifests.get(dist) ?? {};
}

/** @param {Record<string, ManifestEntry>} manifest @param {string} key @param {Set<string>} files */
function collect(manifest, key, files) {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return;
  files.add(entry.file);
  for (const css of entry.css ?? []) files.add(css);
  for (const imported of entry.imports ?? []) collect(manifest, imported, files);
}

/**
 * @param {string} dist
 * @param {{ file: string }} page the page's file under dist/ (`pageFile()` of src/build/http-rules.ts)
 * @param {[string, string][]} bundles The page's [language, namespace] pairs: `bundlesFor()` of
 *   src/routes/page-bundles.ts, the rule the prerender itself uses.
 */
export function pageBytes(dist, page, bundles) {
  const manifest = viteManifest(dist);
  /** @type {Set<string>} */
  const files = new Set();
  // Before any interaction a page runs only its one script and what it imports statically; the
  // islands' code (React, i18next, Emotion, the island) is a dynamic import made when one wakes.
  collect(manifest, 'index.html', files);
  /** @type {Set<string>} */
  const locales = new Set();
  for (const [lng, ns] of bundles) {
    const key = `locales/${lng}/${ns}.json`;
    if (manifest[key]) locales.add(manifest[key].file);
  }
  const html = readFileSync(join(dist, page.file), 'utf8');
  // A page that exists for its provider form starts it at once (src/islands/start.ts): the few
  // lines that do it are part of what the page loads at rest.
  const providerForm = html.includes('data-provider-form=');
  if (providerForm) collect(manifest, 'src/features/embeds/provider-form.ts', files);
  // Every face the page preloads for its first screen (src/build/document.ts).
  const fonts = [...html.matchAll(/<link rel="preload" href="\/([^"]+\.woff2)"/g)].map(
    ([, file = '']) => file,
  );
  /** @param {Iterable<string>} list */
  const sum = (list) => [...list].reduce((total, file) => total + gzipBytes(dist, file), 0);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const css = [...files].filter((f) => f.endsWith('.css'));
  return {
    /** Whether the page starts a provider form at once (its loader is in `js`). */
    providerForm,
    js: sum(js),
    css: sum(css),
    locales: sum(locales),
    html: gzipSync(html).length,
    font: fonts.reduce((total, file) => total + readFileSync(join(dist, file)).length, 0),
  };
}
