/** Spec 001 §5 "The live player minimum size is 300 by 200" (§9 mini player too), in CSS pixels. */
export const LIVE_PLAYER_MIN = { width: 300, height: 200 } as const;
