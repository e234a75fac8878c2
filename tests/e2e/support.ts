import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { localizedUrl } from '../../src/i18n/languages';
import { getRoute, routes, type RouteId } from '../../src/routes/manifest';
import { wcagTags } from '../wcag-tags';

const root = join(import.meta.dirname, '..', '..');

export type Lang = 'en' | 'ar';

/**
 * A manifest page's URL path in `lng`, as its links write it: the one rule of the site's
 * addresses (`localizedUrl`, src/i18n/languages.ts) applied to the page's path. Browser tests take
 * their paths from here, by page id, never as literals with an `/ar` of their own.
 */
export function pageUrl(id: RouteId, lng: Lang): string {
  return localizedUrl(getRoute(id).path, lng);
}

export function locale(lng: Lang, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(root, 'locales', lng, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

export function pick(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node && typeof node === 'object') return (node as Record<string, unknown>)[key];
    return undefined;
  }, value);
}

/** A page's name (menus, cards, the finder): `<ns>.json` › `<id>.name` in its own copy. */
export function pageName(lng: Lang, id: string): string {
  const route = routes.find((entry) => entry.id === id);
  if (!route) throw new Error(`No page ${id} in the manifest`);
  return text(lng, route.ns, `${id}.name`);
}

export function text(lng: Lang, ns: string, path: string): string {
  const value = pick(locale(lng, ns), path);
  if (typeof value !== 'string') throw new Error(`No text at ${lng}/${ns}:${path}`);
  return value;
}

export const hubspotStub = readFileSync(
  join(import.meta.dirname, 'fixtures', 'hubspot-forms-stub.js'),
  'utf8',
);

/**
 * Keeps tests hermetic: the HubSpot forms script is answered by a local stub, every other
 * third-party request is answered empty (or aborted with `block`). Returns the console errors,
 * page errors and CSP violations seen.
 */
export async function watchPage(page: Page, options: { block?: boolean } = {}) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat|did not match/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
    if (options.block) return route.abort('blockedbyclient');
    if (route.request().url().includes('hsforms.net/forms/embed')) {
      return route.fulfill({ contentType: 'text/javascript', body: hubspotStub });
    }
    const type = route.request().resourceType();
    return route.fulfill({
      status: 200,
      contentType: type === 'script' ? 'text/javascript' : 'text/html',
      body: '',
    });
  });
  return problems;
}

/**
 * Waits until the page's one script has run (src/islands/start.ts): islands are armed and the
 * enhancements (menu Escape, remembered choices) listen. Nothing is hydrated yet: islands wake on
 * their own triggers (see `islandHydrated`).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Waits until the island `name` has been hydrated by React. */
export async function islandHydrated(page: Page, name: string): Promise<void> {
  await page
    .locator(`[data-island="${name}"][data-hydrated="true"]`)
    .waitFor({ state: 'attached', timeout: 20_000 });
}

/** Opens a page and waits for its script to have started. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/**
 * The page's accessibility violations (axe-core, WCAG 2.2 AA), each as `rule: targets`.
 *
 * Axe runs once, in the page (`axe.run`, the builder's legacy mode): the default mode runs it in
 * parts per frame and then opens a blank page to join them, which costs several times the check
 * itself on a 2-core host. The one thing legacy mode gives up is cross-origin frames, and our
 * pages have none under test (third-party requests are answered empty by `watchPage`). The
 * results are axe's whole report: limiting it to violations (`resultTypes`) makes
 * `landmark-unique` report a false duplicate on the programmes page, since that rule compares
 * against the passes.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .setLegacyMode(true)
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A dev server's own cache of pre-bundled dependencies, one per test file that starts one: two
 * servers sharing Vite's cache on a fresh clone rewrote each other's (scripts/dev.mjs).
 */
export function viteCache(name: string): string {
  return join(root, 'node_modules', `.vite-e2e-${name}`);
}
