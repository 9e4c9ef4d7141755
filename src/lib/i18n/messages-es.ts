import type { Messages } from './messages-en';
import { auth } from './es/auth';
import { authFlows } from './es/auth-flows';
import { common } from './es/common';
import { restaurants } from './es/restaurants';
import { restaurantsAdmin } from './es/restaurants-admin';
import { pages } from './es/pages';
import { appPages } from './es/app-pages';
import { userSettings } from './es/user-settings';
import { widgets } from './es/widgets';
import { dateWidgets } from './es/date-widgets';
import { notifications } from './es/notifications';
import { outbox } from './es/outbox';
import { shell } from './es/shell';
import { charts } from './es/charts';
import { dashboards } from './es/dashboards';
import { potatoDashboard } from './es/potato-dashboard';
import { chickenPerformance } from './es/performance';
import { eventsAnalytics } from './es/events-analytics';
import { stockOut } from './es/stock-out';
import { reports } from './es/reports';
import { downloads } from './es/downloads';
import { exportButton } from './es/export-button';
import { recordLists } from './es/record-lists';
import { kitchenFilters } from './es/kitchen-filters';
import { timerHistory } from './es/timer-history';
import { events } from './es/events';
import { support } from './es/support';
import { scheduledProduction } from './es/scheduled-production';
import { users } from './es/users';
import { auditLog } from './es/audit-log';
import { rolesPolicies } from './es/roles-policies';
import { unusual } from './es/unusual';
import { timerAnalytics } from './es/timer-analytics';
import { productionMonitor } from './es/production-monitor';
import { devices } from './es/devices';
import { pcsAdmin } from './es/pcs-admin';
import { dictionaries } from './es/dictionaries';
import { monitoring } from './es/monitoring';
import { cameraSettings } from './es/camera-settings';
import { recordings } from './es/recordings';
import { video } from './es/video';
import { footage } from './es/footage';
import { cameraView } from './es/camera-view';
import { plugPlay } from './es/plug-play';
import { miniPlayer } from './es/mini-player';
import { kitchenPlayer } from './es/kitchen-player';

/** The Spanish catalogue for kitchen crews; loaded only when Spanish is chosen. */
export const es: Messages = {
  ...common,
  ...auth,
  ...authFlows,
  ...restaurants,
  ...restaurantsAdmin,
  ...pages,
  ...appPages,
  ...userSettings,
  ...widgets,
  ...dateWidgets,
  ...notifications,
  ...outbox,
  ...shell,
  ...charts,
  ...dashboards,
  ...potatoDashboard,
  ...chickenPerformance,
  ...eventsAnalytics,
  ...stockOut,
  ...reports,
  ...downloads,
  ...exportButton,
  ...recordLists,
  ...kitchenFilters,
  ...timerHistory,
  ...events,
  ...support,
  ...scheduledProduction,
  ...users,
  ...auditLog,
  ...rolesPolicies,
  ...unusual,
  ...timerAnalytics,
  ...productionMonitor,
  ...devices,
  ...pcsAdmin,
  ...dictionaries,
  ...monitoring,
  ...cameraSettings,
  ...recordings,
  ...video,
  ...cameraView,
  ...plugPlay,
  ...miniPlayer,
  ...footage,
  ...kitchenPlayer,
};
