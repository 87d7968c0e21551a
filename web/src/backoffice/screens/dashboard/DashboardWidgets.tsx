import './dashboard.css';
import BuildStatus from './BuildStatus';
import DashboardFigures from './DashboardFigures';
import { TraductionsToDo } from '../../traductions/TraductionsToDo';

/** What the tools add to the administrator dashboard, loaded as one lazy chunk. */
export default function DashboardWidgets() {
  return (
    <div className="bo-dashboard-widgets">
      <BuildStatus />
      <DashboardFigures />
      <TraductionsToDo base="/admin" />
    </div>
  );
}
