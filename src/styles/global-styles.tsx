import { Global, css } from '@emotion/react';
import { printStyles } from './print-styles';
import { colors, fonts, fontSize, headingSize, layout } from './theme';

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
  @media screen {
    /* Arabic body text a step larger than Latin (the page, and Arabic sections of English pages);
       English sections of Arabic pages keep the Latin size. Not on html: rem stays 16 px. */
    body:lang(ar),
    :not(html)[lang='ar'][dir='rtl'] {
      font-size: ${fontSize.baseArabic};
    }
    div[lang='en'][dir='ltr'] {
      font-size: ${fontSize.base};
    }
    /* Running text keeps a reading width of about 70 characters, however wide its column. */
    main p {
      max-inline-size: ${layout.measure};
    }
  }
  /* The one heading scale (theme.ts): pages and components do not size headings themselves. */
  h1,
  h2,
  h3 {
    line-height: 1.3;
    color: ${colors.navy};
  }
  h1 {
    font-size: ${headingSize.h1};
  }
  h2 {
    font-size: ${headingSize.h2};
  }
  h3 {
    font-size: ${headingSize.h3};
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
  /* A short Latin name or code inside Arabic (LatinRun): one line, never cut at its hyphen. */
  bdi.whole {
    white-space: nowrap;
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
