import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import { usePageLang } from '@/i18n/use-page-lang';
import { useScopeLang } from '@/i18n/scoped-language';
import type { IslandDefinition } from './define-island';
import type { IslandName } from './island-names';
import { pickResources, serialiseIslandData, type IslandKey } from './island-data';

interface Props<P extends object> {
  island: IslandDefinition<IslandName, P>;
  props: NoInfer<P>;
  /** Locale keys this page adds to the island's own (keys it computes, e.g. every course's facts). */
  moreKeys?: readonly IslandKey[];
}

/**
 * Renders a component into the page as an island: its HTML is in the document like any other, and
 * next to it, the props and the locale strings it needs, as JSON (not a script, for CSP). In the
 * browser, `src/islands/start.ts` hydrates the island with React's `hydrateRoot` when its trigger
 * fires, and never before.
 */
export function Island<P extends object>({ island, props, moreKeys = [] }: Props<P>) {
  const { i18n } = useTranslation();
  const pageLang = usePageLang();
  const lng: Lang = useScopeLang() ?? pageLang;
  const keys = [...island.keys, ...moreKeys];
  const data = serialiseIslandData({ props, resources: pickResources(i18n, lng, keys) });
  return (
    <div
      data-island={island.name}
      data-trigger={island.trigger}
      data-wake-if-stored={island.wakeIfStored}
      data-wake-if-query={island.wakeIfQuery ? 'true' : undefined}
      data-lang={lng}
      className="island"
    >
      <script
        type="application/json"
        data-island-data=""
        dangerouslySetInnerHTML={{ __html: data }}
      />
      <div data-island-root="">{createElement(island.component, props)}</div>
    </div>
  );
}
