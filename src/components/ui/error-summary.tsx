import type { MouseEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** One wrong field: its control's id and what is wrong, in the page language. */
export interface ErrorSummaryItem {
  readonly id: string;
  readonly message: string;
}

/**
 * The GOV.UK way to a wrong field: its label (and the message under it) scrolled into view, not the
 * control to the very top edge, and the control focused. The plain `#id` link is the fallback.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? field;
  label.scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * The list of what is wrong, above a form's fields, each message linking to its field; focused
 * after a failed submit (through `summaryRef`) so a screen reader reads it at once. Styled by
 * `errorSummaryStyles` (form-styles.ts) on the form's root.
 */
export function ErrorSummary({
  title,
  items,
  summaryRef,
  testId,
  heading = false,
}: {
  title: string;
  items: readonly ErrorSummaryItem[];
  summaryRef: RefObject<HTMLDivElement | null>;
  testId?: string;
  /** Whether the title is a heading (h3, inside a form section headed by an h2) or a paragraph. */
  heading?: boolean;
}) {
  return (
    <div className="summary" role="alert" tabIndex={-1} ref={summaryRef} data-testid={testId}>
      {heading ? <h3>{title}</h3> : <p>{title}</p>}
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => goToField(event, item.id)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A wrong field's message, under its label, with a visible "Error:" before it (`common:ui.errorPrefix`):
 * in forced colours, where the red and the bold are gone, the word still tells it from a hint.
 * An island that shows it names `errorPrefixKey` among its keys.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <span className="error" id={id}>
      <span className="error-prefix">{t('ui.errorPrefix')}</span> {children}
    </span>
  );
}

/** The locale key `FieldError` reads, for the keys of an island that shows it. */
export const errorPrefixKey = 'common:ui.errorPrefix' as const;
