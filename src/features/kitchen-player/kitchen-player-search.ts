import { defineSearch, oneOf, urlEpoch } from '../../lib/list-search';

// The route's validateSearch: it runs before the page's chunk loads, so this stays small.

/** A camera's id as the provider writes it: letters, digits and dashes; anything else dropped. */
function cameraId(raw: unknown): string | undefined {
  return typeof raw === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(raw) ? raw : undefined;
}

/**
 * The player's URL: the camera shown (absent: the kitchen's first), `live=off` for its
 * recordings (spec 001 §4 "live mode is on by default", so on is the absence) and `at`, the
 * moment of a History entry played from the camera's record of it (epoch ms, not after now); a
 * bad value is dropped (spec 000 §5).
 */
export const kitchenPlayerSearch = defineSearch({
  camera: cameraId,
  live: oneOf(['off'] as const),
  at: urlEpoch((ms, now) => ms <= now),
});

export type KitchenPlayerSearch = ReturnType<typeof kitchenPlayerSearch.validate>;
