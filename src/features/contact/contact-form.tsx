import { useSyncExternalStore } from 'react';
import { buttonStyles } from '@/components/ui/button-link';
import { whatsappUrl } from '@/config/site';
import { fillText } from '@/i18n/fill-text';
import { formatNumber } from '@/i18n/languages';
import { useContent } from '@/i18n/use-content';
import { usePageLang } from '@/i18n/use-page-lang';
import { contactFormContentSchema } from '@/content/contact-content';
import { ContactFieldRow, type ContactErrorText } from './contact-fields';
import { ContactErrorSummary, ContactSuccess } from './contact-notices';
import { contactStyles } from './contact-styles';
import { useContactState } from './use-contact-state';
import { contactFields, contactLimits } from './validate-contact';
import { defineIsland } from '@/components/island/define-island';
import { errorPrefixKey } from '@/components/ui/error-summary';

/**
 * The draft survives a failed submit, the language switch and going back: the page's script keeps
 * the fields of a form with `data-draft-key` in sessionStorage, before and after hydration.
 */
const draftKey = 'aatc.contactDraft';

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
  const { values, errors, sentUrl, summaryRef, formRef, update, onSubmit } = useContactState(
    content.message,
  );
  const errorText: ContactErrorText = (field, key) =>
    fillText(content.errors[key], { max: formatNumber(contactLimits[field], lng) });

  const errorList = contactFields.filter((field) => errors[field]);
  return (
    <section css={contactStyles} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{content.title}</h2>
      <p>{content.intro}</p>
      <p>{content.requiredNote}</p>
      {errorList.length > 0 && (
        <ContactErrorSummary
          title={content.errorSummaryTitle}
          wrong={errorList}
          errors={errors}
          errorText={errorText}
          summaryRef={summaryRef}
        />
      )}
      {sentUrl && <ContactSuccess copy={content.success} sentUrl={sentUrl} />}
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
        data-checks-on-wake
        action={whatsappUrl()}
        method="get"
        target="_blank"
        noValidate={hydrated}
        // The islands' script sets novalidate before this wakes (src/islands/start.ts), so the
        // document's attribute and the first render differ on purpose.
        suppressHydrationWarning
        onSubmit={onSubmit}
        data-testid="contact-form"
      >
        {contactFields.map((field) => (
          <ContactFieldRow
            key={field}
            field={field}
            copy={content.fields[field]}
            value={values[field]}
            error={errors[field]}
            errorText={errorText}
            update={update}
          />
        ))}
        <button type="submit" css={buttonStyles('primary')}>
          {content.submit} <span className="visually-hidden">{content.submitNote}</span>
        </button>
      </form>
    </section>
  );
}

export const contactFormIsland = defineIsland({
  name: 'contact-form',
  component: ContactForm,
  keys: ['contact:form', errorPrefixKey],
  trigger: 'interaction',
});
