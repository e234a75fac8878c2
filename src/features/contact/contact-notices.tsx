import { ErrorSummary } from '@/components/ui/error-summary';
import type { RefObject } from 'react';
import type { ContactFormContent } from '@/content/contact-content';
import { fieldIds, type ContactErrorText } from './contact-fields';
import type { ContactErrorKey, ContactField } from './validate-contact';

/** The contact form's error summary (the shared one), with its fields' ids and messages. */
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
  const items = wrong.map((field) => ({
    id: fieldIds[field],
    message: errorText(field, errors[field] as ContactErrorKey),
  }));
  return (
    <ErrorSummary
      title={title}
      items={items}
      summaryRef={summaryRef}
      testId="contact-errors"
      heading
    />
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
