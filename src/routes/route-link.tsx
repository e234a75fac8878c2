import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { localizePath, type Lang } from '@/i18n/languages';
import { usePageLang } from '@/i18n/use-page-lang';
import { getRoute, type RouteId } from './manifest';
import { useRouter } from './router-context';

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
export function RouteLink({ to, newTab, children, onClick, ...rest }: Props) {
  const lng = usePageLang();
  const href = hrefFor(to, lng);
  const { view, navigate } = useRouter();
  const current = view.location.pathname === href ? 'page' : undefined;
  if (newTab) {
    return (
      <a {...rest} href={href} target="_blank" rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <a
      {...rest}
      href={href}
      aria-current={current}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
