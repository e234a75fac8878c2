import { describe, expect, it } from 'vitest';
import { fillText } from './fill-text';

describe('fillText', () => {
  it('fills every placeholder it has a value for and leaves the others', () => {
    expect(fillText('{{a}} or {{b}}, not {{c}}', { a: 100, b: '105' })).toBe(
      '100 or 105, not {{c}}',
    );
  });
});
