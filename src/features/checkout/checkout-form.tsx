import { css } from '@emotion/react';
import { checkoutContentSchema } from './checkout-content';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BidiText } from '@/components/ui/bidi-text';
import { buttonStyles } from '@/components/ui/button-link';
import { typedValues } from '@/components/ui/typed-before-hydration';
import { paymentCards } from '@/config/site';
import {
  amountRules,
  checkoutFields,
  initialCheckout,
  nearestAmounts,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from './validate-checkout';
import { fillText } from '@/i18n/fill-text';
import { formatNumber } from '@/i18n/languages';
import { usePageLang } from '@/i18n/use-page-lang';
import { useContent } from '@/i18n/use-content';
import { RouteLink } from '@/routes/route-link';
import { colors, radius, space } from '@/styles/theme';

export type { CheckoutContent } from './checkout-content';

const styles = css`
  .notice {
    padding: ${space.md};
    border-inline-start: 6px solid ${colors.gold};
    background: ${colors.subtle};
    font-weight: 600;
  }
  .cards {
    display: flex;
    gap: ${space.sm};
    list-style: none;
    padding: 0;
  }
  .field {
    margin-block-end: ${space.md};
  }
  label {
    display: block;
    font-weight: 700;
  }
  input:not([type='checkbox']),
  select {
    display: block;
    inline-size: 100%;
    min-block-size: 44px;
    margin-block-start: ${space.xs};
    padding: ${space.sm};
    font: inherit;
    border: 2px solid ${colors.ink};
    border-radius: 6px;
    background: #fff;
  }
  .check {
    display: flex;
    gap: ${space.sm};
    align-items: center;
    min-block-size: 44px;
  }
  .check input {
    inline-size: 1.4rem;
    block-size: 1.4rem;
  }
  .check label {
    font-weight: 400;
  }
  .hint {
    display: block;
    color: ${colors.muted};
    font-size: 0.95rem;
  }
  .error {
    display: block;
    color: ${colors.error};
    font-weight: 700;
  }
  [aria-invalid='true'] {
    border-color: ${colors.error};
  }
  .summary {
    padding: ${space.md};
    border: 3px solid ${colors.error};
    margin-block-end: ${space.md};
  }
  .summary p {
    margin-block-start: 0;
    font-weight: 700;
  }
  form {
    padding: ${space.lg};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
  }
`;

/** The id of a field's input (also how the error summary links to it). */
const fieldId = (field: CheckoutField) => `checkout-${field}`;

type TextField = 'fullName' | 'nationalID' | 'phone';
const textFields: { name: TextField; type: string; autoComplete: string }[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'nationalID', type: 'text', autoComplete: 'off' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
];

/** The fields whose values are text (typed or chosen), by id. */
const typedFields = ['fullName', 'nationalID', 'phone', 'selectCourse', 'amount'] as const;
const typedFieldIds = Object.fromEntries(typedFields.map((f) => [f, fieldId(f)])) as Record<
  (typeof typedFields)[number],
  string
>;

/** The two consents, each linking to its policy. */
const consents = [
  { name: 'terms', page: 'termsAndConditions' },
  { name: 'privacy', page: 'privacyPolicy' },
] as const;

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
 * The demo checkout's form (an island, woken by the visitor's first touch of it): validates as the
 * spec says, names what is wrong field by field in the page language, sends nothing and charges
 * nothing.
 */
