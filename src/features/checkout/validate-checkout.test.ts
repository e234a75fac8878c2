import { describe, expect, it } from 'vitest';
import { initialCheckout, isCheckoutValid, type CheckoutValues } from './validate-checkout';

const valid: CheckoutValues = {
  ...initialCheckout,
  fullName: 'Omar Hassan',
  nationalID: '29001011234567',
  phone: '01099991865',
  selectCourse: '3',
  amount: '150',
  terms: true,
  privacy: true,
};

describe('isCheckoutValid', () => {
  it('accepts a complete submission', () => {
    expect(isCheckoutValid(valid)).toBe(true);
  });

  it.each([
    ['fullName', { fullName: ' ' }],
    ['nationalID', { nationalID: '' }],
    ['phone', { phone: '' }],
    ['selectCourse', { selectCourse: '' }],
    ['amount missing', { amount: '' }],
    ['amount zero', { amount: '0' }],
    ['amount below 100', { amount: '95' }],
    ['amount off-step', { amount: '102' }],
    ['terms', { terms: false }],
    ['privacy', { privacy: false }],
  ])('rejects a submission with %s wrong', (_name, change) => {
    expect(isCheckoutValid({ ...valid, ...change })).toBe(false);
  });

  it('does no format check on national ID or phone', () => {
    expect(isCheckoutValid({ ...valid, nationalID: 'abc', phone: 'x' })).toBe(true);
  });

  it('starts invalid, with the default amount of 100 EGP', () => {
    expect(initialCheckout.amount).toBe('100');
    expect(initialCheckout.currency).toBe('EGP');
    expect(isCheckoutValid(initialCheckout)).toBe(false);
  });
});
