/**
 * The route manifest: pure data, no React.
 * Router, navigation, footer, prerender list, sitemap, redirects and tests all read it.
 * Each page exists in English at `path` and in Arabic at `/ar` + `path`.
 */
import type { Namespace } from '@/i18n/namespaces';

export type { Namespace };

export type Template =
  | 'home'
  | 'company'
  | 'catalogue'
  | 'course'
  | 'exam-centres'
  | 'policy'
  | 'scoped-policy'
  | 'warning'
  | 'contact'
  | 'embed-form'
  | 'landing'
  | 'jobs'
  | 'checkout'
  | 'level-check'
  | 'course-finder'
  | 'search';

export interface RouteEntry {
  /** Stable id: keys the locale files (`<ns>.json` → `<id>.meta.title`) and every link. */
  readonly id: string;
  /** Canonical path, English. */
  readonly path: `/${string}`;
  readonly template: Template;
  readonly ns: Namespace;
  /** Old spellings that answer with a permanent redirect to `path`. */
  readonly aliases?: readonly `/${string}`[];
  /** The page shows content of both languages (in-page toggle): load `ns` in both. */
  readonly bilingual?: boolean;
  /** Left out of the site search's index (the search page itself). */
  readonly unsearchable?: boolean;
}

const r = <const T extends RouteEntry>(entry: T): T => entry;

