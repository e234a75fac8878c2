/**
 * The route manifest: pure data, no React. One entry is everything about a page but its words:
 * its address, template and locale namespace, where it sits in the menus and the footer, which
 * index page lists it, and, for a course, exam or certificate, its facts for the course finder and
 * its picture. The router, menus, footer, prerender, sitemap, redirects, search index, course
 * finder, index pages and tests all read it. A page is its entry here plus its copy in
 * `locales/en/<ns>.json` and `locales/ar/<ns>.json` under its id (README: "Add a page").
 *
 * Order matters: menus, footer columns, the programmes grid, the test centre's cards and the
 * finder list pages in the order of this list.
 */
import type { CourseFacts } from '@/content/course-facets';
import { isBilingualTemplate, type Template } from '@/content/page-templates';
import { integrations } from '@/config/site';
import type { Namespace } from '@/i18n/namespaces';
import type { FooterPlace, IndexPage, MenuPlace } from './menu-places';

export type { Namespace };

export type { Template };

interface BaseEntry {
  /** Stable id: keys the locale files (`<ns>.json` › `<id>`) and every link. */
  readonly id: string;
  /** Canonical path, English; the Arabic page is at `/ar` + path. */
  readonly path: `/${string}`;
  readonly ns: Namespace;
  /** Old spellings that answer with a permanent redirect to `path`. */
  readonly aliases?: readonly `/${string}`[];
  /** Left out of the site search's index (the search page itself). */
  readonly unsearchable?: boolean;
  /** Its place in the menus (labelled with the page's `name`). */
  readonly menu?: MenuPlace;
  /** Its place in the footer. */
  readonly footer?: FooterPlace;
  /** The index page that lists it as a card (its `name` and `card` in its copy). */
  readonly listedOn?: IndexPage;
  /** A contact page's parts beyond its copy. */
  readonly contact?: ContactParts;
  /** A company page's parts beyond its copy. */
  readonly company?: CompanyParts;
  /** A policy page's parts beyond its copy. */
  readonly policy?: PolicyParts;
}

/** What a contact page shows besides its copy (template `contact`). */
export interface ContactParts {
  /** The contact form. */
  readonly form?: true;
  /** A branch's phone numbers, from src/config/site.ts. */
  readonly phones?: 'headOffice' | 'maadi';
  /** Buttons to these pages (route ids; a test checks each is a page). */
  readonly related?: readonly string[];
}

/** What a company page shows besides its copy (template `company`). */
export interface CompanyParts {
  /** The academy's logo between two rules, under the page's header. */
  readonly logoDivider?: true;
  /** An illustration under the header, from public/ (what it shows: `imageAlt` in the copy). */
  readonly image?: `/images/${string}`;
}

/** What a policy page shows besides its copy (templates `policy` and `scoped-policy`). */
export interface PolicyParts {
  /**
   * The academy's other document this one disagrees with (a route id; a test checks it is a
   * page): the notice at the top links to it, its words are `differs` in the page's copy.
   */
  readonly differsFrom?: string;
}

/** A course, exam or certificate page: its facts come with it. */
interface CourseEntry extends BaseEntry {
  readonly template: 'course';
  readonly course: CourseFacts;
}

interface OtherEntry extends BaseEntry {
  readonly template: Exclude<Template, 'course'>;
  readonly course?: never;
}

export type RouteEntry = CourseEntry | OtherEntry;

/** The page shows its copy in both languages (its template has an in-page toggle): it loads both. */
export function isBilingual(route: RouteEntry): boolean {
  return isBilingualTemplate(route.template);
}

// The finder's facets that many courses share (values in src/content/course-facets.ts).
const teensAndAdults = ['teen', 'adult'] as const;
const adultsManagersCompanies = ['adult', 'manager', 'company'] as const;
const atTheAcademy = ['academy'] as const;
const atTheAcademyOrOnline = ['academy', 'online'] as const;

/** One page's entry: returns it as written (its literal types kept for `RouteId`), checked. */
const page = <const T extends RouteEntry>(entry: T): T => entry;

