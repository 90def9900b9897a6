import { describe, expect, it } from 'vitest';
import { PATHS } from '../app/paths';
import { MENU_ITEMS, findMenuItem, menuItemsFor } from './menu-items';

describe('menu entries', () => {
  it('keeps scaffolding screens out of every menu while their routes stay known', () => {
    for (const role of [undefined, 'User', 'Admin'] as const) {
      const keys = menuItemsFor(role).map((item) => item.key);
      expect(keys).not.toContain('single');
      expect(keys).not.toContain('second');
    }
    expect(findMenuItem(PATHS.single)?.key).toBe('single');
    expect(findMenuItem(PATHS.second)?.key).toBe('second');
  });

  it('shows the admin entry to admins only', () => {
    expect(menuItemsFor('User').some((item) => item.key === 'admin')).toBe(false);
    expect(menuItemsFor('Admin').some((item) => item.key === 'admin')).toBe(true);
    expect(menuItemsFor('Admin')).toHaveLength(MENU_ITEMS.length - 2);
  });
});
