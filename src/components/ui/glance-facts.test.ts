import { describe, expect, it } from 'vitest';
import { glanceFacts, glanceLength } from './glance-facts';

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

describe('glanceFacts and long facts', () => {
  it('leaves out a fact too long to show whole, and takes the next short one', () => {
    const long = { label: 'Who it is for', value: 'x'.repeat(glanceLength) };
    const facts = [fact('Duration'), long, fact('Award'), fact('Software')];
    expect(glanceFacts(facts, ['Duration', 'Who it is for']).map((f) => f.label)).toEqual([
      'Duration',
      'Award',
    ]);
  });

  it('shows fewer facts rather than a cut one', () => {
    const long = (label: string) => ({ label, value: 'x'.repeat(glanceLength) });
    expect(glanceFacts([long('A'), fact('B'), long('C')], [])).toEqual([fact('B')]);
  });
});
