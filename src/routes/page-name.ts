import type { RouteId } from './manifest';

/**
 * The key of a page's name in the `common` namespace. Each page's name is written in its own copy
 * (`<ns>.json` › `<id>.name`); src/routes/page-bundles.ts gathers them into `common:routes` for the
 * menus, the footer, cards, the finder and the islands that show other pages' names.
 */
export function pageNameKey<Id extends RouteId>(id: Id): `routes.${Id}` {
  return `routes.${id}`;
}
