import type { CheckoutField } from './validate-checkout';

/** The id of a field's input (also how the error summary links to it). */
export const fieldId = (field: CheckoutField) => `checkout-${field}`;

export type TextField = 'fullName' | 'nationalID' | 'phone';
export const textFields: { name: TextField; type: string; autoComplete: string }[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'nationalID', type: 'text', autoComplete: 'off' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
];

/** The fields whose values are text (typed or chosen), by id. */
const typedFields = ['fullName', 'nationalID', 'phone', 'selectCourse', 'amount'] as const;
export const typedFieldIds = Object.fromEntries(typedFields.map((f) => [f, fieldId(f)])) as Record<
  (typeof typedFields)[number],
  string
>;

/** The two consents, each linking to its policy. */
export const consents = [
  { name: 'terms', page: 'termsAndConditions' },
  { name: 'privacy', page: 'privacyPolicy' },
] as const;
