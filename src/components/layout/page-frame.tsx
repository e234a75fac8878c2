import type { ComponentType } from 'react';
import type { RouteId } from '@/routes/manifest';
import { PageContext, type CurrentPage } from '@/routes/page-context';
import { SiteLayout } from './site-layout';

interface Props {
  routeId: RouteId | null;
  pathname: string;
  /** The page's template (loaded before rendering, so nothing suspends). */
  Page: ComponentType;
}

/** One document: the page's template inside the site's layout, with the page known to both. */
export function PageFrame({ routeId, pathname, Page }: Props) {
  const page: CurrentPage = { routeId, pathname };
  return (
    <PageContext.Provider value={page}>
      <SiteLayout>
        <Page />
      </SiteLayout>
    </PageContext.Provider>
  );
}
