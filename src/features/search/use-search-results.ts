import { useRef, useState } from 'react';
import { loadPagefind, type SearchHit, type SearchResults } from './pagefind-client';
import { searchHref, searchQuery } from './search-query';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface Found {
  query: string;
  results: SearchResults;
  hits: SearchHit[];
}

/** Results shown at first, and added by each "more". */
const pageSize = 20;

/** Asks the index (loaded the first time) for `query`, and fetches its first page of results. */
async function findFirstPage(typed: string, query: string): Promise<Found> {
  const pagefind = await loadPagefind();
  const results = await pagefind.search(query);
  return { query: typed.trim(), results, hits: await results.hits(0, pageSize) };
}

/**
 * The state of a search: `run` searches what was typed (and puts it in the address), `more` adds
 * the next page of results. Each run takes a ticket; an answer that comes back after a newer run
 * started is dropped, so a slow early search never overwrites a later one.
 */
export function useSearchResults(synonyms: Readonly<Record<string, string>>) {
  const latest = useRef(0);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [found, setFound] = useState<Found | null>(null);

  const run = (typed: string) => {
    const ticket = ++latest.current;
    window.history.replaceState(null, '', searchHref(window.location.pathname, typed));
    const query = searchQuery(typed, synonyms);
    if (!query) {
      setStatus('idle');
      setFound(null);
      return;
    }
    setStatus('loading');
    findFirstPage(typed, query)
      .then((next) => {
        if (ticket !== latest.current) return;
        setFound(next);
        setStatus('done');
      })
      .catch(() => {
        if (ticket === latest.current) setStatus('failed');
      });
  };

  const more = () => {
    if (!found) return;
    const ticket = latest.current;
    const { hits } = found;
    found.results
      .hits(hits.length, hits.length + pageSize)
      .then((next) => {
        if (ticket === latest.current) setFound({ ...found, hits: [...hits, ...next] });
      })
      .catch(() => {
        if (ticket === latest.current) setStatus('failed');
      });
  };

  return { status, found, run, more };
}
