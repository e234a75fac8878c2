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

/**
 * What the academy states about each opening beyond its words, for the JobPosting structured data
 * that search engines read. Search engines require a posting date, the employer and a place of
 * work. The academy has given no posting or closing dates, so no opening is published as a
 * JobPosting until its `datePosted` is filled in here. Nothing here is guessed; the open questions
 * are in docs/content-questions.md ("Job openings: dates and employers").
 */
export interface JobPostingFacts {
  /** The day the academy published the opening, as YYYY-MM-DD; null until the academy gives it. */
  datePosted: string | null;
  /** The closing day, as YYYY-MM-DD; null when the academy gave none (none is then published). */
  validThrough: string | null;
  /** Who employs the person hired: the academy, or the school the opening's text names. */
  employer: keyof typeof employers;
  /** The city the opening's text gives; null when it gives none (no posting is published then). */
  city: string | null;
  /** Only where the academy's text says it (the React post is an internship). */
  employmentType?: 'INTERN';
}

/** Employers' names as they write them. */
export const employers = {
  academy: null,
  knowledgeSchool: 'Knowledge International School',
} as const;

const october = '6th of October City';

export const jobPostingFacts: Record<JobKey, JobPostingFacts> = {
  principal: { datePosted: null, validThrough: null, employer: 'knowledgeSchool', city: october },
  scienceSupervisor: {
    datePosted: null,
    validThrough: null,
    employer: 'knowledgeSchool',
    city: october,
  },
  englishSupervisor: {
    datePosted: null,
    validThrough: null,
    employer: 'knowledgeSchool',
    city: october,
  },
  freshAccountant: { datePosted: null, validThrough: null, employer: 'academy', city: october },
  executiveSecretary: { datePosted: null, validThrough: null, employer: 'academy', city: october },
  toeflInstructor: { datePosted: null, validThrough: null, employer: 'academy', city: october },
  salesExecutive: { datePosted: null, validThrough: null, employer: 'academy', city: null },
  englishTeachers: { datePosted: null, validThrough: null, employer: 'academy', city: null },
  itSupport: { datePosted: null, validThrough: null, employer: 'academy', city: null },
  reactIntern: {
    datePosted: null,
    validThrough: null,
    employer: 'academy',
    city: null,
    employmentType: 'INTERN',
  },
};
