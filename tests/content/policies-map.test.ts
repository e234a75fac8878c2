// @vitest-environment node
/**
 * The Privacy Policy and the Terms tell visitors on which page the Google map is, because that
 * page is where Google receives their browser's request. They must name the page that really
 * shows the map, in both languages, and keep doing so if the map moves. This test finds the map
 * twice: in the source (which page templates render the map island) and, once the site is built,
 * in the built pages (which HTML holds the island, and the heading of its section). Every sentence
 * of the two policies that mentions Google Maps must name that page, and no other page.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFile } from '@/build/http-rules';
import { languages, type Lang } from '@/i18n/languages';
import { routes } from '@/routes/manifest';
import { allPagePaths } from '@/routes/redirects';

/** The built site (DIST_DIR to check another build); its part runs only once it exists. */
const dist = process.env.DIST_DIR ?? join(process.cwd(), 'dist');
const root = process.cwd();

/** The island the map is rendered in (src/features/home/map-embed.tsx). */
const mapIsland = 'map-embed';
const mapIslandExport = 'mapEmbedIsland';

/** How a policy names a page: "the home page", "the Head Office page"; «الصفحة الرئيسية». */
const pagePhrase: Record<Lang, (name: string) => string> = {
  en: (name) => `${name} page`.toLowerCase(),
  ar: (name) => `صفحة ${name}`,
};

/** Sentences that say where the map is: they mention Google Maps. */
const mapMention = /Google Maps/;

function locale(lng: Lang, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(root, 'locales', lng, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

function pageName(lng: Lang, id: string): string | undefined {
  const route = routes.find((r) => r.id === id);
  if (!route) return undefined;
  const page = locale(lng, route.ns)[id] as { name?: string } | undefined;
  return page?.name;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The sentences of a policy that mention the map. */
function mapSentences(lng: Lang, policy: 'privacyPolicy' | 'termsAndConditions'): string[] {
  return strings(locale(lng, 'policies')[policy])
    .flatMap((text) => text.split(/(?<=[.!?؟])\s+/))
    .filter((sentence) => mapMention.test(sentence));
}

const normal = (lng: Lang, text: string) => (lng === 'en' ? text.toLowerCase() : text);

/**
 * Each sentence about the map names every page that shows it, quotes the map section's heading
 * when it is known, and names no other page.
 */
function expectPoliciesName(lng: Lang, mapPages: string[], sectionTitle?: string) {
  expect(mapPages.length, `${lng}: no page shows the map`).toBeGreaterThan(0);
  const otherPages = routes.map((r) => r.id).filter((id) => !mapPages.includes(id));
  for (const policy of ['privacyPolicy', 'termsAndConditions'] as const) {
    const sentences = mapSentences(lng, policy);
    expect(
      sentences.length,
      `${lng}/policies.json › ${policy} never says where the map is`,
    ).toBeGreaterThan(0);
    for (const sentence of sentences) {
      const said = normal(lng, sentence);
      for (const id of mapPages) {
        const phrase = pagePhrase[lng](pageName(lng, id) ?? id);
        expect(said, `${lng}/policies.json › ${policy}: the map is on the ${id} page`).toContain(
          phrase,
        );
      }
      if (sectionTitle) {
        expect(sentence, `${lng}/policies.json › ${policy}: name the map's section`).toContain(
          sectionTitle,
        );
      }
      for (const id of otherPages) {
        const name = pageName(lng, id);
        if (!name) continue;
        expect(
          said,
          `${lng}/policies.json › ${policy}: the map is not on the ${id} page`,
        ).not.toContain(pagePhrase[lng](name));
      }
    }
  }
}

/** Templates whose page component renders the map island, read from the source. */
function templatesWithMap(): string[] {
  const pagesDir = join(root, 'src', 'pages');
  const files = readdirSync(pagesDir).filter(
    (file) =>
      file.endsWith('.tsx') &&
      readFileSync(join(pagesDir, file), 'utf8').includes(`island={${mapIslandExport}}`),
  );
  const loaders = readFileSync(join(root, 'src', 'app', 'templates.ts'), 'utf8');
  return [...loaders.matchAll(/'?([\w-]+)'?: \(\) => import\('@\/pages\/([\w-]+)'\)/g)]
    .filter(([, , file]) => files.includes(`${file}.tsx`))
    .map(([, template]) => template as string);
}

describe('where the policies say the Google map is', () => {
  it('names the page whose template renders the map (source)', () => {
    const templates = templatesWithMap();
    expect(templates.length, 'no page template renders the map island').toBeGreaterThan(0);
    const mapPages = routes.filter((r) => templates.includes(r.template)).map((r) => r.id);
    for (const lng of languages) expectPoliciesName(lng, mapPages);
  });

  it.runIf(existsSync(join(dist, 'index.html')))(
    'names the built page that holds the map, and its section (dist)',
    () => {
      for (const lng of languages) {
        const mapPages: string[] = [];
        const titles = new Set<string>();
        for (const { id, path } of allPagePaths().filter((p) => p.lng === lng)) {
          const html = readFileSync(join(dist, pageFile(path)), 'utf8');
          if (!html.includes(`data-island="${mapIsland}"`)) continue;
          mapPages.push(id);
          const title = /id="map-title"[^>]*>(.*?)<\/h2>/s.exec(html)?.[1];
          if (title) titles.add(title.replace(/<[^>]+>/g, '').trim());
        }
        expect(titles.size, `${lng}: the map's section heading`).toBe(1);
        expectPoliciesName(lng, mapPages, [...titles][0]);
      }
    },
  );
});
