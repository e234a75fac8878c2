import { fillText } from '@/i18n/fill-text';
import { fieldId } from './checkout-field-list';
import { described, ErrorLine, type FieldRowProps } from './checkout-fields';
import type { AmountTexts } from './use-checkout-messages';
import { amountRules } from './validate-checkout';

/** The amount in pounds, with its rules (minimum, step) in the hint, in the page's numerals. */
export function AmountField({
  content,
  values,
  set,
  errors,
  message,
  amounts,
}: FieldRowProps & { amounts: AmountTexts }) {
  return (
    <div className="field">
      <label htmlFor={fieldId('amount')}>{content.fields.amount}</label>
      <span className="hint" id={`${fieldId('amount')}-hint`}>
        {fillText(content.hints.amount, amounts)}
      </span>
      <ErrorLine field="amount" errors={errors} message={message} />
      <input
        id={fieldId('amount')}
        name="amount"
        type="number"
        inputMode="numeric"
        dir="ltr"
        required
        min={amountRules.min}
        step={amountRules.step}
        value={values.amount}
        onChange={(e) => set('amount', e.target.value)}
        {...described(errors, 'amount', true)}
      />
    </div>
  );
}
