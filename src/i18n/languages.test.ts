import { describe, expect, it } from 'vitest';
import {
  dirOf,
  formatNumber,
  isLang,
  langFromPath,
  langPrefix,
  localizePath,
  localizedUrl,
  pathFromUrl,
  stripLang,
  urlPath,
} from './languages';

describe('languages', () => {
  it('reads the language from the URL alone', () => {
    expect(langFromPath('/')).toBe('en');
    expect(langFromPath('/about-us')).toBe('en');
    expect(langFromPath('/ar')).toBe('ar');
    expect(langFromPath('/ar/about-us')).toBe('ar');
    expect(langFromPath('/arabic-courses')).toBe('en');
  });

  it('maps paths between languages both ways', () => {
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/bamp/pmp', 'ar')).toBe('/ar/bamp/pmp');
    expect(localizePath('/bamp/pmp', 'en')).toBe('/bamp/pmp');
    expect(stripLang('/ar')).toBe('/');
    expect(stripLang('/ar/bamp/pmp')).toBe('/bamp/pmp');
    expect(stripLang('/bamp/pmp')).toBe('/bamp/pmp');
  });

  it('gives each language its direction and rejects foreign values', () => {
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('en')).toBe('ltr');
    expect(isLang('ar')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang({})).toBe(false);
  });

  it('formats Arabic numbers with Latin digits on every platform', () => {
    expect(formatNumber(2500, 'ar')).toMatch(/^2[,٬]?500$/);
    expect(formatNumber(160, 'en')).toBe('160');
  });

  it('derives every path from one prefix per language', () => {
    expect(langPrefix('en')).toBe('');
    expect(langPrefix('ar')).toBe('/ar');
    expect(langFromPath('/ar?q=1')).toBe('ar');
    expect(langFromPath('/ar#top')).toBe('ar');
    expect(langFromPath('/arabic-courses')).toBe('en');
    expect(stripLang('/arabic-courses')).toBe('/arabic-courses');
    expect(stripLang('')).toBe('/');
  });

  it('writes a path as a URL one segment at a time, and reads it back', () => {
    expect(urlPath('/complains&iNQ')).toBe('/complains%26iNQ');
    expect(urlPath('/ar/teaching-certificate/teaching-math&science')).toBe(
      '/ar/teaching-certificate/teaching-math%26science',
    );
    expect(urlPath('/')).toBe('/');
    expect(urlPath('/ar/bamp/pmp')).toBe('/ar/bamp/pmp');
    expect(localizedUrl('/complains&iNQ', 'ar')).toBe('/ar/complains%26iNQ');
    expect(localizedUrl('/', 'ar')).toBe('/ar');
    expect(pathFromUrl('/complains%26iNQ')).toBe('/complains&iNQ');
    expect(pathFromUrl('/bad%zz')).toBe('/bad%zz');
  });
});
