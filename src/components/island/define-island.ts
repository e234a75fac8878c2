import type { ComponentType } from 'react';
import type { IslandKey } from './island-data';
import type { IslandName, IslandTrigger } from './island-names';

/**
 * Everything about one island, in one object beside its component: its name, the component, the
 * locale keys it reads (only these reach the browser) and when it wakes. The page renders it with
 * `<Island island={…} props={…} />` (src/components/island/island.tsx) and the browser loads it
 * from the registry (src/islands/hydrate-island.tsx), whose type ties each name to the definition
 * of that name: a registry entry that loads another island's definition fails `tsc`.
 */
export interface IslandDefinition<N extends IslandName, P extends object> {
  readonly name: N;
  readonly component: ComponentType<P>;
  /** The locale keys the island reads (`namespace:key.path`); a page may add keys it computes. */
  readonly keys: readonly IslandKey[];
  readonly trigger: IslandTrigger;
  /** With the `interaction` trigger: wake at once if localStorage holds this key (saved progress). */
  readonly wakeIfStored?: string;
  /** With the `interaction` trigger: wake at once if the page's URL has a query (shared answers). */
  readonly wakeIfQuery?: true;
}

export function defineIsland<N extends IslandName, P extends object>(
  definition: IslandDefinition<N, P>,
): IslandDefinition<N, P> {
  return definition;
}
