import type { TimerStation } from '../../src/lib/timer-stations';
import type { UnusualKind } from '../../src/lib/unusual-kinds';
import type {
  MarkerColour,
  UnusualEvent,
  UnusualRecording,
  UnusualStation,
} from '../../src/api/unusual/unusual.schema';
import type { Chain } from '../seed';
import { HOLDING_SLOTS } from '../unusual-frames';
import { perSeededChain, type DailyEvents } from './daily-events';
import { derivedDailyEvents } from './derived-events';
import type { Random } from './random';
import type { RestaurantRecord } from './restaurants';
import { stationHistoryOf, type StationRecord } from './timer-records';

const SECOND_MS = 1000;

/**
 * One unusual event as the sandbox keeps it: the wire's record without its restaurant's name and
 * number (the route adds them), plus the frame the camera lost, if any (its image answers 404).
 */
export type UnusualRecord = Omit<
  UnusualEvent,
  'restaurantName' | 'restaurantNumber' | 'station' | 'cameraName' | 'marker' | 'expectedMarker'
> & {
  missingFrame?: number;
  /** This sandbox's stations and markers: the wire's are any text (a provider's may differ). */
  station: UnusualStation;
  cameraName: string;
  marker?: MarkerColour;
  expectedMarker?: MarkerColour;
};

/** The chicken line's marker convention: each product's pans carry their own colour. */
const PRODUCT_MARKERS: Record<string, MarkerColour> = {
  'Breakfast Filets': 'YELLOW',
  'Spicy Brkfst Filets': 'ORANGE',
  'CFA Filets': 'BLUE',
  'Spicy Filets': 'RED',
  Strips: 'GREEN',
  'Spicy Strips': 'PURPLE',
  Nuggets: 'WHITE',
};

type Fields = Omit<UnusualRecord, 'eventId' | 'restaurantUuid' | 'frames' | 'missingFrame'>;

/**
 * What the vision system flags in a timer history's record, and how often: each rule picks the
 * records it applies to (`when`) and makes the event's fields. The rule's place in `RULES` is
 * its number in the event's id.
 */
interface UnusualRule {
  kind: UnusualKind;
  source: TimerStation;
  chance: number;
  when?(record: StationRecord): boolean;
  make(record: StationRecord, random: Random): Fields;
}

const hldCamera = (random: Random) => `CAM-HLD-${random.int(1, 2)}`;
const chuteCamera = (record: StationRecord) => `CAM-CHT-${(record.chute ?? 1) <= 2 ? 1 : 2}`;
const holding = (name: string, record: StationRecord, random: Random, at: number) => ({
  eventName: name,
  station: 'HOLDING' as UnusualStation,
  cameraName: hldCamera(random),
  eventTime: at,
  material: record.material,
  slot: random.pick(HOLDING_SLOTS),
});

const RULES: readonly UnusualRule[] = [
  {
    kind: 'event',
    source: 'fryer',
    chance: 0.25,
    when: (record) => record.isCorrect === false && record.endTime !== null,
    make: (record, random) => ({
      eventName: 'Fryer cycle off program',
      station: 'FRYER',
      cameraName: `CAM-FRY-${random.int(1, 2)}`,
      eventTime: record.endTime!,
      material: record.material,
    }),
  },
  {
    kind: 'event',
    source: 'hot-holding',
    chance: 1,
    // The timer was never stopped: the camera missed the pan's removal (a timer error).
    when: (record) => record.endTime === null,
    make: (record, random) =>
      holding('Pan removal not seen', record, random, record.startTime + 30 * 60 * SECOND_MS),
  },
  {
    kind: 'dp-remaining',
    source: 'dump-pan',
    chance: 0.15,
    when: (record) => (record.wasteGrams ?? 0) > 0 && record.endTime !== null,
    make: (record) => ({
      eventName: 'Fries left in dump pan',
      station: 'DUMP_PAN',
      cameraName: chuteCamera(record),
      eventTime: record.endTime!,
      material: record.material,
      remainingGrams: record.wasteGrams,
    }),
  },
  {
    kind: 'wrong-marker',
    source: 'hot-holding',
    chance: 0.02,
    make: (record, random) => {
      const expected = PRODUCT_MARKERS[record.material] ?? 'WHITE';
      const others = Object.values(PRODUCT_MARKERS).filter((colour) => colour !== expected);
      return {
        ...holding(
          'Wrong marker',
          record,
          random,
          record.startTime + random.int(5, 40) * SECOND_MS,
        ),
        marker: random.pick(others),
        expectedMarker: expected,
      };
    },
  },
  {
    kind: 'empty-pan',
    source: 'hot-holding',
    chance: 0.015,
    when: (record) => record.endTime !== null,
    make: (record, random) => ({
      ...holding('Empty pan in holding', record, random, record.endTime! - 60 * SECOND_MS),
      marker: PRODUCT_MARKERS[record.material],
    }),
  },
  {
    kind: 'identical-markers',
    source: 'hot-holding',
    chance: 0.012,
    make: (record, random) => {
      const fields = holding(
        'Identical markers',
        record,
        random,
        record.startTime + random.int(5, 40) * SECOND_MS,
      );
      const others = HOLDING_SLOTS.filter((slot) => slot !== fields.slot);
      return {
        ...fields,
        otherSlot: random.pick(others),
        marker: PRODUCT_MARKERS[record.material],
      };
    },
  },
];

