import type { PnpMode } from '../../api/pnp/pnp.schema';
import { defineSearch, oneOf, urlId } from '../../lib/list-search';
import { urlSearchText } from '../../lib/search-input';

// The routes' validateSearch: it runs before the pages' chunk loads, so this stays small.

/** The modes a zone runs in (no schema import: this runs in the entry). */
const MODE_KEYS = ['LIVE', 'CALIBRATION', 'DETECTION'] as const satisfies readonly PnpMode[];

/**
 * /plug-play/plug's URL: the zone shown (absent: the kitchen's first) and the mode to start it
 * in (absent: the first the provider lists). A bad value is dropped (spec 000 §5); a zone the
 * kitchen does not have shows the first.
 */
export const plugSearch = defineSearch({ zone: urlId, mode: oneOf(MODE_KEYS) });
export type PlugSearch = ReturnType<typeof plugSearch.validate>;

/** /plug-play/aruco's URL: the restaurant opened (absent: the list) and the list's search. */
export const arucoSearch = defineSearch({ kitchen: urlId, search: urlSearchText });
export type ArucoSearch = ReturnType<typeof arucoSearch.validate>;
