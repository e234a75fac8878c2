import { FieldError } from '@/components/ui/error-summary';
import type { ContactFormContent } from '@/content/contact-content';
import {
  contactFields,
  optionalContactFields,
  type ContactErrorKey,
  type ContactField,
} from './validate-contact';

const inputTypes: Record<ContactField, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  contact: { type: 'tel', autoComplete: 'tel' },
  subject: { type: 'text', autoComplete: 'off' },
  issue: { type: 'textarea', autoComplete: 'off' },
};

/** Each field's id (also how the values typed before hydration are found). */
export const fieldIds = Object.fromEntries(
  contactFields.map((field) => [field, `contact-${field}`]),
) as Record<ContactField, string>;

/** A wrong field's message in the page language. */
export type ContactErrorText = (field: ContactField, key: ContactErrorKey) => string;

/** One field: its label, its hint if it has one, its error if it is wrong, and its input. */
export function ContactFieldRow({
  field,
  copy,
  value,
  error,
  errorText,
  update,
}: {
  field: ContactField;
  copy: ContactFormContent['fields'][ContactField];
  value: string;
  error: ContactErrorKey | undefined;
  errorText: ContactErrorText;
  update: (field: ContactField, value: string) => void;
}) {
  const id = fieldIds[field];
  const { hint } = copy;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    // Only the message has a name, WhatsApp's `text`: a submission without script sends only it.
    name: field === 'issue' ? 'text' : undefined,
    required: !optionalContactFields.includes(field),
    dir: 'auto',
    value,
    autoComplete: inputTypes[field].autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{copy.label}</label>
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && <FieldError id={`${id}-error`}>{errorText(field, error)}</FieldError>}
      {inputTypes[field].type === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(e) => update(field, e.target.value)} />
      ) : (
        <input
          {...common}
          type={inputTypes[field].type}
          onChange={(e) => update(field, e.target.value)}
        />
      )}
    </div>
  );
}
