import type { BasketStage, RecordList } from '../../src/api/timer-history/timer-history.constants';
import type { TimerRecord } from '../../src/api/timer-history/timer-history.schema';
import type { Chain } from '../seed';
import { perSeededChain, type DailyEvents } from './daily-events';
import { derivedDailyEvents } from './derived-events';
import { chutePackagesOf } from './entree-chutes';
import { fryerCyclesOf, type FryerCycle } from './fryer-cycles';
import { panJourneysOf, type PanJourney } from './pan-journeys';
import { potatoEventsOf, type PotatoBatch } from './potato-events';
import type { Random } from './random';
import type { RestaurantRecord } from './restaurants';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * One record of a station's timer history as the sandbox keeps it: the wire's record without
 * its restaurant's name and number, which the route adds from the restaurant itself.
 */
export type StationRecord = Omit<TimerRecord, 'restaurantName' | 'restaurantNumber'>;

/** What a station makes of one event; the uuid, restaurant and duration are added to it. */
type RecordFields = Omit<StationRecord, 'uuid' | 'restaurantUuid' | 'duration'>;

/** The stations' expected seconds (a holding zone's limit: spec 000 §9's 30 minutes). */
const TARGET_SECONDS = { breading: 180, prq: 120, conveyor: 60, holding: 1800 } as const;
/** How long raw chicken may wait in its entry chute before breading (ours: 10 minutes). */
const ENTRY_CHUTE_TARGET_SECONDS = 600;
/** A basket's steps' targets; frying's is its product's program (fryer-cycles.ts). */
const BASKET_TARGET_SECONDS = { BASKET_LOADING: 90, BASKET_TRANSFER: 120, CTS_TRANSFER: 45 };
const ENTRY_CHUTES = 4;
const BASKETS = 8;
/** How often a holding pan's timer is never stopped: its record has no end (a timer error). */
const TIMER_ERROR_CHANCE = 0.01;

/** Epoch ms on a whole second, as every record's times are. */
function wholeSecond(epoch: number): number {
  return Math.round(epoch / SECOND_MS) * SECOND_MS;
}

/**
 * One pan's way through the fryer line, backwards from the moment the fryer finished it
 * (`cookedAt`): the fryer's own run (a correct cycle runs the product's program to its end; an
 * incorrect one ran another program or was stopped early, 15–40 % off either way), the wait in
 * the pre-fry queue for a free fryer, and the breading before it. Times are whole seconds.
 */
interface FryerRun {
  fryer: FryerCycle;
  breadedFrom: number;
  queuedAt: number;
  droppedAt: number;
  doneAt: number;
}

function fryerRun(random: Random, fryer: FryerCycle): FryerRun {
  const programSeconds = fryer.cycle.cookMinutes * 60;
  const offBy = (random.chance(0.5) ? 1 : -1) * (0.15 + random.next() * 0.25);
  const cookSeconds = fryer.isCorrect ? programSeconds : Math.round(programSeconds * (1 + offBy));
  const queueSeconds = random.int(20, 300);
  const breadingSeconds = random.int(90, 240);
  const doneAt = wholeSecond(fryer.cycle.cookedAt);
  const droppedAt = doneAt - cookSeconds * SECOND_MS;
  const queuedAt = droppedAt - queueSeconds * SECOND_MS;
  return {
    fryer,
    breadedFrom: queuedAt - breadingSeconds * SECOND_MS,
    queuedAt,
    droppedAt,
    doneAt,
  };
}

/** The fryer line of the kitchen's pans, one run per pan, made lazily per restaurant-day. */
const fryerRunsOf = derivedDailyEvents<FryerCycle, FryerRun>({
  name: 'fryer-runs',
  source: fryerCyclesOf,
  derive: (random, fryers) => fryers.map((fryer) => fryerRun(random, fryer)),
  timeOf: (run) => run.doneAt,
});

