import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, fontSize, layout, space } from '@/styles/theme';
import { BidiText } from './bidi-text';

const headerStyles = css`
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
  }
  p {
    margin: 0;
    max-inline-size: ${layout.measure};
    font-size: ${fontSize.lead};
    color: #e8edf6;
  }
  p + p {
    margin-block-start: ${space.sm};
  }
`;

const bodyStyles = css`
  max-inline-size: ${layout.maxWidth};
  margin-inline: auto;
  padding: ${space.xl} ${space.md} 0;
`;

const columnStyles = {
  prose: css`
    max-inline-size: ${layout.proseWidth};
  `,
  reading: css`
    max-inline-size: ${layout.measure};
  `,
};

/**
 * The navy band at the top of every page's main: its own content (the h1 and lead of a page, or
 * of each language of a bilingual page). Its class `page-header` marks it for the browser tests.
 */
export function PageHeader({ children }: { children: ReactNode }) {
  return (
    <div css={headerStyles} className="page-header">
      <div className="inner">{children}</div>
    </div>
  );
}

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
    <PageHeader>
      <h1>
        <BidiText>{heading}</BidiText>
      </h1>
      {lead && (
        <p>
          <BidiText>{lead}</BidiText>
        </p>
      )}
      {children}
    </PageHeader>
  );
}

/**
 * The content column: full width (grids of cards), `prose` (900px: forms, cards and text together;
 * its paragraphs keep the reading width) or `reading` (only running text: `layout.measure`).
 */
export function PageBody({
  children,
  prose = false,
  reading = false,
}: {
  children: ReactNode;
  prose?: boolean;
  reading?: boolean;
}) {
  const column = reading ? columnStyles.reading : prose ? columnStyles.prose : null;
  return <div css={bodyStyles}>{column ? <div css={column}>{children}</div> : children}</div>;
}
