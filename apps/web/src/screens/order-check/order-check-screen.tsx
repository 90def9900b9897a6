import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** orderCheck: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function OrderCheckScreen() {
  return <ComingSoon screen="orderCheck" icon={getMenuItem('orderCheck').icon} />;
}
