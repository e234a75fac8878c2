import { useEffect, useRef, useState, type FormEvent } from 'react';
import { typedValues } from '@/components/ui/typed-before-hydration';
import { consents, fieldId, typedFieldIds } from './checkout-field-list';
import {
  amountRules,
  initialCheckout,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutValues,
} from './validate-checkout';

/** What the last submit found wrong, and the amount it checked (for the amount's message). */
export interface CheckoutChecked {
  errors: CheckoutErrors;
  amount: number;
}

/** Sets one of the form's values. */
export type SetCheckoutValue = <K extends keyof CheckoutValues>(
  key: K,
  value: CheckoutValues[K],
) => void;

/**
 * What the form's fields hold now. Before the island woke, the browser kept what the visitor typed,
 * chose or ticked in the DOM while React's state started from the defaults; a submit pressed while
 * the island woke is replayed before any effect has run, so it reads the fields too.
 */
function fromForm(form: HTMLFormElement | null, current: CheckoutValues): CheckoutValues {
  const ticked = Object.fromEntries(
    consents.map(({ name }) => [
      name,
      form?.querySelector<HTMLInputElement>(`#${fieldId(name)}`)?.checked ?? current[name],
    ]),
  );
  return { ...current, ...typedValues(form, typedFieldIds), ...ticked };
}

/**
 * The checkout form's state: its values, what the last submit found wrong, and the submit itself,
 * which names what is wrong (focusing the error summary) or shows `alertText` (nothing is sent).
 */
export function useCheckoutState(alertText: string) {
  const [values, setValues] = useState<CheckoutValues>(initialCheckout);
  const [checked, setChecked] = useState<CheckoutChecked>({
    errors: {},
    amount: amountRules.initial,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Once, after hydration: from then on the fields and the state agree.
    setValues((current) => fromForm(formRef.current, current));
  }, []);
  const set: SetCheckoutValue = (key, value) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const current = fromForm(formRef.current, values);
    setValues(current);
    const found = validateCheckout(current);
    setChecked({ errors: found, amount: Number(current.amount) });
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    window.alert(alertText);
  };

  return { values, set, checked, formRef, summaryRef, onSubmit };
}
