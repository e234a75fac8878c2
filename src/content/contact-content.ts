import * as v from 'valibot';
import { text } from './schemas';

const field = v.strictObject({ label: text, hint: v.optional(text) });

/** The contact form's copy (locales/<lng>/contact.json › form). */
export const contactFormContentSchema = v.strictObject({
  title: text,
  intro: text,
  requiredNote: text,
  noScriptNote: text,
  fields: v.strictObject({
    name: field,
    email: field,
    contact: field,
    subject: field,
    issue: field,
  }),
  submit: text,
  /** Said after the submit button (visually hidden): the message opens in a new tab. */
  submitNote: text,
  errorSummaryTitle: text,
  errors: v.strictObject({
    nameRequired: text,
    emailRequired: text,
    emailInvalid: text,
    contactRequired: text,
    contactInvalid: text,
    subjectRequired: text,
    issueRequired: text,
    nameTooLong: text,
    emailTooLong: text,
    contactTooLong: text,
    subjectTooLong: text,
    issueTooLong: text,
  }),
  /** The WhatsApp message, with {{name}}, {{email}}, {{contact}}, {{subject}} and {{issue}}. */
  message: text,
  success: v.strictObject({ title: text, text, whatsappLink: text, other: text }),
});

export type ContactFormContent = v.InferOutput<typeof contactFormContentSchema>;

/** The ways to reach the academy at the top of a contact page with the form (contact.json › reach). */
export const contactReachContentSchema = v.strictObject({
  title: text,
  call: text,
  whatsapp: text,
  headOffice: text,
  map: text,
  maadi: text,
  maadiText: text,
});

export type ContactReachContent = v.InferOutput<typeof contactReachContentSchema>;
