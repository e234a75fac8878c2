import { describe, expect, it } from 'vitest';
import { closedMenu, menuReducer } from './menu-state';

describe('menuReducer', () => {
  it('opens and closes the mobile menu, resetting dropdowns', () => {
    const open = menuReducer(closedMenu, { type: 'toggleMenu' });
    expect(open.open).toBe(true);
    const withDropdown = menuReducer(open, { type: 'toggle', level: 1, key: 'aboutUs' });
    expect(menuReducer(withDropdown, { type: 'toggleMenu' })).toEqual(closedMenu);
  });

  it('keeps one first-level dropdown open and closes it when selected again', () => {
    let state = menuReducer(closedMenu, { type: 'toggle', level: 1, key: 'aboutUs' });
    state = menuReducer(state, { type: 'toggle', level: 1, key: 'programmes' });
    expect(state.first).toBe('programmes');
    state = menuReducer(state, { type: 'toggle', level: 1, key: 'programmes' });
    expect(state.first).toBeNull();
  });

  it('resets the second level when a first-level item opens', () => {
    let state = menuReducer(closedMenu, { type: 'toggle', level: 1, key: 'programmes' });
    state = menuReducer(state, { type: 'toggle', level: 2, key: 'itCourses' });
    expect(state.second).toBe('itCourses');
    state = menuReducer(state, { type: 'toggle', level: 2, key: 'business' });
    expect(state.second).toBe('business');
    state = menuReducer(state, { type: 'toggle', level: 1, key: 'contact' });
    expect(state).toMatchObject({ first: 'contact', second: null });
  });

  it('closes one level at a time for Escape', () => {
    let state = menuReducer(closedMenu, { type: 'toggle', level: 1, key: 'programmes' });
    state = menuReducer(state, { type: 'toggle', level: 2, key: 'kids' });
    state = menuReducer(state, { type: 'closeLevel', level: 2 });
    expect(state).toMatchObject({ first: 'programmes', second: null });
    state = menuReducer(state, { type: 'closeLevel', level: 1 });
    expect(state.first).toBeNull();
  });
});
