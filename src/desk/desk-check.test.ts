import { describe, expect, it } from 'vitest';
import { withValue } from './desk-check';

describe('withValue', () => {
  const file = (forms: string[]) =>
    `{\n  "counts": {\n${forms.map((f) => `    "openings_${f}": "${f}"`).join(',\n')},\n    "other": "x"\n  }\n}\n`;

  it('writes a missing plural form in its place among the forms, not at the end', () => {
    const next = withValue(
      file(['zero', 'one', 'two', 'many', 'other']),
      'counts.openings_few',
      '{{count}} وظائف',
    );
    expect(next).toBe(
      file(['zero', 'one', 'two', 'few', 'many', 'other']).replace(
        '"openings_few": "few"',
        '"openings_few": "{{count}} وظائف"',
      ),
    );
  });

  it('puts a missing first form before the others', () => {
    const next = withValue(file(['one', 'other']), 'counts.openings_zero', '0');
    expect(next?.indexOf('openings_zero')).toBeLessThan(next?.indexOf('openings_one') ?? 0);
  });

  it('adds any other missing key at the end of its object', () => {
    const next = withValue(file(['one', 'other']), 'counts.fresh', 'new');
    expect(next).toContain('"other": "x",\n    "fresh": "new"\n');
  });
});
