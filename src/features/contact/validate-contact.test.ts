import { describe, expect, it } from 'vitest';
import { contactFields, contactLimits, validateContact } from './validate-contact';

const valid = {
  name: 'Mona Adel',
  email: 'mona@example.com',
  contact: '+20 109 999 1865',
  subject: 'TEFL',
  issue: 'When does the next TEFL course start?',
};

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field but the e-mail address', () => {
    expect(validateContact({ name: '', email: '', contact: '', subject: ' ', issue: '' })).toEqual({
      name: 'nameRequired',
      contact: 'contactRequired',
      subject: 'subjectRequired',
      issue: 'issueRequired',
    });
  });

  it('accepts a message without an e-mail address', () => {
    expect(validateContact({ ...valid, email: '  ' })).toEqual({});
  });

  it('rejects a malformed e-mail or phone number', () => {
    expect(validateContact({ ...valid, email: 'mona@' }).email).toBe('emailInvalid');
    expect(validateContact({ ...valid, contact: 'call me' }).contact).toBe('contactInvalid');
    expect(validateContact({ ...valid, contact: '123' }).contact).toBe('contactInvalid');
  });
});

describe('validateContact limits', () => {
  it('asks to shorten each field over its limit, without cutting it', () => {
    for (const field of contactFields) {
      const value = 'x'.repeat(contactLimits[field] + 1);
      const errors = validateContact({
        ...valid,
        [field]: field === 'email' ? `${value}@a.eg` : value,
      });
      expect(errors[field], field).toBe(`${field}TooLong`);
    }
    expect(
      validateContact({ ...valid, issue: 'x'.repeat(contactLimits.issue) }).issue,
    ).toBeUndefined();
  });
});
