import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** admin: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function AdminScreen() {
  return <ComingSoon screen="admin" icon={getMenuItem('admin').icon} />;
}
