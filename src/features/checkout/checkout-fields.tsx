import { FieldError } from '@/components/ui/error-summary';
import type { CheckoutContent } from '@/content/checkout-content';
import { useCourseChoices } from './checkout-courses';
import { fieldId, textFields } from './checkout-field-list';
import type { SetCheckoutValue } from './use-checkout-state';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from './validate-checkout';

/** What each of the checkout's field rows needs: its copy, its value and what is wrong with it. */
export interface FieldRowProps {
  content: CheckoutContent;
  values: CheckoutValues;
  set: SetCheckoutValue;
  errors: CheckoutErrors;
  /** A wrong field's message in the page language. */
  message: (field: CheckoutField) => string;
}

/** The accessible links between a field, its hint and its error. */
export const described = (errors: CheckoutErrors, field: CheckoutField, hint: boolean) => ({
  'aria-invalid': errors[field] ? true : undefined,
  'aria-describedby':
    [hint ? `${fieldId(field)}-hint` : '', errors[field] ? `${fieldId(field)}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined,
});

/** A field's error message, under its label (nothing while the field is right). */
export function ErrorLine({
  field,
  errors,
  message,
}: { field: CheckoutField } & Pick<FieldRowProps, 'errors' | 'message'>) {
  return errors[field] ? (
    <FieldError id={`${fieldId(field)}-error`}>{message(field)}</FieldError>
  ) : null;
}

/** The name, the national ID (with its hint) and the phone number. */
export function TextFields({ content, values, set, errors, message }: FieldRowProps) {
  return textFields.map((field) => {
    const hint = field.name === 'nationalID' ? content.hints.nationalID : null;
    return (
      <div className="field" key={field.name}>
        <label htmlFor={fieldId(field.name)}>{content.fields[field.name]}</label>
        {hint && (
          <span className="hint" id={`${fieldId(field.name)}-hint`}>
            {hint}
          </span>
        )}
        <ErrorLine field={field.name} errors={errors} message={message} />
        <input
          id={fieldId(field.name)}
          name={field.name}
          type={field.type}
          required
          dir="auto"
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onChange={(e) => set(field.name, e.target.value)}
          {...described(errors, field.name, hint !== null)}
        />
      </div>
    );
  });
}

/** The course being paid for, chosen from the list (the placeholder first, worth ''). */
export function CourseField({ content, values, set, errors, message }: FieldRowProps) {
  const courses = useCourseChoices(content);
  return (
    <div className="field">
      <label htmlFor={fieldId('selectCourse')}>{content.fields.selectCourse}</label>
      <ErrorLine field="selectCourse" errors={errors} message={message} />
      <select
        id={fieldId('selectCourse')}
        name="selectCourse"
        required
        value={values.selectCourse}
        onChange={(e) => set('selectCourse', e.target.value)}
        {...described(errors, 'selectCourse', false)}
      >
        <option value="">{content.placeholder}</option>
        {courses.map((course) => (
          <option key={course.value} value={course.value}>
            {course.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The currency: Egyptian pounds, the only one (never wrong, so no error line). */
export function CurrencyField({ content, values, set }: FieldRowProps) {
  return (
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
  );
}
