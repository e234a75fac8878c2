import { describe, expect, it } from 'vitest';
import { aliasRedirects, allPagePaths } from '@/routes/redirects';
import { routes } from '@/routes/manifest';
import { footerColumns, mainNav, utilityNav, type NavItem } from '@/routes/navigation';
import { get, readLocale } from './locale-files';

const specPaths = [
  '/',
  '/about-us',
  '/services',
  '/contact',
  '/contact-us',
  '/company-profile',
  '/our-customers',
  '/achievements',
  '/what-do-people-say',
  '/accreditation',
  '/our-programmes',
  '/course-form',
  '/checkout',
  '/jobs-opportunity',
  '/jobs-form',
  '/integrated',
  '/landing',
  '/question-form',
  '/warning',
  '/terms-and-conditions',
  '/privacy-policy',
  '/refund-policy',
  '/contact-info',
  '/head-office',
  '/maadi-branch',
  '/complains&iNQ',
  '/Course-Policy',
  '/soft-skills-course',
  '/online-course',
  '/it-courses/icdl/icdl-course',
  '/it-courses/icdl/icdl-exam',
  '/it-courses/Graphics/photoshop',
  '/it-courses/Graphics/autocad',
  '/it-courses/Graphics/3d-max',
  '/it-courses/network/ccna',
  '/it-courses/sys-adminstration/mcsa',
  '/bamp/smc',
  '/bamp/scm',
  '/bamp/pmp',
  '/bamp/hrmc',
  '/bamp/hmd',
  '/bamp/dmm',
  '/bamp/bmc',
  '/language-courses/english/TOEFL-and-IELTS-Preparation-Courses',
  '/language-courses/english/general-english-courses',
  '/language-courses/english/english-for-kids-courses',
  '/language-courses/english/converstion-english-course',
  '/language-courses/english/bussiness-english-courses',
  '/language-courses/arabic-courses-for-forigner',
  '/language-courses/other-language-courses',
  '/test-center/toefl-exam',
  '/test-center/icdl-exam',
  '/teaching-certificate/teaching-for-preschool',
  '/teaching-certificate/teaching-english-for-primary',
  '/teaching-certificate/teaching-math&science',
  '/teaching-certificate/tefl',
  '/kids-programmes/summer-programmes',
  '/kids-programmes/french-for-kids-courses',
  '/test-center',
  '/cambridge-english-exams/cambridge-teaching-exams',
];

describe('route manifest', () => {
  it('lists the 58 paths of the spec plus /test-center and the Cambridge page', () => {
    expect(specPaths).toHaveLength(60);
    expect(routes.map((r) => r.path).sort()).toEqual([...specPaths].sort());
  });

  it('has unique ids and unique paths', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('gives 120 page URLs in two languages', () => {
    const paths = allPagePaths().map((p) => p.path);
    expect(new Set(paths).size).toBe(120);
    expect(paths).toContain('/ar');
    expect(paths).toContain('/ar/bamp/pmp');
  });

  it('has no alias that is a live path, and no redirect chains', () => {
    const live = new Set(allPagePaths().map((p) => p.path));
    const redirects = aliasRedirects();
    expect(redirects.length).toBeGreaterThanOrEqual(12);
    for (const { from, to } of redirects) {
      expect(live.has(from), from).toBe(false);
      expect(live.has(to), to).toBe(true);
    }
    const sources = new Set(redirects.map((r) => r.from));
    expect(redirects.filter((r) => sources.has(r.to))).toEqual([]);
  });

  it('redirects the spellings the spec lists, in both languages', () => {
    const map = new Map(aliasRedirects().map((r) => [r.from, r.to]));
    expect(map.get('/language-courses/English/general-english-courses')).toBe(
      '/language-courses/english/general-english-courses',
    );
    expect(map.get('/course-policy')).toBe('/Course-Policy');
    expect(map.get('/ar/complains&inq')).toBe('/ar/complains&iNQ');
    expect(map.get('/Accreditation')).toBe('/accreditation');
  });

  it('gives every page its title, description, keywords and heading in both languages', () => {
    const missing: string[] = [];
    for (const route of routes) {
      for (const lng of ['en', 'ar'] as const) {
        const page = readLocale(lng, route.ns)[route.id];
        for (const key of ['meta.title', 'meta.description', 'meta.keywords', 'heading']) {
          const value = get(page, key);
          if (typeof value !== 'string' || value.trim().length < 3)
            missing.push(`${lng}:${route.id}.${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every page a unique title in each language', () => {
    for (const lng of ['en', 'ar'] as const) {
      const titles = routes.map((r) => get(readLocale(lng, r.ns)[r.id], 'meta.title'));
      expect(new Set(titles).size).toBe(routes.length);
    }
  });

  it('puts every page in the menu or the footer, with a label in both languages', () => {
    const ids = new Set<string>();
    const walk = (items: readonly NavItem[]) =>
      items.forEach((item) =>
        item.kind === 'route' ? ids.add(item.id) : item.kind === 'group' && walk(item.items),
      );
    walk(mainNav);
    walk(utilityNav);
    footerColumns.forEach((c) => c.ids.forEach((id) => ids.add(id)));
    const outside = routes.map((r) => r.id).filter((id) => !ids.has(id));
    // Pages reached from within pages: the forms (Apply Now, Ask a question) and two policies.
    expect(outside.sort()).toEqual(
      [
        'courseForm',
        'jobsForm',
        'privacyPolicy',
        'questionForm',
        'refundPolicy',
        'termsAndConditions',
      ].sort(),
    );
    for (const lng of ['en', 'ar'] as const) {
      const labels = readLocale(lng, 'common').routes as Record<string, string>;
      expect(routes.filter((r) => !labels[r.id]).map((r) => r.id)).toEqual([]);
    }
  });
});
