/**
 * What the build scripts (scripts/prerender.mjs, scripts/bench.mjs, scripts/dev.mjs) read from the
 * site's own code, bundled by Vite as dist-server/entry-build.js so that they run the code the site
 * runs: the page renderer (src/entry-server.tsx) and the rules derived from the manifest.
 */
export { render, type RedirectResult, type RenderResult } from '@/entry-server';
export { alternatesFor } from '@/routes/page-head';
export { allPagePaths } from '@/routes/redirects';
export { isSearchable, routes } from '@/routes/manifest';
export { errorPagePath, pageFile, rangeNotSatisfiableFile } from '@/build/http-rules';
export { fillDocument, firstScreenFaces } from '@/build/document';
export { errorStatuses } from '@/routes/error-status';
export {
  assetsIgnoreFile,
  headersFile,
  httpRules,
  nginxCacheConf,
  nginxErrorLocationsConf,
  nginxErrorPagesConf,
  nginxHeadersConf,
  nginxInternalConf,
  nginxGuardsConf,
  nginxRedirectsConf,
  redirectsFile,
} from '@/build/http-rules';
export { siteOrigin } from '@/config/site';
export { languages, localizePath, urlPath } from '@/i18n/languages';
export { brokenText } from '@/build/shipped-text';
export { buildShareCards } from '@/build/og-card-render';
