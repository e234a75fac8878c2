import { describe, expect, it } from 'vitest';
import {
  initialCheckout,
  isCheckoutValid,
  nearestAmounts,
  validateCheckout,
  type CheckoutValues,
} from './validate-checkout';

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

  it('names each wrong field with its own message', () => {
    expect(validateCheckout(valid)).toEqual({});
    expect(validateCheckout(initialCheckout)).toEqual({
      fullName: 'fullNameRequired',
      nationalID: 'nationalIDRequired',
      phone: 'phoneRequired',
      selectCourse: 'selectCourseRequired',
      terms: 'termsRequired',
      privacy: 'privacyRequired',
    });
    expect(validateCheckout({ ...valid, amount: '' }).amount).toBe('amountRequired');
    expect(validateCheckout({ ...valid, amount: 'abc' }).amount).toBe('amountRequired');
    expect(validateCheckout({ ...valid, amount: '0' }).amount).toBe('amountBelowMin');
    expect(validateCheckout({ ...valid, amount: '-5' }).amount).toBe('amountBelowMin');
    expect(validateCheckout({ ...valid, amount: '102' }).amount).toBe('amountOffStep');
    expect(validateCheckout({ ...valid, amount: '100.5' }).amount).toBe('amountOffStep');
    expect(validateCheckout({ ...valid, amount: ' 105 ' })).toEqual({});
  });

  it('suggests the two valid amounts either side of one off the step', () => {
    expect(nearestAmounts(102)).toEqual({ lower: 100, higher: 105 });
    expect(nearestAmounts(149)).toEqual({ lower: 145, higher: 150 });
    expect(nearestAmounts(100.5)).toEqual({ lower: 100, higher: 105 });
  });
});
