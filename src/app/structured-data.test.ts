import arCommon from '@locales/ar/common.json';
import arJobs from '@locales/ar/jobs.json';
import enCommon from '@locales/en/common.json';
import enJobs from '@locales/en/jobs.json';
import { describe, expect, it } from 'vitest';
import { jobKeys, jobPostingFacts, type JobKey, type JobPostingFacts } from '@/config/job-postings';
import { createI18n } from '@/i18n/create-i18n';
import { jobPostingsLd } from './structured-data';

const resources = {
  en: { common: enCommon, jobs: enJobs },
  ar: { common: arCommon, jobs: arJobs },
};

/** The facts as the academy gives them (none dated yet), with some filled in for a test. */
function withFacts(
  fill: Partial<Record<JobKey, Partial<JobPostingFacts>>>,
): Record<JobKey, JobPostingFacts> {
  return Object.fromEntries(
    jobKeys.map((key) => [key, { ...jobPostingFacts[key], ...fill[key] }]),
  ) as Record<JobKey, JobPostingFacts>;
}

describe('JobPosting structured data', () => {
  const i18n = createI18n('en', resources);

  it('publishes no opening the academy has not dated', () => {
    expect(jobKeys.filter((key) => jobPostingFacts[key].datePosted !== null)).toEqual([]);
    expect(jobPostingsLd(i18n, 'en')).toEqual([]);
  });

  it('names the school as the employer where the opening says so, and adds only given fields', () => {
    const facts = withFacts({
      principal: { datePosted: '2027-01-10' },
      toeflInstructor: { datePosted: '2027-01-10', validThrough: '2027-02-28' },
      salesExecutive: { datePosted: '2027-01-10' },
    });
    const postings = jobPostingsLd(i18n, 'en', facts) as Record<string, unknown>[];
    // The sales post gives no city, so it has no posting even with a date.
    expect(postings.map((p) => p.title)).toEqual([
      enJobs.openings.principal.title,
      enJobs.openings.toeflInstructor.title,
    ]);
    const [principal = {}, toefl = {}] = postings;
    expect(principal.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Knowledge International School',
    });
    expect(principal).not.toHaveProperty('validThrough');
    expect(principal).not.toHaveProperty('employmentType');
    expect(toefl.hiringOrganization).toMatchObject({ name: enCommon.site.name });
    expect(toefl.validThrough).toBe('2027-02-28');
    expect(toefl.jobLocation).toMatchObject({
      address: { addressLocality: '6th of October City', addressCountry: 'EG' },
    });
  });

  it('writes the posting in the page language', () => {
    const facts = withFacts({ toeflInstructor: { datePosted: '2027-01-10' } });
    const [posting = {}] = jobPostingsLd(createI18n('ar', resources), 'ar', facts) as Record<
      string,
      unknown
    >[];
    expect(posting.title).toBe(arJobs.openings.toeflInstructor.title);
    expect(posting.hiringOrganization).toMatchObject({ name: arCommon.site.name });
  });
});
