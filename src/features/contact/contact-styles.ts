import { css } from '@emotion/react';
import { errorSummaryStyles, fieldStyles } from '@/components/ui/form-styles';
import { colors, radius, space } from '@/styles/theme';

/**
 * The contact island's look, set once on its section and reaching down by class (the fields, the
 * error summary, the success box), so the pieces' markup carries no classes of its own beyond the
 * ones the browser tests and the prerendered HTML already have.
 */
export const contactStyles = css`
  margin-block-start: ${space.xl};
  padding: ${space.lg};
  border: 1px solid ${colors.line};
  border-radius: ${radius};
  ${fieldStyles};
  ${errorSummaryStyles};
  .success {
    padding: ${space.md};
    border: 3px solid ${colors.success};
  }
`;
