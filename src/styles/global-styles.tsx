import { Global, css } from '@emotion/react';
import { printStyles } from './print-styles';
import { colors, fonts, fontSize } from './theme';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${fonts.latin};
    font-size: ${fontSize.base};
    line-height: 1.6;
    color: ${colors.ink};
    background: ${colors.surface};
    /* Long words (Executive/Customer, URLs) break instead of widening the page on small phones. */
    overflow-wrap: break-word;
  }
  :lang(ar) {
    font-family: ${fonts.arabic};
    line-height: 1.8;
    letter-spacing: normal;
  }
  :lang(en) {
    font-family: ${fonts.latin};
    line-height: 1.6;
  }
  h1,
  h2,
  h3 {
    line-height: 1.3;
    color: ${colors.navy};
  }
  :lang(ar) h1,
  :lang(ar) h2,
  :lang(ar) h3 {
    line-height: 1.5;
  }
  img,
  svg {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${colors.navy};
    text-underline-offset: 0.2em;
  }
  a:hover {
    color: ${colors.red};
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${colors.ink};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  .visually-hidden {
    position: absolute !important;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  ${printStyles}
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
