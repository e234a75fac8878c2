import { css } from '@emotion/react';
import type { RouteId } from '@/routes/manifest';
import { RouteLink } from '@/routes/route-link';
import { colors, radius, space } from '@/styles/theme';
import { BidiText } from './bidi-text';

const styles = css`
  margin-block: ${space.md} ${space.lg};
  padding: ${space.md};
  border-inline-start: 6px solid ${colors.gold};
  border-radius: ${radius};
  background: ${colors.subtle};
  p {
    margin: 0;
  }
  a {
    font-weight: 700;
  }
`;

/**
 * A plain warning where the academy's own documents disagree (the refund amounts of the Course
 * Policy and the Refund Policy), with a link to the other document.
 */
export function PolicyNotice({ text, link, to }: { text: string; link: string; to: RouteId }) {
  return (
    <aside css={styles} role="note">
      <p>
        <BidiText>{text}</BidiText> <RouteLink to={to}>{link}</RouteLink>
      </p>
    </aside>
  );
}
