/*
 * Unusual events (spec 001 §2 "Unusual events", §3 "Image event", "Unusual recording", §7): what
 * the kitchen's vision system flagged as out of the ordinary, each with the screenshots it took.
 * What the URL check of the six pages needs, and only that: it sits in the first page's entry.
 */

/**
 * The five image-event lists, one a page (docs/decisions/kitchen-records.md "Unusual events"):
 * `event` every other unusual event, `dp-remaining` fries left in the dump pan, `wrong-marker`
 * a pan whose marker is not its product's, `empty-pan` an empty pan left in holding,
 * `identical-markers` two pans with the same marker.
 */
export const UNUSUAL_KINDS = [
  'event',
  'dp-remaining',
  'wrong-marker',
  'empty-pan',
  'identical-markers',
] as const;
export type UnusualKind = (typeof UNUSUAL_KINDS)[number];

/** A screenshot as the camera took it: 1920×1080 JPEG. */
export const SCREENSHOT_SIZE = { width: 1920, height: 1080 } as const;
/** A thumbnail, centred on what was flagged: 300×300 JPEG. */
export const THUMBNAIL_SIZE = { width: 300, height: 300 } as const;