function breadingRecord({ fryer: { cycle }, breadedFrom, queuedAt }: FryerRun): RecordFields {
  return {
    material: cycle.material,
    startTime: breadedFrom,
    endTime: queuedAt,
    targetSeconds: TARGET_SECONDS.breading,
    pieces: cycle.pieces,
    grams: cycle.grams,
  };
}

function queueRecord({ fryer: { cycle }, queuedAt, droppedAt }: FryerRun): RecordFields {
  return {
    material: cycle.material,
    startTime: queuedAt,
    endTime: droppedAt,
    targetSeconds: TARGET_SECONDS.prq,
    pieces: cycle.pieces,
  };
}

function fryerRecord({ fryer, droppedAt, doneAt }: FryerRun): RecordFields {
  const { cycle } = fryer;
  return {
    material: cycle.material,
    startTime: droppedAt,
    endTime: doneAt,
    targetSeconds: cycle.cookMinutes * 60,
    vendor: fryer.vendor,
    isCorrect: fryer.isCorrect,
    pieces: cycle.pieces,
    grams: cycle.grams,
  };
}

/** A pan's two conveyor trips: fryer to holding, and holding back to the kitchen once emptied. */
function conveyorRecords(journey: PanJourney): RecordFields[] {
  const trip = (direction: 'INBOUND' | 'OUTBOUND', from: number, to: number): RecordFields => ({
    material: journey.cycle.material,
    startTime: wholeSecond(from),
    endTime: wholeSecond(to),
    targetSeconds: TARGET_SECONDS.conveyor,
    direction,
  });
  return [
    trip('INBOUND', journey.inboundTime, journey.placedTime),
    trip('OUTBOUND', journey.removedTime, journey.outboundTime),
  ];
}

/** A pan's time in holding, from placed to removed, unless its timer was never stopped. */
function holdingRecord(random: Random, journey: PanJourney): RecordFields {
  const { cycle } = journey;
  const timerError = random.chance(TIMER_ERROR_CHANCE);
  return {
    material: cycle.material,
    startTime: wholeSecond(journey.placedTime),
    endTime: timerError ? null : wholeSecond(journey.removedTime),
    targetSeconds: TARGET_SECONDS.holding,
    containerName: journey.containerName,
    pieces: cycle.pieces,
    wasteGrams: cycle.wasteGrams,
  };
}

/**
 * A batch in its chute, from its dump until the chute was cleared: when its longest-held item
 * was packaged (the potato model keeps no other clearing time; what was left is its waste).
 */
function dumpPanRecord(batch: PotatoBatch): RecordFields {
  const longestHold = Math.max(0, ...batch.items.map((item) => item.holdMinutes));
  return {
    material: batch.product,
    startTime: wholeSecond(batch.cookedAt),
    endTime: wholeSecond(batch.cookedAt + longestHold * MINUTE_MS),
    chute: batch.chute,
    grams: batch.grams,
    wasteGrams: batch.wasteGrams,
  };
}

/** Each item packaged from a batch, from the batch's dump until the item was packaged. */
function fryChuteRecords(batch: PotatoBatch): RecordFields[] {
  return batch.items.map((item) => ({
    material: batch.product,
    startTime: wholeSecond(batch.cookedAt),
    endTime: wholeSecond(batch.cookedAt + item.holdMinutes * MINUTE_MS),
    packageType: item.packageType,
    chute: batch.chute,
    grams: item.grams,
  }));
}

/**
 * A batch of raw chicken in an entry chute (docs/decisions/kitchen-records.md): dropped into one of
 * the breading station's four chutes, waiting there until the crew took it to bread; so it
 * ends as its breading record starts, one per fryer run, numbered in the day's order.
 */
