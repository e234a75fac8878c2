import { getRoute, type PageEntry } from './manifest';
import { useCurrentRouteId } from './current-route';

/** The manifest entry of the page being rendered (templates are shared by many routes). */
export function usePage(): PageEntry {
  const id = useCurrentRouteId();
  if (!id) throw new Error('usePage() used outside a manifest page');
  return getRoute(id);
}