export const routes = [
  r({ id: 'home', path: '/', template: 'home', ns: 'home', aliases: ['/index'] }),
  // Company
  r({ id: 'aboutUs', path: '/about-us', template: 'company', ns: 'company' }),
  r({ id: 'services', path: '/services', template: 'company', ns: 'company' }),
  r({ id: 'companyProfile', path: '/company-profile', template: 'company', ns: 'company' }),
  r({ id: 'ourCustomers', path: '/our-customers', template: 'company', ns: 'company' }),
  r({ id: 'achievements', path: '/achievements', template: 'company', ns: 'company' }),
  r({ id: 'whatDoPeopleSay', path: '/what-do-people-say', template: 'company', ns: 'company' }),
  r({
    id: 'accreditation',
    path: '/accreditation',
    template: 'company',
    ns: 'company',
    aliases: ['/Accreditation'],
  }),
  // Catalogue
  r({ id: 'ourProgrammes', path: '/our-programmes', template: 'catalogue', ns: 'catalogue' }),
  r({
    id: 'softSkills',
    path: '/soft-skills-course',
    template: 'course',
    ns: 'courses-programmes',
  }),
  r({ id: 'onlineCourse', path: '/online-course', template: 'course', ns: 'courses-programmes' }),
  // IT courses
  r({
    id: 'icdlCourse',
    path: '/it-courses/icdl/icdl-course',
    template: 'course',
    ns: 'courses-it',
  }),
  r({ id: 'icdlExam', path: '/it-courses/icdl/icdl-exam', template: 'course', ns: 'courses-it' }),
  r({
    id: 'photoshop',
    path: '/it-courses/Graphics/photoshop',
    template: 'course',
    ns: 'courses-it',
  }),
  r({ id: 'autocad', path: '/it-courses/Graphics/autocad', template: 'course', ns: 'courses-it' }),
  r({ id: 'threeDMax', path: '/it-courses/Graphics/3d-max', template: 'course', ns: 'courses-it' }),
  r({ id: 'ccna', path: '/it-courses/network/ccna', template: 'course', ns: 'courses-it' }),
  r({
    id: 'mcsa',
    path: '/it-courses/sys-adminstration/mcsa',
    template: 'course',
    ns: 'courses-it',
  }),
  // Business administration programme
  r({ id: 'smc', path: '/bamp/smc', template: 'course', ns: 'courses-business' }),
  r({ id: 'scm', path: '/bamp/scm', template: 'course', ns: 'courses-business' }),
  r({ id: 'pmp', path: '/bamp/pmp', template: 'course', ns: 'courses-business' }),
  r({ id: 'hrmc', path: '/bamp/hrmc', template: 'course', ns: 'courses-business' }),
  r({ id: 'hmd', path: '/bamp/hmd', template: 'course', ns: 'courses-business' }),
  r({ id: 'dmm', path: '/bamp/dmm', template: 'course', ns: 'courses-business' }),
  r({ id: 'bmc', path: '/bamp/bmc', template: 'course', ns: 'courses-business' }),
  // Language courses
  r({
    id: 'generalEnglish',
    path: '/language-courses/english/general-english-courses',
    template: 'course',
    ns: 'courses-languages',
    aliases: ['/language-courses/English/general-english-courses'],
  }),
  r({
    id: 'conversationEnglish',
    path: '/language-courses/english/converstion-english-course',
    template: 'course',
    ns: 'courses-languages',
  }),
  r({
    id: 'businessEnglish',
    path: '/language-courses/english/bussiness-english-courses',
    template: 'course',
    ns: 'courses-languages',
  }),
  r({
    id: 'englishForKids',
    path: '/language-courses/english/english-for-kids-courses',
    template: 'course',
    ns: 'courses-languages',
  }),
  r({
    id: 'toeflIelts',
    path: '/language-courses/english/TOEFL-and-IELTS-Preparation-Courses',
    template: 'course',
    ns: 'courses-languages',
  }),
  r({
    id: 'arabicForForeigners',
    path: '/language-courses/arabic-courses-for-forigner',
    template: 'course',
    ns: 'courses-languages',
  }),
  r({
    id: 'otherLanguages',
    path: '/language-courses/other-language-courses',
    template: 'course',
    ns: 'courses-languages',
  }),
  // Teaching certificates
  r({
    id: 'preschool',
    path: '/teaching-certificate/teaching-for-preschool',
    template: 'course',
    ns: 'courses-teaching',
  }),
  r({
    id: 'primaryEnglish',
    path: '/teaching-certificate/teaching-english-for-primary',
    template: 'course',
    ns: 'courses-teaching',
  }),
  r({
    id: 'mathScience',
    path: '/teaching-certificate/teaching-math&science',
    template: 'course',
    ns: 'courses-teaching',
  }),
  r({ id: 'tefl', path: '/teaching-certificate/tefl', template: 'course', ns: 'courses-teaching' }),
  // Kids
  r({
    id: 'summerProgrammes',
    path: '/kids-programmes/summer-programmes',
    template: 'course',
    ns: 'courses-programmes',
  }),
  r({
    id: 'americanPreschool',
    path: '/preschool',
    template: 'course',
    ns: 'courses-programmes',
  }),
  r({
    id: 'frenchForKids',
    path: '/kids-programmes/french-for-kids-courses',
    template: 'course',
    ns: 'courses-programmes',
  }),
  // Test centre and exams
  r({ id: 'testCenter', path: '/test-center', template: 'exam-centres', ns: 'courses-exams' }),
  r({ id: 'toeflExam', path: '/test-center/toefl-exam', template: 'course', ns: 'courses-exams' }),
  r({
    id: 'icdlExamCentre',
    path: '/test-center/icdl-exam',
    template: 'course',
    ns: 'courses-exams',
  }),
  r({
    id: 'cambridgeTeaching',
    path: '/cambridge-english-exams/cambridge-teaching-exams',
    template: 'course',
    ns: 'courses-exams',
  }),
  r({
    id: 'cambridgeSchools',
    path: '/cambridge-english-exams/cambridge-english-exams-for-school',
    template: 'course',
    ns: 'courses-exams',
  }),
  r({
    id: 'cambridgeGeneral',
    path: '/cambridge-english-exams/cambridge-general-and-bussiness-english-exams',
    template: 'course',
    ns: 'courses-exams',
  }),
  r({
    id: 'courseFinder',
    path: '/course-finder',
    template: 'course-finder',
    ns: 'course-finder',
  }),
  r({
    id: 'levelCheck',
    path: '/english-level-test',
    template: 'level-check',
    ns: 'level-check',
  }),
  r({ id: 'search', path: '/search', template: 'search', ns: 'search', unsearchable: true }),
  // Policies
  r({
    id: 'coursePolicy',
    path: '/Course-Policy',
    template: 'scoped-policy',
    ns: 'policies',
    aliases: ['/course-policy'],
    bilingual: true,
  }),
  r({
    id: 'integrated',
    path: '/integrated',
    template: 'scoped-policy',
    ns: 'policies',
    bilingual: true,
  }),
  r({
    id: 'termsAndConditions',
    path: '/terms-and-conditions',
    template: 'policy',
    ns: 'policies',
  }),
  r({ id: 'privacyPolicy', path: '/privacy-policy', template: 'policy', ns: 'policies' }),
  r({ id: 'refundPolicy', path: '/refund-policy', template: 'policy', ns: 'policies' }),
  r({ id: 'warning', path: '/warning', template: 'warning', ns: 'warning', bilingual: true }),
  // Contact
  r({ id: 'contact', path: '/contact', template: 'contact', ns: 'contact' }),
  r({ id: 'contactUs', path: '/contact-us', template: 'contact', ns: 'contact' }),
  r({ id: 'contactInfo', path: '/contact-info', template: 'contact', ns: 'contact' }),
  r({ id: 'headOffice', path: '/head-office', template: 'contact', ns: 'contact' }),
  r({ id: 'maadiBranch', path: '/maadi-branch', template: 'contact', ns: 'contact' }),
  r({
    id: 'complains',
    path: '/complains&iNQ',
    template: 'contact',
    ns: 'contact',
    aliases: ['/complains&inq'],
  }),
  // Forms, jobs, checkout
  r({ id: 'courseForm', path: '/course-form', template: 'embed-form', ns: 'forms' }),
  r({ id: 'questionForm', path: '/question-form', template: 'embed-form', ns: 'forms' }),
  r({ id: 'jobsForm', path: '/jobs-form', template: 'embed-form', ns: 'forms' }),
  r({ id: 'landing', path: '/landing', template: 'landing', ns: 'forms' }),
  r({ id: 'jobsOpportunity', path: '/jobs-opportunity', template: 'jobs', ns: 'jobs' }),
  r({ id: 'checkout', path: '/checkout', template: 'checkout', ns: 'checkout' }),
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof routes)[number]['id'];

/** A manifest entry whose id is known to be a RouteId. */
export type PageEntry = RouteEntry & { readonly id: RouteId };

export const routeById: ReadonlyMap<RouteId, PageEntry> = new Map(
  routes.map((route) => [route.id, route]),
);

export function getRoute(id: RouteId): PageEntry {
  const route = routeById.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

const byPath: ReadonlyMap<string, PageEntry> = new Map(routes.map((route) => [route.path, route]));

/** The page at an English (language-less) path, or undefined. */
export function findRouteByPath(path: string): PageEntry | undefined {
  return byPath.get(path);
}

/** Whether a value (e.g. the prerender's `data-route`) names a page of the manifest. */
export function isRouteId(value: unknown): value is RouteId {
  return typeof value === 'string' && routeById.has(value as RouteId);
}

/** Whether the site search indexes a page (every manifest page but those marked unsearchable). */
export function isSearchable(route: RouteEntry): boolean {
  return route.unsearchable !== true;
}
