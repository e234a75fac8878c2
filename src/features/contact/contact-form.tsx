import { css } from '@emotion/react';
import { contactFormContentSchema } from './contact-content';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-link';
import { typedValues } from '@/components/ui/typed-before-hydration';
import { contactEmail, whatsappUrl } from '@/config/site';
import { formatNumber } from '@/i18n/languages';
import { fillText } from '@/i18n/fill-text';
import { useContent } from '@/i18n/use-content';
import { usePageLang } from '@/i18n/use-page-lang';
import { colors, radius, space } from '@/styles/theme';
import { composeMessage } from './compose-message';
import {
  contactFields,
  contactLimits,
  emptyContact,
  validateContact,
  type ContactErrorKey,
  type ContactField,
  type ContactValues,
} from './validate-contact';

/**
 * The draft survives a failed submit, the language switch and going back: the page's script keeps
 * the fields of a form with `data-draft-key` in sessionStorage, before and after hydration.
 */
const draftKey = 'aatc.contactDraft';

const inputTypes: Record<ContactField, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  contact: { type: 'tel', autoComplete: 'tel' },
  subject: { type: 'text', autoComplete: 'off' },
  issue: { type: 'textarea', autoComplete: 'off' },
};

const styles = css`
  margin-block-start: ${space.xl};
  padding: ${space.lg};
  border: 1px solid ${colors.line};
  border-radius: ${radius};
  .field {
    margin-block-end: ${space.md};
  }
  label {
    display: block;
    font-weight: 700;
  }
  .hint {
    display: block;
    color: ${colors.muted};
    font-size: 0.95rem;
  }
  input,
  textarea {
    display: block;
    inline-size: 100%;
    margin-block-start: ${space.xs};
    padding: ${space.sm};
    min-block-size: 44px;
    font: inherit;
    border: 2px solid ${colors.ink};
    border-radius: 6px;
  }
  [aria-invalid='true'] {
    border-color: ${colors.error};
  }
  .error {
    display: block;
    color: ${colors.error};
    font-weight: 700;
  }
  .summary {
    padding: ${space.md};
    border: 3px solid ${colors.error};
    margin-block-end: ${space.md};
  }
  .summary h3 {
    margin-block-start: 0;
  }
  .success {
    padding: ${space.md};
    border: 3px solid ${colors.success};
  }
`;

/** Each field's id (also how the values typed before hydration are found). */
const fieldIds = Object.fromEntries(
  contactFields.map((field) => [field, `contact-${field}`]),
) as Record<ContactField, string>;

const noSubscription = () => () => {};
/** False in the prerendered HTML and during hydration, true once the page's code runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The contact form: validated in the page language; a valid message is handed to WhatsApp
 * (or to an e-mail client when an address is configured), since the site has no server of its own.
 */
export function ContactForm() {
  const content = useContent(contactFormContentSchema, 'contact', 'form');
  const lng = usePageLang();
  const hydrated = useHydrated();
  const errorText = (field: ContactField, key: ContactErrorKey) =>
    fillText(content.errors[key], { max: formatNumber(contactLimits[field], lng) });
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactErrorKey>>>({});
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // What was typed before the island woke, or restored from the draft by the page's script
    // (src/islands/enhancements.ts), is in the fields already: React's state starts from it.
    const typed = typedValues(formRef.current, fieldIds);

    setValues({ ...emptyContact, ...typed });
  }, []);

  // Functional: a keystroke handled while the island wakes must not drop what the DOM held.
  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSentUrl(null);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const text = composeMessage(content.message, values);
    const url = contactEmail
      ? `mailto:${contactEmail}?subject=${encodeURIComponent(values.subject)}&body=${encodeURIComponent(text)}`
      : whatsappUrl(text);
    setSentUrl(url);
    window.open(url, '_blank', 'noopener');
  };

  const errorList = contactFields.filter((field) => errors[field]);
  return (
    <section css={styles} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{content.title}</h2>
      <p>{content.intro}</p>
      <p>{content.requiredNote}</p>
      {errorList.length > 0 && (
        <div className="summary" role="alert" tabIndex={-1} ref={summaryRef}>
          <h3>{content.errorSummaryTitle}</h3>
          <ul>
            {errorList.map((field) => (
              <li key={field}>
                <a href={`#contact-${field}`}>
                  {errorText(field, errors[field] as ContactErrorKey)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {sentUrl && (
        <div className="success" role="status">
          <h3>{content.success.title}</h3>
          <p>{content.success.text}</p>
          <p>
            <a href={sentUrl} target="_blank" rel="noopener">
              {content.success.whatsappLink}
            </a>
          </p>
          <p>{content.success.other}</p>
        </div>
      )}
      <noscript>
        <p>{content.noScriptNote}</p>
      </noscript>
      {/*
        Without JavaScript (or before it has loaded) the browser itself hands the message to
        WhatsApp: only the message field has a name, so nothing typed is ever sent to this site.
        Once the code runs it validates in the page language and composes the whole message.
      */}
      <form
        ref={formRef}
        data-draft-key={draftKey}
        action={whatsappUrl()}
        method="get"
        target="_blank"
        noValidate={hydrated}
        onSubmit={onSubmit}
        data-testid="contact-form"
      >
        {contactFields.map((field) => {
          const id = fieldIds[field];
          const error = errors[field];
          const hint = content.fields[field].hint;
          const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ');
          const common = {
            id,
            name: field === 'issue' ? 'text' : undefined,
            required: true,
            dir: 'auto',
            value: values[field],
            autoComplete: inputTypes[field].autoComplete,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
          };
          return (
            <div className="field" key={field}>
              <label htmlFor={id}>{content.fields[field].label}</label>
              {hint && (
                <span className="hint" id={`${id}-hint`}>
                  {hint}
                </span>
              )}
              {error && (
                <span className="error" id={`${id}-error`}>
                  {errorText(field, error)}
                </span>
              )}
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
        })}
        <button type="submit" css={buttonStyles('primary')}>
          {content.submit}
        </button>
      </form>
    </section>
  );
}
