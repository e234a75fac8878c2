import * as v from 'valibot';
import { basePageSchema, text } from '@/content/schemas';

/** The checkout page's copy (locales/<lng>/checkout.json › checkout). */
export const checkoutContentSchema = v.strictObject({
  ...basePageSchema.entries,
  demoNotice: text,
  noScriptNote: text,
  bankNote: text,
  cardsLabel: text,
  fields: v.strictObject({
    fullName: text,
    nationalID: text,
    phone: text,
    selectCourse: text,
    amount: text,
    currency: text,
    termsBefore: text,
    termsLink: text,
    privacyBefore: text,
    privacyLink: text,
  }),
  placeholder: text,
  courses: v.pipe(v.array(text), v.minLength(1, 'an empty list')),
  currencies: v.strictObject({ EGP: text }),
  submit: text,
  error: text,
  alert: text,
});

export type CheckoutContent = v.InferOutput<typeof checkoutContentSchema>;
