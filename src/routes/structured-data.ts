import type { i18n as I18n } from 'i18next';
import { phones, siteOrigin, social } from '@/config/site';
import { localizePath, type Lang } from '@/i18n/languages';
import { readContent } from '@/i18n/use-content';
import type { RouteEntry } from './manifest';
import { absoluteUrl } from './page-head';

/** EducationalOrganization: names in both languages, address, phones, social profiles. */
export function organizationLd(i18n: I18n, lng: Lang): object {
  const other: Lang = lng === 'ar' ? 'en' : 'ar';
  const name = i18n.t('site.name', { lng });
  const otherName = i18n.getResource(other, 'common', 'site.name') as string | undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${siteOrigin}/#organization`,
    name,
    alternateName: [otherName ?? '', 'AATC', 'American Academy Egypt'].filter(Boolean),
    url: absoluteUrl(localizePath('/', lng)),
    logo: `${siteOrigin}/images/logo.svg`,
    foundingDate: '2007',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '69 Central Spine Road, 3rd District',
      addressLocality: '6th of October City',
      addressRegion: 'Giza',
      addressCountry: 'EG',
    },
    telephone: [...phones.headOffice.landlines, ...phones.headOffice.mobiles].map((p) => p.e164),
    sameAs: Object.values(social),
  };
}

/** Course: name, description, provider as the academy, in the page language. */
export function courseLd(name: string, description: string, route: RouteEntry, lng: Lang): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name,
    description,
    inLanguage: lng,
    url: absoluteUrl(localizePath(route.path, lng)),
    provider: {
      '@type': 'EducationalOrganization',
      '@id': `${siteOrigin}/#organization`,
      name: lng === 'ar' ? 'الأكاديمية الأمريكية للتدريب' : 'American Academy for Training Courses',
      sameAs: siteOrigin,
    },
  };
}

/** The JSON-LD blocks of a page. */
export function jsonLdFor(route: RouteEntry | null, lng: Lang, i18n: I18n): object[] {
  if (!route) return [];
  if (route.template === 'home' || route.template === 'contact') return [organizationLd(i18n, lng)];
  if (route.template === 'course') {
    const name = readContent<string>(i18n, route.ns, `${route.id}.heading`, lng);
    const description = readContent<string>(i18n, route.ns, `${route.id}.meta.description`, lng);
    return [courseLd(name, description, route, lng)];
  }
  return [];
}
