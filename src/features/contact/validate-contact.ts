/**
 * The contact form's rules: every field but the e-mail address is required (the message goes by
 * WhatsApp, which shows us the number); an e-mail address, if given, and the phone must look like one.
 */

export const contactFields = ['name', 'email', 'contact', 'subject', 'issue'] as const;
export type ContactField = (typeof contactFields)[number];
/** The fields a visitor may leave empty. */
export const optionalContactFields: readonly ContactField[] = ['email'];
export type ContactValues = Record<ContactField, string>;

export type ContactErrorKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'contactRequired'
  | 'contactInvalid'
  | 'subjectRequired'
  | 'issueRequired'
  | `${ContactField}TooLong`;

/**
 * The longest answer each field takes, so the WhatsApp message stays a sensible size (a URL of
 * a few kilobytes). Longer text is never cut: the visitor is asked to shorten it.
 */
export const contactLimits: Record<ContactField, number> = {
  name: 100,
  email: 254,
  contact: 30,
  subject: 150,
  issue: 1500,
};

export const emptyContact: ContactValues = {
  name: '',
  email: '',
  contact: '',
  subject: '',
  issue: '',
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits in all. */
const phonePattern = /^\+?[\d\s\-.()]+$/;

export function validateContact(
  values: ContactValues,
): Partial<Record<ContactField, ContactErrorKey>> {
  const errors: Partial<Record<ContactField, ContactErrorKey>> = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (values.email.trim() && !emailPattern.test(values.email.trim())) errors.email = 'emailInvalid';
  const digits = values.contact.replace(/\D/g, '');
  if (!values.contact.trim()) errors.contact = 'contactRequired';
  else if (!phonePattern.test(values.contact.trim()) || digits.length < 7 || digits.length > 15) {
    errors.contact = 'contactInvalid';
  }
  if (!values.subject.trim()) errors.subject = 'subjectRequired';
  if (!values.issue.trim()) errors.issue = 'issueRequired';
  for (const field of contactFields) {
    if (values[field].trim().length > contactLimits[field]) errors[field] = `${field}TooLong`;
  }
  return errors;
}
