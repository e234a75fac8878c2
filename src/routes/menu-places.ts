/**
 * Where a page can sit in the menus and the footer: a manifest entry names one of these
 * (`menu`, `footer`), and src/routes/navigation.ts builds the menus from the manifest in its order.
 */

/** The menu's groups (labels: `common:nav.groups.<key>`). */
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

/** The top row of the main menu, the slim row above it, or one of its groups. */
export type MenuPlace = 'main' | 'utility' | GroupKey;

/** The footer's columns (labels: `common:footer.columns.<key>`) and its bottom row of policies. */
export const footerColumnKeys = ['aboutAcademy', 'businessAdministration', 'ourPrograms'] as const;
export type FooterColumnKey = (typeof footerColumnKeys)[number];
export type FooterPlace = FooterColumnKey | 'legal';

/** The index pages that list other pages as cards: the programmes grid and the test centre. */
export type IndexPage = 'ourProgrammes' | 'testCenter';