function entryChuteRecord(random: Random, run: FryerRun, index: number): RecordFields {
  const { cycle } = run.fryer;
  // Mostly within the target, now and then forgotten in the chute for up to 20 minutes.
  const waitSeconds = random.chance(0.12) ? random.int(601, 1200) : random.int(45, 600);
  return {
    material: cycle.material,
    startTime: run.breadedFrom - waitSeconds * SECOND_MS,
    endTime: run.breadedFrom,
    targetSeconds: ENTRY_CHUTE_TARGET_SECONDS,
    chute: random.int(1, ENTRY_CHUTES),
    batchNumber: index + 1,
    pieces: cycle.pieces,
    grams: cycle.grams,
  };
}

/**
 * A fry basket's trip with one fryer run (docs/decisions/kitchen-records.md), a record per step (spec
 * 001 §4 production stages 2–5): loaded while in the pre-fry queue, carried to the fryer once
 * one was free (the two split the PRQ wait), fried (exactly the fryer's cycle), then lifted,
 * drained and dumped into the cabinet (CTS).
 */
function basketRecords(random: Random, run: FryerRun, index: number): RecordFields[] {
  const { cycle } = run.fryer;
  const basket = random.int(1, BASKETS);
  const queueSeconds = (run.droppedAt - run.queuedAt) / SECOND_MS;
  const loadSeconds = Math.max(1, Math.round(queueSeconds * (0.3 + random.next() * 0.4)));
  const loadedAt = run.queuedAt + Math.min(loadSeconds, queueSeconds - 1) * SECOND_MS;
  const dumpedAt = run.doneAt + random.int(15, 80) * SECOND_MS;
  const step = (stage: BasketStage, from: number, to: number, target: number): RecordFields => ({
    material: cycle.material,
    startTime: from,
    endTime: to,
    targetSeconds: target,
    stage,
    basket,
    batchNumber: index + 1,
    pieces: cycle.pieces,
  });
  return [
    step('BASKET_LOADING', run.queuedAt, loadedAt, BASKET_TARGET_SECONDS.BASKET_LOADING),
    step('BASKET_TRANSFER', loadedAt, run.droppedAt, BASKET_TARGET_SECONDS.BASKET_TRANSFER),
    step('BASKET_FRYING', run.droppedAt, run.doneAt, cycle.cookMinutes * 60),
    step('CTS_TRANSFER', run.doneAt, dumpedAt, BASKET_TARGET_SECONDS.CTS_TRANSFER),
  ];
}

/**
 * The record's uuid: a UUIDv7 (RFC 9562) whose time is the record's start and whose "random"
 * bits carry its restaurant's number and its place among the station's records of that
 * restaurant-day, the rest drawn from the day's stream. So it is the same in every call and
 * every sandbox of the same seed and clock, unique by construction, and DELETE finds the record
 * by making one restaurant-day (`locateRecord()`) rather than searching them all.
 */
function recordUuid(random: Random, restaurantNumber: number, index: number, startTime: number) {
  const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');
  const bits =
    hex(startTime, 12) +
    '7' +
    hex(random.int(0, 0xfff), 3) +
    hex(0x8 | random.int(0, 3), 1) +
    hex(restaurantNumber, 5) +
    hex(index, 5) +
    hex(random.int(0, 0xfffff), 5);
  return `${bits.slice(0, 8)}-${bits.slice(8, 12)}-${bits.slice(12, 16)}-${bits.slice(16, 20)}-${bits.slice(20)}`;
}

const RECORD_UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab]([0-9a-f]{3})-([0-9a-f]{2})/;

/** Where a record with this uuid would be: its start and its restaurant's number. */
function locateRecord(uuid: string): { startTime: number; restaurantNumber: number } | null {
  const match = RECORD_UUID.exec(uuid);
  if (!match) return null;
  const [, timeHigh, timeLow, numberHigh, numberLow] = match;
  return {
    startTime: Number.parseInt(`${timeHigh}${timeLow}`, 16),
    restaurantNumber: Number.parseInt(`${numberHigh}${numberLow}`, 16),
  };
}

/**
 * A station's records, derived from `source`'s events of each restaurant-day (lazily and
 * memoised, as derived-events.ts makes every kitchen model), each placed by its start.
 */
