import type { EventKind } from '../../src/lib/event-kinds';
import type { EventRecord, VisionStation } from '../../src/api/events/events.schema';
import type { TimerStation } from '../../src/lib/timer-stations';
import type { Chain } from '../seed';
import type { DailyEvents } from './daily-events';
import { derivedDailyEvents } from './derived-events';
import type { Random } from './random';
import type { RestaurantRecord } from './restaurants';
import { stationHistoryOf, type StationRecord } from './timer-records';

const SECOND_MS = 1000;

/**
 * One event of the kitchen's vision system as the sandbox keeps it: the wire's record without
 * its restaurant's name and number, which the route adds from the restaurant itself.
 */
export type VisionEvent = Omit<EventRecord, 'restaurantName' | 'restaurantNumber'>;

/**
 * An event the cameras see at one moment of a timer history's record: the vision system is what
 * starts and stops the kitchen's timers, so each of its events is the start or the end of a
 * record, at that very second. `seconds` is how long the action lasts on camera (a basket
 * lowered into the oil, a pan slid onto its shelf), the clip before the moment. An event keeps
 * its record's product, and its fryer's vendor and result, or its package, where the record has
 * them.
 */
interface EventRule {
  name: string;
  source: TimerStation;
  moment: 'startTime' | 'endTime';
  seconds: readonly [min: number, max: number];
}

/**
 * Each list's events in the kitchen's order of work; the dictionary calls answer their names in
 * this order. A hold's two ends are seen in hot holding and in scheduled production alike. The
 * entree chutes' packages are left to their own history: some 1,400 a restaurant-day, their
 * events would outnumber the pans' four to one in the list.
 */
const EVENT_RULES: Record<EventKind, readonly EventRule[]> = {
  chicken: [
    { name: 'Breading started', source: 'breading', moment: 'startTime', seconds: [4, 10] },
    { name: 'Basket dropped', source: 'fryer', moment: 'startTime', seconds: [2, 6] },
    { name: 'Basket lifted', source: 'fryer', moment: 'endTime', seconds: [3, 8] },
    { name: 'Pan placed in holding', source: 'hot-holding', moment: 'startTime', seconds: [2, 6] },
    {
      name: 'Pan placed in holding',
      source: 'scheduled-production',
      moment: 'startTime',
      seconds: [2, 6],
    },
    { name: 'Pan removed', source: 'hot-holding', moment: 'endTime', seconds: [2, 6] },
    { name: 'Pan removed', source: 'scheduled-production', moment: 'endTime', seconds: [2, 6] },
  ],
  potato: [
    { name: 'Batch dumped', source: 'dump-pan', moment: 'startTime', seconds: [3, 8] },
    { name: 'Package filled', source: 'fry-chutes', moment: 'endTime', seconds: [2, 6] },
    { name: 'Batch cleared', source: 'dump-pan', moment: 'endTime', seconds: [5, 15] },
  ],
};

/** Every rule once, its place in this list being its number in the event's id. */
const ALL_RULES = [...EVENT_RULES.chicken, ...EVENT_RULES.potato];

/** The dictionary of each list (GET /dictionaries/…): its names, each once. */
export const EVENT_NAMES: Record<EventKind, readonly string[]> = {
  chicken: [...new Set(EVENT_RULES.chicken.map((rule) => rule.name))],
  potato: [...new Set(EVENT_RULES.potato.map((rule) => rule.name))],
};

/** The potato station's two cameras, each over two chutes. */
const chuteCamera = (record: StationRecord) => `CAM-CHT-${(record.chute ?? 1) <= 2 ? 1 : 2}`;

/**
 * Where a history's records are seen, and by which camera: a kitchen has one over the breading
 * table, two over its fryers and its holding cabinet (a record is seen by one of them, both of
 * its events by the same), and two over the potato chutes.
 */
interface SourceView {
  station: VisionStation;
  camera(record: StationRecord, random: Random): string;
}

const SOURCE_VIEWS: Partial<Record<TimerStation, SourceView>> = {
  breading: { station: 'BREADING', camera: () => 'CAM-BRD-1' },
  fryer: { station: 'FRYER', camera: (_record, random) => `CAM-FRY-${random.int(1, 2)}` },
  'hot-holding': { station: 'HOLDING', camera: (_record, random) => `CAM-HLD-${random.int(1, 2)}` },
  'scheduled-production': {
    station: 'HOLDING',
    camera: (_record, random) => `CAM-HLD-${random.int(1, 2)}`,
  },
  'dump-pan': { station: 'DUMP_PAN', camera: chuteCamera },
  'fry-chutes': { station: 'FRY_CHUTES', camera: chuteCamera },
};

