import type { i18n as I18n } from 'i18next';
import { jobOpeningsSchema, labelSchema } from '@/content/schemas';
import { foundedYear, phones, siteOrigin, social } from '@/config/site';
import {
  employers,
  jobKeys,
  jobPostingFacts,
  type JobKey,
  type JobPostingFacts,
} from '@/config/job-postings';
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
    foundingDate: String(foundedYear),
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

/**
 * JobPosting for each opening whose posting date, employer and city the academy has given
 * (src/config/job-postings.ts), in the page language. Openings without them get no markup: search
 * engines require those fields, and the site states only what the academy said.
 */
export function jobPostingsLd(
  i18n: I18n,
  lng: Lang,
  facts: Record<JobKey, JobPostingFacts> = jobPostingFacts,
): object[] {
  const openings = readContent(i18n, jobOpeningsSchema, 'jobs', 'openings', lng);
  const academy = i18n.t('site.name', { lng });
  return jobKeys.flatMap((key) => {
    const job = openings[key];
    const { datePosted, validThrough, employer, city, employmentType } = facts[key];
    if (!job || !datePosted || !city) return [];
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        description: [...job.about, ...job.description, ...job.list].join(' '),
        datePosted,
        ...(validThrough ? { validThrough } : {}),
        ...(employmentType ? { employmentType } : {}),
        hiringOrganization:
          employer === 'academy'
            ? { '@type': 'Organization', name: academy, sameAs: siteOrigin }
            : { '@type': 'Organization', name: employers[employer] },
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: 'EG' },
        },
        directApply: true,
      },
    ];
  });
}
