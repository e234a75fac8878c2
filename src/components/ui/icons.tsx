import { css } from '@emotion/react';

const icon = css`
  inline-size: 1em;
  block-size: 1em;
  flex: none;
  vertical-align: -0.125em;
`;

/** Mirrors in right-to-left text, for arrows that point "forward". */
const flipInRtl = css`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export function ChevronDownIcon({ open = false }: { open?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      css={[icon, open && { transform: 'rotate(180deg)' }]}
      width="16"
      height="16"
    >
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function ArrowForwardIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" css={[icon, flipInRtl]} width="16" height="16">
      <path d="M2 8h11M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function ExternalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" css={[icon, flipInRtl]} width="16" height="16">
      <path
        d="M9 2h5v5M14 2L7 9M12 10v4H2V4h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

export function MenuIcon({ open = false }: { open?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" css={icon} width="20" height="20">
      {open ? (
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
      ) : (
        <path d="M2 5h16M2 10h16M2 15h16" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" css={icon} width="16" height="16">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z"
      />
    </svg>
  );
}
