import { ComingSoon } from '../../components/coming-soon';
import { getMenuItem } from '../../layout/menu-items';

/** plan: "준비 중" until its feature arrives; the menu entry and route already exist. */
export function PlanScreen() {
  return <ComingSoon screen="plan" icon={getMenuItem('plan').icon} />;
}
