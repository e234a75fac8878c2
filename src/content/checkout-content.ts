import * as v from 'valibot';
import { basePageSchema, text } from './schemas';

/** The checkout page's copy (locales/<lng>/checkout.json › checkout). */
export const checkoutContentSchema = v.strictObject({
  ...basePageSchema.entries,
  /** How to pay today, shown before the demo form: card payment is not taken on this site yet. */
  payToday: v.strictObject({ title: text, text }),
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
  /** Under a field's label; {{min}} and {{step}} in the amount's. */
  hints: v.strictObject({ nationalID: text, amount: text }),
  placeholder: text,
  /**
   * Courses the academy takes payment for that have no page here, by a name of their own (key:
   * camelCase, the option's value), listed first. The others are the course pages marked
   * `course.checkout` in src/routes/manifest.ts, by their page's `name`.
   */
  coursesWithoutPage: v.record(v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z]*$/)), text),
  currencies: v.strictObject({ EGP: text }),
  submit: text,
  errorSummaryTitle: text,
  /** One message per wrong field; {{min}}, {{lower}} and {{higher}} are amounts in pounds. */
  errors: v.strictObject({
    fullNameRequired: text,
    nationalIDRequired: text,
    phoneRequired: text,
    selectCourseRequired: text,
    amountRequired: text,
    amountBelowMin: text,
    amountOffStep: text,
    termsRequired: text,
    privacyRequired: text,
  }),
  alert: text,
});

export type CheckoutContent = v.InferOutput<typeof checkoutContentSchema>;
