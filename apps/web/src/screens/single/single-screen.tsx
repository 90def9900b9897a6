import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** single: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function SingleScreen() {
  return <ComingSoon screen="single" icon={getMenuItem('single').icon} />;
}
