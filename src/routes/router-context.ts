import { createContext, useContext, type ComponentType } from 'react';
import type { Lang } from '@/i18n/languages';
import type { RouteId } from './manifest';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What the router shows: a location, the manifest page there (null: not found) and its template. */
export interface View {
  location: RouterLocation;
  routeId: RouteId | null;
  lng: Lang;
  Component: ComponentType;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface Router {
  view: View;
  navigate: (href: string, options?: NavigateOptions) => void;
}

export const RouterContext = createContext<Router | null>(null);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter() used outside a router');
  return router;
}

export function useLocation(): RouterLocation {
  return useRouter().view.location;
}

export function locationOf(href: string): RouterLocation {
  const { pathname, search, hash } = new URL(href, 'http://localhost');
  return { pathname, search, hash };
}

export function hrefOf({ pathname, search, hash }: RouterLocation): string {
  return `${pathname}${search}${hash}`;
}
