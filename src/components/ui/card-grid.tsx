import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, radius, shadow, space } from '@/styles/theme';

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
  a.card:hover {
    border-color: ${colors.navy};
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
  .card p {
    margin: 0;
  }
`;

export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul css={cardGridStyles} aria-label={label}>
      {children}
    </ul>
  );
}
