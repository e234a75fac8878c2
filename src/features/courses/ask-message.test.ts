import { describe, expect, it } from 'vitest';
import arCommon from '@locales/ar/common.json';
import enCommon from '@locales/en/common.json';
import { askMessage } from './ask-message';

describe('askMessage', () => {
  it('names the course and its full address, in the page language', () => {
    expect(askMessage(enCommon.ask.message, { course: 'PMP Certificate', path: '/bamp/pmp' })).toBe(
      enCommon.ask.message
        .replace('{{course}}', 'PMP Certificate')
        .replace('{{url}}', 'https://www.americanacademyeg.com/bamp/pmp'),
    );
    const ar = askMessage(arCommon.ask.message, { course: 'شهادة PMP', path: '/ar/bamp/pmp' });
    expect(ar).toContain('شهادة PMP');
    expect(ar).toContain('https://www.americanacademyeg.com/ar/bamp/pmp');
    expect(ar).not.toContain('{{');
  });

  it('encodes odd paths and never re-reads a course name as a placeholder', () => {
    const message = askMessage('{{course}} — {{url}}', {
      course: 'Maths {{url}}',
      path: '/teaching-certificate/teaching-math&science',
    });
    expect(message).toBe(
      'Maths {{url}} — https://www.americanacademyeg.com/teaching-certificate/teaching-math%26science',
    );
  });

  it('keeps every translation of the message naming both the course and the address', () => {
    for (const template of [enCommon.ask.message, arCommon.ask.message]) {
      expect(template).toContain('{{course}}');
      expect(template).toContain('{{url}}');
    }
  });
});
