import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** planResult: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function PlanResultScreen() {
  return <ComingSoon screen="planResult" icon={getMenuItem('planResult').icon} />;
}