const manifest = [
  page({ id: 'home', path: '/', template: 'home', ns: 'home', aliases: ['/index'], menu: 'main' }),
  // Company
  page({
    id: 'aboutUs',
    path: '/about-us',
    template: 'company',
    ns: 'company',
    menu: 'aboutUs',
    footer: 'aboutAcademy',
    company: { logoDivider: true },
  }),
  page({
    id: 'companyProfile',
    path: '/company-profile',
    template: 'company',
    ns: 'company',
    menu: 'aboutUs',
    footer: 'aboutAcademy',
  }),
  page({
    id: 'ourCustomers',
    path: '/our-customers',
    template: 'company',
    ns: 'company',
    menu: 'aboutUs',
    footer: 'aboutAcademy',
    company: { image: '/images/our-customers.svg' },
  }),
  page({
    id: 'achievements',
    path: '/achievements',
    template: 'company',
    ns: 'company',
    menu: 'aboutUs',
    footer: 'aboutAcademy',
  }),
  page({
    id: 'whatDoPeopleSay',
    path: '/what-do-people-say',
    template: 'company',
    ns: 'company',
    menu: 'aboutUs',
  }),
  page({
    id: 'accreditation',
    path: '/accreditation',
    template: 'company',
    ns: 'company',
    aliases: ['/Accreditation'],
    menu: 'aboutUs',
  }),
  page({ id: 'services', path: '/services', template: 'company', ns: 'company', menu: 'aboutUs' }),
  // Courses: the programmes grid lists those marked listedOn 'ourProgrammes', in this order.
  page({
    id: 'ourProgrammes',
    path: '/our-programmes',
    template: 'catalogue',
    ns: 'catalogue',
    menu: 'programmes',
  }),
  page({
    id: 'courseFinder',
    path: '/course-finder',
    template: 'course-finder',
    ns: 'course-finder',
    menu: 'programmes',
  }),
  page({
    id: 'icdlCourse',
    path: '/it-courses/icdl/icdl-course',
    template: 'course',
    ns: 'courses-it',
    menu: 'itCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'it',
      drawing: true,
      finder: { audiences: teensAndAdults, goal: 'it', formats: atTheAcademy, weeks: 9 },
    },
  }),
  page({
    id: 'icdlExam',
    path: '/it-courses/icdl/icdl-exam',
    template: 'course',
    ns: 'courses-it',
    menu: 'itCourses',
    course: {
      family: 'it',
      drawing: true,
      finder: { audiences: teensAndAdults, goal: 'exam', formats: atTheAcademy },
    },
  }),
  page({
    id: 'onlineCourse',
    path: '/online-course',
    template: 'course',
    ns: 'courses-programmes',
    menu: 'programmes',
    footer: 'ourPrograms',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'skills',
      drawing: true,
      finder: { audiences: ['adult', 'teacher', 'manager'], goal: 'teaching', formats: ['online'] },
    },
  }),
  page({
    id: 'softSkills',
    path: '/soft-skills-course',
    template: 'course',
    ns: 'courses-programmes',
    menu: 'programmes',
    footer: 'ourPrograms',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'skills',
      drawing: true,
      finder: { audiences: adultsManagersCompanies, goal: 'soft-skills', formats: atTheAcademy },
    },
  }),
  page({
    id: 'generalEnglish',
    path: '/language-courses/english/general-english-courses',
    template: 'course',
    ns: 'courses-languages',
    aliases: ['/language-courses/English/general-english-courses'],
    menu: 'languageCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'languages',
      drawing: true,
      learningPath: true,
      levelCheckFirst: true,
      finder: { audiences: teensAndAdults, goal: 'language', formats: atTheAcademy, weeks: 4 },
    },
  }),
  page({
    id: 'conversationEnglish',
    path: '/language-courses/english/converstion-english-course',
    template: 'course',
    ns: 'courses-languages',
    menu: 'languageCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'languages',
      drawing: true,
      learningPath: true,
      levelCheckFirst: true,
      finder: {
        audiences: teensAndAdults,
        goal: 'language',
        formats: atTheAcademyOrOnline,
        weeks: 4,
      },
    },
  }),
  page({
    id: 'businessEnglish',
    path: '/language-courses/english/bussiness-english-courses',
    template: 'course',
    ns: 'courses-languages',
    menu: 'languageCourses',
    footer: 'ourPrograms',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'languages',
      drawing: true,
      learningPath: true,
      levelCheckFirst: true,
      finder: {
        audiences: ['adult', 'manager', 'company'],
        goal: 'language',
        formats: atTheAcademy,
      },
    },
  }),
  page({
    id: 'englishForKids',
    path: '/language-courses/english/english-for-kids-courses',
    template: 'course',
    ns: 'courses-languages',
    menu: 'languageCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'languages',
      drawing: true,
      learningPath: true,
      // No ages: the academy's page gives 6 to 12 and 8 to 13, and the page asks parents to ask us.
      finder: { audiences: ['child'], goal: 'language', formats: atTheAcademy },
    },
  }),
  page({
    id: 'hmd',
    path: '/bamp/hmd',
    template: 'course',
    ns: 'courses-business',
    menu: 'business',
    footer: 'businessAdministration',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'business',
      drawing: true,
      finder: {
        audiences: ['adult', 'manager'],
        goal: 'management',
        formats: atTheAcademy,
        weeks: 9,
      },
    },
  }),
  page({
    id: 'scm',
    path: '/bamp/scm',
    template: 'course',
    ns: 'courses-business',
    menu: 'business',
    footer: 'businessAdministration',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'business',
      drawing: true,
      mirrorInArabic: true,
      finder: {
        audiences: adultsManagersCompanies,
        goal: 'management',
        formats: atTheAcademy,
        weeks: 9,
      },
    },
  }),
  page({
    id: 'pmp',
    path: '/bamp/pmp',
    template: 'course',
    ns: 'courses-business',
    menu: 'business',
    footer: 'businessAdministration',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'business',
      drawing: true,
      mirrorInArabic: true,
      finder: { audiences: adultsManagersCompanies, goal: 'exam', formats: atTheAcademy },
    },
  }),
  page({
    id: 'toeflIelts',
    path: '/language-courses/english/TOEFL-and-IELTS-Preparation-Courses',
    template: 'course',
    ns: 'courses-languages',
    menu: 'languageCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'languages',
      drawing: true,
      levelCheckFirst: true,
      finder: { audiences: teensAndAdults, goal: 'exam', formats: atTheAcademy },
    },
  }),
  page({
    id: 'tefl',
    path: '/teaching-certificate/tefl',
    template: 'course',
    ns: 'courses-teaching',
    menu: 'teaching',
    footer: 'ourPrograms',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'teaching',
      drawing: true,
      finder: {
        audiences: ['teacher', 'adult'],
        goal: 'teaching',
        formats: atTheAcademyOrOnline,
        weeks: 13,
      },
    },
  }),
  page({
    id: 'mathScience',
    path: '/teaching-certificate/teaching-math&science',
    template: 'course',
    ns: 'courses-teaching',
    menu: 'teaching',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'teaching',
      drawing: true,
      finder: {
        audiences: ['teacher'],
        goal: 'teaching',
        formats: atTheAcademyOrOnline,
        weeks: 13,
      },
    },
  }),
  page({
    id: 'primaryEnglish',
    path: '/teaching-certificate/teaching-english-for-primary',
    template: 'course',
    ns: 'courses-teaching',
    menu: 'teaching',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'teaching',
      drawing: true,
      finder: { audiences: ['teacher'], goal: 'teaching', formats: atTheAcademy, weeks: 6 },
    },
  }),
  page({
    id: 'arabicForForeigners',
    path: '/language-courses/arabic-courses-for-forigner',
    template: 'course',
    ns: 'courses-languages',
    menu: 'languageCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'languages',
      drawing: true,
      finder: { audiences: ['adult', 'company'], goal: 'language', formats: atTheAcademy },
    },
  }),
  page({
    id: 'otherLanguages',
    path: '/language-courses/other-language-courses',
    template: 'course',
    ns: 'courses-languages',
    menu: 'languageCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'languages',
      drawing: true,
      finder: { audiences: ['child', 'teen', 'adult'], goal: 'language', formats: atTheAcademy },
    },
  }),
  page({
    id: 'dmm',
    path: '/bamp/dmm',
    template: 'course',
    ns: 'courses-business',
    menu: 'business',
    footer: 'businessAdministration',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'business',
      drawing: true,
      mirrorInArabic: true,
      finder: {
        audiences: adultsManagersCompanies,
        goal: 'management',
        formats: atTheAcademyOrOnline,
        weeks: 9,
      },
    },
  }),
  page({
    id: 'hrmc',
    path: '/bamp/hrmc',
    template: 'course',
    ns: 'courses-business',
    menu: 'business',
    footer: 'businessAdministration',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'business',
      drawing: true,
      finder: {
        audiences: adultsManagersCompanies,
        goal: 'management',
        formats: atTheAcademyOrOnline,
        weeks: 9,
      },
    },
  }),
  page({
    id: 'bmc',
    path: '/bamp/bmc',
    template: 'course',
    ns: 'courses-business',
    menu: 'business',
    footer: 'businessAdministration',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'business',
      drawing: true,
      finder: {
        audiences: adultsManagersCompanies,
        goal: 'management',
        formats: atTheAcademy,
        weeks: 9,
      },
    },
  }),
  page({
    id: 'photoshop',
    path: '/it-courses/Graphics/photoshop',
    template: 'course',
    ns: 'courses-it',
    menu: 'itCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'it',
      drawing: true,
      finder: { audiences: teensAndAdults, goal: 'it', formats: atTheAcademy, weeks: 13 },
    },
  }),
  page({
    id: 'threeDMax',
    path: '/it-courses/Graphics/3d-max',
    template: 'course',
    ns: 'courses-it',
    menu: 'itCourses',
    footer: 'ourPrograms',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'it',
      drawing: true,
      finder: { audiences: teensAndAdults, goal: 'it', formats: atTheAcademy, weeks: 9 },
    },
  }),
  page({
    id: 'autocad',
    path: '/it-courses/Graphics/autocad',
    template: 'course',
    ns: 'courses-it',
    menu: 'itCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'it',
      drawing: true,
      finder: { audiences: teensAndAdults, goal: 'it', formats: atTheAcademy, weeks: 13 },
    },
  }),
  page({
    id: 'mcsa',
    path: '/it-courses/sys-adminstration/mcsa',
    template: 'course',
    ns: 'courses-it',
    menu: 'itCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'it',
      drawing: true,
      finder: { audiences: ['adult', 'company'], goal: 'it', formats: atTheAcademy },
    },
  }),
  page({
    id: 'ccna',
    path: '/it-courses/network/ccna',
    template: 'course',
    ns: 'courses-it',
    menu: 'itCourses',
    listedOn: 'ourProgrammes',
    course: {
      checkout: true,
      family: 'it',
      drawing: true,
      finder: { audiences: ['adult', 'company'], goal: 'it', formats: atTheAcademy },
    },
  }),
  // Courses the programmes grid does not list (the old site's grid had 24 tiles)
  page({
    id: 'smc',
    path: '/bamp/smc',
    template: 'course',
    ns: 'courses-business',
    menu: 'business',
    course: {
      family: 'business',
      drawing: true,
      finder: {
        audiences: ['manager', 'teacher'],
        goal: 'management',
        formats: atTheAcademy,
        weeks: 10,
      },
    },
  }),
  page({
    id: 'preschool',
    path: '/teaching-certificate/teaching-for-preschool',
    template: 'course',
    ns: 'courses-teaching',
    menu: 'teaching',
    course: {
      family: 'teaching',
      drawing: true,
      finder: {
        audiences: ['teacher', 'manager'],
        goal: 'teaching',
        formats: atTheAcademyOrOnline,
        weeks: 5,
      },
    },
  }),
  page({
    id: 'summerProgrammes',
    path: '/kids-programmes/summer-programmes',
    template: 'course',
    ns: 'courses-programmes',
    menu: 'kids',
    footer: 'ourPrograms',
    course: {
      family: 'kids',
      drawing: true,
      // No length: the old site's four months is not stated on the page until the academy says
      // whether and how long a programme runs again.
      finder: { audiences: ['child', 'teen'], goal: 'language', formats: atTheAcademy },
    },
  }),
  page({
    id: 'frenchForKids',
    path: '/kids-programmes/french-for-kids-courses',
    template: 'course',
    ns: 'courses-programmes',
    menu: 'kids',
    course: {
      family: 'kids',
      drawing: true,
      learningPath: true,
      finder: {
        audiences: ['child'],
        goal: 'language',
        formats: atTheAcademy,
        // No ages or length: the academy's pages disagree (6 to 12 or 8 to 13; levels of four
        // weeks or six courses), and the page asks parents to ask us (content-questions.md).
      },
    },
  }),
  page({
    id: 'americanPreschool',
    path: '/preschool',
    template: 'course',
    ns: 'courses-programmes',
    menu: 'kids',
    course: {
      family: 'kids',
      drawing: true,
      finder: { audiences: ['child'], goal: 'language', formats: atTheAcademy, ages: [2, 4] },
    },
  }),
  // Test centre and exams: the test centre lists those marked listedOn 'testCenter'.
  page({
    id: 'testCenter',
    path: '/test-center',
    template: 'exam-centres',
    ns: 'courses-exams',
    menu: 'assessments',
    footer: 'aboutAcademy',
  }),
  page({
    id: 'levelCheck',
    path: '/english-level-test',
    template: 'level-check',
    ns: 'level-check',
    menu: 'assessments',
  }),
  page({
    id: 'toeflExam',
    path: '/test-center/toefl-exam',
    template: 'course',
    ns: 'courses-exams',
    menu: 'assessments',
    listedOn: 'testCenter',
    course: {
      family: 'exams',
      drawing: true,
      externalLink: integrations.etsRegistration,
      finder: { audiences: teensAndAdults, goal: 'exam', formats: atTheAcademy },
    },
  }),
  page({
    id: 'icdlExamCentre',
    path: '/test-center/icdl-exam',
    template: 'course',
    ns: 'courses-exams',
    menu: 'assessments',
    listedOn: 'testCenter',
    course: {
      family: 'exams',
      drawing: true,
      finder: { audiences: teensAndAdults, goal: 'exam', formats: atTheAcademy },
    },
  }),
  page({
    id: 'cambridgeTeaching',
    path: '/cambridge-english-exams/cambridge-teaching-exams',
    template: 'course',
    ns: 'courses-exams',
    menu: 'assessments',
    listedOn: 'testCenter',
    course: {
      family: 'exams',
      drawing: true,
      finder: { audiences: ['teacher'], goal: 'exam', formats: atTheAcademy },
    },
  }),
  page({
    id: 'cambridgeSchools',
    path: '/cambridge-english-exams/cambridge-english-exams-for-school',
    template: 'course',
    ns: 'courses-exams',
    menu: 'assessments',
    listedOn: 'testCenter',
    course: {
      family: 'exams',
      drawing: true,
      finder: { audiences: ['child', 'teen'], goal: 'exam', formats: atTheAcademy },
    },
  }),
  page({
    id: 'cambridgeGeneral',
    path: '/cambridge-english-exams/cambridge-general-and-bussiness-english-exams',
    template: 'course',
    ns: 'courses-exams',
    menu: 'assessments',
    listedOn: 'testCenter',
    course: {
      family: 'exams',
      drawing: true,
      finder: { audiences: teensAndAdults, goal: 'exam', formats: atTheAcademy },
    },
  }),
  page({ id: 'search', path: '/search', template: 'search', ns: 'search', unsearchable: true }),
  // Contact
  page({
    id: 'contactUs',
    path: '/contact-us',
    template: 'contact',
    ns: 'contact',
    menu: 'contact',
    contact: { form: true, related: ['contactInfo', 'complains', 'headOffice', 'maadiBranch'] },
  }),
  page({
    id: 'contact',
    path: '/contact',
    template: 'contact',
    ns: 'contact',
    menu: 'contact',
    contact: { form: true },
  }),
  page({
    id: 'contactInfo',
    path: '/contact-info',
    template: 'contact',
    ns: 'contact',
    menu: 'contactInfo',
  }),
  page({
    id: 'headOffice',
    path: '/head-office',
    template: 'contact',
    ns: 'contact',
    menu: 'contactInfo',
    contact: { phones: 'headOffice' },
  }),
  page({
    id: 'maadiBranch',
    path: '/maadi-branch',
    template: 'contact',
    ns: 'contact',
    menu: 'contactInfo',
    contact: { phones: 'maadi' },
  }),
  page({
    id: 'complains',
    path: '/complains&iNQ',
    template: 'contact',
    ns: 'contact',
    aliases: ['/complains&inq'],
    menu: 'contact',
  }),
  // Policies
  page({
    id: 'termsAndConditions',
    path: '/terms-and-conditions',
    template: 'policy',
    ns: 'policies',
    footer: 'legal',
  }),
  page({
    id: 'privacyPolicy',
    path: '/privacy-policy',
    template: 'policy',
    ns: 'policies',
    footer: 'legal',
  }),
  page({
    id: 'refundPolicy',
    path: '/refund-policy',
    template: 'policy',
    ns: 'policies',
    footer: 'legal',
    policy: { differsFrom: 'coursePolicy' },
  }),
  page({
    id: 'coursePolicy',
    path: '/Course-Policy',
    template: 'scoped-policy',
    ns: 'policies',
    aliases: ['/course-policy'],
    menu: 'contact',
    footer: 'legal',
    policy: { differsFrom: 'refundPolicy' },
  }),
  page({
    id: 'integrated',
    path: '/integrated',
    template: 'scoped-policy',
    ns: 'policies',
    menu: 'aboutUs',
  }),
  // Jobs, checkout, forms, warning
  page({
    id: 'jobsOpportunity',
    path: '/jobs-opportunity',
    template: 'jobs',
    ns: 'jobs',
    menu: 'utility',
    footer: 'aboutAcademy',
  }),
  page({
    id: 'checkout',
    path: '/checkout',
    template: 'checkout',
    ns: 'checkout',
    menu: 'utility',
  }),
  page({ id: 'courseForm', path: '/course-form', template: 'embed-form', ns: 'forms' }),
  page({ id: 'questionForm', path: '/question-form', template: 'embed-form', ns: 'forms' }),
  page({ id: 'jobsForm', path: '/jobs-form', template: 'embed-form', ns: 'forms' }),
  page({ id: 'landing', path: '/landing', template: 'landing', ns: 'forms', menu: 'utility' }),
  page({ id: 'warning', path: '/warning', template: 'warning', ns: 'warning', menu: 'utility' }),
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof manifest)[number]['id'];

