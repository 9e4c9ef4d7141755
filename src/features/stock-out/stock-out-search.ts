import { chickenTypesOf } from '../../api/analytics/analytics-search';
import { defineListSearch, oneOf } from '../../lib/list-search';

/** The tab group's parameter and its tabs (spec 001 §2: a list tab, the default, and a graphic tab). */
export const STOCK_OUT_TAB_GROUP = 'view';
export const STOCK_OUT_VIEWS = ['list', 'graphic'] as const;
export type StockOutView = (typeof STOCK_OUT_VIEWS)[number];

/**
 * The page's own URL fields and the list's page; the layout owns dates, interval and
 * restaurant. `view` absent is the list (the default tab); `materials` is product labels as a
 * comma list, unknown ones dropped, absent for all.
 */
export const stockOutSearch = defineListSearch({
  view: oneOf(STOCK_OUT_VIEWS),
  materials: (raw) => {
    const materials = chickenTypesOf(raw);
    return materials.length > 0 ? materials.join(',') : undefined;
  },
});

export type StockOutSearch = ReturnType<typeof stockOutSearch.validate>;
