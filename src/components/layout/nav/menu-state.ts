/**
 * The menu's open state, as on the old site: the mobile menu is open or closed; at most one
 * first-level and one second-level dropdown are open; selecting the open one closes it; opening a
 * first-level item resets the second level.
 */
export interface MenuState {
  open: boolean;
  first: string | null;
  second: string | null;
}

export type MenuAction =
  | { type: 'toggleMenu' }
  | { type: 'toggle'; level: 1 | 2; key: string }
  | { type: 'closeLevel'; level: 1 | 2 }
  | { type: 'closeAll' };

export const closedMenu: MenuState = { open: false, first: null, second: null };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggleMenu':
      return state.open ? closedMenu : { ...closedMenu, open: true };
    case 'toggle':
      if (action.level === 1) {
        return { ...state, first: state.first === action.key ? null : action.key, second: null };
      }
      return { ...state, second: state.second === action.key ? null : action.key };
    case 'closeLevel':
      return action.level === 1
        ? { ...state, first: null, second: null }
        : { ...state, second: null };
    case 'closeAll':
      return closedMenu;
  }
}
