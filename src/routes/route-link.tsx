import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { localizedUrl, type Lang } from '@/i18n/languages';
import { usePageLang } from '@/i18n/use-page-lang';
import { getRoute, type RouteId } from './manifest';
import { likelyNextPages } from './likely-next';
import { useCurrentPage } from './page-context';

/** The URL of a page in a language (its path as written in a URL: `urlPath`). */
export function hrefFor(id: RouteId, lng: Lang): string {
  return localizedUrl(getRoute(id).path, lng);
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: RouteId;
  children: ReactNode;
  /** Open in a new tab (rel=noopener is added). */
  newTab?: boolean;
};

/**
 * A link to a page of the manifest, in the page language; links name route ids, never URLs.
 * It is a plain link: a page change is a document load, prefetched or prerendered by the browser
 * (Speculation Rules), never by code.
 */
export function RouteLink({ to, newTab, children, ...rest }: Props) {
  const href = hrefFor(to, usePageLang());
  const page = useCurrentPage();
  const current = page.routeId === to ? 'page' : undefined;
  const prerender = likelyNextPages(page.routeId).includes(to) ? '' : undefined;
  if (newTab) {
    return (
      <a {...rest} href={href} target="_blank" rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <a {...rest} href={href} aria-current={current} data-prerender={prerender}>
      {children}
    </a>
  );
}
