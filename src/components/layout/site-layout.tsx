import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getRoute, isSearchable, type RouteId } from '@/routes/manifest';
import { useCurrentPage } from '@/routes/page-context';
import { colors, space } from '@/styles/theme';
import { GlobalStyles } from '@/styles/global-styles';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { pageNameKey } from '@/routes/page-name';

const skipLink = css`
  position: absolute;
  inset-inline-start: ${space.md};
  inset-block-start: -100px;
  z-index: 100;
  padding: ${space.sm} ${space.md};
  background: ${colors.focus};
  color: ${colors.ink};
  font-weight: 700;
  &:focus {
    inset-block-start: ${space.sm};
  }
`;

const mainStyles = css`
  display: block;
  min-block-size: 60vh;
  &:focus {
    outline: none;
  }
`;

/**
 * The page's name from the menu, never shown: the title of its search result (the build adds the
 * page's keywords, scripts/search-index.mjs).
 */
function SearchTitle({ routeId }: { routeId: RouteId }) {
  const { t } = useTranslation();
  return (
    <span hidden data-pagefind-meta="title" data-pagefind-ignore="">
      {t(pageNameKey(routeId))}
    </span>
  );
}

/**
 * Every page: skip link, header, main (the page), footer. The search index (Pagefind, at build
 * time) reads only the main of manifest pages, under the page's name from the menu; error pages
 * and the search page itself are not indexed. `after` comes last (the app adds the language
 * offer's island: components do not import features).
 */
export function SiteLayout({ children, after }: { children: ReactNode; after?: ReactNode }) {
  const { t } = useTranslation();
  const { routeId } = useCurrentPage();
  const indexed = routeId !== null && isSearchable(getRoute(routeId));

  return (
    <>
      <GlobalStyles />
      <a href="#main" css={skipLink}>
        {t('skipLink')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} css={mainStyles} data-pagefind-body={indexed ? '' : undefined}>
        {indexed && <SearchTitle routeId={routeId} />}
        {children}
      </main>
      <SiteFooter />
      {after}
    </>
  );
}
