import { MENU_STATES, type MenuState } from '../ui-constants';

/** The state after `state` in the click cycle full → compact → icons → hidden → full. */
export function nextMenuState(state: MenuState): MenuState {
  const index = MENU_STATES.indexOf(state);
  return MENU_STATES[(index + 1) % MENU_STATES.length] ?? MENU_STATES[0];
}
