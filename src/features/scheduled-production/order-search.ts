import { defineSearch, oneOf } from '../../lib/list-search';
import {
  ACTIVE_ORDER_STATUSES,
  CLOSED_ORDER_STATUSES,
  type OrderStatus,
} from '../../api/orders/orders.constants';

// The route's validateSearch: it runs before the page's chunk loads, so this stays small.

export const ORDER_TABS = ['catering', 'recurring'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
/** The URL's tab group (spec 000 §2: the active tab in a parameter named after the group). */
export const ORDER_TAB_GROUP = 'tab';

/** The catering list's status filter, by the spec's groups (001 §4); absent: every order. */
export const STATUS_FILTERS = ['active', 'closed', 'canceled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUSES_OF: Record<StatusFilter, readonly OrderStatus[]> = {
  active: ACTIVE_ORDER_STATUSES,
  closed: CLOSED_ORDER_STATUSES,
  canceled: ['CANCELED'],
};

/** /pcs/scheduled-production's URL: the tab and the catering list's status; bad values dropped. */
export const orderSearch = defineSearch({
  tab: oneOf(ORDER_TABS),
  status: oneOf(STATUS_FILTERS),
});

export type OrderSearch = ReturnType<typeof orderSearch.validate>;
