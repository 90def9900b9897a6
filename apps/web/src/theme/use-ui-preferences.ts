import { useContext } from 'react';
import { UiPreferencesContext, type UiPreferencesValue } from './ui-preferences-context';

export function useUiPreferences(): UiPreferencesValue {
  const value = useContext(UiPreferencesContext);
  if (!value) {
    throw new Error('useUiPreferences 는 UiPreferencesProvider 안에서만 쓸 수 있습니다.');
  }
  return value;
}
