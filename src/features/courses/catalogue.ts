import type { RouteId } from '@/routes/manifest';

/** The programmes grid, in exactly the spec's order (§2.9). */
export const catalogueTiles = [
  'icdlCourse',
  'onlineCourse',
  'softSkills',
  'generalEnglish',
  'conversationEnglish',
  'businessEnglish',
  'englishForKids',
  'hmd',
  'scm',
  'pmp',
  'toeflIelts',
  'tefl',
  'mathScience',
  'primaryEnglish',
  'arabicForForeigners',
  'otherLanguages',
  'dmm',
  'hrmc',
  'bmc',
  'photoshop',
  'threeDMax',
  'autocad',
  'mcsa',
  'ccna',
] as const satisfies readonly RouteId[];
