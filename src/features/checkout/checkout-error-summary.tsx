import type { RefObject } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { fieldId } from './checkout-field-list';
import type { CheckoutField } from './validate-checkout';

/** The checkout's error summary (the shared one), with its fields' ids and messages. */
export function CheckoutErrorSummary({
  title,
  wrong,
  message,
  summaryRef,
}: {
  title: string;
  wrong: readonly CheckoutField[];
  message: (field: CheckoutField) => string;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <ErrorSummary
      title={title}
      items={wrong.map((field) => ({ id: fieldId(field), message: message(field) }))}
      summaryRef={summaryRef}
      testId="checkout-errors"
    />
  );
}
