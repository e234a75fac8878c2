import arCommon from '@locales/ar/common.json';
import enCommon from '@locales/en/common.json';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';

describe('plural forms', () => {
  const ar = createI18n('ar', { ar: { common: arCommon } });
  const en = createI18n('en', { en: { common: enCommon } });

  it('uses the Arabic form that fits each count', () => {
    const courses = (count: number) => ar.t('counts.courses', { count });
    expect(courses(0)).toBe(arCommon.counts.courses_zero);
    expect(courses(1)).toBe(arCommon.counts.courses_one);
    expect(courses(2)).toBe(arCommon.counts.courses_two);
    expect(courses(3)).toBe('3 دورات');
    expect(courses(10)).toBe('10 دورات');
    expect(courses(24)).toBe('24 دورة');
    expect(courses(100)).toBe('100 دورة');
  });

  it('uses one and other in English', () => {
    expect(en.t('counts.openings', { count: 1 })).toBe('1 job advert');
    expect(en.t('counts.openings', { count: 10 })).toBe('10 job adverts');
  });
});
