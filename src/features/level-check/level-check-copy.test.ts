import arLevelCheck from '@locales/ar/level-check.json';
import enLevelCheck from '@locales/en/level-check.json';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';

/** The level check's counts read with the plural form that fits the number, in both languages. */
describe('level check counts', () => {
  const en = createI18n('en', { en: { 'level-check': enLevelCheck } });
  const ar = createI18n('ar', { ar: { 'level-check': arLevelCheck } });
  const estimate = (t: typeof en.t, count: number) =>
    t('levelCheck.result.estimate', { ns: 'level-check', count, total: 30 });
  const progress = (t: typeof en.t, answered: number, count: number) =>
    t('levelCheck.progress', { ns: 'level-check', answered, count });

  it('says answer or answers in English', () => {
    expect(estimate(en.t, 1)).toMatch(/^You got 1 correct answer out of 30\. /);
    expect(estimate(en.t, 0)).toMatch(/^You got 0 correct answers out of 30\. /);
    expect(estimate(en.t, 24)).toMatch(/^You got 24 correct answers out of 30\. /);
    expect(progress(en.t, 5, 30)).toBe('5 of 30 questions answered');
    expect(progress(en.t, 1, 1)).toBe('1 of 1 question answered');
  });

  it('agrees the Arabic noun with each number', () => {
    expect(estimate(ar.t, 0)).toMatch(/^لم تُجيبوا إجابة صحيحة عن أي سؤال من 30\./);
    expect(estimate(ar.t, 1)).toMatch(/^أجبتم إجابة صحيحة عن سؤال واحد من 30\./);
    expect(estimate(ar.t, 2)).toMatch(/^أجبتم إجابة صحيحة عن سؤالين من 30\./);
    expect(estimate(ar.t, 3)).toMatch(/^أجبتم إجابة صحيحة عن 3 أسئلة من 30\./);
    expect(estimate(ar.t, 10)).toMatch(/^أجبتم إجابة صحيحة عن 10 أسئلة من 30\./);
    expect(estimate(ar.t, 11)).toMatch(/^أجبتم إجابة صحيحة عن 11 سؤالًا من 30\./);
    expect(estimate(ar.t, 30)).toMatch(/^أجبتم إجابة صحيحة عن 30 سؤالًا من 30\./);
    expect(estimate(ar.t, 100)).toMatch(/^أجبتم إجابة صحيحة عن 100 سؤال من 30\./);
    expect(progress(ar.t, 5, 30)).toBe('أجبتم عن 5 من 30 سؤالًا');
    expect(progress(ar.t, 2, 5)).toBe('أجبتم عن 2 من 5 أسئلة');
  });

  it('shows the incomplete message with the number of questions left', () => {
    const incomplete = (t: typeof en.t, count: number) =>
      t('levelCheck.incomplete', { ns: 'level-check', count, number: 2 });
    expect(incomplete(ar.t, 1)).toContain('سؤال واحد');
    expect(incomplete(ar.t, 2)).toContain('سؤالان');
    expect(incomplete(ar.t, 29)).toContain('29 سؤالًا');
    expect(incomplete(en.t, 29)).toContain('29 questions are left');
  });
});
