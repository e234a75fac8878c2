/**
 * The site's Speculation Rules, the same text on every page (so one hash allows them in the CSP):
 * - prefetch any same-site page link on hover or pointerdown ("moderate");
 * - prerender, on the same signal, the links a page marks as its likely next pages
 *   (`data-prerender`, at most two a page, from `likelyNextPages` in src/routes/likely-next.ts).
 * Links that open a new tab, downloads and the other language's pages are left alone.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: '/*' }, { selector_matches: 'a[data-prerender]' }] },
      eagerness: 'moderate',
    },
  ],
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { selector_matches: 'a[data-prerender], a[target], a[download], a[hreflang]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/** The inline element, written into every page's head by src/build/document.ts. */
export const speculationRulesTag = `<script type="speculationrules">${speculationRules}</script>`;
