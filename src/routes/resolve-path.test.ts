import { describe, expect, it } from 'vitest';
import { localizePath } from '@/i18n/languages';
import { aliasRedirects } from './redirects';
import { routes } from './manifest';
import { resolvePath } from './resolve-path';

describe('resolvePath', () => {
  it('finds every page of the manifest in both languages', () => {
    for (const route of routes) {
      expect(resolvePath(route.path)).toEqual({ kind: 'page', route, lng: 'en' });
      expect(resolvePath(localizePath(route.path, 'ar'))).toEqual({
        kind: 'page',
        route,
        lng: 'ar',
      });
    }
  });

  it('sends every alias straight to its page', () => {
    const redirects = aliasRedirects();
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from, to } of redirects) {
      expect(resolvePath(from)).toEqual({ kind: 'redirect', to });
    }
    expect(resolvePath('/ar/course-policy')).toEqual({
      kind: 'redirect',
      to: '/ar/Course-Policy',
    });
  });

  it('drops trailing slashes', () => {
    expect(resolvePath('/about-us/')).toEqual({ kind: 'redirect', to: '/about-us' });
    expect(resolvePath('/ar//')).toEqual({ kind: 'redirect', to: '/ar' });
  });

  it('is case-sensitive and exact, with a not-found page per language', () => {
    expect(resolvePath('/About-Us')).toEqual({ kind: 'not-found', lng: 'en' });
    expect(resolvePath('/ar/nothing-here')).toEqual({ kind: 'not-found', lng: 'ar' });
    expect(resolvePath('/arabic')).toEqual({ kind: 'not-found', lng: 'en' });
  });
});
