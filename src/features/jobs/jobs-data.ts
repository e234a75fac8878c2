/** The ten openings, in the order they are shown; their words are in locales/<lng>/jobs.json. */
export const jobKeys = [
  'principal',
  'scienceSupervisor',
  'englishSupervisor',
  'freshAccountant',
  'executiveSecretary',
  'toeflInstructor',
  'salesExecutive',
  'englishTeachers',
  'itSupport',
  'reactIntern',
] as const;

export type JobKey = (typeof jobKeys)[number];

export type { JobOpening } from '@/content/types';

/** Facts of each opening that are not words, for the JobPosting structured data. */
export interface JobFacts {
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'INTERN';
  datePosted: string;
  validThrough: string;
  /** No fixed place of work is stated: the posting names the country instead. */
  remote: boolean;
}

const posted = { datePosted: '2026-11-01', validThrough: '2027-05-31' };

export const jobFacts: Record<JobKey, JobFacts> = {
  principal: { employmentType: 'FULL_TIME', remote: false, ...posted },
  scienceSupervisor: { employmentType: 'FULL_TIME', remote: false, ...posted },
  englishSupervisor: { employmentType: 'FULL_TIME', remote: false, ...posted },
  freshAccountant: { employmentType: 'FULL_TIME', remote: false, ...posted },
  executiveSecretary: { employmentType: 'FULL_TIME', remote: false, ...posted },
  toeflInstructor: { employmentType: 'PART_TIME', remote: false, ...posted },
  salesExecutive: { employmentType: 'FULL_TIME', remote: false, ...posted },
  englishTeachers: { employmentType: 'FULL_TIME', remote: false, ...posted },
  itSupport: { employmentType: 'FULL_TIME', remote: false, ...posted },
  reactIntern: { employmentType: 'INTERN', remote: false, ...posted },
};
