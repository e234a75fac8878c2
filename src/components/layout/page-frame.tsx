import type { ComponentType, ReactNode } from 'react';
import type { RouteId } from '@/routes/manifest';
import { PageContext, type CurrentPage } from '@/routes/page-context';
import { SiteLayout } from './site-layout';

interface Props {
  routeId: RouteId | null;
  pathname: string;
  /** The page's template (loaded before rendering, so nothing suspends). */
  Page: ComponentType;
  /** What every page has after its footer (the app's site-wide islands). */
  after?: ReactNode;
}

/** One document: the page's template inside the site's layout, with the page known to both. */
export function PageFrame({ routeId, pathname, Page, after }: Props) {
  const page: CurrentPage = { routeId, pathname };
  return (
    <PageContext.Provider value={page}>
      <SiteLayout after={after}>
        <Page />
      </SiteLayout>
    </PageContext.Provider>
  );
}
