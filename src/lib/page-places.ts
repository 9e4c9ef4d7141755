import type { MessageKey } from './i18n/messages-en';

/**
 * The places a page of the registry (route-table.ts) names for itself: its sidebar section
 * (spec 000 §2 "Shell rules": exactly the spec's sections, in its order; navigation.ts) and
 * its tab group (docs/decisions/shell-and-widgets.md "Pages off the sidebar"; page-tabs.ts). Apart from both, so
 * the registry and what it draws do not import each other.
 */
export const SECTIONS = [
  { id: 'dashboard', label: 'nav.dashboard' },
  { id: 'pcs', label: 'nav.pcs' },
  { id: 'events', label: 'nav.events' },
  { id: 'timers', label: 'nav.timersCycleHistory' },
  { id: 'stockOut', label: 'nav.stockOut' },
  { id: 'performance', label: 'nav.performance' },
  { id: 'unusual', label: 'nav.unusual' },
  { id: 'kitchenPlayer', label: 'nav.kitchenPlayer' },
  { id: 'plugPlay', label: 'nav.plugPlay' },
  { id: 'cameras', label: 'nav.cameras' },
  { id: 'devices', label: 'nav.devices' },
  { id: 'restaurants', label: 'nav.restaurants' },
  { id: 'monitoring', label: 'nav.monitoring' },
  { id: 'reports', label: 'nav.reports' },
  { id: 'settings', label: 'nav.settings' },
  { id: 'users', label: 'nav.users' },
  { id: 'permissions', label: 'nav.permissions' },
  { id: 'auditLog', label: 'nav.auditLog' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageKey }>;

/** A sidebar section, as a registry entry names it. */
export type SectionId = (typeof SECTIONS)[number]['id'];

export const GROUPS = [
  { id: 'dashboards', label: 'tabs.dashboards', control: 'switch' },
  { id: 'events', label: 'tabs.events', control: 'tabs' },
  { id: 'timerStations', label: 'tabs.timerStations', control: 'tabs' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageKey; control: 'switch' | 'tabs' }>;

/** A tab group, as a registry entry names it. */
export type TabGroupId = (typeof GROUPS)[number]['id'];
