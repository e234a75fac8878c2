/** Design tokens: colours, spacing, type scale and the one breakpoint. */

export const colors = {
  navy: '#0b2a5b',
  navyDark: '#071c3d',
  red: '#b3122e',
  redDark: '#8c0e24',
  gold: '#f2b632',
  ink: '#1b1f29',
  muted: '#4a5263',
  line: '#d8dde6',
  surface: '#ffffff',
  subtle: '#f3f5f9',
  focus: '#ffbf47',
  success: '#0f6b3a',
  error: '#b3122e',
} as const;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2.5rem',
  xxl: '4rem',
} as const;

export const fontSize = {
  sm: '0.9rem',
  base: '1rem',
  /** Body text in Arabic: Plex Arabic at 16 px reads a step smaller than Latin at 16 px. */
  baseArabic: '1.125rem',
  /** A page's lead under its h1, relative to the body size of its language. */
  lead: '1.125em',
  lg: '1.2rem',
  xl: '1.5rem',
} as const;

/**
 * The one heading scale of every page (src/styles/global-styles.tsx): phone size → wide size.
 * h1 28 → 40 px, h2 22 → 28 px, h3 18 → 20 px; no page or component sets its own.
 */
export const headingSize = {
  h1: 'clamp(1.75rem, 1.2rem + 2.2vw, 2.5rem)',
  h2: 'clamp(1.375rem, 1.1rem + 1vw, 1.75rem)',
  h3: 'clamp(1.125rem, 1rem + 0.4vw, 1.25rem)',
} as const;

/**
 * The "Fallback" families are local system fonts sized to Plex's width and line box
 * (scripts/subset-fonts.mjs): the text painted before Plex arrives takes the same room.
 */
const latinFallbacks = "'IBM Plex Sans Fallback Arial', 'IBM Plex Sans Fallback Roboto'";
const arabicFallbacks =
  "'IBM Plex Sans Arabic Fallback Noto Naskh', 'IBM Plex Sans Arabic Fallback DejaVu'";

export const fonts = {
  latin: `'IBM Plex Sans', ${latinFallbacks}, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`,
  arabic: `'IBM Plex Sans Arabic', 'IBM Plex Sans', ${arabicFallbacks}, ${latinFallbacks}, system-ui, 'Segoe UI', Tahoma, Arial, sans-serif`,
} as const;

export const layout = {
  maxWidth: '1200px',
  /**
   * The reading width of running text: about 66 characters of English at 16 px (33em = 528 px;
   * IBM Plex Sans runs about 7.2 px a character, so no paragraph's lines average over about 75),
   * 594 px of Arabic at 18 px. In em, so it follows each language's body size. Grids and cards
   * may be wider.
   */
  measure: '33em',
  /** A column of forms, cards and running text together (contact, checkout, jobs). */
  proseWidth: '900px',
  /** Menu breakpoint of the old site: at this width and below the menu collapses behind a toggle. */
  menuBreakpoint: 991,
} as const;

export const mq = {
  /** Narrow screens: 991px and below. */
  narrow: `@media (max-width: ${layout.menuBreakpoint}px)`,
  /** Wide screens: above 991px. */
  wide: `@media (min-width: ${layout.menuBreakpoint + 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const radius = '10px';
export const shadow = '0 2px 10px rgba(11, 42, 91, 0.08)';
