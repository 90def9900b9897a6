import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** notice: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function NoticeScreen() {
  return <ComingSoon screen="notice" icon={getMenuItem('notice').icon} />;
}
