import { auth } from './en/auth';
import type { authFlows } from './en/auth-flows';
import { common } from './en/common';
import type { restaurants } from './en/restaurants';
import type { restaurantsAdmin } from './en/restaurants-admin';
import { pages } from './en/pages';
import type { appPages } from './en/app-pages';
import type { userSettings } from './en/user-settings';
import type { widgets } from './en/widgets';
import type { dateWidgets } from './en/date-widgets';
import type { charts } from './en/charts';
import type { dashboards } from './en/dashboards';
import type { notifications } from './en/notifications';
import type { outbox } from './en/outbox';
import type { shell } from './en/shell';
import type { potatoDashboard } from './en/potato-dashboard';
import type { chickenPerformance } from './en/performance';
import type { eventsAnalytics } from './en/events-analytics';
import type { stockOut } from './en/stock-out';
import type { reports } from './en/reports';
import type { downloads } from './en/downloads';
import type { exportButton } from './en/export-button';
import type { recordLists } from './en/record-lists';
import type { kitchenFilters } from './en/kitchen-filters';
import type { timerHistory } from './en/timer-history';
import type { events } from './en/events';
import type { support } from './en/support';
import type { scheduledProduction } from './en/scheduled-production';
import type { users } from './en/users';
import type { auditLog } from './en/audit-log';
import type { rolesPolicies } from './en/roles-policies';
import type { unusual } from './en/unusual';
import type { timerAnalytics } from './en/timer-analytics';
import type { productionMonitor } from './en/production-monitor';
import type { devices } from './en/devices';
import type { pcsAdmin } from './en/pcs-admin';
import type { dictionaries } from './en/dictionaries';
import type { monitoring } from './en/monitoring';
import type { cameraSettings } from './en/camera-settings';
import type { recordings } from './en/recordings';
import type { video } from './en/video';
import type { cameraView } from './en/camera-view';
import type { plugPlay } from './en/plug-play';
import type { miniPlayer } from './en/mini-player';
import type { footage } from './en/footage';
import type { kitchenPlayer } from './en/kitchen-player';

/**
 * The English catalogue: the spec's texts, exactly. Every user-visible text of the console is
 * a key here and in `messages-es.ts`, kept in one part file per area (`en/`, `es/`); `{name}`
 * is replaced by a value, and a plural message has one form per `Intl.PluralRules` category.
 *
 * Only the parts the first pages need are bundled here. The English texts of areas behind a
 * lazy route or control (the signed-in shell and its page titles, notifications, restaurants, widgets, auth-flows, user-settings,
 * date-widgets, charts, dashboards, downloads and each page's part) are imported by the code
 * that uses them, which hands them to `registerMessages` (i18n.ts), so they load with it.
 */
const entryParts = {
  ...common,
  ...auth,
  ...pages,
} as const;

type LazyParts = typeof shell &
  typeof appPages &
  typeof restaurants &
  typeof restaurantsAdmin &
  typeof widgets &
  typeof notifications &
  typeof outbox &
  typeof authFlows &
  typeof userSettings &
  typeof dateWidgets &
  typeof charts &
  typeof dashboards &
  typeof potatoDashboard &
  typeof chickenPerformance &
  typeof eventsAnalytics &
  typeof stockOut &
  typeof reports &
  typeof downloads &
  typeof exportButton &
  typeof recordLists &
  typeof kitchenFilters &
  typeof timerHistory &
  typeof events &
  typeof support &
  typeof scheduledProduction &
  typeof users &
  typeof auditLog &
  typeof rolesPolicies &
  typeof unusual &
  typeof timerAnalytics &
  typeof productionMonitor &
  typeof devices &
  typeof dictionaries &
  typeof pcsAdmin &
  typeof monitoring &
  typeof cameraSettings &
  typeof video &
  typeof cameraView &
  typeof plugPlay &
  typeof miniPlayer &
  typeof footage &
  typeof kitchenPlayer &
  typeof recordings;

export type MessageKey = keyof typeof entryParts | keyof LazyParts;
export type PluralMessage = { one: string; other: string } & Partial<
  Record<'zero' | 'two' | 'few' | 'many', string>
>;
export type Message = string | PluralMessage;
export type Messages = Record<MessageKey, Message>;

/** The English texts in the entry; the lazy parts are added at run time (`registerMessages`). */
export const en: Partial<Messages> = entryParts;
