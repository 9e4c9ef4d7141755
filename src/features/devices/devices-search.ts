import { DEVICE_STATUSES, TABLET_LOG_LEVELS } from '../../api/devices/devices.constants';
import { defineListSearch, oneOf, type ListField } from '../../lib/list-search';
import { SEARCH_MAX_LENGTH } from '../../lib/search-input';

// The routes' validateSearch: it runs before the pages' chunk loads, so this stays small (no
// valibot, no page code).

/** The tabs of the PC pages and of the tablet pages (spec 001 §2), in the `tab` parameter. */
const PC_TABS = ['devices', 'availability'] as const;
const TABLET_TABS = ['devices', 'logs', 'availability'] as const;
export type PcTab = (typeof PC_TABS)[number];
export type TabletTab = (typeof TABLET_TABS)[number];

/**
 * A text filter (search, model, build) as typed, trimmed; blank or over 255 characters
 * (spec 000 §9) is dropped (spec 000 §5: an invalid value is dropped, not cut). Digits alone come as a number.
 */
const text: ListField<string> = (raw) => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const value = String(raw).trim();
  return value !== '' && value.length <= SEARCH_MAX_LENGTH ? value : undefined;
};

/** /devices/pc and a restaurant's PCs: the tab, the status and identifier filters, paging. */
export const pcSearch = defineListSearch({
  tab: oneOf(PC_TABS),
  status: oneOf(DEVICE_STATUSES),
  search: text,
});
export type PcSearch = ReturnType<typeof pcSearch.validate>;

/**
 * /devices/tablets and a restaurant's tablets: the tab, the model, build and name filters
 * (model and build are checked against the provider's lists once they are in, as they are not
 * known here), the logs' level, paging.
 */
export const tabletSearch = defineListSearch({
  tab: oneOf(TABLET_TABS),
  model: text,
  build: text,
  search: text,
  level: oneOf(TABLET_LOG_LEVELS),
});
export type TabletSearch = ReturnType<typeof tabletSearch.validate>;

/** A tablet's sessions: paging only. */
export const sessionsSearch = defineListSearch({});
export type SessionsSearch = ReturnType<typeof sessionsSearch.validate>;
