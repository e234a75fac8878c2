import { css } from '@emotion/react';
import { errorSummaryStyles, fieldStyles } from '@/components/ui/form-styles';
import { colors, radius, space } from '@/styles/theme';

/**
 * The checkout island's look, set once on its outer element and reaching down by class (the
 * notice, the card logos, the consent rows), so the pieces' markup carries no classes of its own
 * beyond the ones the browser tests and the prerendered HTML already have.
 */
export const checkoutStyles = css`
  ${fieldStyles};
  ${errorSummaryStyles};
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
  form {
    padding: ${space.lg};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
  }
`;
