import { createElement, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import { usePageLang } from '@/i18n/use-page-lang';
import { useScopeLang } from '@/i18n/scoped-language';
import type { IslandName, IslandTrigger } from './island-names';
import { pickResources, serialiseIslandData, type IslandKey } from './island-data';

interface Props<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: NoInfer<P>;
  /** The locale keys the island reads (`namespace:key.path`): only these reach the browser. */
  keys: readonly IslandKey[];
  trigger: IslandTrigger;
  /** With the `interaction` trigger: wake at once if localStorage holds this key (saved progress). */
  wakeIfStored?: string;
  /** With the `interaction` trigger: wake at once if the page's URL has a query (shared answers). */
  wakeIfQuery?: boolean;
}

/**
 * Renders a component into the page as an island: its HTML is in the document like any other, and
 * next to it, the props and the locale strings it needs, as JSON (not a script, for CSP). In the
 * browser, `src/islands/start.ts` hydrates the island with React's `hydrateRoot` when its trigger
 * fires, and never before.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  keys,
  trigger,
  wakeIfStored,
  wakeIfQuery,
}: Props<P>) {
  const { i18n } = useTranslation();
  const pageLang = usePageLang();
  const lng: Lang = useScopeLang() ?? pageLang;
  const data = serialiseIslandData({ props, resources: pickResources(i18n, lng, keys) });
  return (
    <div
      data-island={name}
      data-trigger={trigger}
      data-wake-if-stored={wakeIfStored}
      data-wake-if-query={wakeIfQuery ? 'true' : undefined}
      data-lang={lng}
      className="island"
    >
      <script
        type="application/json"
        data-island-data=""
        dangerouslySetInnerHTML={{ __html: data }}
      />
      <div data-island-root="">{createElement(Component, props)}</div>
    </div>
  );
}
