import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aliasRedirects, allPagePaths } from '@/routes/redirects';
import { languages } from '@/i18n/languages';
import { routes } from '@/routes/manifest';
import { footerColumns, footerLegal, mainNav, utilityNav, type NavItem } from '@/routes/navigation';
import { get, readLocale } from './locale-files';

describe('route manifest', () => {
  it('gives every page a clean path: one leading slash, no trailing slash, no /ar prefix', () => {
    const bad = routes
      .map((r) => r.path)
      .filter((path) => !/^\/(?:[^/\s]+(?:\/[^/\s]+)*)?$/.test(path) || /^\/ar(\/|$)/.test(path));
    expect(bad).toEqual([]);
    // The old site's own spellings are kept, capitals and ampersands included.
    const paths = new Set<string>(routes.map((r) => r.path));
    for (const path of ['/Course-Policy', '/complains&iNQ', '/it-courses/Graphics/photoshop']) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  it('has unique ids and unique paths', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('gives every page a URL in each language', () => {
    const paths = allPagePaths().map((p) => p.path);
    expect(new Set(paths).size).toBe(routes.length * languages.length);
    expect(paths).toContain('/ar');
    expect(paths).toContain('/ar/bamp/pmp');
  });

  it('has no alias that is a live path, and no redirect chains', () => {
    const live = new Set(allPagePaths().map((p) => p.path));
    const redirects = aliasRedirects();
    const aliases = routes.flatMap((route) => ('aliases' in route ? route.aliases : []));
    expect(redirects).toHaveLength(aliases.length * languages.length);
    for (const { from, to } of redirects) {
      expect(live.has(from), from).toBe(false);
      expect(live.has(to), to).toBe(true);
    }
    const sources = new Set(redirects.map((r) => r.from));
    expect(redirects.filter((r) => sources.has(r.to))).toEqual([]);
  });

  it('redirects the other spellings of the old site, in both languages', () => {
    const map = new Map(aliasRedirects().map((r) => [r.from, r.to]));
    expect(map.get('/language-courses/English/general-english-courses')).toBe(
      '/language-courses/english/general-english-courses',
    );
    expect(map.get('/course-policy')).toBe('/Course-Policy');
    expect(map.get('/ar/complains&inq')).toBe('/ar/complains&iNQ');
    expect(map.get('/Accreditation')).toBe('/accreditation');
  });

  it('gives every page its title, description, keywords and heading in both languages', () => {
    const missing: string[] = [];
    for (const route of routes) {
      for (const lng of ['en', 'ar'] as const) {
        const page = readLocale(lng, route.ns)[route.id];
        for (const key of ['meta.title', 'meta.description', 'meta.keywords', 'heading']) {
          const value = get(page, key);
          if (typeof value !== 'string' || value.trim().length < 3)
            missing.push(`${lng}:${route.id}.${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every page a unique title in each language', () => {
    for (const lng of ['en', 'ar'] as const) {
      const titles = routes.map((r) => get(readLocale(lng, r.ns)[r.id], 'meta.title'));
      expect(new Set(titles).size).toBe(routes.length);
    }
  });

  it('puts every page in the menu or the footer, but the forms and the search page', () => {
    const ids = new Set<string>();
    const walk = (items: readonly NavItem[]) =>
      items.forEach((item) =>
        item.kind === 'route' ? ids.add(item.id) : item.kind === 'group' && walk(item.items),
      );
    walk(mainNav);
    walk(utilityNav);
    footerColumns.forEach((c) => c.ids.forEach((id) => ids.add(id)));
    footerLegal.forEach((id) => ids.add(id));
    // The forms open from within pages (Apply Now, Ask a question); search is the header's own link.
    const reachedFromPages = ['embed-form', 'search'];
    const outside = routes
      .filter((r) => !ids.has(r.id) && !reachedFromPages.includes(r.template))
      .map((r) => `src/routes/manifest.ts › ${r.id}: give it a \`menu\` or \`footer\` place`);
    expect(outside).toEqual([]);
    // and the forms and the search page are there to be reached from pages
    expect(routes.filter((r) => !ids.has(r.id)).length).toBeGreaterThan(0);
  });

  it('gives every menu group at least one item', () => {
    const empty: string[] = [];
    const walk = (items: readonly NavItem[]) =>
      items.forEach((item) => {
        if (item.kind !== 'group') return;
        if (item.items.length === 0) empty.push(item.key);
        walk(item.items);
      });
    walk(mainNav);
    expect(empty).toEqual([]);
  });

  it("names only pages of the manifest among a contact page's related pages", () => {
    const ids = new Set<string>(routes.map((route) => route.id));
    const related = routes.flatMap((route) => route.contact?.related ?? []);
    expect(related.length).toBeGreaterThan(0);
    expect(related.filter((id) => !ids.has(id))).toEqual([]);
  });

  it("has a policy's notice and its target together: `differs` in the copy, `policy.differsFrom` a page", () => {
    const ids = new Set<string>(routes.map((route) => route.id));
    const problems: string[] = [];
    for (const route of routes) {
      const target = route.policy?.differsFrom;
      if (target !== undefined && !ids.has(target))
        problems.push(
          `src/routes/manifest.ts › ${route.id}: policy.differsFrom '${target}' is no page`,
        );
      for (const lng of languages) {
        const notice = get(readLocale(lng, route.ns)[route.id], 'differs');
        if (notice !== undefined && target === undefined)
          problems.push(
            `src/routes/manifest.ts › ${route.id}: locales/${lng}/${route.ns}.json has \`differs\`; give the entry policy.differsFrom`,
          );
        if (notice === undefined && target !== undefined)
          problems.push(
            `locales/${lng}/${route.ns}.json › ${route.id}.differs: the notice's words are missing`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it("has a company page's illustration in public/ and what it shows in the copy", () => {
    const problems: string[] = [];
    for (const route of routes) {
      const image = route.company?.image;
      if (image === undefined) continue;
      if (!existsSync(join(process.cwd(), 'public', image)))
        problems.push(`src/routes/manifest.ts › ${route.id}: no file public${image}`);
      for (const lng of languages) {
        if (typeof get(readLocale(lng, route.ns)[route.id], 'imageAlt') !== 'string')
          problems.push(
            `locales/${lng}/${route.ns}.json › ${route.id}.imageAlt: say what ${image} shows`,
          );
      }
    }
    expect(problems).toEqual([]);
  });
});
