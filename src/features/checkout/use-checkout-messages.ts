import { fillText } from '@/i18n/fill-text';
import { formatNumber } from '@/i18n/languages';
import { usePageLang } from '@/i18n/use-page-lang';
import type { CheckoutContent } from '@/content/checkout-content';
import type { CheckoutChecked } from './use-checkout-state';
import { amountRules, nearestAmounts, type CheckoutField } from './validate-checkout';

/**
 * The amount rules' numbers as the page language writes them (for the hint and the messages).
 * A type, not an interface: `fillText` takes it as a record of values, which an interface is not.
 */
export type AmountTexts = { min: string; step: string };

/**
 * What the checkout says about its fields in the page language: the amount rules' numbers, and
 * each wrong field's message ('' for a field that is right).
 */
export function useCheckoutMessages(content: CheckoutContent, checked: CheckoutChecked) {
  const lng = usePageLang();
  const amounts: AmountTexts = {
    min: formatNumber(amountRules.min, lng),
    step: formatNumber(amountRules.step, lng),
  };
  const message = (field: CheckoutField): string => {
    const key = checked.errors[field];
    if (!key) return '';
    const near = nearestAmounts(checked.amount);
    return fillText(content.errors[key], {
      ...amounts,
      lower: formatNumber(near.lower, lng),
      higher: formatNumber(near.higher, lng),
    });
  };
  return { amounts, message };
}
