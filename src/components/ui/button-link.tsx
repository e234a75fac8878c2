import { css } from '@emotion/react';
import { colors, radius, space } from '@/styles/theme';

/** The look of a call-to-action link (primary: red; secondary: outlined navy). */
export const buttonStyles = (variant: 'primary' | 'secondary' = 'primary') => css`
  display: inline-flex;
  /* A long label (text and isolated Latin names are separate flex items) wraps within the column. */
  flex-wrap: wrap;
  max-inline-size: 100%;
  align-items: center;
  gap: ${space.sm};
  min-block-size: 44px;
  padding: ${space.sm} ${space.lg};
  border-radius: ${radius};
  border: 2px solid ${variant === 'primary' ? colors.red : colors.navy};
  background: ${variant === 'primary' ? colors.red : colors.surface};
  color: ${variant === 'primary' ? '#fff' : colors.navy};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${variant === 'primary' ? colors.redDark : colors.subtle};
    color: ${variant === 'primary' ? '#fff' : colors.red};
  }
`;
