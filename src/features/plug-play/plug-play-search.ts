import { defineSearch, urlId, urlName } from '../../lib/list-search';
import { urlSearchText } from '../../lib/search-input';

// The routes' validateSearch: it runs before the pages' chunk loads, so this stays small.

/**
 * /plug-play/plug's URL: the zone shown (absent: the kitchen's first) and the mode to start it
 * in (absent: the first the provider lists). The modes are the provider's (GET /pnp/modes), so
 * the page drops a mode it does not list once they load (spec 000 §5); a zone the kitchen does
 * not have shows the first.
 */
export const plugSearch = defineSearch({ zone: urlId, mode: urlName });
export type PlugSearch = ReturnType<typeof plugSearch.validate>;

/** /plug-play/aruco's URL: the restaurant opened (absent: the list) and the list's search. */
export const arucoSearch = defineSearch({ kitchen: urlId, search: urlSearchText });
export type ArucoSearch = ReturnType<typeof arucoSearch.validate>;
