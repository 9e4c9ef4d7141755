import { defineListSearch, oneOf } from '../../lib/list-search';
import { commaList, urlNamesOf } from '../../lib/url-state';

/** The tab group's parameter and its tabs (spec 001 §2: a list tab, the default, and a graphic tab). */
export const STOCK_OUT_TAB_GROUP = 'view';
export const STOCK_OUT_VIEWS = ['list', 'graphic'] as const;
export type StockOutView = (typeof STOCK_OUT_VIEWS)[number];

/**
 * The page's own URL fields and the list's page; the layout owns dates, interval and
 * restaurant. `view` absent is the list (the default tab); `materials` is product labels as a
 * comma list, absent for all: their options are the provider's (GET
 * /materials/filters/stock-out-materials), so only the form is checked here and the page drops
 * a label not among them once they load.
 */
export const stockOutSearch = defineListSearch({
  view: oneOf(STOCK_OUT_VIEWS),
  materials: (raw) => commaList(urlNamesOf(raw)),
});

export type StockOutSearch = ReturnType<typeof stockOutSearch.validate>;
