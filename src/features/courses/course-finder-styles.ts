import { css } from '@emotion/react';
import { chosenOptionStyles } from '@/components/ui/chosen-option-styles';
import { colors, radius, space } from '@/styles/theme';

/**
 * The finder's look, set once on its root element and reaching each piece by descendant selectors:
 * the questions (fieldset, legend, `.chips`), the count (`.count`), the results (`.results`) and
 * each result's ask links (`.ways`) and facts (`dl`). One block on the root, as before the finder
 * was split into pieces, so no piece gains an element or a class of its own and the markup (even
 * Emotion's class name, a hash of this text) stays what hydration and the browser tests expect.
 */
export const finderStyles = css`
  fieldset {
    margin: 0 0 ${space.md};
    padding: 0;
    border: 0;
  }
  legend {
    margin-block-end: ${space.xs};
    font-weight: 700;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
  }
  .chips label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: ${space.md};
    border: 2px solid ${colors.navy};
    border-radius: 22px;
    color: ${colors.navy};
    cursor: pointer;
  }
  .chips input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  ${chosenOptionStyles('.chips label')}
  .count {
    font-weight: 700;
  }
  .results {
    list-style: none;
    padding: 0;
    display: grid;
    gap: ${space.md};
  }
  .results > li {
    padding: ${space.md};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
  }
  .ways {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin-block: ${space.sm} 0;
  }
  .results h3 {
    margin-block: 0 ${space.xs};
  }
  dl {
    margin: 0;
  }
  dl div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space.sm};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
