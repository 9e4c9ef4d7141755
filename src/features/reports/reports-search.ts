import { defineListSearch } from '../../lib/list-search';

/** The reports page's own URL fields, its page and size; the layout owns dates and restaurant. */
export const reportsSearch = defineListSearch({});

export type ReportsSearch = ReturnType<typeof reportsSearch.validate>;
