// The bench's judgement of one page's row (scripts/bench.mjs): a figure over its budget misses
// it, and a figure no run measured (NaN, undefined, null: Lighthouse's trace lacked it) fails the
// row, since nothing was judged. A row is "ok" only when every figure was measured and held.

/** The budgets a row is judged against: scores are at least, the rest at most. */
export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1800,
  tbt: 50,
  cls: 0.01,
  /** JavaScript transferred before the first interaction (a Lighthouse run never interacts). */
  js: 20 * 1024,
  weight: 150 * 1024,
};

/** @typedef {keyof typeof budgets} Budgeted */
/** @type {Record<Budgeted, string>} */
const labels = {
  performance: 'perf',
  accessibility: 'a11y',
  bestPractices: 'bp',
  seo: 'seo',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
  js: 'JS',
  weight: 'weight',
};
/** @type {Budgeted[]} */
const atLeast = ['performance', 'accessibility', 'bestPractices', 'seo'];

/** @param {unknown} value @returns {value is number} */
const measured = (value) => typeof value === 'number' && Number.isFinite(value);

/**
 * The figures of a row that no run measured, by name.
 * @param {Record<string, unknown>} row
 * @returns {string[]}
 */
export function missingFigures(row) {
  /** @type {string[]} */
  const names = [...Object.keys(budgets)];
  for (const name of Object.keys(row)) if (!names.includes(name)) names.push(name);
  return names.filter((name) => name !== 'page' && !measured(row[name]));
}

/**
 * The judgement of one row: `failed` when a figure is missing or a budget is missed, and what to
 * print in the table's budget column ("ok", the budgets missed, or "FAILED: no lcp, tbt…").
 * @param {Record<string, unknown>} row
 * @returns {{ failed: boolean, missing: string[], verdict: string }}
 */
export function judgeRow(row) {
  const missing = missingFigures(row);
  const misses = /** @type {Budgeted[]} */ (Object.keys(budgets)).filter((name) => {
    const value = row[name];
    if (!measured(value)) return false;
    return atLeast.includes(name) ? value < budgets[name] : value > budgets[name];
  });
  const parts = misses.map((name) => labels[name]);
  if (missing.length) parts.unshift(`FAILED: no ${missing.join(', ')}`);
  return { failed: parts.length > 0, missing, verdict: parts.join(' ') || 'ok' };
}
