import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** second: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function SecondScreen() {
  return <ComingSoon screen="second" icon={getMenuItem('second').icon} />;
}
