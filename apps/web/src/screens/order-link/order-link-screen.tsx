import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** orderLink: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function OrderLinkScreen() {
  return <ComingSoon screen="orderLink" icon={getMenuItem('orderLink').icon} />;
}
