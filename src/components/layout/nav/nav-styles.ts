import { css } from '@emotion/react';
import { colors, mq, radius, shadow, space } from '@/styles/theme';

/**
 * Stable class names (nav-list, nav-sublist, menu-toggle) are also used by the no-JavaScript
 * stylesheet written into every page's <noscript>, which shows the whole menu.
 */
export const navStyles = css`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .menu-toggle {
    display: none;
    align-items: center;
    gap: ${space.sm};
    min-block-size: 44px;
    padding-inline: ${space.md};
    border: 2px solid ${colors.navy};
    border-radius: ${radius};
    background: ${colors.surface};
    color: ${colors.navy};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .nav-link,
  .nav-button {
    display: flex;
    align-items: center;
    gap: ${space.xs};
    min-block-size: 44px;
    padding: ${space.sm} ${space.md};
    border: 0;
    background: none;
    color: ${colors.navy};
    font: inherit;
    font-weight: 600;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
    border-radius: 6px;
  }
  .nav-link:hover,
  .nav-button:hover {
    background: ${colors.subtle};
    color: ${colors.red};
  }
  .nav-link[aria-current='page'] {
    color: ${colors.red};
    text-decoration: underline;
  }
  .nav-sublist {
    display: none;
  }
  .nav-sublist[data-open='true'] {
    display: block;
  }
  .level-2 > .nav-sublist,
  .level-3 > .nav-sublist {
    padding-inline-start: ${space.md};
    border-inline-start: 3px solid ${colors.line};
    margin-inline-start: ${space.md};
  }

  ${mq.wide} {
    .nav-list {
      display: flex;
      flex-wrap: wrap;
      gap: 0 ${space.xs};
    }
    .level-1 {
      position: relative;
    }
    .level-1 > .nav-sublist {
      position: absolute;
      inset-block-start: 100%;
      inset-inline-start: 0;
      z-index: 20;
      min-inline-size: 18rem;
      max-block-size: 75vh;
      overflow-y: auto;
      padding: ${space.sm};
      background: ${colors.surface};
      border: 1px solid ${colors.line};
      border-radius: ${radius};
      box-shadow: ${shadow};
    }
    .level-1 > .nav-sublist .nav-link,
    .level-1 > .nav-sublist .nav-button {
      inline-size: 100%;
      font-weight: 500;
    }
  }

  ${mq.narrow} {
    .menu-toggle {
      display: inline-flex;
    }
    .nav-list {
      display: none;
      padding-block: ${space.sm};
    }
    .nav-list[data-open='true'] {
      display: block;
    }
    .nav-link,
    .nav-button {
      inline-size: 100%;
    }
  }
`;

/** Written into <noscript> by the prerender: without JavaScript the whole menu is shown. */
export const noScriptMenuCss =
  '.menu-toggle{display:none!important}.nav-list,.nav-sublist{display:block!important;position:static!important;box-shadow:none!important;border:0!important}.nav-button svg{display:none}';
