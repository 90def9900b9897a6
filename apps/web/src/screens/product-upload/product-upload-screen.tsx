import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** productUpload: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function ProductUploadScreen() {
  return <ComingSoon screen="productUpload" icon={getMenuItem('productUpload').icon} />;
}
