import { useMatches } from 'react-router-dom';
import type { Lang } from '@/i18n/languages';
import type { RouteId } from './manifest';

/** What each router entry carries in its `handle`. */
export interface PageHandle {
  routeId: RouteId | null;
  lng: Lang;
}

export function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null && 'routeId' in value && 'lng' in value;
}

/** The manifest id of the page being shown, or null on the not-found page. */
export function useCurrentRouteId(): RouteId | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle.routeId;
  }
  return null;
}
