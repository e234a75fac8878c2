import { siteOrigin } from '@/config/site';

/**
 * Printing a page (parents print the Course Policy and the Refund Policy): the text in one column,
 * black on white, in the language on screen (a bilingual page prints the language chosen), with
 * no menus, footer or controls, and every link's address after it.
 */
export const printStyles = `
  @media print {
    @page {
      margin: 16mm 14mm;
    }
    header,
    footer,
    nav,
    fieldset,
    button,
    [data-island],
    [data-print='hide'],
    a[href='#main'] {
      display: none !important;
    }
    html,
    body {
      background: #fff !important;
      color: #000 !important;
      font-size: 11pt;
    }
    main,
    main * {
      background: transparent !important;
      color: #000 !important;
      box-shadow: none !important;
      text-shadow: none !important;
    }
    /* One column; a bilingual page's other language stays hidden ([data-lang-panel], and its
       heading's [data-lang-header]). */
    main div:not([data-lang-panel]):not([data-lang-header]),
    main section:not([data-lang-panel]),
    main article,
    main aside {
      display: block !important;
      max-inline-size: none !important;
      inline-size: auto !important;
      margin-inline: 0 !important;
      padding-inline: 0 !important;
      float: none !important;
    }
    main img {
      display: none !important;
    }
    main a {
      text-decoration: underline;
    }
    main a[href^='/']::after,
    main a[href^='http']::after {
      unicode-bidi: plaintext;
      font-size: 0.9em;
      overflow-wrap: anywhere;
    }
    main a[href^='/']::after {
      content: ' (${siteOrigin}' attr(href) ')';
    }
    main a[href^='http']::after {
      content: ' (' attr(href) ')';
    }
    h1,
    h2,
    h3 {
      break-after: avoid;
    }
    p,
    li {
      orphans: 3;
      widows: 3;
    }
  }
`;
