import { css } from '@emotion/react';
import { space } from '@/styles/theme';
import type { SearchHit } from './pagefind-client';
import { SearchResultItem } from './search-result-item';

/** Set on the island's root (see site-search.tsx), reaching down to the list. */
export const searchResultsStyles = css`
  .results {
    list-style: none;
    padding: 0;
    display: grid;
    gap: ${space.md};
  }
`;

export function SearchResultList({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ol className="results" data-testid="search-results">
      {hits.map((hit) => (
        <SearchResultItem key={hit.url} hit={hit} />
      ))}
    </ol>
  );
}
