// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judgeRow } from './bench-row.mjs';

/** A row that holds every budget. */
const good = {
  page: '/search',
  index: 2800,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1360,
  tbt: 0,
  ownTbt: 25,
  cls: 0,
  js: 9.5 * 1024,
  weight: 75 * 1024,
};

describe('a bench row', () => {
  it('is ok when every figure was measured and held its budget', () => {
    expect(judgeRow(good)).toEqual({ failed: false, missing: [], verdict: 'ok' });
  });

  it('names the budgets it missed', () => {
    const judgement = judgeRow({ ...good, performance: 93, tbt: 289 });
    expect(judgement.failed).toBe(true);
    expect(judgement.verdict).toBe('perf TBT');
  });

  it('fails when a figure was not measured (NaN), whatever the rest says', () => {
    const judgement = judgeRow({ ...good, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN });
    expect(judgement.failed).toBe(true);
    expect(judgement.missing).toEqual(['lcp', 'tbt', 'cls']);
    expect(judgement.verdict).toBe('FAILED: no lcp, tbt, cls');
  });

  it('fails when a figure is absent or null, not only NaN', () => {
    const withoutLcp: Record<string, unknown> = { ...good };
    delete withoutLcp.lcp;
    expect(judgeRow(withoutLcp).verdict).toBe('FAILED: no lcp');
    expect(judgeRow({ ...good, ownTbt: null }).verdict).toBe('FAILED: no ownTbt');
    expect(judgeRow({ ...good, seo: undefined }).failed).toBe(true);
  });
});
