import type { RouteId } from './manifest';
import { useRouter } from './router-context';

/** The manifest id of the page being shown, or null on the not-found page. */
export function useCurrentRouteId(): RouteId | null {
  return useRouter().view.routeId;
}
