import { useEffect, useId, useReducer, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, ExternalIcon, MenuIcon } from '@/components/ui/icons';
import { mainNav, type NavItem } from '@/routes/navigation';
import { RouteLink } from '@/routes/route-link';
import { closedMenu, menuReducer, type MenuAction, type MenuState } from './menu-state';
import { navStyles } from './nav-styles';

interface ItemProps {
  item: NavItem;
  level: 1 | 2 | 3;
  state: MenuState;
  dispatch: (action: MenuAction) => void;
}

function NavEntry({ item, level, state, dispatch }: ItemProps) {
  const { t } = useTranslation();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (item.kind === 'route') {
    return (
      <li>
        <RouteLink to={item.id} className="nav-link">
          {t(`routes.${item.id}`)}
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
          {t(`nav.links.${item.key}`)} <ExternalIcon />
          <span className="visually-hidden">
            {item.newTab ? t('nav.newTab') : t('nav.external')}
          </span>
        </a>
      </li>
    );
  }
  const groupLevel = level === 1 ? 1 : 2;
  const expanded = (groupLevel === 1 ? state.first : state.second) === item.key;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    event.stopPropagation();
    dispatch({ type: 'closeLevel', level: groupLevel });
    buttonRef.current?.focus();
  };
  return (
    <li className={`nav-group level-${level}`} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => dispatch({ type: 'toggle', level: groupLevel, key: item.key })}
      >
        {t(`nav.groups.${item.key}`)} <ChevronDownIcon open={expanded} />
      </button>
      <ul id={id} className="nav-sublist" data-open={expanded}>
        {item.items.map((child, index) => (
          <NavEntry
            key={index}
            item={child}
            level={level === 1 ? 2 : 3}
            state={state}
            dispatch={dispatch}
          />
        ))}
      </ul>
    </li>
  );
}

/** The main menu: WAI-ARIA disclosure navigation, with a toggle at 991px and below. */
export function MainNav() {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(menuReducer, closedMenu);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node))
        dispatch({ type: 'closeLevel', level: 1 });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state.open) {
      dispatch({ type: 'closeAll' });
      toggleRef.current?.focus();
    }
  };

  return (
    <nav ref={navRef} aria-label={t('nav.label')} css={navStyles} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={state.open}
        aria-controls="main-menu"
        onClick={() => dispatch({ type: 'toggleMenu' })}
      >
        <MenuIcon open={state.open} /> {t('nav.menu')}
      </button>
      <ul id="main-menu" className="nav-list" data-open={state.open}>
        {mainNav.map((item, index) => (
          <NavEntry key={index} item={item} level={1} state={state} dispatch={dispatch} />
        ))}
      </ul>
    </nav>
  );
}
