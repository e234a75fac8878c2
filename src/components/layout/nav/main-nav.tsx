import { useTranslation } from 'react-i18next';
import { BidiText } from '@/components/ui/bidi-text';
import { Search as SearchIcon } from 'lucide-react';
import { ChevronDownIcon, ExternalIcon, MenuIcon } from '@/components/ui/icons';
import { searchFieldStyles } from '@/components/ui/search-field';
import { usePageLang } from '@/i18n/use-page-lang';
import { mainNav, utilityNav, type NavItem } from '@/routes/navigation';
import { hrefFor, RouteLink } from '@/routes/route-link';
import { navStyles } from './nav-styles';
import { pageNameKey } from '@/routes/page-name';

function NavEntry({ item, level }: { item: NavItem; level: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  if (item.kind === 'route') {
    return (
      <li>
        <RouteLink to={item.id} className="nav-link">
          <BidiText>{t(pageNameKey(item.id))}</BidiText>
        </RouteLink>
      </li>
    );
  }
  if (item.kind === 'external') {
    return (
      <li>
        <a
          className="nav-link"
          href={item.href}
          {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          <BidiText>{t(`nav.links.${item.key}`)}</BidiText> <ExternalIcon />
          <span className="visually-hidden">
            {item.newTab ? t('nav.newTab') : t('nav.external')}
          </span>
        </a>
      </li>
    );
  }
  // `<details name>`: one open first-level and one open second-level menu at a time, natively.
  const menuLevel = level === 1 ? '1' : '2';
  return (
    <li className={`nav-group level-${level}`}>
      <details name={`menu-${menuLevel}`} data-menu={menuLevel}>
        <summary className="nav-button">
          <BidiText>{t(`nav.groups.${item.key}`)}</BidiText> <ChevronDownIcon />
        </summary>
        <ul className="nav-sublist">
          {item.items.map((child, index) => (
            <NavEntry key={index} item={child} level={level === 1 ? 2 : 3} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * On phones, where the header's row has no room for the search link, search opens the menu: a
 * plain GET form to the search page (it works without JavaScript; the page's island reads the
 * words from the address).
 */
function MenuSearch() {
  const { t } = useTranslation();
  return (
    <form
      className="menu-search"
      role="search"
      method="get"
      action={hrefFor('search', usePageLang())}
      aria-label={t('site.search')}
    >
      <label htmlFor="menu-search-q">{t('site.searchLabel')}</label>
      <div className="menu-search-row">
        <input
          id="menu-search-q"
          css={searchFieldStyles}
          type="search"
          name="q"
          maxLength={200}
          enterKeyHint="search"
        />
        <button type="submit">
          <SearchIcon aria-hidden="true" focusable="false" size={20} />
          <span className="visually-hidden">{t('site.search')}</span>
        </button>
      </div>
    </form>
  );
}

/** Jobs, Online Payment, Have a Question? and Warning: links of the utility place. */
function UtilityList({ className }: { className: string }) {
  return (
    <ul className={className}>
      {utilityNav.map((item, index) => (
        <NavEntry key={index} item={item} level={1} />
      ))}
    </ul>
  );
}

/**
 * On wide screens the utility links are a slim row of their own, first in the header (above the
 * main row, so in the order they are seen); at 991px and below they are in the menu's panel
 * instead, after the main menu. Only one of the two is ever displayed.
 */
export function UtilityNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.quickLinks')} className="utility-nav" css={navStyles}>
      <UtilityList className="utility-list" />
    </nav>
  );
}

/**
 * The main menu, built from native HTML so it works before and without JavaScript: each group is a
 * `<details>` (exclusive per level through its `name`); at 991px and below the whole menu is a
 * popover behind the menu button (light dismiss and Escape for free). src/islands/enhancements.ts
 * adds Escape and an outside click for the groups, and closes the panel when focus leaves it.
 */
export function MainNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className="main-nav" css={navStyles}>
      <button type="button" className="menu-toggle" popoverTarget="main-menu">
        <MenuIcon /> {t('nav.menu')}
      </button>
      <div id="main-menu" className="menu-panel" popover="auto">
        <button
          type="button"
          className="menu-close"
          popoverTarget="main-menu"
          popoverTargetAction="hide"
        >
          <MenuIcon open /> {t('nav.close')}
        </button>
        <MenuSearch />
        <ul className="nav-list">
          {mainNav.map((item, index) => (
            <NavEntry key={index} item={item} level={1} />
          ))}
        </ul>
        <UtilityList className="utility-list in-panel" />
      </div>
    </nav>
  );
}
