import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** setting: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function SettingScreen() {
  return <ComingSoon screen="setting" icon={getMenuItem('setting').icon} />;
}