export function CheckoutForm() {
  const content = useContent(checkoutContentSchema, 'checkout', 'checkout');
  const lng = usePageLang();
  const [values, setValues] = useState<CheckoutValues>(initialCheckout);
  const [checked, setChecked] = useState<{ errors: CheckoutErrors; amount: number }>({
    errors: {},
    amount: amountRules.initial,
  });
  const { errors } = checked;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Once, after hydration: from then on the fields and the state agree.
    setValues((current) => fromForm(formRef.current, current));
  }, []);
  const set = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const amounts = {
    min: formatNumber(amountRules.min, lng),
    step: formatNumber(amountRules.step, lng),
  };
  const message = (field: CheckoutField): string => {
    const key = errors[field];
    if (!key) return '';
    const near = nearestAmounts(checked.amount);
    return fillText(content.errors[key], {
      ...amounts,
      lower: formatNumber(near.lower, lng),
      higher: formatNumber(near.higher, lng),
    });
  };
  /** The accessible links between a field, its hint and its error. */
  const described = (field: CheckoutField, hint: boolean) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [hint ? `${fieldId(field)}-hint` : '', errors[field] ? `${fieldId(field)}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const errorLine = (field: CheckoutField) =>
    errors[field] ? (
      <span className="error" id={`${fieldId(field)}-error`}>
        {message(field)}
      </span>
    ) : null;

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
    window.alert(content.alert);
  };

  const wrong = checkoutFields.filter((field) => errors[field]);
  return (
    <div css={styles}>
      <p className="notice">
        <BidiText>{content.demoNotice}</BidiText>
      </p>
      <p>
        <BidiText>{content.bankNote}</BidiText>
      </p>
      <ul className="cards" aria-label={content.cardsLabel}>
        {paymentCards.map((card) => (
          <li key={card.id}>
            <img src={`/images/cards/${card.id}.svg`} alt={card.name} width="72" height="44" />
          </li>
        ))}
      </ul>
      <noscript>
        <p className="notice">
          <BidiText>{content.noScriptNote}</BidiText>
        </p>
      </noscript>
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
          <div
            className="summary"
            role="alert"
            tabIndex={-1}
            ref={summaryRef}
            data-testid="checkout-errors"
          >
            <p>{content.errorSummaryTitle}</p>
            <ul>
              {wrong.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`}>{message(field)}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {textFields.map((field) => {
          const hint = field.name === 'nationalID' ? content.hints.nationalID : null;
          return (
            <div className="field" key={field.name}>
              <label htmlFor={fieldId(field.name)}>{content.fields[field.name]}</label>
              {hint && (
                <span className="hint" id={`${fieldId(field.name)}-hint`}>
                  {hint}
                </span>
              )}
              {errorLine(field.name)}
              <input
                id={fieldId(field.name)}
                name={field.name}
                type={field.type}
                required
                dir="auto"
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(e) => set(field.name, e.target.value)}
                {...described(field.name, hint !== null)}
              />
            </div>
          );
        })}
        <div className="field">
          <label htmlFor={fieldId('selectCourse')}>{content.fields.selectCourse}</label>
          {errorLine('selectCourse')}
          <select
            id={fieldId('selectCourse')}
            name="selectCourse"
            required
            value={values.selectCourse}
            onChange={(e) => set('selectCourse', e.target.value)}
            {...described('selectCourse', false)}
          >
            <option value="">{content.placeholder}</option>
            {content.courses.map((course, index) => (
              <option key={index} value={String(index)}>
                {course}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={fieldId('amount')}>{content.fields.amount}</label>
          <span className="hint" id={`${fieldId('amount')}-hint`}>
            {fillText(content.hints.amount, amounts)}
          </span>
          {errorLine('amount')}
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
            {...described('amount', true)}
          />
        </div>
        <div className="field">
          <label htmlFor="checkout-currency">{content.fields.currency}</label>
          <select
            id="checkout-currency"
            name="currency"
            value={values.currency}
            onChange={() => set('currency', 'EGP')}
          >
            <option value="EGP">{content.currencies.EGP}</option>
          </select>
        </div>
        {consents.map((consent) => (
          <div className="field" key={consent.name}>
            {errorLine(consent.name)}
            <div className="check">
              <input
                id={fieldId(consent.name)}
                name={consent.name}
                type="checkbox"
                required
                checked={values[consent.name]}
                onChange={(e) => set(consent.name, e.target.checked)}
                {...described(consent.name, false)}
              />
              <label htmlFor={fieldId(consent.name)}>
                {content.fields[`${consent.name}Before`]}{' '}
                <RouteLink to={consent.page}>{content.fields[`${consent.name}Link`]}</RouteLink>
              </label>
            </div>
          </div>
        ))}
        <button type="submit" css={buttonStyles('primary')}>
          {content.submit}
        </button>
      </form>
    </div>
  );
}