function stationModel<S>(
  station: RecordList,
  source: (chain: Chain) => DailyEvents<S>,
  recordsOf: (event: S, random: Random, index: number) => RecordFields | RecordFields[],
): (chain: Chain) => DailyEvents<StationRecord> {
  return derivedDailyEvents<S, StationRecord>({
    name: `timer-records/${station}`,
    source,
    derive: (random, events, restaurant) =>
      events
        .flatMap((event, index) => recordsOf(event, random, index))
        .map((fields, index) => ({
          uuid: recordUuid(random, restaurant.number, index, fields.startTime),
          restaurantUuid: restaurant.uuid,
          ...fields,
          duration:
            fields.endTime === null ? null : (fields.endTime - fields.startTime) / SECOND_MS,
        })),
    timeOf: (record) => record.startTime,
  });
}

const STATION_MODELS: Record<RecordList, (chain: Chain) => DailyEvents<StationRecord>> = {
  breading: stationModel('breading', fryerRunsOf, breadingRecord),
  prq: stationModel('prq', fryerRunsOf, queueRecord),
  fryer: stationModel('fryer', fryerRunsOf, fryerRecord),
  conveyor: stationModel('conveyor', panJourneysOf, conveyorRecords),
  'hot-holding': stationModel('hot-holding', panJourneysOf, (journey, random) =>
    journey.catering ? [] : holdingRecord(random, journey),
  ),
  'scheduled-production': stationModel('scheduled-production', panJourneysOf, (journey, random) =>
    journey.catering ? holdingRecord(random, journey) : [],
  ),
  'entree-chutes': stationModel('entree-chutes', chutePackagesOf, (item) => ({
    material: item.material,
    startTime: wholeSecond(item.packedAt),
    endTime: wholeSecond(item.packedAt + item.holdMinutes * MINUTE_MS),
    packageType: item.packageType,
    pieces: item.pieces,
  })),
  'dump-pan': stationModel('dump-pan', potatoEventsOf, dumpPanRecord),
  'fry-chutes': stationModel('fry-chutes', potatoEventsOf, fryChuteRecords),
  'entry-chutes': stationModel('entry-chutes', fryerRunsOf, (run, random, index) =>
    entryChuteRecord(random, run, index),
  ),
  'basket-events': stationModel('basket-events', fryerRunsOf, (run, random, index) =>
    basketRecords(random, run, index),
  ),
};

/** The uuids deleted from the chain's histories; dropped with the chain on reset. */
const deletedOf = perSeededChain(() => new Set<string>());

export interface StationHistory {
  /** The records of these restaurants starting in `[from, to)`, deleted ones left out. */
  between(restaurants: readonly RestaurantRecord[], from: number, to: number): StationRecord[];
  /** The record with this uuid if it is one of `restaurants`' and was not deleted. */
  find(restaurants: readonly RestaurantRecord[], uuid: string): StationRecord | undefined;
  /** Gone from every call of the station until the sandbox's reset. */
  remove(uuid: string): void;
  /** The underlying model, to tell which restaurant-days have been made. */
  model: DailyEvents<StationRecord>;
}

/** A station's timer history in the chain (spec 001 §7 "Timer and cycle histories"). */
export function stationHistoryOf(chain: Chain, station: RecordList): StationHistory {
  const model = STATION_MODELS[station](chain);
  const deleted = deletedOf(chain);
  return {
    between: (restaurants, from, to) =>
      model.between(restaurants, from, to).filter((record) => !deleted.has(record.uuid)),
    find(restaurants, uuid) {
      const at = locateRecord(uuid);
      const restaurant = at && restaurants.find((r) => r.number === at.restaurantNumber);
      if (!at || !restaurant || deleted.has(uuid)) return undefined;
      return model
        .between([restaurant], at.startTime, at.startTime + 1)
        .find((record) => record.uuid === uuid);
    },
    remove: (uuid) => void deleted.add(uuid),
    model,
  };
}