/** The caption boxed on a kind's screenshots. */
export const FRAME_LABELS: Record<string, string> = {
  'Fryer cycle off program': 'Off program',
  'Pan removal not seen': 'Pan not removed',
  'Fries left in dump pan': 'Fries left',
  'Wrong marker': 'Wrong marker',
  'Empty pan in holding': 'Empty pan',
  'Identical markers': 'Identical marker',
};

/**
 * The event's id: its record's UUIDv7 re-timed to the event, with 0xU and the rule's number in
 * the 12 bits the record drew at random (as the vision events' ids are made): the record's
 * other bits carry its restaurant, so an id finds its restaurant-day without a search.
 */
function eventIdOf(record: StationRecord, eventTime: number, rule: number): string {
  const time = eventTime.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7e${rule.toString(16).padStart(2, '0')}-${record.uuid.slice(19)}`;
}

const EVENT_ID = /^([0-9a-f]{8})-([0-9a-f]{4})-7e([0-9a-f]{2})-[89ab]([0-9a-f]{3})-([0-9a-f]{2})/;

/** Where an event with this id would be: its time, its rule and its restaurant's number. */
function locate(id: string): { time: number; rule: number; restaurantNumber: number } | null {
  const match = EVENT_ID.exec(id);
  if (!match) return null;
  const [, high, low, rule, numberHigh, numberLow] = match;
  return {
    time: Number.parseInt(`${high}${low}`, 16),
    rule: Number.parseInt(rule!, 16),
    restaurantNumber: Number.parseInt(`${numberHigh}${numberLow}`, 16),
  };
}

/** Screenshots a second apart, 3 to 6; about one event in seven lost one of them. */
const MIN_FRAMES = 3;
const MAX_FRAMES = 6;
const LOST_FRAME_CHANCE = 0.15;

function ruleModel(rule: UnusualRule, index: number): (chain: Chain) => DailyEvents<UnusualRecord> {
  return derivedDailyEvents<StationRecord, UnusualRecord>({
    name: `unusual/${index}`,
    // The station's records as made, a deleted one included: the camera still saw it.
    source: (chain) => stationHistoryOf(chain, rule.source).model,
    derive: (random, records) =>
      records
        .flatMap((record) => {
          const picked = random.chance(rule.chance) && (rule.when?.(record) ?? true);
          if (!picked) return [];
          const fields = rule.make(record, random);
          const frames = random.int(MIN_FRAMES, MAX_FRAMES);
          const lost = random.chance(LOST_FRAME_CHANCE) ? random.int(0, frames - 1) : undefined;
          return [
            {
              eventId: eventIdOf(record, fields.eventTime, index),
              restaurantUuid: record.restaurantUuid,
              ...fields,
              frames,
              ...(lost === undefined ? {} : { missingFrame: lost }),
            },
          ];
        })
        .sort((a, b) => a.eventTime - b.eventTime),
    timeOf: (event) => event.eventTime,
  });
}

const RULE_MODELS = RULES.map((rule, index) => ruleModel(rule, index));

/** The ids deleted from the chain's unusual events; dropped with the chain on reset. */
const deletedOf = perSeededChain(() => new Set<string>());

export interface UnusualEvents {
  /** The kind's events of these restaurants with `from <= eventTime < to`, deleted ones left out. */
  between(restaurants: readonly RestaurantRecord[], from: number, to: number): UnusualRecord[];
  /** The kind's event with this id, if it is one of `restaurants`' and was not deleted. */
  find(restaurants: readonly RestaurantRecord[], id: string): UnusualRecord | undefined;
  /** Gone from every call until the sandbox's reset. */
  remove(id: string): void;
}

/** A kind's unusual events in the chain (spec 001 §7 "GET /events/unusual" and its helpers). */
export function unusualEventsOf(chain: Chain, kind: UnusualKind): UnusualEvents {
  const indexes = RULES.flatMap((rule, index) => (rule.kind === kind ? [index] : []));
  const deleted = deletedOf(chain);
  return {
    between: (restaurants, from, to) =>
      indexes
        .flatMap((index) => RULE_MODELS[index]!(chain).between(restaurants, from, to))
        .filter((event) => !deleted.has(event.eventId)),
    find(restaurants, id) {
      const at = locate(id);
      if (!at || !indexes.includes(at.rule) || deleted.has(id)) return undefined;
      const restaurant = restaurants.find((r) => r.number === at.restaurantNumber);
      if (!restaurant) return undefined;
      return RULE_MODELS[at.rule]!(chain)
        .between([restaurant], at.time, at.time + 1)
        .find((event) => event.eventId === id);
    },
    remove: (id) => void deleted.add(id),
  };
}

// ---------------------------------------------------------------------------
// Recordings: the clips the restaurant's recorder kept of some events.

/** The media files shipped with the sandbox (sandbox/media/unusual), one a station. */
export const RECORDING_MEDIA: Record<UnusualStation, string> = {
  HOLDING: 'holding',
  FRYER: 'fryer',
  DUMP_PAN: 'dump-pan',
};

/** One recording as the sandbox keeps it: the wire's without restaurant name and number. */
export type RecordingRecord = Omit<
  UnusualRecording,
  | 'restaurantName'
  | 'restaurantNumber'
  | 'duration'
  | 'size'
  | 'metadata'
  | 'recordingId'
  | 'eventId'
  | 'cameraName'
> & { station: UnusualStation; recordingId: string; eventId: string; cameraName: string };

/** About a third of the events have a clip, stored 45 s after the event. */
const RECORDING_CHANCE = 0.35;
const STORED_AFTER_MS = 45 * SECOND_MS;

/** Every kind's events of a restaurant-day, as one source for the recordings' model. */
function allEventsOf(chain: Chain): DailyEvents<UnusualRecord> {
  const models = RULE_MODELS.map((model) => model(chain));
  return {
    between: (restaurants, from, to) =>
      models
        .flatMap((model) => model.between(restaurants, from, to))
        .sort((a, b) => a.eventTime - b.eventTime),
    day: (restaurant, daysAgo) => models.flatMap((model) => model.day(restaurant, daysAgo)),
    generatedDays: () => models.reduce((sum, model) => sum + model.generatedDays(), 0),
  };
}

const recordingModel = derivedDailyEvents<UnusualRecord, RecordingRecord>({
  name: 'unusual/recordings',
  source: allEventsOf,
  derive: (random, events, restaurant) =>
    events.flatMap((event) => {
      if (!random.chance(RECORDING_CHANCE)) return [];
      const createdDate = event.eventTime + STORED_AFTER_MS;
      const time = createdDate.toString(16).padStart(12, '0');
      return [
        {
          uuid: `${time.slice(0, 8)}-${time.slice(8)}-7f00-${event.eventId.slice(19)}`,
          recordingId: `REC-${restaurant.number}-${event.eventTime / SECOND_MS}`,
          restaurantUuid: event.restaurantUuid,
          eventId: event.eventId,
          eventName: event.eventName,
          cameraName: event.cameraName,
          createdDate,
          station: event.station,
        },
      ];
    }),
  timeOf: (recording) => recording.createdDate,
});

const RECORDING_ID = /^([0-9a-f]{8})-([0-9a-f]{4})-7f00-[89ab]([0-9a-f]{3})-([0-9a-f]{2})/;

export interface UnusualRecordings {
  between(restaurants: readonly RestaurantRecord[], from: number, to: number): RecordingRecord[];
  find(restaurants: readonly RestaurantRecord[], uuid: string): RecordingRecord | undefined;
}

/** The chain's unusual recordings (spec 001 §7 "unusual recordings (list, get, preview, download)"). */
export function unusualRecordingsOf(chain: Chain): UnusualRecordings {
  const model = recordingModel(chain);
  return {
    between: (restaurants, from, to) => model.between(restaurants, from, to),
    find(restaurants, uuid) {
      const match = RECORDING_ID.exec(uuid);
      if (!match) return undefined;
      const [, high, low, numberHigh, numberLow] = match;
      const time = Number.parseInt(`${high}${low}`, 16);
      const number = Number.parseInt(`${numberHigh}${numberLow}`, 16);
      const restaurant = restaurants.find((r) => r.number === number);
      if (!restaurant) return undefined;
      return model.between([restaurant], time, time + 1).find((r) => r.uuid === uuid);
    },
  };
}
