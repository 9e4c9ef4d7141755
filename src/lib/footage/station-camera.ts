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
 * The camera category that shows each station (spec 001 §2 "manage categories", §3 "Camera: …
 * categories"): a kitchen puts the camera that watches its holding cabinet in the category
 * 'Hot holding', whatever the camera is called, and 'Watch footage' finds it there
 * (docs/decisions/video-and-cameras.md "From a figure to the footage"). Hold time, waste and stock-outs happen
 * at the holding cabinet; baskets, oil and cycles at the fryers. The conveyor carries the fryer's
 * baskets (the fryer's camera sees it) and the entree chutes stand beside the holding cabinet
 * (its camera sees them), unless the kitchen gives them a category of their own.
 */
const CATEGORIES_OF_STATION: Record<FootageStation, readonly [string, ...string[]]> = {
  holding: ['Hot holding'],
  fryer: ['Fryer station'],
  breading: ['Breading'],
  conveyor: ['Conveyor', 'Fryer station'],
  entreeChute: ['Entree chutes', 'Hot holding'],
};

/** The words a station's footage is offered with: its own category's name. */
export function stationCamera(station: FootageStation): string {
  const [own, ...watchedBy] = CATEGORIES_OF_STATION[station];
  return watchedBy.at(-1) ?? own;
}

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The camera that shows a station: the first of the kitchen's cameras in the station's own
 * category, else in the category that watches it; undefined when no camera is in either (the
 * answer gave no categories, or the kitchen set none up).
 */
export function stationCameraOf<C extends { categories?: ReadonlyArray<{ name: string }> }>(
  cameras: readonly C[],
  station: FootageStation,
): C | undefined {
  for (const category of CATEGORIES_OF_STATION[station]) {
    const found = cameras.find((camera) =>
      camera.categories?.some((each) => sameName(each.name, category)),
    );
    if (found) return found;
  }
  return undefined;
}

/** A moment within this of now is watched live: a record of it is still being written. */
export const LIVE_WITHIN_MS = 60_000;

export function isLive(at: number, now: number): boolean {
  return at >= now - LIVE_WITHIN_MS;
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
