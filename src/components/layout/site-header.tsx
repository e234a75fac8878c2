import { css } from '@emotion/react';
import { Search as SearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@/routes/route-link';
import { colors, layout, mq, space } from '@/styles/theme';
import { LanguageSwitch } from './language-switch';
import { MainNav, UtilityNav } from './nav/main-nav';

const styles = css`
  position: relative;
  border-block-end: 4px solid ${colors.navy};
  background: ${colors.surface};
  .bar {
    max-inline-size: ${layout.maxWidth};
    margin-inline: auto;
    padding: ${space.sm} ${space.md};
    display: flex;
    /* Never wider than the window (zoom, text spacing): what does not fit goes to a next row. */
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.xs} ${space.md};
  }
  .brand {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    text-decoration: none;
    color: ${colors.navy};
    font-weight: 700;
    line-height: 1.2;
    max-inline-size: 16rem;
  }
  .brand img {
    flex: none;
    inline-size: 56px;
    block-size: 56px;
  }
  /* The name keeps its width and breaks once at most ("American Academy for / Training
     Courses"): the menu gives way, not the name. */
  .brand {
    flex: none;
  }
  .brand-name {
    inline-size: 11.5em;
  }
  /* Between the phone menu and 1200 px the full menu needs the row: the logo stands alone. */
  @media (min-width: ${layout.menuBreakpoint + 1}px) and (max-width: 1199px) {
    .brand-name {
      display: none;
    }
  }
  .bar > .main-nav {
    flex: 1;
    min-inline-size: 0;
    display: flex;
    justify-content: flex-end;
  }
  .bar > .utility-nav {
    flex: 1 0 100%;
  }
  /* Wrapped onto its own row, the language switch stays at the end. */
  .bar > :last-child {
    margin-inline-start: auto;
  }
  .search {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-block-size: 44px;
    min-inline-size: 44px;
    justify-content: center;
    padding-inline: ${space.xs};
    color: ${colors.navy};
    font-weight: 600;
    text-decoration: none;
  }
  .search:hover {
    color: ${colors.red};
  }
  ${mq.wide} {
    .bar {
      padding-block-start: 0;
      gap: 0 ${space.sm};
    }
  }
  ${mq.narrow} {
    .brand-name {
      font-size: 0.95rem;
    }
  }
  /* Below 760px search is its icon (the link keeps its name). */
  @media (max-width: 759px) {
    .search-label {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  /* On phones the logo stands alone (the link keeps the academy's name as its label). */
  @media (max-width: 560px) {
    .bar {
      gap: ${space.sm};
    }
    .brand-name {
      display: none;
    }
    /* No room in the row: search is at the top of the menu (nav/main-nav.tsx). */
    .search {
      display: none;
    }
  }
`;

/**
 * One row: the logo, the menu, search (a link to the search page: nothing of search loads before
 * it is opened) and the language switch (on phones: logo, menu button with search inside, switch). On
 * wide screens a slim row above it holds Jobs, Online Payment, Have a Question? and Warning (first
 * in the markup too, so Tab follows the rows as seen). The row wraps rather than scroll sideways.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header css={styles}>
      <div className="bar">
        <UtilityNav />
        <RouteLink to="home" className="brand" aria-label={t('site.homeLink')}>
          <img src="/images/logo.svg" alt="" width="56" height="56" />
          <span className="brand-name">{t('site.name')}</span>
        </RouteLink>
        <MainNav />
        <RouteLink to="search" className="search">
          <SearchIcon aria-hidden="true" focusable="false" size={22} />
          <span className="search-label">{t('site.search')}</span>
        </RouteLink>
        <LanguageSwitch />
      </div>
    </header>
  );
}
