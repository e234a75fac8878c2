import type { RouteId } from './manifest';
import { useCurrentPage } from './page-context';

/** The manifest id of the page being shown, or null on the not-found page. */
export function useCurrentRouteId(): RouteId | null {
  return useCurrentPage().routeId;
}
