// @vitest-environment jsdom
/**
 * What every built page says before any script runs, read from `dist/` (the build runs before the
 * unit tests in `npm test`): its language and direction, its head (title, description, keywords,
 * canonical address, the language alternates), its header and footer, and on a course page the
 * Apply now link, the FAQ as native disclosures and the Course data for search engines. The
 * browser tests keep what only a browser can show (the server's answer, what CSS shows, axe,
 * keyboard and scripts); these facts of the HTML are read here, for every page in both languages,
 * in a fraction of the time a browser takes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFile } from '@/build/http-rules';
import { isForChildren } from '@/content/course-facets';
import { languages, localizePath, localizedUrl, type Lang } from '@/i18n/languages';
import { getRoute, routes } from '@/routes/manifest';
import { get, readLocale } from './locale-files';

/** The built site (DIST_DIR to check another build). */
const dist = process.env.DIST_DIR ?? join(process.cwd(), 'dist');
const built = existsSync(join(dist, 'index.html'));

const site = 'https://www.americanacademyeg.com';

/** A page's built HTML, parsed; `path` as the manifest writes it (the file's name, not encoded). */
function document(path: string, lng: Lang): Document {
  const html = readFileSync(join(dist, pageFile(localizePath(path, lng))), 'utf8');
  return new DOMParser().parseFromString(html, 'text/html');
}

function textAt(lng: Lang, ns: string, path: string): string {
  const value = get(readLocale(lng, ns), path);
  if (typeof value !== 'string') throw new Error(`No text at locales/${lng}/${ns}.json › ${path}`);
  return value;
}

describe.runIf(built)('every built page, in both languages', () => {
  for (const lng of languages) {
    it(`${lng} checkout: "Before you pay" links the two policies that set refund rules`, () => {
      const box = document(getRoute('checkout').path, lng).querySelector('main section');
      for (const id of ['refundPolicy', 'coursePolicy'] as const) {
        const link = box?.querySelector(`a[href="${localizedUrl(getRoute(id).path, lng)}"]`);
        expect(link?.textContent, id).toBe(get(readLocale(lng, getRoute(id).ns), `${id}.name`));
      }
    });

    for (const route of routes) {
      const url = localizedUrl(route.path, lng);
      it(`${lng} ${route.id} (${url}): language, head, header and footer`, () => {
        const doc = document(route.path, lng);
        const html = doc.documentElement;
        expect(html.getAttribute('lang')).toBe(lng);
        expect(html.getAttribute('dir')).toBe(lng === 'ar' ? 'rtl' : 'ltr');
        const meta = (name: string) =>
          doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
        expect(doc.title).toBe(textAt(lng, route.ns, `${route.id}.meta.title`));
        expect(meta('description')).toBe(textAt(lng, route.ns, `${route.id}.meta.description`));
        expect(meta('keywords')).toBe(textAt(lng, route.ns, `${route.id}.meta.keywords`));
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
          `${site}${url}`,
        );
        // English, Arabic and x-default.
        expect(doc.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(3);
        // The header's quick links, main menu and language switch, and the footer.
        expect(doc.querySelectorAll('header nav, footer')).toHaveLength(4);
      });
    }

    for (const route of routes.filter((entry) => entry.template === 'course')) {
      it(`${lng} ${route.id}: Apply now opens the course form in a new tab; FAQ; Course data`, () => {
        const doc = document(route.path, lng);
        const applyNow = textAt(lng, 'common', 'ui.applyNow');
        const apply = [...doc.querySelectorAll('main a')].filter((a) =>
          a.textContent?.includes(applyNow),
        );
        expect(apply.length, 'an Apply now link').toBeGreaterThan(0);
        for (const link of apply) {
          expect(link.getAttribute('href')).toBe(localizedUrl(getRoute('courseForm').path, lng));
          expect(link.getAttribute('target')).toBe('_blank');
          expect(link.getAttribute('rel')).toMatch(/noopener/);
        }
        // Each question a native disclosure: the browser opens it by keyboard and by touch.
        const faq = get(readLocale(lng, route.ns), `${route.id}.faq`);
        const questions = Array.isArray(faq) ? faq.length : 0;
        const summaries = doc.querySelectorAll('main details > summary');
        expect(summaries.length).toBeGreaterThanOrEqual(questions);
        const ld = JSON.parse(
          doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
        ) as {
          '@type'?: string;
          name?: string;
          inLanguage?: string;
          provider?: { '@type'?: string };
        };
        expect(ld['@type']).toBe('Course');
        expect(ld.name).toBe(textAt(lng, route.ns, `${route.id}.heading`));
        expect(ld.provider?.['@type']).toBe('EducationalOrganization');
        expect(ld.inLanguage).toBe(lng);
        // A highlight that is another page's name links to that page (Online Courses' list).
        const items = get(readLocale(lng, route.ns), `${route.id}.highlights.items`);
        for (const item of Array.isArray(items) ? items : []) {
          const named = routes.find(
            (other) =>
              other.id !== route.id && get(readLocale(lng, other.ns), `${other.id}.name`) === item,
          );
          if (!named) continue;
          const links = [
            ...doc.querySelectorAll(`main li a[href="${localizedUrl(named.path, lng)}"]`),
          ];
          expect(
            links.some((a) => a.textContent === item),
            `"${item}" links to ${named.id}`,
          ).toBe(true);
        }
        // A levelled course's steps speak to the learner, or to the parent on a children's course.
        if (route.course?.learningPath) {
          const title = textAt(
            lng,
            'common',
            isForChildren(route.course) ? 'ui.learningPathChild.title' : 'ui.learningPath.title',
          );
          expect(doc.getElementById('learning-path')?.textContent).toBe(title);
        }
      });
    }
  }
});
