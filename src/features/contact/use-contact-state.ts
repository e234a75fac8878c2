import { useEffect, useRef, useState, type FormEvent } from 'react';
import { typedValues } from '@/components/ui/typed-before-hydration';
import { contactEmail, whatsappUrl } from '@/config/site';
import { composeMessage } from './compose-message';
import { fieldIds } from './contact-fields';
import {
  emptyContact,
  validateContact,
  type ContactErrorKey,
  type ContactField,
  type ContactValues,
} from './validate-contact';

/**
 * The contact form's state: its values, what the last submit found wrong, and where a valid
 * message went. The submit either names what is wrong (focusing the error summary) or composes
 * the message from `template` and opens it in WhatsApp (or an e-mail client, when an address is
 * configured).
 */
export function useContactState(template: string) {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactErrorKey>>>({});
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  /** A submit held before the island woke, to make again once the values are in the state. */
  const resubmit = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Declared before the effect below, so on the first commit it runs first and finds nothing.
  useEffect(() => {
    if (!resubmit.current) return;
    resubmit.current = false;
    formRef.current?.requestSubmit();
  }, [values]);

  useEffect(() => {
    // What was typed before the island woke, or restored from the draft by the page's script
    // (src/islands/enhancements.ts), is in the fields already: React's state starts from it.
    const typed = typedValues(formRef.current, fieldIds);

    setValues({ ...emptyContact, ...typed });
    // A submit pressed before the island woke was held by the page's script (src/islands/start.ts):
    // the form is awake now, so it is submitted again, with the values it held.
    const form = formRef.current;
    if (!form) return;
    form.dataset.awake = 'true';
    if (form.dataset.submitPending) {
      delete form.dataset.submitPending;
      resubmit.current = true;
    }
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
    const text = composeMessage(template, values);
    const url = contactEmail
      ? `mailto:${contactEmail}?subject=${encodeURIComponent(values.subject)}&body=${encodeURIComponent(text)}`
      : whatsappUrl(text);
    setSentUrl(url);
    window.open(url, '_blank', 'noopener');
  };

  return { values, errors, sentUrl, summaryRef, formRef, update, onSubmit };
}
