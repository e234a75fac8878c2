import type { RefObject } from 'react';
import { fieldId } from './checkout-field-list';
import type { CheckoutField } from './validate-checkout';

/**
 * The list of what is wrong, above the fields, each message linking to its field; focused after a
 * failed submit (through `summaryRef`) so a screen reader reads it at once.
 */
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
    <div
      className="summary"
      role="alert"
      tabIndex={-1}
      ref={summaryRef}
      data-testid="checkout-errors"
    >
      <p>{title}</p>
      <ul>
        {wrong.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`}>{message(field)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
