import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, mq, radius, shadow, space } from '@/styles/theme';

/** The two-tone focus ring of every control (global-styles.tsx), kept beside the card's shadow. */
const focusRing = css`
  outline: 3px solid ${colors.focus};
  outline-offset: 2px;
  box-shadow:
    0 0 0 5px ${colors.ink},
    ${shadow};
`;

export const cardGridStyles = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space.lg};
  list-style: none;
  padding: 0;
  margin: 0;
  @media (max-width: 991px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
  > li {
    display: flex;
  }
  .card {
    position: relative;
    display: flex;
    flex-direction: column;
    inline-size: 100%;
    border: 1px solid ${colors.line};
    border-radius: ${radius};
    box-shadow: ${shadow};
    background: ${colors.surface};
    overflow: hidden;
    text-decoration: none;
    color: ${colors.ink};
  }
  a.card:hover,
  .card:has(.card-link:hover) {
    border-color: ${colors.navy};
  }
  a.card:focus-visible,
  .card:has(.card-link:focus-visible) {
    ${focusRing};
  }
  /* The title is the link; its overlay makes the whole card take the click. */
  .card-link::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  @supports selector(:has(a)) {
    .card-link:focus-visible {
      outline: none;
      box-shadow: none;
    }
  }
  .card img {
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${colors.subtle};
  }
  .card .body {
    padding: ${space.md};
  }
  .card h2,
  .card h3 {
    margin: 0 0 ${space.xs};
    color: ${colors.navy};
  }
  .card-link {
    color: ${colors.navy};
  }
  .card p {
    margin: 0;
  }
`;

/** Compact rows on narrow screens: a small picture beside the title and its line. */
const compactStyles = css`
  ${mq.narrow} {
    gap: ${space.sm};
    .card {
      flex-direction: row;
      align-items: center;
      gap: ${space.md};
      padding: ${space.sm};
    }
    .card img {
      flex: none;
      inline-size: 96px;
      border-radius: 6px;
    }
    .card .body {
      padding: 0;
    }
    .card p {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
    }
  }
`;

export function CardGrid({
  children,
  label,
  compact = false,
}: {
  children: ReactNode;
  label?: string;
  /** Compact rows on narrow screens (the programmes page). */
  compact?: boolean;
}) {
  return (
    <ul css={[cardGridStyles, compact && compactStyles]} aria-label={label}>
      {children}
    </ul>
  );
}
