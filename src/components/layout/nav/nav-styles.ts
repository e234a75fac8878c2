import { css } from '@emotion/react';
import { colors, mq, radius, shadow, space } from '@/styles/theme';

/**
 * The menu: `<details>` groups, a popover panel at 991px and below; on wide screens the main row
 * and, above it, the utility row (UtilityNav).
 */
export const navStyles = css`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  summary {
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  details[open] > summary svg {
    transform: rotate(180deg);
  }
  .menu-toggle,
  .menu-close {
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
  .level-2 .nav-sublist,
  .level-3 .nav-sublist {
    padding-inline-start: ${space.md};
    border-inline-start: 3px solid ${colors.line};
    margin-inline-start: ${space.md};
  }

  .menu-search {
    display: none;
  }
  /* Phones: the header's row holds logo, menu and language; search lives at the top of the menu. */
  @media (max-width: 560px) {
    .menu-search {
      display: block;
      margin-block-end: ${space.sm};
    }
    .menu-search label {
      display: block;
      margin-block-end: ${space.xs};
      font-weight: 600;
    }
    .menu-search-row {
      display: flex;
      gap: ${space.xs};
    }
    .menu-search button {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-inline-size: 44px;
      min-block-size: 44px;
      border: 2px solid ${colors.red};
      border-radius: ${radius};
      background: ${colors.red};
      color: #fff;
      cursor: pointer;
    }
  }
  ${mq.wide} {
    /* On wide screens the panel is not a popover: it is always shown, in the header's row. */
    .menu-panel {
      display: block;
      position: static;
      inset: auto;
      inline-size: auto;
      block-size: auto;
      margin: 0;
      padding: 0;
      overflow: visible;
      border: 0;
      background: none;
      color: inherit;
    }
    /* One row when it fits (1200px and wider); it wraps rather than widening the page (zoom,
       text spacing). */
    .nav-list {
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: 0;
    }
    .nav-list > li > .nav-link,
    .nav-list > .level-1 > details > .nav-button {
      white-space: nowrap;
      padding-inline: ${space.sm};
    }
    .level-1 {
      position: relative;
    }
    .level-1 > details > .nav-sublist {
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
    .level-1 > details > .nav-sublist .nav-link,
    .level-1 > details > .nav-sublist .nav-button {
      inline-size: 100%;
      font-weight: 500;
    }
    /* The utility links are a row of their own above the main row (UtilityNav, first in the
       header), not in the panel. */
    .utility-list {
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: 0 ${space.xs};
    }
    .utility-list.in-panel {
      display: none;
    }
    .utility-list .nav-link {
      min-block-size: 32px;
      padding-block: ${space.xs};
      font-size: 0.9rem;
      font-weight: 500;
      white-space: nowrap;
    }
  }

  ${mq.narrow} {
    &.utility-nav {
      display: none;
    }
    .menu-toggle,
    .menu-close {
      display: inline-flex;
    }
    .menu-close {
      margin-block-end: ${space.sm};
    }
    .menu-panel {
      position: fixed;
      inset: 0 0 auto;
      inline-size: auto;
      max-block-size: 100dvh;
      margin: 0;
      padding: ${space.md};
      overflow-y: auto;
      border: 0;
      border-block-end: 4px solid ${colors.navy};
      background: ${colors.surface};
      color: ${colors.ink};
      box-shadow: ${shadow};
    }
    /* A scrim over the page below the open panel. */
    .menu-panel::backdrop {
      background: rgba(7, 28, 61, 0.55);
    }
    /* Each level under its parent, indented along a rule, in a lighter weight. */
    .level-1 > details > .nav-sublist {
      margin-inline-start: ${space.md};
      padding-inline-start: ${space.sm};
      border-inline-start: 3px solid ${colors.line};
    }
    .nav-sublist .nav-link,
    .nav-sublist .nav-button {
      font-weight: 500;
    }
    .utility-list {
      margin-block-start: ${space.sm};
      padding-block-start: ${space.sm};
      border-block-start: 1px solid ${colors.line};
    }
    .nav-link,
    .nav-button {
      inline-size: 100%;
    }
  }
`;
