import { describe, expect, it } from 'vitest';
import { composeMessage } from './compose-message';
import {
  contactFields,
  contactLimits,
  validateContact,
  type ContactValues,
} from './validate-contact';

const template =
  'Name: {{name}}\nEmail: {{email}}\nPhone: {{contact}}\nSubject: {{subject}}\n\n{{issue}}';
const values: ContactValues = {
  name: 'Mona Adel',
  email: 'mona@example.com',
  contact: '01099991865',
  subject: 'TEFL',
  issue: 'When does the next course start?',
};

describe('composeMessage', () => {
  it('fills every placeholder with what was typed, trimmed', () => {
    expect(composeMessage(template, { ...values, name: '  Mona Adel ' })).toBe(
      'Name: Mona Adel\nEmail: mona@example.com\nPhone: 01099991865\nSubject: TEFL\n\nWhen does the next course start?',
    );
  });

  it('never re-reads the visitor’s text as a placeholder', () => {
    const typed = {
      ...values,
      name: '{{issue}}',
      subject: '{{name}} {{contact}}',
      issue: '{{issue}}'.repeat(20),
    };
    const message = composeMessage(template, typed);
    expect(message).toContain('Name: {{issue}}\n');
    expect(message).toContain('Subject: {{name}} {{contact}}\n');
    expect(message.endsWith('{{issue}}'.repeat(20))).toBe(true);
    // The message is the template plus exactly what was typed: nothing multiplied.
    const typedLength = contactFields.reduce((sum, field) => sum + typed[field].length, 0);
    const templateLength = template.replace(/\{\{\w+\}\}/g, '').length;
    expect(message.length).toBe(templateLength + typedLength);
  });

  it('leaves out the e-mail line when no address was given', () => {
    expect(composeMessage(template, { ...values, email: ' ' })).toBe(
      'Name: Mona Adel\nPhone: 01099991865\nSubject: TEFL\n\nWhen does the next course start?',
    );
  });

  it('leaves a placeholder that is not a field as it is', () => {
    expect(composeMessage('{{unknown}} {{name}}', values)).toBe('{{unknown}} Mona Adel');
  });

  it('is bounded: a message within the limits stays a few kilobytes', () => {
    const longest = Object.fromEntries(
      contactFields.map((field) => [field, 'x'.repeat(contactLimits[field])]),
    ) as ContactValues;
    const overLimit = { ...longest, issue: 'x'.repeat(contactLimits.issue + 1) };
    expect(validateContact(overLimit).issue).toBe('issueTooLong');
    expect(composeMessage(template, longest).length).toBeLessThan(2200);
  });
});
