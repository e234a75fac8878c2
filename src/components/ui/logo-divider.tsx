import { css } from '@emotion/react';
import { colors, space } from '@/styles/theme';

const styles = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-block: ${space.lg};
  span {
    flex: 1;
    border-block-start: 4px solid ${colors.navy};
  }
  img {
    inline-size: 90px;
    block-size: 90px;
  }
`;

/** The old site's logo divider (About Us): the logo, 90px wide, between two 4px dark-blue lines. */
export function LogoDivider() {
  return (
    <div css={styles} aria-hidden="true" data-testid="logo-divider">
      <span />
      <img src="/images/logo.svg" alt="" width="90" height="90" />
      <span />
    </div>
  );
}
