import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '@/content/types';
import type { Lang } from '@/i18n/languages';
import { readContent } from '@/i18n/use-content';
import { getRoute, type RouteId } from '@/routes/manifest';
import { pageHead } from '@/routes/page-head';

function setMeta(selector: string, value: string) {
  document.head.querySelector(selector)?.setAttribute('content', value);
}

/** Keeps the head in step after client-side navigation (the prerendered HTML already has it). */
export function useHeadSync(routeId: RouteId | null, lng: Lang): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const route = routeId ? getRoute(routeId) : null;
    const meta = route
      ? readContent<PageMeta>(i18n, route.ns, `${route.id}.meta`, lng)
      : readContent<PageMeta>(i18n, 'common', 'notFound.meta', lng);
    if (typeof meta !== 'object') return;
    const head = pageHead(route, lng, meta, i18n.t('site.name', { lng }));
    document.title = head.title;
    setMeta('meta[name="description"]', head.description);
    setMeta('meta[name="keywords"]', head.keywords);
    setMeta('meta[property="og:title"]', head.title);
    setMeta('meta[property="og:description"]', head.description);
    if (head.canonical) {
      document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
      setMeta('meta[property="og:url"]', head.canonical);
      for (const alt of head.alternates) {
        document.head
          .querySelector(`link[rel="alternate"][hreflang="${alt.hreflang}"]`)
          ?.setAttribute('href', alt.href);
      }
    }
  }, [routeId, lng, i18n]);
}