/** A manifest entry whose id is known to be a RouteId. */
export type PageEntry = RouteEntry & { readonly id: RouteId };

/** Every page, in the manifest's order. */
export const routes: readonly PageEntry[] = manifest;

export const routeById: ReadonlyMap<RouteId, PageEntry> = new Map(
  routes.map((route) => [route.id, route]),
);

export function getRoute(id: RouteId): PageEntry {
  const route = routeById.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** Whether a value (e.g. the prerender's `data-route`) names a page of the manifest. */
export function isRouteId(value: unknown): value is RouteId {
  return typeof value === 'string' && routeById.has(value as RouteId);
}

/** Whether the site search indexes a page (every manifest page but those marked unsearchable). */
export function isSearchable(route: RouteEntry): boolean {
  return route.unsearchable !== true;
}

/** The pages an index page lists as cards (`listedOn`), in manifest order. */
export function listedOn(index: IndexPage): PageEntry[] {
  return routes.filter((route) => route.listedOn === index);
}

/** The course pages the checkout's course list offers (`course.checkout`), in manifest order. */
export function checkoutCourses(): PageEntry[] {
  return routes.filter((route) => route.course?.checkout === true);
}

/**
 * The page a policy's notice links to (`policy.differsFrom`), if it has one. A value that names
 * no page stops the build here, naming the entry to fix.
 */
export function differsFrom(route: RouteEntry): RouteId | undefined {
  const id = route.policy?.differsFrom;
  if (id === undefined) return undefined;
  if (!isRouteId(id))
    throw new Error(`src/routes/manifest.ts › ${route.id}: policy.differsFrom '${id}' is no page`);
  return id;
}
