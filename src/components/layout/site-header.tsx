import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@/routes/route-link';
import { colors, layout, mq, space } from '@/styles/theme';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './nav/main-nav';

const styles = css`
  border-block-end: 4px solid ${colors.navy};
  background: ${colors.surface};
  .bar {
    max-inline-size: ${layout.maxWidth};
    margin-inline: auto;
    padding: ${space.sm} ${space.md};
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.md};
  }
  .brand {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    text-decoration: none;
    color: ${colors.navy};
    font-weight: 700;
    line-height: 1.2;
  }
  .brand img {
    inline-size: 56px;
    block-size: 56px;
  }
  .menu-row {
    max-inline-size: ${layout.maxWidth};
    margin-inline: auto;
    padding: 0 ${space.md} ${space.sm};
  }
  ${mq.narrow} {
    .brand-name {
      font-size: 0.95rem;
    }
  }
`;

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header css={styles}>
      <div className="bar">
        <RouteLink to="home" className="brand" aria-label={t('site.homeLink')}>
          <img src="/images/logo.svg" alt="" width="56" height="56" />
          <span className="brand-name">{t('site.name')}</span>
        </RouteLink>
        <LanguageSwitch />
      </div>
      <div className="menu-row">
        <MainNav />
      </div>
    </header>
  );
}
