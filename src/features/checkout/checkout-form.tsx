import { buttonStyles } from '@/components/ui/button-link';
import { useContent } from '@/i18n/use-content';
import { AmountField } from './checkout-amount-field';
import { ConsentFields } from './checkout-consents';
import { checkoutContentSchema } from '@/content/checkout-content';
import { checkoutCourseKeys } from './checkout-courses';
import { CheckoutErrorSummary } from './checkout-error-summary';
import { CourseField, CurrencyField, TextFields } from './checkout-fields';
import { CheckoutNotes } from './checkout-notes';
import { checkoutStyles } from './checkout-styles';
import { useCheckoutMessages } from './use-checkout-messages';
import { useCheckoutState } from './use-checkout-state';
import { checkoutFields } from './validate-checkout';
import { defineIsland } from '@/components/island/define-island';
import { errorPrefixKey } from '@/components/ui/error-summary';

/**
 * The demo checkout's form (an island, woken by the visitor's first touch of it): validates as the
 * spec says, names what is wrong field by field in the page language, sends nothing and charges
 * nothing.
 */
export function CheckoutForm() {
  const content = useContent(checkoutContentSchema, 'checkout', 'checkout');
  const { values, set, checked, formRef, summaryRef, onSubmit } = useCheckoutState(content.alert);
  const { amounts, message } = useCheckoutMessages(content, checked);
  const { errors } = checked;
  const row = { content, values, set, errors, message };
  const wrong = checkoutFields.filter((field) => errors[field]);
  return (
    <div css={checkoutStyles}>
      <CheckoutNotes content={content} />
      {/*
        method="dialog" outside a dialog makes a native submission do nothing: without
        JavaScript, or before it has loaded, nothing typed leaves the page (no query string
        with a national ID), and nothing typed is lost.
      */}
      <form
        ref={formRef}
        method="dialog"
        noValidate
        onSubmit={onSubmit}
        data-testid="checkout-form"
      >
        {wrong.length > 0 && (
          <CheckoutErrorSummary
            title={content.errorSummaryTitle}
            wrong={wrong}
            message={message}
            summaryRef={summaryRef}
          />
        )}
        <TextFields {...row} />
        <CourseField {...row} />
        <AmountField {...row} amounts={amounts} />
        <CurrencyField {...row} />
        <ConsentFields {...row} />
        <button type="submit" css={buttonStyles('primary')}>
          {content.submit}
        </button>
      </form>
    </div>
  );
}

export const checkoutFormIsland = defineIsland({
  name: 'checkout-form',
  component: CheckoutForm,
  keys: ['checkout:checkout', errorPrefixKey, ...checkoutCourseKeys],
  trigger: 'interaction',
});
