import { SearchBrowse, SearchNoScript } from './search-browse';
import { SearchForm, searchFormStyles } from './search-form';
import { SearchMoreButton } from './search-more-button';
import { searchResultItemStyles } from './search-result-item';
import { SearchResultList, searchResultsStyles } from './search-results';
import { SearchStatusLine, searchStatusStyles } from './search-status';
import { useSearchInput } from './use-search-input';
import { useSearchResults } from './use-search-results';
import { defineIsland } from '@/components/island/define-island';
import { pageNameKey } from '@/routes/page-name';

/*
 * Each piece's styles live beside it but are set here, together, on the island's root: the pieces
 * add no class or element of their own, so the markup the server wrote (and hydration matches,
 * and the browser tests select) stays the same.
 */
const styles = [searchFormStyles, searchStatusStyles, searchResultsStyles, searchResultItemStyles];

/**
 * Search of the page language's pages: a GET form that works as a form (the address carries the
 * words), and in the browser asks the static index built from the site's HTML (Pagefind), loaded
 * the first time a search runs. Results are the index's titles and excerpts, shown as text.
 */
export function SiteSearch({
  action,
  synonyms,
}: {
  action: string;
  /** The page language's words visitors type → the site's words (locales/search-synonyms.json). */
  synonyms: Readonly<Record<string, string>>;
}) {
  const { status, found, run, more } = useSearchResults(synonyms);
  const { inputRef, onInput, onSubmit } = useSearchInput(run);
  return (
    <div css={styles}>
      <SearchForm action={action} inputRef={inputRef} onInput={onInput} onSubmit={onSubmit} />
      <SearchStatusLine status={status} found={found} />
      {status === 'done' && found && found.hits.length > 0 && (
        <SearchResultList hits={found.hits} />
      )}
      {status === 'done' && found && found.hits.length < found.results.total && (
        <SearchMoreButton onMore={more} />
      )}
      {(status === 'failed' || (status === 'done' && found?.results.total === 0)) && (
        <SearchBrowse />
      )}
      <SearchNoScript />
    </div>
  );
}

export const siteSearchIsland = defineIsland({
  name: 'site-search',
  component: SiteSearch,
  keys: [
    'search:search',
    `common:${pageNameKey('courseFinder')}`,
    `common:${pageNameKey('ourProgrammes')}`,
  ],
  trigger: 'interaction',
  wakeIfQuery: true,
});
