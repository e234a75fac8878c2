import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type RouteId } from './manifest';
import { useCurrentPage } from './page-context';
import { pageNameKey } from './page-name';

/**
 * The page a piece of copy names, by the page's own name in the page language (the current page
 * excluded), so a list of courses can link each name a reader may want to open.
 */
export function usePageNamed(): (text: string) => RouteId | undefined {
  const { t } = useTranslation();
  const current = useCurrentPage().routeId;
  const byName = useMemo(
    () =>
      new Map(
        routes
          .filter(({ id }) => id !== current)
          .map(({ id }) => [t(pageNameKey(id)), id] as const),
      ),
    [t, current],
  );
  return (text) => byName.get(text);
}
