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
 * categories"): a kitchen puts the camera that watches its holding cabinet in a category named
 * after the station, whatever the camera is called, and 'Watch footage' finds it there
 * (docs/decisions/video-and-cameras.md "From a figure to the footage"). The names looked for
 * first are the spec's own stations (001 §1 line 10: "breading, conveyor, fryer, prq, hot
 * holding, entree chutes, fry chutes and dump pan"); ours, the sandbox's seed's, only after.
 */
const SPEC_CATEGORY: Record<FootageStation, string> = {
  holding: 'hot holding',
  fryer: 'fryer',
  breading: 'breading',
  conveyor: 'conveyor',
  entreeChute: 'entree chutes',
};
const OUR_CATEGORY: Record<FootageStation, string> = {
  holding: 'Hot holding',
  fryer: 'Fryer station',
  breading: 'Breading',
  conveyor: 'Conveyor',
  entreeChute: 'Entree chutes',
};

/**
 * Hold time, waste and stock-outs happen at the holding cabinet; baskets, oil and cycles at the
 * fryers. The conveyor carries the fryer's baskets (the fryer's camera sees it) and the entree
 * chutes stand beside the holding cabinet (its camera sees them), unless the kitchen gives them a
 * category of their own.
 */
const WATCHED_FROM: Partial<Record<FootageStation, FootageStation>> = {
  conveyor: 'fryer',
  entreeChute: 'holding',
};

/** The categories looked in for a station's camera, in order. */
function categoriesOf(station: FootageStation): string[] {
  const watcher = WATCHED_FROM[station];
  return [SPEC_CATEGORY[station], OUR_CATEGORY[station], ...(watcher ? categoriesOf(watcher) : [])];
}

/**
 * The station whose camera a station's footage is offered with ('Watch footage: Hot holding at
 * …'): its own, or the one that watches it. Its words are the message catalogue's
 * (`footage.station.*`, English and Spanish), never the category names above, which are data.
 */
export function stationWatcher(station: FootageStation): FootageStation {
  return WATCHED_FROM[station] ?? station;
}

/** 'Hot-holding', 'HOT_HOLDING' and 'hot holding ' are one name. */
const nameKey = (name: string) =>
  name
    .trim()
    .toLocaleLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * The camera that shows a station: the first of the kitchen's cameras in the station's own
 * category (the spec's name, then ours), else in the category that watches it; undefined when
 * no camera is in any (the answer gave no categories, or the kitchen set none up).
 */
export function stationCameraOf<C extends { categories?: ReadonlyArray<{ name: string }> }>(
  cameras: readonly C[],
  station: FootageStation,
): C | undefined {
  for (const category of categoriesOf(station)) {
    const found = cameras.find((camera) =>
      camera.categories?.some((each) => nameKey(each.name) === nameKey(category)),
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
