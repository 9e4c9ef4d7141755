/*
 * The kitchen vision system's event lists (spec 001 §2 "Events", §7 "Events"): what its cameras
 * saw happen, of chicken or of potatoes, each with its own calls and event names. The route
 * (`/events/$kind`), the page registry, the endpoints and the sandbox read this table. Data
 * only: the guard runs before a page's code loads, so it sits in the first page's entry.
 */
import type { MessageKey } from './i18n/messages-en';

/** In the sidebar's and the tabs' order. */
export const EVENT_KINDS = {
  chicken: {
    /** The list, and the dictionary of its event names (spec 001 §7 "Events"). */
    apiPaths: { list: '/chickenEvent/chickenEvents', names: '/dictionaries/chickenEventName' },
    title: 'routes.eventsChicken',
    /** Its sidebar link's and tab's text. */
    label: 'nav.chicken',
  },
  potato: {
    apiPaths: { list: '/event/events', names: '/dictionaries/eventName' },
    title: 'routes.eventsPotato',
    label: 'nav.potato',
  },
} as const satisfies Record<
  string,
  { apiPaths: { list: string; names: string }; title: MessageKey; label: MessageKey }
>;

export type EventKind = keyof typeof EVENT_KINDS;
export const EVENT_KIND_KEYS = Object.keys(EVENT_KINDS) as EventKind[];

export function isEventKind(value: unknown): value is EventKind {
  return typeof value === 'string' && Object.hasOwn(EVENT_KINDS, value);
}

/** A list's page. */
export const eventKindPath = (kind: EventKind) => `/events/${kind}` as const;
