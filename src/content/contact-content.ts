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
