import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, layout, space } from '@/styles/theme';
import { BidiText } from './bidi-text';

const heroStyles = css`
  background: linear-gradient(135deg, ${colors.navy}, ${colors.navyDark});
  color: #fff;
  .inner {
    max-inline-size: ${layout.maxWidth};
    margin-inline: auto;
    padding: ${space.xl} ${space.md};
  }
  h1 {
    color: #fff;
    margin: 0 0 ${space.sm};
    font-size: clamp(1.6rem, 4vw, 2.4rem);
  }
  p {
    margin: 0;
    max-inline-size: 48rem;
    font-size: 1.1rem;
    color: #e8edf6;
  }
`;

const bodyStyles = css`
  max-inline-size: ${layout.maxWidth};
  margin-inline: auto;
  padding: ${space.xl} ${space.md} 0;
`;

const proseStyles = css`
  max-inline-size: ${layout.proseWidth};
`;

/** The page's banner with its one h1 and lead. */
export function PageHero({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div css={heroStyles}>
      <div className="inner">
        <h1>
          <BidiText>{heading}</BidiText>
        </h1>
        {lead && (
          <p>
            <BidiText>{lead}</BidiText>
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

/** The content column; `prose` limits the measure to the policy width (900px). */
export function PageBody({ children, prose = false }: { children: ReactNode; prose?: boolean }) {
  return <div css={bodyStyles}>{prose ? <div css={proseStyles}>{children}</div> : children}</div>;
}
