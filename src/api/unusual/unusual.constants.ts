/*
 * Unusual events (spec 001 §2 "Unusual events", §3 "Image event", "Unusual recording", §7): what
 * the kitchen's vision system flagged as out of the ordinary, each with the screenshots it took.
 * The kinds are lib/unusual-kinds.ts's.
 */

/** A screenshot as the camera took it: 1920×1080 JPEG. */
export const SCREENSHOT_SIZE = { width: 1920, height: 1080 } as const;
/** A thumbnail, centred on what was flagged: 300×300 JPEG. */
export const THUMBNAIL_SIZE = { width: 300, height: 300 } as const;
