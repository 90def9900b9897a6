import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** productControl: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function ProductControlScreen() {
  return <ComingSoon screen="productControl" icon={getMenuItem('productControl').icon} />;
}
