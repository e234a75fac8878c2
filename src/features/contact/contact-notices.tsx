import type { RefObject } from 'react';
import type { ContactFormContent } from '@/content/contact-content';
import { fieldIds, type ContactErrorText } from './contact-fields';
import type { ContactErrorKey, ContactField } from './validate-contact';

/**
 * The list of what is wrong, above the form, each message linking to its field; focused after a
 * failed submit (through `summaryRef`) so a screen reader reads it at once.
 */
export function ContactErrorSummary({
  title,
  wrong,
  errors,
  errorText,
  summaryRef,
}: {
  title: string;
  wrong: readonly ContactField[];
  errors: Partial<Record<ContactField, ContactErrorKey>>;
  errorText: ContactErrorText;
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div className="summary" role="alert" tabIndex={-1} ref={summaryRef}>
      <h3>{title}</h3>
      <ul>
        {wrong.map((field) => (
          <li key={field}>
            <a href={`#${fieldIds[field]}`}>{errorText(field, errors[field] as ContactErrorKey)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** After a valid submit: the message went to `sentUrl` (WhatsApp or e-mail), linked again here. */
export function ContactSuccess({
  copy,
  sentUrl,
}: {
  copy: ContactFormContent['success'];
  sentUrl: string;
}) {
  return (
    <div className="success" role="status">
      <h3>{copy.title}</h3>
      <p>{copy.text}</p>
      <p>
        <a href={sentUrl} target="_blank" rel="noopener">
          {copy.whatsappLink}
        </a>
      </p>
      <p>{copy.other}</p>
    </div>
  );
}
