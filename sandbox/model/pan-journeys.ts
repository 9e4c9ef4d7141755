import type { ChickenProduct, DayPart } from '../../src/api/analytics/analytics.constants';
import type { ContainerName } from '../../src/api/analytics/events-analytics.constants';
import { derivedDailyEvents } from './derived-events';
import { kitchenEventsOf, type PanCycle } from './kitchen-events';
import type { Random } from './random';

const MINUTE_MS = 60_000;

/**
 * Where one pan of the kitchen's events went (sandbox/model/kitchen-events.ts): whether it was
 * cooked for a catering order, the container it was held in, and its conveyor trips. The pan
 * leaves the fryer onto the inbound conveyor (`inboundTime` = `cookedAt`), is placed in
 * holding, removed once emptied (`cookedAt` + its hold time) and carried out on the outbound
 * conveyor.
 */
export interface PanJourney {
  cycle: PanCycle;
  catering: boolean;
  containerName: ContainerName;
  inboundTime: number;
  placedTime: number;
  removedTime: number;
  outboundTime: number;
}

/** Containers each product is held in, with their weight; catering pans use catering ones. */
const CONTAINERS: Record<ChickenProduct, ReadonlyArray<readonly [ContainerName, number]>> = {
  'Breakfast Filets': [
    ['Half pan', 0.6],
    ['Third pan', 0.4],
  ],
  'Spicy Brkfst Filets': [
    ['Half pan', 0.3],
    ['Third pan', 0.7],
  ],
  'CFA Filets': [
    ['Full pan', 0.3],
    ['Half pan', 0.7],
  ],
  'Spicy Filets': [
    ['Half pan', 0.55],
    ['Third pan', 0.45],
  ],
  Strips: [
    ['Full pan', 0.5],
    ['Half pan', 0.5],
  ],
  'Spicy Strips': [
    ['Half pan', 0.6],
    ['Third pan', 0.4],
  ],
  Nuggets: [
    ['Full pan', 0.3],
    ['Nugget bin', 0.7],
  ],
};
const CATERING_CONTAINERS: ReadonlyArray<readonly [ContainerName, number]> = [
  ['Catering tray', 0.75],
  ['Full pan', 0.25],
];

/** A product's holding containers; one the sandbox has no model of is held as the strips. */
function containersOf(material: string): ReadonlyArray<readonly [ContainerName, number]> {
  return Object.hasOwn(CONTAINERS, material)
    ? CONTAINERS[material as ChickenProduct]
    : CONTAINERS.Strips;
}

/** Catering orders are mostly picked up for lunch. */
const CATERING_CHANCE: Record<DayPart, number> = { BREAKFAST: 0.05, LUNCH: 0.14, DINNER: 0.07 };

function journey(random: Random, cycle: PanCycle): PanJourney {
  const catering = random.chance(CATERING_CHANCE[cycle.dayPart]);
  const containerName = random.weighted(
    catering ? CATERING_CONTAINERS : containersOf(cycle.material),
  );
  // The inbound trip is short and the hold at least 8 min, so placed < removed always.
  const placedTime = cycle.cookedAt + Math.round((0.4 + random.next() * 1.1) * MINUTE_MS);
  const removedTime = cycle.cookedAt + Math.round(cycle.holdMinutes * MINUTE_MS);
  const outboundTime = removedTime + Math.round((0.3 + random.next() * 1.2) * MINUTE_MS);
  return {
    cycle,
    catering,
    containerName,
    inboundTime: cycle.cookedAt,
    placedTime,
    removedTime,
    outboundTime,
  };
}

/** The journeys of the kitchen's pans, one per pan, made lazily per restaurant and local day. */
export const panJourneysOf = derivedDailyEvents<PanCycle, PanJourney>({
  name: 'pan-journeys',
  source: kitchenEventsOf,
  derive: (random, cycles) => cycles.map((cycle) => journey(random, cycle)),
  timeOf: (journey) => journey.cycle.cookedAt,
});
