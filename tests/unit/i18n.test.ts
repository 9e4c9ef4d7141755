import { describe, expect, it } from 'vitest';
import { auth } from '../../src/lib/i18n/en/auth';
import { authFlows } from '../../src/lib/i18n/en/auth-flows';
import { charts } from '../../src/lib/i18n/en/charts';
import { dashboards } from '../../src/lib/i18n/en/dashboards';
import { potatoDashboard } from '../../src/lib/i18n/en/potato-dashboard';
import { chickenPerformance } from '../../src/lib/i18n/en/performance';
import { eventsAnalytics } from '../../src/lib/i18n/en/events-analytics';
import { stockOut } from '../../src/lib/i18n/en/stock-out';
import { reports } from '../../src/lib/i18n/en/reports';
import { downloads } from '../../src/lib/i18n/en/downloads';
import { exportButton } from '../../src/lib/i18n/en/export-button';
import { kitchenFilters } from '../../src/lib/i18n/en/kitchen-filters';
import { recordLists } from '../../src/lib/i18n/en/record-lists';
import { timerHistory } from '../../src/lib/i18n/en/timer-history';
import { events } from '../../src/lib/i18n/en/events';
import { unusual } from '../../src/lib/i18n/en/unusual';
import { support } from '../../src/lib/i18n/en/support';
import { scheduledProduction } from '../../src/lib/i18n/en/scheduled-production';
import { auditLog } from '../../src/lib/i18n/en/audit-log';
import { timerAnalytics } from '../../src/lib/i18n/en/timer-analytics';
import { productionMonitor } from '../../src/lib/i18n/en/production-monitor';
import { rolesPolicies } from '../../src/lib/i18n/en/roles-policies';
import { devices } from '../../src/lib/i18n/en/devices';
import { pcsAdmin } from '../../src/lib/i18n/en/pcs-admin';
import { users } from '../../src/lib/i18n/en/users';
import { common } from '../../src/lib/i18n/en/common';
import { dateWidgets } from '../../src/lib/i18n/en/date-widgets';
import { notifications } from '../../src/lib/i18n/en/notifications';
import { outbox } from '../../src/lib/i18n/en/outbox';
import { pages } from '../../src/lib/i18n/en/pages';
import { appPages } from '../../src/lib/i18n/en/app-pages';
import { restaurants } from '../../src/lib/i18n/en/restaurants';
import { restaurantsAdmin } from '../../src/lib/i18n/en/restaurants-admin';
import { shell } from '../../src/lib/i18n/en/shell';
import { userSettings } from '../../src/lib/i18n/en/user-settings';
import { widgets } from '../../src/lib/i18n/en/widgets';
import { dictionaries } from '../../src/lib/i18n/en/dictionaries';
import { monitoring } from '../../src/lib/i18n/en/monitoring';
import { cameraSettings } from '../../src/lib/i18n/en/camera-settings';
import { recordings } from '../../src/lib/i18n/en/recordings';
import { video } from '../../src/lib/i18n/en/video';
import { cameraView } from '../../src/lib/i18n/en/camera-view';
import { plugPlay } from '../../src/lib/i18n/en/plug-play';
import { footage } from '../../src/lib/i18n/en/footage';
import { miniPlayer } from '../../src/lib/i18n/en/mini-player';
import { kitchenPlayer } from '../../src/lib/i18n/en/kitchen-player';
import { en as entryEnglish, type Message, type Messages } from '../../src/lib/i18n/messages-en';
import { es } from '../../src/lib/i18n/messages-es';
import { registerMessages, t, translate } from '../../src/lib/i18n/i18n';

/** Every English part, whether it is in the entry or registered by the code that uses it. */
const lazyParts = [
  shell,
  dictionaries,
  monitoring,
  cameraSettings,
  recordings,
  video,
  cameraView,
  plugPlay,
  footage,
  miniPlayer,
  kitchenPlayer,
  appPages,
  notifications,
  outbox,
  restaurants,
  widgets,
  authFlows,
  userSettings,
  dateWidgets,
  charts,
  dashboards,
  potatoDashboard,
  chickenPerformance,
  eventsAnalytics,
  stockOut,
  reports,
  downloads,
  exportButton,
  recordLists,
  kitchenFilters,
  timerHistory,
  events,
  unusual,
  support,
  scheduledProduction,
  auditLog,
  timerAnalytics,
  productionMonitor,
  restaurantsAdmin,
  devices,
  pcsAdmin,
  rolesPolicies,
  users,
];
const en = Object.assign({}, common, auth, pages, ...lazyParts) as Messages;

function placeholders(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [
    ...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))),
  ].sort();
}

describe('message catalogue (every text in English and Spanish)', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty text and the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      const english = en[key];
      const spanish = es[key];
      expect(placeholders(spanish), key).toEqual(placeholders(english));
      const texts = typeof spanish === 'string' ? [spanish] : Object.values(spanish);
      for (const text of texts) expect(text.trim(), key).not.toBe('');
    }
  });

  it("keeps the spec's English texts exactly", () => {
    expect(en['empty.noRecords']).toBe('No records');
    expect(en['empty.noInformation']).toBe('No information');
    expect(en['errors.network']).toBe('Network error');
    expect(en['auth.signOut']).toBe('Sign Out');
    expect(en['auth.myAccount']).toBe('My Account');
  });

  it('chooses plural forms and formats counts through Intl', () => {
    expect(translate(en, 'en', 'restaurants.count', { count: 1 })).toBe('1 restaurant');
    expect(translate(en, 'en', 'restaurants.count', { count: 1200 })).toBe('1,200 restaurants');
    expect(translate(es, 'es', 'restaurants.count', { count: 1200 })).toBe('1200 restaurantes');
    expect(translate(es, 'es', 'restaurants.count', { count: 12000 })).toBe('12.000 restaurantes');
  });
});

describe('English parts outside the entry', () => {
  it('are all the entry lacks', () => {
    const lazyKeys = lazyParts.flatMap((part) => Object.keys(part));
    for (const key of lazyKeys) expect(Object.keys(entryEnglish), key).not.toContain(key);
    expect([...Object.keys(entryEnglish), ...lazyKeys].sort()).toEqual(Object.keys(en).sort());
  });

  it('shows the key until the part is registered, then its English text', () => {
    expect(t('sessions.thisDevice')).toBe('sessions.thisDevice');
    registerMessages(userSettings);
    registerMessages(userSettings);
    expect(t('sessions.thisDevice')).toBe('This device');
    expect(translate(es, 'es', 'sessions.thisDevice')).toBe('Este dispositivo');
  });
});
