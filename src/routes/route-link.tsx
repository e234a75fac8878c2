import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { localizePath, type Lang } from '@/i18n/languages';
import { usePageLang } from '@/i18n/use-page-lang';
import { getRoute, type RouteId } from './manifest';

/** The URL of a page in a language. */
export function hrefFor(id: RouteId, lng: Lang): string {
  return localizePath(getRoute(id).path, lng);
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: RouteId;
  children: ReactNode;
  /** Open in a new tab (rel=noopener is added). */
  newTab?: boolean;
};

/** A link to a page of the manifest, in the page language; links name route ids, never URLs. */
export function RouteLink({ to, newTab, children, ...rest }: Props) {
  const lng = usePageLang();
  const href = hrefFor(to, lng);
  const { pathname } = useLocation();
  const current = pathname === href ? 'page' : undefined;
  if (newTab) {
    return (
      <a {...rest} href={href} target="_blank" rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <Link {...rest} to={href} aria-current={current}>
      {children}
    </Link>
  );
}
