import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** productControlImage: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function ProductControlImageScreen() {
  return <ComingSoon screen="productControlImage" icon={getMenuItem('productControlImage').icon} />;
}
