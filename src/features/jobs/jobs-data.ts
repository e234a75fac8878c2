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

export interface JobOpening {
  title: string;
  location?: string;
  about: string[];
  description: string[];
  /** The first item is the requirements heading. */
  requirements: string[];
  list: string[];
}
