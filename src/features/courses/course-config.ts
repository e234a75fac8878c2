import { integrations } from '@/config/site';
import type { FinderFacets } from './finder';
import type { RouteId } from '@/routes/manifest';

/** Programme families share one original illustration each. */
export type Family = 'languages' | 'it' | 'business' | 'teaching' | 'kids' | 'exams' | 'skills';

export interface CourseConfig {
  family: Family;
  /**
   * Placement test to join, a final exam each level, a certificate on passing: only where the
   * academy's page says so (General, Conversation and Business English, English and French for
   * Kids). Arabic and the other languages give no levels, so they do not show it.
   */
  learningPath?: boolean;
  /** An external registration link (its label is `externalLink.label` in the page's content). */
  externalLink?: string;
  /** The course finder's facets, from the facts on the course's page (src/features/courses/finder.ts). */
  finder: FinderFacets;
  /**
   * The academy's own photo of this course, when it has one: a file in public/images/courses/
   * (e.g. '/images/courses/tefl-class.webp', 480×320 or larger at 3:2). It replaces the drawing on
   * the course page and its tiles (the share card keeps the drawing); write what it shows in the
   * page's `imageAlt`.
   */
  photo?: string;
  /** The drawing reads left to right (a timeline, a truck on its way): mirror it on Arabic pages. */
  mirrorInArabic?: true;
}

const adults = ['teen', 'adult'] as const;
const academy = ['academy'] as const;
const anywhere = ['academy', 'online'] as const;

/** Non-text facts about course pages; the words are in locales/<lng>/courses-*.json. */
export const courseConfig: Partial<Record<RouteId, CourseConfig>> = {
  generalEnglish: {
    family: 'languages',
    learningPath: true,
    finder: { audiences: adults, goal: 'language', formats: academy, weeks: 4 },
  },
  conversationEnglish: {
    family: 'languages',
    learningPath: true,
    finder: { audiences: adults, goal: 'language', formats: anywhere, weeks: 4 },
  },
  businessEnglish: {
    family: 'languages',
    learningPath: true,
    finder: { audiences: ['adult', 'manager', 'company'], goal: 'language', formats: academy },
  },
  englishForKids: {
    family: 'languages',
    learningPath: true,
    finder: { audiences: ['child'], goal: 'language', formats: academy, ages: [6, 12] },
  },
  toeflIelts: {
    family: 'languages',
    finder: { audiences: adults, goal: 'exam', formats: academy },
  },
  arabicForForeigners: {
    family: 'languages',
    finder: { audiences: ['adult', 'company'], goal: 'language', formats: academy },
  },
  otherLanguages: {
    family: 'languages',
    finder: { audiences: ['child', 'teen', 'adult'], goal: 'language', formats: academy },
  },
  frenchForKids: {
    family: 'kids',
    learningPath: true,
    finder: { audiences: ['child'], goal: 'language', formats: academy, weeks: 4, ages: [6, 12] },
  },
  summerProgrammes: {
    family: 'kids',
    finder: { audiences: ['child', 'teen'], goal: 'language', formats: academy, weeks: 17 },
  },
  softSkills: {
    family: 'skills',
    finder: { audiences: ['adult', 'manager', 'company'], goal: 'soft-skills', formats: academy },
  },
  onlineCourse: {
    family: 'skills',
    finder: { audiences: ['adult', 'teacher', 'manager'], goal: 'teaching', formats: ['online'] },
  },
  icdlCourse: {
    family: 'it',
    finder: { audiences: adults, goal: 'it', formats: academy, weeks: 9 },
  },
  icdlExam: { family: 'it', finder: { audiences: adults, goal: 'exam', formats: academy } },
  photoshop: {
    family: 'it',
    finder: { audiences: adults, goal: 'it', formats: academy, weeks: 13 },
  },
  autocad: { family: 'it', finder: { audiences: adults, goal: 'it', formats: academy, weeks: 13 } },
  threeDMax: {
    family: 'it',
    finder: { audiences: adults, goal: 'it', formats: academy, weeks: 9 },
  },
  ccna: { family: 'it', finder: { audiences: ['adult', 'company'], goal: 'it', formats: academy } },
  mcsa: { family: 'it', finder: { audiences: ['adult', 'company'], goal: 'it', formats: academy } },
  smc: {
    family: 'business',
    finder: { audiences: ['manager', 'teacher'], goal: 'management', formats: academy, weeks: 10 },
  },
  scm: {
    family: 'business',
    mirrorInArabic: true,
    finder: {
      audiences: ['adult', 'manager', 'company'],
      goal: 'management',
      formats: academy,
      weeks: 9,
    },
  },
  pmp: {
    family: 'business',
    mirrorInArabic: true,
    finder: { audiences: ['adult', 'manager', 'company'], goal: 'exam', formats: academy },
  },
  hrmc: {
    family: 'business',
    finder: {
      audiences: ['adult', 'manager', 'company'],
      goal: 'management',
      formats: anywhere,
      weeks: 9,
    },
  },
  hmd: {
    family: 'business',
    finder: { audiences: ['adult', 'manager'], goal: 'management', formats: academy, weeks: 9 },
  },
  dmm: {
    family: 'business',
    mirrorInArabic: true,
    finder: {
      audiences: ['adult', 'manager', 'company'],
      goal: 'management',
      formats: anywhere,
      weeks: 9,
    },
  },
  bmc: {
    family: 'business',
    finder: {
      audiences: ['adult', 'manager', 'company'],
      goal: 'management',
      formats: academy,
      weeks: 9,
    },
  },
  preschool: {
    family: 'teaching',
    finder: { audiences: ['teacher', 'manager'], goal: 'teaching', formats: anywhere, weeks: 5 },
  },
  primaryEnglish: {
    family: 'teaching',
    finder: { audiences: ['teacher'], goal: 'teaching', formats: academy, weeks: 6 },
  },
  mathScience: {
    family: 'teaching',
    finder: { audiences: ['teacher'], goal: 'teaching', formats: anywhere, weeks: 13 },
  },
  tefl: {
    family: 'teaching',
    finder: { audiences: ['teacher', 'adult'], goal: 'teaching', formats: anywhere, weeks: 13 },
  },
  toeflExam: {
    family: 'exams',
    externalLink: integrations.etsRegistration,
    finder: { audiences: adults, goal: 'exam', formats: academy },
  },
  icdlExamCentre: {
    family: 'exams',
    finder: { audiences: adults, goal: 'exam', formats: academy },
  },
  cambridgeTeaching: {
    family: 'exams',
    finder: { audiences: ['teacher'], goal: 'exam', formats: academy },
  },
  cambridgeSchools: {
    family: 'exams',
    finder: { audiences: ['child', 'teen'], goal: 'exam', formats: academy },
  },
  cambridgeGeneral: {
    family: 'exams',
    finder: { audiences: adults, goal: 'exam', formats: academy },
  },
  americanPreschool: {
    family: 'kids',
    finder: { audiences: ['child'], goal: 'language', formats: academy, ages: [2, 4] },
  },
};

export function familyImage(family: Family): string {
  return `/images/programmes/${family}.svg`;
}

/** A course's own drawing (public/images/courses/<id>.svg, one style per family); null for other pages. */
export function courseDrawing(id: RouteId): string | null {
  return courseConfig[id] ? `/images/courses/${id}.svg` : null;
}

/** A course's picture: the academy's photo when it has added one, else the course's drawing. */
export function courseImage(id: RouteId): string {
  return courseConfig[id]?.photo ?? courseDrawing(id) ?? familyImage('skills');
}
