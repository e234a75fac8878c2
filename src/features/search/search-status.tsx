import { css } from '@emotion/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BidiText } from '@/components/ui/bidi-text';
import type { Found, SearchStatus } from './use-search-results';

/** Set on the island's root (see site-search.tsx), reaching down to the status line. */
export const searchStatusStyles = css`
  .status {
    font-weight: 700;
    min-block-size: 1.5em;
  }
`;

/** What the status line says: loading, failed, how many results, or nothing before a search. */
function statusMessage(t: TFunction<'search'>, status: SearchStatus, found: Found | null): string {
  if (status === 'loading') return t('search.loading');
  if (status === 'failed') return t('search.failed');
  if (status !== 'done' || !found) return '';
  return found.results.total > 0
    ? t('search.count', { count: found.results.total, query: found.query })
    : t('search.none', { query: found.query });
}

/** The live status line; it is always in the page, so screen readers hear each change. */
export function SearchStatusLine({ status, found }: { status: SearchStatus; found: Found | null }) {
  const { t } = useTranslation('search');
  return (
    <p className="status" role="status" aria-live="polite" data-testid="search-status">
      <BidiText>{statusMessage(t, status, found)}</BidiText>
    </p>
  );
}
