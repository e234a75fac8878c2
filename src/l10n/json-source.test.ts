import { describe, expect, it } from 'vitest';
import { insertItem, parseLocaleSource, setValue } from './json-source';

const text = `{
  "page": {
    "heading": "Old",
    "faq": [
      { "question": "Q1", "answer": "A1" }
    ]
  },
  "other": "kept    as   is"
}
`;

describe('locale JSON source', () => {
  it('finds the line of a key path', () => {
    const parsed = parseLocaleSource(text);
    expect(parsed.ok && parsed.source.lineOf('page.heading')).toBe(3);
    expect(parsed.ok && parsed.source.lineOf('page.faq.0.answer')).toBe(5);
    expect(parsed.ok && parsed.source.lineOf('page.nothing')).toBe(2);
  });

  it('names the line and column of a trailing comma, with a caret', () => {
    const parsed = parseLocaleSource(text.replace('"Old",', '"Old",').replace('"A1" }', '"A1", }'));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.line).toBe(5);
    expect(parsed.error.message).toMatch(/comma after the last entry/);
    expect(parsed.error.frame.split('\n')[1]?.indexOf('^')).toBe(
      `5 | ${'      { "question": "Q1", "answer": "A1", '}`.length,
    );
  });

  it('changes only the value it sets', () => {
    const changed = setValue(text, 'page.heading', 'جديد «مع» "علامات"');
    expect(changed.replace('"جديد «مع» \\"علامات\\""', '"Old"')).toBe(text);
  });

  it('adds an item at the end of a list, and the rest stays', () => {
    const changed = insertItem(text, 'page.faq', { question: 'Q2', answer: 'A2' });
    const parsed = parseLocaleSource(changed);
    expect(parsed.ok && (parsed.source.data as { page: { faq: unknown[] } }).page.faq).toEqual([
      { question: 'Q1', answer: 'A1' },
      { question: 'Q2', answer: 'A2' },
    ]);
    expect(changed).toContain('"other": "kept    as   is"');
    expect(() => insertItem(text, 'page.heading', 'x')).toThrow(/not a list/);
  });
});
