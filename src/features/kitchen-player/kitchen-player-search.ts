import { defineSearch, oneOf, urlEpoch, urlId } from '../../lib/list-search';

// The route's validateSearch: it runs before the page's chunk loads, so this stays small.

/**
 * The player's URL: the camera shown (absent: the kitchen's first), `live=off` for its
 * recordings (spec 001 §4 "live mode is on by default", so on is the absence) and `at`, the
 * moment of a History entry played from the camera's record of it (epoch ms, not after now); a
 * bad value is dropped (spec 000 §5).
 */
export const kitchenPlayerSearch = defineSearch({
  camera: urlId,
  live: oneOf(['off'] as const),
  at: urlEpoch((ms, now) => ms <= now),
});

export type KitchenPlayerSearch = ReturnType<typeof kitchenPlayerSearch.validate>;
