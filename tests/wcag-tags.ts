/**
 * The WCAG levels every page is held to, 2.0, 2.1 and 2.2, A and AA: by axe in the browser
 * (tests/e2e/support.ts) and on the built HTML (tests/content/axe-every-page.ts).
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
