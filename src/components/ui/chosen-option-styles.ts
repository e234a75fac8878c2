import { css } from '@emotion/react';
import { colors } from '@/styles/theme';

/**
 * The states of an option drawn as a label around a hidden radio (the course finder's chips, the
 * language toggles): chosen, a navy fill; focused, the focus ring. In forced colours (Windows
 * contrast themes) the system replaces every fill and colour, so a chosen option looked like the
 * others: there it takes the system's own colours for a selected item, and keeps them.
 * `label` is the selector of the option's label, within the element these styles are set on.
 */
export const chosenOptionStyles = (label: string) => css`
  ${label}:has(input:checked) {
    background: ${colors.navy};
    color: #fff;
  }
  ${label}:has(input:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    ${label}:has(input:checked) {
      forced-color-adjust: none;
      background: SelectedItem;
      border-color: SelectedItem;
      color: SelectedItemText;
    }
    ${label}:has(input:focus-visible) {
      outline-color: Highlight;
    }
  }
`;
