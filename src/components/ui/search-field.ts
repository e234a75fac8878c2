import { css } from '@emotion/react';
import { colors, radius, space } from '@/styles/theme';

/** A search box that fills its row beside its button (the search page and the phone menu). */
export const searchFieldStyles = css`
  flex: 1 1 12rem;
  min-inline-size: 0;
  min-block-size: 44px;
  padding: ${space.xs} ${space.sm};
  border: 2px solid ${colors.navy};
  border-radius: ${radius};
  font: inherit;
  font-size: 1.0625rem;
`;
