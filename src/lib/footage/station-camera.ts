/**
 * From a figure to the footage: which camera shows a figure, and what of its footage
 * plays for a moment. Pure rules; `ui/video/footage-at.ts` asks the provider.
 */

/** What a figure is about, as the kitchen's cameras see it. */
export const FOOTAGE_STATIONS = [
  'holding',
  'fryer',
  'breading',
  'conveyor',
  'entreeChute',
] as const;
export type FootageStation = (typeof FOOTAGE_STATIONS)[number];

/**
 * The camera every kitchen has for each (docs/decisions/video-and-cameras.md "Seed": 'Fryer station', 'Hot
 * holding' and 'Breading' always exist). Hold time, waste and stock-outs happen at the holding
 * cabinet; baskets, oil and cycles at the fryers. Neither the conveyor nor the entree chutes have
 * a camera of their own: the conveyor carries the fryer's baskets (the fryer camera sees it), the
 * entree chutes hold packed entrees beside the holding cabinet (its camera sees them).
 */
const CAMERA_OF_STATION: Record<FootageStation, string> = {
  holding: 'Hot holding',
  fryer: 'Fryer station',
  breading: 'Breading',
  conveyor: 'Fryer station',
  entreeChute: 'Hot holding',
};

export function stationCamera(station: FootageStation): string {
  return CAMERA_OF_STATION[station];
}

/** A moment within this of now is watched live: a record of it is still being written. */
export const LIVE_WITHIN_MS = 60_000;

export function isLive(at: number, now: number): boolean {
  return at >= now - LIVE_WITHIN_MS;
}

/** The camera of a kitchen's list named as the station's, whatever its case; undefined if none. */
export function cameraNamed<C extends { name: string }>(
  cameras: readonly C[],
  name: string,
): C | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  return cameras.find((camera) => camera.name.trim().toLocaleLowerCase() === wanted);
}

interface TimeSpan {
  startTime: number;
  endTime: number;
}

/** The record covering `at` (the latest starting one, should two meet at an hour's edge). */
export function recordCovering<R extends TimeSpan>(
  records: readonly R[],
  at: number,
): R | undefined {
  return records
    .filter((record) => record.startTime <= at && at <= record.endTime)
    .sort((a, b) => b.startTime - a.startTime)[0];
}

/** Whole seconds into the record where `at` is. */
export function startAtOf(record: TimeSpan, at: number): number {
  return Math.max(0, Math.floor((at - record.startTime) / 1000));
}