/** The cameras record 15 frames a second and drop up to 5 % of them under load. */
const FRAMES_PER_SECOND = 15;
const MAX_DROPPED_SHARE = 0.05;

/**
 * The event's id: its record's UUIDv7 re-timed to the event, with the rule's number in the 12
 * bits the record drew at random (rand_a). The record's other bits carry its restaurant and its
 * place in its station's restaurant-day, so the id is the same in every call and unique by
 * construction, as the record's is.
 */
function eventIdOf(record: StationRecord, eventTime: number, rule: number): string {
  const time = eventTime.toString(16).padStart(12, '0');
  const randA = rule.toString(16).padStart(3, '0');
  // From the variant on (its fourth group), the record's uuid as it is.
  return `${time.slice(0, 8)}-${time.slice(8)}-7${randA}-${record.uuid.slice(19)}`;
}

/**
 * The events of one record: one per rule whose moment it has. A hold whose timer was never
 * stopped (a timer error) has no end: the cameras missed the pan's removal, which is why.
 */
function eventsOfRecord(
  view: SourceView,
  record: StationRecord,
  rules: readonly EventRule[],
  random: Random,
): VisionEvent[] {
  const cameraName = view.camera(record, random);
  return rules.flatMap((rule) => {
    const eventTime = record[rule.moment];
    const duration = random.int(rule.seconds[0], rule.seconds[1]);
    const kept = 1 - random.next() * MAX_DROPPED_SHARE;
    if (eventTime === null) return [];
    return [
      {
        eventId: eventIdOf(record, eventTime, ALL_RULES.indexOf(rule)),
        restaurantUuid: record.restaurantUuid,
        eventName: rule.name,
        material: record.material,
        station: view.station,
        cameraName,
        startEventTime: eventTime - duration * SECOND_MS,
        eventTime,
        duration,
        frames: Math.max(1, Math.round(duration * FRAMES_PER_SECOND * kept)),
        // What the list's filters match besides the product (docs/decisions/kitchen-records.md "Vision events").
        ...(record.vendor !== undefined ? { vendor: record.vendor } : {}),
        ...(record.isCorrect !== undefined ? { isCorrect: record.isCorrect } : {}),
        ...(record.packageType !== undefined ? { packageType: record.packageType } : {}),
      },
    ];
  });
}

/**
 * The events seen in one history's records, derived per restaurant-day from that day's records
 * (lazily and memoised, as derived-events.ts makes every kitchen model), each placed by its
 * `eventTime`. An end stays in its record's local day: kitchens close at 22:00 and no hold
 * lasts two hours.
 */
function sourceModel(source: TimerStation): (chain: Chain) => DailyEvents<VisionEvent> {
  const view = SOURCE_VIEWS[source];
  if (!view) throw new Error(`No camera watches the ${source} station`);
  const rules = ALL_RULES.filter((rule) => rule.source === source);
  return derivedDailyEvents<StationRecord, VisionEvent>({
    name: `vision-events/${source}`,
    // The station's records as made, a record deleted from its history included: the camera
    // still saw what happened.
    source: (chain) => stationHistoryOf(chain, source).model,
    derive: (random, records) =>
      records
        .flatMap((record) => eventsOfRecord(view, record, rules, random))
        .sort((a, b) => a.eventTime - b.eventTime),
    timeOf: (event) => event.eventTime,
  });
}

const SOURCE_MODELS = new Map(
  [...new Set(ALL_RULES.map((rule) => rule.source))].map((source) => [source, sourceModel(source)]),
);

/** The histories each list's events are seen in. */
const sourcesOf = (kind: EventKind) => [...new Set(EVENT_RULES[kind].map((rule) => rule.source))];

export interface VisionEvents {
  /** The events of these restaurants with `from <= eventTime < to`. */
  between(restaurants: readonly RestaurantRecord[], from: number, to: number): VisionEvent[];
  /** The underlying models, to tell which restaurant-days have been made. */
  models: ReadonlyArray<DailyEvents<VisionEvent>>;
}

/** A list's events in the chain (spec 001 §7 "Events"): chicken's or potato's. */
export function visionEventsOf(chain: Chain, kind: EventKind): VisionEvents {
  const models = sourcesOf(kind).map((source) => SOURCE_MODELS.get(source)!(chain));
  return {
    between: (restaurants, from, to) =>
      models.flatMap((model) => model.between(restaurants, from, to)),
    models,
  };
}
