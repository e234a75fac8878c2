/**
 * Menus as data: route ids and label keys, never display text or literal URLs
 * (labels: `common:routes.<id>` for pages, `common:nav.<key>` for groups and external links).
 */
import { integrations } from '@/config/site';
import type { RouteId } from './manifest';

export type NavItem =
  | { readonly kind: 'route'; readonly id: RouteId }
  | {
      readonly kind: 'external';
      readonly key: LinkKey;
      readonly href: string;
      readonly newTab?: boolean;
    }
  | { readonly kind: 'group'; readonly key: GroupKey; readonly items: readonly NavItem[] };

export type GroupKey =
  | 'aboutUs'
  | 'programmes'
  | 'languageCourses'
  | 'itCourses'
  | 'business'
  | 'teaching'
  | 'kids'
  | 'assessments'
  | 'adhdDyslexia'
  | 'contact'
  | 'contactInfo';

export type LinkKey =
  | 'teachersExams'
  | 'placementTest'
  | 'directorsExams'
  | 'businessExams'
  | 'englishAssessment'
  | 'adhd'
  | 'dyslexia';

const page = (id: RouteId): NavItem => ({ kind: 'route', id });
const exam = (key: LinkKey, newTab = false): NavItem => ({
  kind: 'external',
  key,
  href: integrations.examSite,
  newTab,
});
const group = (key: GroupKey, items: readonly NavItem[]): NavItem => ({
  kind: 'group',
  key,
  items,
});

export const mainNav: readonly NavItem[] = [
  page('home'),
  group('aboutUs', [
    page('aboutUs'),
    page('companyProfile'),
    page('ourCustomers'),
    page('achievements'),
    page('whatDoPeopleSay'),
    page('accreditation'),
    page('integrated'),
    page('services'),
  ]),
  group('programmes', [
    page('ourProgrammes'),
    page('courseFinder'),
    group('languageCourses', [
      page('generalEnglish'),
      page('conversationEnglish'),
      page('businessEnglish'),
      page('englishForKids'),
      page('toeflIelts'),
      page('arabicForForeigners'),
      page('otherLanguages'),
    ]),
    group('itCourses', [
      page('threeDMax'),
      page('photoshop'),
      page('autocad'),
      page('mcsa'),
      page('ccna'),
      page('icdlCourse'),
      page('icdlExam'),
    ]),
    group('business', [
      page('bmc'),
      page('hrmc'),
      page('dmm'),
      page('smc'),
      page('pmp'),
      page('scm'),
      page('hmd'),
    ]),
    page('softSkills'),
    group('teaching', [
      page('preschool'),
      page('primaryEnglish'),
      page('mathScience'),
      page('tefl'),
    ]),
    page('onlineCourse'),
    group('kids', [page('summerProgrammes'), page('frenchForKids'), page('americanPreschool')]),
  ]),
  group('assessments', [
    page('testCenter'),
    page('levelCheck'),
    page('toeflExam'),
    page('icdlExamCentre'),
    page('cambridgeTeaching'),
    page('cambridgeSchools'),
    page('cambridgeGeneral'),
    exam('teachersExams'),
    exam('placementTest', true),
    exam('directorsExams'),
    exam('businessExams'),
    exam('englishAssessment', true),
    group('adhdDyslexia', [exam('adhd'), exam('dyslexia')]),
  ]),
  group('contact', [
    page('contactUs'),
    page('contact'),
    group('contactInfo', [page('contactInfo'), page('headOffice'), page('maadiBranch')]),
    page('coursePolicy'),
    page('complains'),
  ]),
];

/** The slim row above the main menu on wide screens (inside the menu on phones). */
export const utilityNav: readonly NavItem[] = [
  page('jobsOpportunity'),
  page('checkout'),
  page('landing'),
  page('warning'),
];

export interface FooterColumn {
  readonly key: 'aboutAcademy' | 'businessAdministration' | 'ourPrograms';
  readonly ids: readonly RouteId[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    key: 'aboutAcademy',
    ids: [
      'aboutUs',
      'companyProfile',
      'testCenter',
      'jobsOpportunity',
      'ourCustomers',
      'achievements',
    ],
  },
  { key: 'businessAdministration', ids: ['bmc', 'hrmc', 'dmm', 'scm', 'pmp', 'hmd'] },
  {
    key: 'ourPrograms',
    ids: ['businessEnglish', 'threeDMax', 'softSkills', 'tefl', 'summerProgrammes', 'onlineCourse'],
  },
];

/** Policy links shown in the footer's bottom row. */
export const footerLegal: readonly RouteId[] = [
  'termsAndConditions',
  'privacyPolicy',
  'refundPolicy',
  'coursePolicy',
];

/**
 * The pages a visitor most likely opens next from a page: their links are prerendered on hover or
 * pointerdown (Speculation Rules, src/build/speculation-rules.ts). At most two a page.
 */
const likelyNext: Partial<Record<RouteId, readonly RouteId[]>> = {
  home: ['courseFinder', 'ourProgrammes'],
  ourProgrammes: ['courseForm'],
  aboutUs: ['ourProgrammes'],
  contactUs: ['contactInfo'],
};

/** Course pages that send a learner to the free English level check first. */
export const levelCheckFrom: readonly RouteId[] = [
  'generalEnglish',
  'conversationEnglish',
  'businessEnglish',
  'toeflIelts',
];

export function likelyNextPages(from: RouteId | null): readonly RouteId[] {
  return (from && likelyNext[from]) || [];
}
