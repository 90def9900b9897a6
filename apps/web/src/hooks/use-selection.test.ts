import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection';

describe('useSelection', () => {
  it('toggles ids on and off, chooses a page and clears', () => {
    const { result } = renderHook(() => useSelection());
    expect([...result.current.selected]).toEqual([]);
    act(() => result.current.toggle('a'));
    act(() => result.current.toggle('b'));
    expect([...result.current.selected].sort()).toEqual(['a', 'b']);
    act(() => result.current.toggle('a'));
    expect([...result.current.selected]).toEqual(['b']);
    act(() => result.current.choose(['x', 'y', 'x']));
    expect([...result.current.selected].sort()).toEqual(['x', 'y']);
    act(() => result.current.clear());
    expect(result.current.selected.size).toBe(0);
  });

  it('keeps the same handlers across renders', () => {
    const { result, rerender } = renderHook(() => useSelection());
    const { toggle, choose, clear } = result.current;
    act(() => toggle('a'));
    rerender();
    expect(result.current.toggle).toBe(toggle);
    expect(result.current.choose).toBe(choose);
    expect(result.current.clear).toBe(clear);
  });
});
