import { css } from '@emotion/react';
import { BidiText, LatinRun, useIsolatesLatin } from '@/components/ui/bidi-text';
import { colors, space } from '@/styles/theme';
import type { SearchHit } from './pagefind-client';
import { excerptRuns } from './excerpt-runs';
import { excerptParts, resultPath, type ExcerptPart } from './search-query';

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

function Pieces({ pieces }: { pieces: readonly ExcerptPart[] }) {
  return pieces.map((piece, index) =>
    piece.marked ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>,
  );
}

/**
 * One result: the index's title and excerpt, shown as text (the excerpt's highlights become
 * `<mark>`s). The excerpt takes its direction from its own words (`dir="auto"`); on Arabic pages
 * its Latin runs are isolated whole, highlights inside them. A result outside the site's pages is
 * not shown.
 */
export function SearchResultItem({ hit }: { hit: SearchHit }) {
  const isolate = useIsolatesLatin();
  const path = resultPath(hit.url);
  if (!path) return null;
  return (
    <li>
      <h2>
        <a href={path}>
          <BidiText>{hit.title}</BidiText>
        </a>
      </h2>
      <p dir="auto">
        {excerptRuns(excerptParts(hit.excerpt), isolate).map((run, index) =>
          run.latin ? (
            <LatinRun key={index} text={run.text}>
              <Pieces pieces={run.pieces} />
            </LatinRun>
          ) : (
            <Pieces key={index} pieces={run.pieces} />
          ),
        )}
      </p>
    </li>
  );
}
