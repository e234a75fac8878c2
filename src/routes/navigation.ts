/**
 * Menus as data: route ids and label keys, never display text or literal URLs
 * (labels: `common:routes.<id>` for pages, `common:nav.<key>` for groups and external links).
 */
import { integrations } from '@/config/site';
import { routes, type RouteId } from './manifest';
import { footerColumnKeys, type FooterPlace, type GroupKey, type MenuPlace } from './menu-places';

export type NavItem =
  | { readonly kind: 'route'; readonly id: RouteId }
  | {
      readonly kind: 'external';
      readonly key: LinkKey;
      readonly href: string;
      readonly newTab?: boolean;
    }
  | { readonly kind: 'group'; readonly key: GroupKey; readonly items: readonly NavItem[] };

export type LinkKey =
  | 'teachersExams'
  | 'placementTest'
  | 'directorsExams'
  | 'businessExams'
  | 'englishAssessment'
  | 'adhd'
  | 'dyslexia';

const page = (id: RouteId): NavItem => ({ kind: 'route', id });
/** The manifest's pages whose `menu` is this place, in manifest order. */
const pagesIn = (place: MenuPlace): NavItem[] =>
  routes.filter((route) => route.menu === place).map((route) => page(route.id));
const exam = (key: LinkKey, newTab = false): NavItem => ({
  kind: 'external',
  key,
  href: integrations.examSite,
  newTab,
});
/** A group: its pages from the manifest first, then its links and subgroups. */
const group = (key: GroupKey, more: readonly NavItem[] = []): NavItem => ({
  kind: 'group',
  key,
  items: [...pagesIn(key), ...more],
});

export const mainNav: readonly NavItem[] = [
  ...pagesIn('main'),
  group('aboutUs'),
  group('programmes', [
    group('languageCourses'),
    group('itCourses'),
    group('business'),
    group('teaching'),
    group('kids'),
  ]),
  group('assessments', [
    exam('teachersExams'),
    exam('placementTest', true),
    exam('directorsExams'),
    exam('businessExams'),
    exam('englishAssessment', true),
    group('adhdDyslexia', [exam('adhd'), exam('dyslexia')]),
  ]),
  group('contact', [group('contactInfo')]),
];

/** The slim row above the main menu on wide screens (inside the menu on phones). */
export const utilityNav: readonly NavItem[] = pagesIn('utility');

const footerPages = (place: FooterPlace): RouteId[] =>
  routes.filter((route) => route.footer === place).map((route) => route.id);

export interface FooterColumn {
  readonly key: (typeof footerColumnKeys)[number];
  readonly ids: readonly RouteId[];
}

export const footerColumns: readonly FooterColumn[] = footerColumnKeys.map((key) => ({
  key,
  ids: footerPages(key),
}));

/** Policy links shown in the footer's bottom row. */
export const footerLegal: readonly RouteId[] = footerPages('legal');
