import { css } from '@emotion/react';
import { colors, layout, mq, radius, space } from '@/styles/theme';

/**
 * The home page's look, set once on its root element and reaching each section by descendant
 * selectors: the hero (`.hero`), the sections' spacing, the info boxes (`.boxes`, `.box`,
 * `.box-icon`), the hero's buttons (`.choose`) and the why-us links (`.links`). One block on the
 * root, as before the page was split into sections, so no section gains an element or a class of
 * its own and the markup (even Emotion's class name, a hash of this text) stays the same.
 */
export const homeStyles = css`
  .hero {
    background: linear-gradient(135deg, ${colors.navy}, ${colors.navyDark});
    color: #fff;
  }
  .hero .inner {
    display: grid;
    gap: ${space.xl};
    align-items: center;
    max-inline-size: ${layout.maxWidth};
    margin-inline: auto;
    padding: ${space.xxl} ${space.md} ${space.xl};
  }
  /* Wide: the welcome and its actions, and beside them (the last 40 %) the academy's facts. */
  ${mq.wide} {
    .hero .inner {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
  }
  .trust {
    padding: ${space.lg};
    border: 1px solid rgba(255, 255, 255, 0.25);
    border-radius: ${radius};
    background: rgba(255, 255, 255, 0.06);
  }
  .trust h2 {
    margin-block: 0 ${space.md};
    color: #fff;
  }
  .trust ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
    gap: ${space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .trust li {
    padding-inline-start: ${space.md};
    border-inline-start: 3px solid ${colors.gold};
    color: #e8edf6;
  }
  .trust strong {
    display: block;
    color: ${colors.gold};
    font-size: 1.2rem;
  }
  .hero p {
    max-inline-size: 44rem;
    font-size: 1.1rem;
    color: #e8edf6;
  }
  section {
    margin-block-end: ${space.xxl};
  }
  .boxes {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
    gap: ${space.lg};
  }
  .choose {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  /* Phones: the three actions stacked, each the full width. */
  @media (max-width: 599px) {
    .choose {
      flex-direction: column;
    }
    .choose > a {
      justify-content: center;
      text-align: center;
    }
  }
  .box-icon {
    display: block;
    margin-block-end: ${space.sm};
    color: ${colors.red};
  }
  .box {
    padding: ${space.lg};
    border-radius: ${radius};
    background: ${colors.subtle};
    border-block-start: 4px solid ${colors.red};
  }
  .box h2 {
    margin-block-start: 0;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
  }
`;
