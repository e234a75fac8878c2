import { createContext, useContext } from 'react';
import type { RouteId } from './manifest';

/** The page a document shows: its manifest id (null on an error page) and its path. */
export interface CurrentPage {
  routeId: RouteId | null;
  pathname: string;
}

/**
 * Given by the page frame: at build time from the route React Router matched, in the browser from
 * the prerendered document. Page changes are document loads, so it never changes in a document.
 */
export const PageContext = createContext<CurrentPage | null>(null);

export function useCurrentPage(): CurrentPage {
  const page = useContext(PageContext);
  if (!page) throw new Error('useCurrentPage() used outside a page frame');
  return page;
}
