import { describe, expect, it } from 'vitest';
import { glanceFacts } from './glance-facts';

const fact = (label: string) => ({ label, value: `${label} value` });

describe('glanceFacts', () => {
  it('picks the facts named by the labels, in the copy order', () => {
    const facts = [fact('Award'), fact('Who it is for'), fact('Software'), fact('Duration')];
    expect(glanceFacts(facts, ['Duration', 'Who it is for']).map((f) => f.label)).toEqual([
      'Who it is for',
      'Duration',
    ]);
  });

  it('fills the rest with the first facts when the copy names fewer', () => {
    const facts = [fact('Test'), fact('Test owner'), fact('Duration')];
    expect(glanceFacts(facts, ['Duration']).map((f) => f.label)).toEqual(['Test', 'Duration']);
    expect(glanceFacts(facts, []).map((f) => f.label)).toEqual(['Test', 'Test owner']);
  });
});
