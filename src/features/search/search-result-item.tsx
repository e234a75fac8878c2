import { css } from '@emotion/react';
import { BidiText } from '@/components/ui/bidi-text';
import { colors, space } from '@/styles/theme';
import type { SearchHit } from './pagefind-client';
import { excerptParts, resultPath } from './search-query';

/** Set on the island's root (see site-search.tsx), reaching down to each result. */
export const searchResultItemStyles = css`
  .results li {
    padding-block-end: ${space.md};
    border-block-end: 1px solid ${colors.line};
  }
  .results h2 {
    margin-block: 0 ${space.xs};
  }
  .results p {
    margin: 0;
  }
  mark {
    background: #fff2b3;
    color: inherit;
  }
`;

/**
 * One result: the index's title and excerpt, shown as text (the excerpt's highlights become
 * `<mark>`s). A result outside the site's pages is not shown.
 */
export function SearchResultItem({ hit }: { hit: SearchHit }) {
  const path = resultPath(hit.url);
  if (!path) return null;
  return (
    <li>
      <h2>
        <a href={path}>
          <BidiText>{hit.title}</BidiText>
        </a>
      </h2>
      <p>
        {excerptParts(hit.excerpt).map((part, index) =>
          part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
        )}
      </p>
    </li>
  );
}
