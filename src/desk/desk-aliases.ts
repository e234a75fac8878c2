import { routes } from '@/routes/manifest';

/**
 * Ids the page reads under one name and the files keep under another. Page names: menus, the
 * footer, breadcrumbs and cards read `common:routes.<id>` (src/routes/load-page-bundles.ts
 * gathers them), and each is written in its own page's copy, `<ns>.json` › `<id>.name`.
 */
export function fileId(id: string): string {
  const page = /^common:routes\.([A-Za-z0-9]+)$/.exec(id)?.[1];
  const route = page === undefined ? undefined : routes.find((r) => r.id === page);
  return route ? `${route.ns}:${route.id}.name` : id;
}
