import * as v from 'valibot';

/** Where the build writes the search index (scripts/search-index.mjs) and its script. */
export const pagefindScript = '/pagefind/pagefind.js';

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
}

const moduleSchema = v.looseObject({
  options: v.function(),
  search: v.function(),
});
const searchSchema = v.looseObject({
  results: v.array(v.looseObject({ data: v.function() })),
});
const dataSchema = v.looseObject({
  url: v.string(),
  excerpt: v.string(),
  meta: v.looseObject({ title: v.optional(v.string()) }),
});

/** The index's own API, checked at its edge: nothing from the script is trusted untested. */
interface Pagefind {
  search(query: string): Promise<SearchResults>;
}

export interface SearchResults {
  total: number;
  /** The results from `start` to `end` (exclusive), best first; each fetched when asked for. */
  hits: (start: number, end: number) => Promise<SearchHit[]>;
}

let loading: Promise<Pagefind> | null = null;

/**
 * Loads Pagefind (its script, then the index of the page's language, chosen by `<html lang>`)
 * the first time a search runs, and never on a page without search. A failed load can be retried.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* @vite-ignore */ pagefindScript)
    .then(async (loaded: unknown) => {
      const api = v.parse(moduleSchema, loaded);
      await api.options({ excerptLength: 24 });
      return {
        async search(query: string) {
          const found = v.parse(searchSchema, await api.search(query));
          return {
            total: found.results.length,
            hits: async (start: number, end: number) => {
              const pages = await Promise.all(
                found.results
                  .slice(start, end)
                  .map(async (result) => v.parse(dataSchema, await result.data())),
              );
              return pages.map((page) => ({
                url: page.url,
                title: page.meta.title ?? page.url,
                excerpt: page.excerpt,
              }));
            },
          };
        },
      };
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
