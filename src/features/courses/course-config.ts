import { integrations } from '@/config/site';
import type { RouteId } from '@/routes/manifest';

/** Programme families share one original illustration each. */
export type Family = 'languages' | 'it' | 'business' | 'teaching' | 'kids' | 'exams' | 'skills';

export interface CourseConfig {
  family: Family;
  /** Placement test to join, a final exam each level, a certificate on passing. */
  learningPath?: boolean;
  /** An external registration link (its label is `externalLink.label` in the page's content). */
  externalLink?: string;
}

/** Non-text facts about course pages; the words are in locales/<lng>/courses-*.json. */
export const courseConfig: Partial<Record<RouteId, CourseConfig>> = {
  generalEnglish: { family: 'languages', learningPath: true },
  conversationEnglish: { family: 'languages', learningPath: true },
  businessEnglish: { family: 'languages', learningPath: true },
  englishForKids: { family: 'languages', learningPath: true },
  toeflIelts: { family: 'languages' },
  arabicForForeigners: { family: 'languages', learningPath: true },
  otherLanguages: { family: 'languages', learningPath: true },
  frenchForKids: { family: 'kids', learningPath: true },
  summerProgrammes: { family: 'kids' },
  softSkills: { family: 'skills' },
  onlineCourse: { family: 'skills' },
  icdlCourse: { family: 'it' },
  icdlExam: { family: 'it' },
  photoshop: { family: 'it' },
  autocad: { family: 'it' },
  threeDMax: { family: 'it' },
  ccna: { family: 'it' },
  mcsa: { family: 'it' },
  smc: { family: 'business' },
  scm: { family: 'business' },
  pmp: { family: 'business' },
  hrmc: { family: 'business' },
  hmd: { family: 'business' },
  dmm: { family: 'business' },
  bmc: { family: 'business' },
  preschool: { family: 'teaching' },
  primaryEnglish: { family: 'teaching' },
  mathScience: { family: 'teaching' },
  tefl: { family: 'teaching' },
  toeflExam: { family: 'exams', externalLink: integrations.etsRegistration },
  icdlExamCentre: { family: 'exams' },
  cambridgeTeaching: { family: 'exams' },
  cambridgeSchools: { family: 'exams' },
  cambridgeGeneral: { family: 'exams' },
  americanPreschool: { family: 'kids' },
};

export function familyImage(family: Family): string {
  return `/images/programmes/${family}.svg`;
}
