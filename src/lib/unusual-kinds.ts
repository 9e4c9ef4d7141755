/*
 * The image-event lists of the unusual events (spec 001 §2 "Unusual events", §3 "Image event",
 * §7; docs/decisions/kitchen-records.md "Unusual events"), one page each: `event` every other
 * unusual event, `dp-remaining` fries left in the dump pan, `wrong-marker` a pan whose marker is
 * not its product's, `empty-pan` an empty pan left in holding, `identical-markers` two pans with
 * the same marker. The route (`/unusual/$kind`), the page registry, the endpoints and the
 * sandbox read this table, so a kind is added here (and its title in the message catalogues).
 * Data only: the guard runs before a page's code loads, so it sits in the first page's entry.
 */
import type { MessageKey } from './i18n/messages-en';

/** In the sidebar's order. */
export const UNUSUAL_KINDS = {
  event: { apiPath: '/events/unusual', title: 'routes.unusualEvent' },
  'dp-remaining': { apiPath: '/events/unusual/dump-potato', title: 'routes.unusualDpRemaining' },
  'wrong-marker': { apiPath: '/events/unusual/wrong-marker', title: 'routes.unusualWrongMarker' },
  'empty-pan': { apiPath: '/events/unusual/empty-pan', title: 'routes.unusualEmptyPan' },
  'identical-markers': {
    apiPath: '/events/unusual/identical-markers',
    title: 'routes.unusualIdenticalMarkers',
  },
} as const satisfies Record<string, { apiPath: `/${string}`; title: MessageKey }>;

export type UnusualKind = keyof typeof UNUSUAL_KINDS;
export const UNUSUAL_KIND_KEYS = Object.keys(UNUSUAL_KINDS) as UnusualKind[];

export function isUnusualKind(value: unknown): value is UnusualKind {
  return typeof value === 'string' && Object.hasOwn(UNUSUAL_KINDS, value);
}

/** A kind's page. */
export const unusualKindPath = (kind: UnusualKind) => `/unusual/${kind}` as const;
