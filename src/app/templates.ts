import type { ComponentType } from 'react';
import type { Template } from '@/routes/manifest';

type Loader = () => Promise<ComponentType>;

/** One lazily loaded module per template: code is split per template, not per route. */
export const templates: Record<Template | 'not-found', Loader> = {
  home: () => import('@/pages/home-page').then((m) => m.HomePage),
  company: () => import('@/pages/company-page').then((m) => m.CompanyPage),
  catalogue: () => import('@/pages/catalogue-page').then((m) => m.CataloguePage),
  course: () => import('@/pages/course-page').then((m) => m.CoursePage),
  'exam-centres': () => import('@/pages/exam-centres-page').then((m) => m.ExamCentresPage),
  policy: () => import('@/pages/policy-page').then((m) => m.PolicyPage),
  'scoped-policy': () => import('@/pages/scoped-policy-page').then((m) => m.ScopedPolicyPage),
  warning: () => import('@/pages/warning-page').then((m) => m.WarningPage),
  contact: () => import('@/pages/contact-page').then((m) => m.ContactPage),
  'embed-form': () => import('@/pages/embed-form-page').then((m) => m.EmbedFormPage),
  landing: () => import('@/pages/landing-page').then((m) => m.LandingPage),
  jobs: () => import('@/pages/jobs-page').then((m) => m.JobsPage),
  checkout: () => import('@/pages/checkout-page').then((m) => m.CheckoutPage),
  'course-finder': () => import('@/pages/course-finder-page').then((m) => m.CourseFinderPage),
  'level-check': () => import('@/pages/level-check-page').then((m) => m.LevelCheckPage),
  search: () => import('@/pages/search-page').then((m) => m.SearchPage),
  'not-found': () => import('@/pages/not-found-page').then((m) => m.NotFoundPage),
};
