/** The demo checkout's rules: the fields, minimum and step of the old site's checkout. */

export interface CheckoutValues {
  fullName: string;
  nationalID: string;
  phone: string;
  /** Index into the course list as a string; '' is the placeholder. */
  selectCourse: string;
  amount: string;
  currency: 'EGP';
  terms: boolean;
  privacy: boolean;
}

/** The fields in the order the form shows them (and the error summary lists them). */
export const checkoutFields = [
  'fullName',
  'nationalID',
  'phone',
  'selectCourse',
  'amount',
  'terms',
  'privacy',
] as const;
export type CheckoutField = (typeof checkoutFields)[number];

export type CheckoutErrorKey =
  | 'fullNameRequired'
  | 'nationalIDRequired'
  | 'phoneRequired'
  | 'selectCourseRequired'
  | 'amountRequired'
  | 'amountBelowMin'
  | 'amountOffStep'
  | 'termsRequired'
  | 'privacyRequired';

export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutErrorKey>>;

export const amountRules = { min: 100, step: 5, initial: 100 } as const;

export const initialCheckout: CheckoutValues = {
  fullName: '',
  nationalID: '',
  phone: '',
  selectCourse: '',
  amount: String(amountRules.initial),
  currency: 'EGP',
  terms: false,
  privacy: false,
};

/** The two valid amounts either side of one that is off the step (for the error message). */
export function nearestAmounts(amount: number): { lower: number; higher: number } {
  const { min, step } = amountRules;
  const lower = Math.max(min, min + Math.floor((amount - min) / step) * step);
  return { lower, higher: lower + step };
}

/**
 * What is wrong, field by field: every item must be present, the amount a number of at least 100
 * in steps of 5, and both consents ticked. No format checks on national ID (or passport number)
 * or phone, as on the old site: foreign visitors write theirs in many forms.
 */
export function validateCheckout(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!values.fullName.trim()) errors.fullName = 'fullNameRequired';
  if (!values.nationalID.trim()) errors.nationalID = 'nationalIDRequired';
  if (!values.phone.trim()) errors.phone = 'phoneRequired';
  if (values.selectCourse === '') errors.selectCourse = 'selectCourseRequired';
  const amount = Number(values.amount.trim());
  if (!values.amount.trim() || !Number.isFinite(amount)) errors.amount = 'amountRequired';
  else if (amount < amountRules.min) errors.amount = 'amountBelowMin';
  else if ((amount - amountRules.min) % amountRules.step !== 0) errors.amount = 'amountOffStep';
  if (!values.terms) errors.terms = 'termsRequired';
  if (!values.privacy) errors.privacy = 'privacyRequired';
  return errors;
}

export function isCheckoutValid(values: CheckoutValues): boolean {
  return values.currency === 'EGP' && Object.keys(validateCheckout(values)).length === 0;
}
