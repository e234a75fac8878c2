/** The demo checkout's rules (spec §3, §5, §8). */

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

/**
 * Valid when every item is present, the amount is a non-zero number of at least 100 in steps of
 * 5, and both consents are ticked. No format checks on national ID or phone.
 */
export function isCheckoutValid(values: CheckoutValues): boolean {
  const amount = Number(values.amount);
  return (
    values.fullName.trim() !== '' &&
    values.nationalID.trim() !== '' &&
    values.phone.trim() !== '' &&
    values.selectCourse !== '' &&
    values.amount.trim() !== '' &&
    Number.isFinite(amount) &&
    amount !== 0 &&
    amount >= amountRules.min &&
    (amount - amountRules.min) % amountRules.step === 0 &&
    values.currency === 'EGP' &&
    values.terms &&
    values.privacy
  );
}
