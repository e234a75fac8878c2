import { css } from '@emotion/react';
import { colors, space } from '@/styles/theme';

/**
 * The site's one look for a form's labelled fields, set on the form's root (its island's outer
 * element) and reaching down to each `.field`: a bold label, an optional `.hint`, an optional
 * `.error` message, then the control, outlined in the error colour while `aria-invalid`.
 * Checkboxes keep their native size and look (a form lays them out itself).
 */
export const fieldStyles = css`
  .field {
    margin-block-end: ${space.md};
  }
  label {
    display: block;
    font-weight: 700;
    /* An error summary's link brings the label into view with a little room above it. */
    scroll-margin-block-start: ${space.md};
  }
  input:not([type='checkbox']),
  select,
  textarea {
    display: block;
    inline-size: 100%;
    min-block-size: 44px;
    margin-block-start: ${space.xs};
    padding: ${space.sm};
    font: inherit;
    border: 2px solid ${colors.ink};
    border-radius: 6px;
    background: ${colors.surface};
    /*
      Nested here, not a bare [aria-invalid='true'] rule: the :not() above counts as a class, so
      a bare rule would lose to this one and a text input would never show the error outline.
    */
    &[aria-invalid='true'] {
      border-color: ${colors.error};
    }
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
`;

/**
 * The box above a form listing what is wrong (`.summary`, focused after a failed submit), set on
 * the form's root like `fieldStyles`. Its title is its first element: a `<p>` or a heading.
 */
export const errorSummaryStyles = css`
  .summary {
    padding: ${space.md};
    border: 3px solid ${colors.error};
    margin-block-end: ${space.md};
  }
  .summary > :first-child {
    margin-block-start: 0;
    font-weight: 700;
  }
`;
