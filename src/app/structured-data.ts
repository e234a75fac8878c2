import type { i18n as I18n } from 'i18next';
import { jobOpeningsSchema, labelSchema } from '@/content/schemas';
import { phones, siteOrigin, social } from '@/config/site';
import { jobFacts, jobKeys } from '@/features/jobs/jobs-data';
import { localizePath, type Lang } from '@/i18n/languages';
import { readContent } from '@/i18n/use-content';
import type { RouteEntry } from '@/routes/manifest';
import { absoluteUrl } from '@/routes/page-head';

const headOfficeAddress = {
  '@type': 'PostalAddress',
  streetAddress: '69 Central Spine Road, 3rd District',
  addressLocality: '6th of October City',
  addressRegion: 'Giza',
  addressCountry: 'EG',
};

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
    address: headOfficeAddress,
    telephone: [...phones.headOffice.landlines, ...phones.headOffice.mobiles].map((p) => p.e164),
    sameAs: Object.values(social),
  };
}

/** Course: name, description, provider as the academy, in the page language. */
export function courseLd(
  name: string,
  description: string,
  route: RouteEntry,
  lng: Lang,
  academy: string,
): object {
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
      name: academy,
      sameAs: siteOrigin,
    },
  };
}

/** The JSON-LD blocks of a page. */
export function jsonLdFor(route: RouteEntry | null, lng: Lang, i18n: I18n): object[] {
  if (!route) return [];
  if (route.template === 'home' || route.template === 'contact') return [organizationLd(i18n, lng)];
  if (route.template === 'jobs') return jobPostingsLd(i18n, lng);
  if (route.template === 'course') {
    const name = readContent(i18n, labelSchema, route.ns, `${route.id}.heading`, lng);
    const description = readContent(
      i18n,
      labelSchema,
      route.ns,
      `${route.id}.meta.description`,
      lng,
    );
    return [courseLd(name, description, route, lng, i18n.t('site.name', { lng }))];
  }
  return [];
}

/** JobPosting for each opening, in the page language. */
export function jobPostingsLd(i18n: I18n, lng: Lang): object[] {
  const openings = readContent(i18n, jobOpeningsSchema, 'jobs', 'openings', lng);
  return jobKeys.flatMap((key) => {
    const job = openings[key];
    if (!job || typeof job !== 'object') return [];
    const facts = jobFacts[key];
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        description: [...job.about, ...job.description, ...job.list].join(' '),
        datePosted: facts.datePosted,
        validThrough: facts.validThrough,
        employmentType: facts.employmentType,
        hiringOrganization: {
          '@type': 'Organization',
          name: i18n.t('site.name', { lng }),
          sameAs: siteOrigin,
        },
        ...(facts.remote
          ? {
              jobLocationType: 'TELECOMMUTE',
              applicantLocationRequirements: { '@type': 'Country', name: 'Egypt' },
            }
          : { jobLocation: { '@type': 'Place', address: headOfficeAddress } }),
        directApply: true,
      },
    ];
  });
}
