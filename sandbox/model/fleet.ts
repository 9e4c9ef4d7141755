/**
 * The chain's fleet (spec 001 §3 "Device", "Tablet", "Tablet session"): each kitchen's PCs (the
 * vision and production software runs on them) and tablets (the crew's stations), and a pool of
 * devices not assigned to any restaurant yet (shipped, or waiting to be moved). Online periods
 * cover the 90 days before the seed and are worked out when first asked, from a seed per
 * device, and the tablets' sessions and logs when first asked, so a chain of thousands of
 * restaurants costs nothing until its devices are looked at (the sandbox is seeded again before
 * every test, and most tests never look).
 */
import { createRandom, type Random } from './random';
import type { RestaurantRecord } from './restaurants';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** How far back the online history goes. */
const FLEET_HISTORY_DAYS = 90;

/** One stretch a device was online; `onlineEndTime` null while it still is. */
export interface OnlinePeriod {
  onlineStartTime: number;
  onlineEndTime: number | null;
}

/**
 * How a device has behaved over the history, so the fleet has the mix support sees: most are
 * steady, some drop out for minutes now and then, a few went dark days ago and stay dark.
 */
export type DeviceHealth = 'steady' | 'flaky' | 'dark';

interface DeviceBase {
  uuid: string;
  /** Null: not assigned to a restaurant (the pool `GET /devices/restaurant/empty` lists). */
  restaurantUuid: string | null;
  registeredAt: number;
  health: DeviceHealth;
  /** Seeds `onlinePeriodsOf`; data, not a function, so two seeds of one chain compare equal. */
  periodSeed: number;
}

/** A kitchen PC. A PC that registered itself waits for an administrator to confirm it. */
export interface PcRecord extends DeviceBase {
  /** Its host name, as the PC reports it: `kc-1001-vision-01`. */
  identifier: string;
  confirmed: boolean;
}

export interface TabletRecord extends DeviceBase {
  /** The station it serves, as the crew named it: 'Fryer bank'. */
  name: string;
  remoteAccess: boolean;
  model: string;
  build: string;
  /** The last command sent from the console (POST /tablets/command/{id}); absent: none yet. */
  lastCommand?: TabletCommandRecord | null;
}

/** Spec 001 §3 "Tablet command: action, streamName, alternateView, alternateTime". */
export interface TabletCommandRecord {
  action: 'START' | 'STOP' | 'RELOAD';
  streamName: string | null;
  alternateView: boolean;
  alternateTime: number;
  sentTime: number;
  uuid: string;
  /** SENT on the tablet socket; ACKNOWLEDGED once the tablet answered (tablet-links.ts). */
  status: 'SENT' | 'ACKNOWLEDGED';
  acknowledgedTime: number | null;
}

/** The streams of a kitchen's camera zones a tablet can be told to show. */
export const ZONE_STREAMS = [
  'Breading zone',
  'Fryer zone',
  'Hot holding zone',
  'Packing zone',
  'Drive-thru window',
] as const;

/** A crew member's sign-in on a tablet (spec 001 §3 "Tablet session: signedInTime"). */
export interface TabletSessionRecord {
  uuid: string;
  tabletUuid: string;
  /** The crew member, when the tablet reported one. */
  userName: string | null;
  signedInTime: number;
}

export type TabletLogLevel = 'INFO' | 'WARNING' | 'ERROR';

/** What a tablet reported about itself (spec 001 §2 "Tablets: … logs"). */
export interface TabletLogRecord {
  uuid: string;
  tabletUuid: string;
  time: number;
  level: TabletLogLevel;
  message: string;
}

export interface Fleet {
  pcs: PcRecord[];
  tablets: TabletRecord[];
  tabletSessions: TabletSessionRecord[];
  tabletLogs: TabletLogRecord[];
}

/** The PCs of one kitchen, by the job each does. */
const PC_ROLES = ['vision', 'vision', 'production', 'gateway', 'cameras'] as const;
/** The stations a kitchen has a tablet at. */
// Names as a crew labels a tablet, not the console's own words for the stations (a tablet
// named 'Breading' would read, in Spanish, as a text left untranslated).
const TABLET_STATIONS = [
  'Breading table',
  'Fryer bank',
  'Hot-holding cabinet',
  'Packing line',
  'Drive-thru window',
  'Front counter',
  'Manager office',
] as const;
const TABLET_MODELS = [
  'Samsung Galaxy Tab A8',
  'Samsung Galaxy Tab Active4 Pro',
  'Lenovo Tab M10 Plus',
  'Zebra ET40',
] as const;
const TABLET_BUILDS = ['4.12.0 (412)', '4.12.1 (415)', '4.13.0 (420)'] as const;
const CREW_NAMES = [
  'Maria G.',
  'Jamal R.',
  'Priya S.',
  'Tom K.',
  'Ana L.',
  'Devon P.',
  'Keisha M.',
  'Luis F.',
] as const;
const LOG_MESSAGES: ReadonlyArray<readonly [TabletLogLevel, string]> = [
  ['INFO', 'App started'],
  ['INFO', 'Connected to the kitchen PC'],
  ['INFO', 'Queue synchronised'],
  ['WARNING', 'Wi-Fi signal weak'],
  ['WARNING', 'Battery below 15%'],
  ['ERROR', 'Lost connection to the kitchen PC'],
  ['ERROR', 'Camera stream timed out'],
];
/** PCs and tablets shipped but not assigned to a restaurant yet. */
const UNASSIGNED_PCS = 6;
const UNASSIGNED_TABLETS = 8;
/** Of each kitchen's PCs, this many registered lately and wait for confirmation. */
const UNCONFIRMED_CHANCE = 0.06;

function healthOf(random: Random): DeviceHealth {
  return random.weighted([
    ['steady', 80],
    ['flaky', 15],
    ['dark', 5],
  ]);
}

export function generateFleet(
  random: Random,
  restaurants: readonly RestaurantRecord[],
  now: number,
): Fleet {
  const pcs: PcRecord[] = [];
  const tablets: TabletRecord[] = [];
  const registered = () => now - random.int(FLEET_HISTORY_DAYS, 700) * DAY_MS;
  const base = (restaurantUuid: string | null): DeviceBase => ({
    uuid: random.uuid(),
    restaurantUuid,
    registeredAt: registered(),
    health: healthOf(random),
    periodSeed: random.int(1, 2 ** 31 - 1),
  });

  for (const restaurant of restaurants) {
    const counts = new Map<string, number>();
    for (const role of PC_ROLES) {
      const index = (counts.get(role) ?? 0) + 1;
      counts.set(role, index);
      const unconfirmed = random.chance(UNCONFIRMED_CHANCE);
      pcs.push({
        ...base(restaurant.uuid),
        ...(unconfirmed ? { registeredAt: now - random.int(1, 72) * HOUR_MS } : {}),
        identifier: `kc-${restaurant.number}-${role}-${String(index).padStart(2, '0')}`,
        confirmed: !unconfirmed,
      });
    }
    for (const station of TABLET_STATIONS) {
      tablets.push({
        ...base(restaurant.uuid),
        name: station,
        remoteAccess: random.chance(0.3),
        model: random.pick(TABLET_MODELS),
        build: random.weighted([
          [TABLET_BUILDS[0], 2],
          [TABLET_BUILDS[1], 3],
          [TABLET_BUILDS[2], 5],
        ]),
      });
    }
  }
  for (let index = 1; index <= UNASSIGNED_PCS; index++) {
    const confirmed = index > 3;
    pcs.push({
      ...base(null),
      ...(confirmed ? {} : { registeredAt: now - random.int(1, 48) * HOUR_MS }),
      identifier: `kc-spare-${String(index).padStart(2, '0')}`,
      confirmed,
    });
  }
  for (let index = 1; index <= UNASSIGNED_TABLETS; index++) {
    tablets.push({
      ...base(null),
      name: `Spare tablet ${index}`,
      remoteAccess: false,
      model: random.pick(TABLET_MODELS),
      build: TABLET_BUILDS[2],
    });
  }

  // The tablets as seeded: a tablet moved to the pool before the histories are first asked for
  // keeps the one it was seeded with, and the stream draws every tablet's in the same order.
  const seeded = tablets.map(({ uuid, restaurantUuid }) => ({ uuid, restaurantUuid }));
  let history: Pick<Fleet, 'tabletSessions' | 'tabletLogs'> | undefined;
  const histories = () => {
    history ??= {
      tabletSessions: seeded.flatMap((tablet) => sessionsOf(random, tablet, now)),
      tabletLogs: seeded.flatMap((tablet) => logsOf(random, tablet, now)),
    };
    return history;
  };
  return {
    pcs,
    tablets,
    get tabletSessions() {
      return histories().tabletSessions;
    },
    set tabletSessions(sessions) {
      histories().tabletSessions = sessions;
    },
    get tabletLogs() {
      return histories().tabletLogs;
    },
    set tabletLogs(logs) {
      histories().tabletLogs = logs;
    },
  };
}

type SeededTablet = Pick<TabletRecord, 'uuid' | 'restaurantUuid'>;

function sessionsOf(random: Random, tablet: SeededTablet, now: number): TabletSessionRecord[] {
  if (!tablet.restaurantUuid) return [];
  return Array.from({ length: random.int(2, 8) }, () => ({
    uuid: random.uuid(),
    tabletUuid: tablet.uuid,
    userName: random.chance(0.85) ? random.pick(CREW_NAMES) : null,
    signedInTime: now - random.int(10, 14 * 24 * 60) * MINUTE_MS,
  })).sort((a, b) => b.signedInTime - a.signedInTime);
}

function logsOf(random: Random, tablet: SeededTablet, now: number): TabletLogRecord[] {
  if (!tablet.restaurantUuid) return [];
  return Array.from({ length: random.int(3, 12) }, () => {
    const [level, message] = random.pick(LOG_MESSAGES);
    return {
      uuid: random.uuid(),
      tabletUuid: tablet.uuid,
      time: now - random.int(5, 7 * 24 * 60) * MINUTE_MS,
      level,
      message,
    };
  }).sort((a, b) => b.time - a.time);
}

const periodCache = new WeakMap<DeviceBase, OnlinePeriod[]>();

/**
 * The device's online periods from the start of its history (or its registration) to `seededAt`,
 * oldest first; the last one is open (`onlineEndTime` null) when the device is online now.
 * Steady devices drop out for a few minutes every few days (a reboot, an update); flaky ones
 * several times a day for up to an hour; dark ones were steady until 2–20 days ago.
 */
function onlinePeriodsOf(device: DeviceBase, seededAt: number): OnlinePeriod[] {
  const cached = periodCache.get(device);
  if (cached) return cached;
  const random = createRandom(device.periodSeed);
  const start = Math.max(device.registeredAt, seededAt - FLEET_HISTORY_DAYS * DAY_MS);
  const darkSince =
    device.health === 'dark' ? seededAt - random.int(2 * 24, 20 * 24) * HOUR_MS : Infinity;
  const periods: OnlinePeriod[] = [];
  let at = start;
  while (at < seededAt) {
    const up =
      device.health === 'flaky'
        ? random.int(1 * 60, 10 * 60) * MINUTE_MS
        : random.int(1 * 24 * 60, 6 * 24 * 60) * MINUTE_MS;
    const end = Math.min(at + up, darkSince);
    if (end >= seededAt) {
      periods.push({ onlineStartTime: at, onlineEndTime: null });
      break;
    }
    if (end > at) periods.push({ onlineStartTime: at, onlineEndTime: end });
    if (end >= darkSince) break;
    const down =
      device.health === 'flaky' ? random.int(2, 60) * MINUTE_MS : random.int(1, 15) * MINUTE_MS;
    at = end + down;
  }
  periodCache.set(device, periods);
  return periods;
}

/** Whether the device is online at `seededAt` (its last period is open). */
export function isOnline(device: DeviceBase, seededAt: number): boolean {
  const periods = onlinePeriodsOf(device, seededAt);
  return periods.at(-1)?.onlineEndTime === null;
}

/**
 * The status a device list shows (spec 001 §3 "Device: … status"): a PC nobody has confirmed is
 * NOT_CONFIRMED whatever its connection; otherwise ONLINE or OFFLINE.
 */
export type DeviceStatus = 'ONLINE' | 'OFFLINE' | 'NOT_CONFIRMED';

export function deviceStatus(device: PcRecord | TabletRecord, seededAt: number): DeviceStatus {
  if ('confirmed' in device && !device.confirmed) return 'NOT_CONFIRMED';
  return isOnline(device, seededAt) ? 'ONLINE' : 'OFFLINE';
}

/**
 * The online periods within [from, to], clipped to it (spec 001 §4 "Device availability
 * timeline: online periods are clipped to the range"); an open period lasts until `now`.
 */
export function periodsWithin(
  device: DeviceBase,
  seededAt: number,
  now: number,
  from: number,
  to: number,
): Array<{ onlineStartTime: number; onlineEndTime: number }> {
  return onlinePeriodsOf(device, seededAt).flatMap((period) => {
    const start = Math.max(period.onlineStartTime, from);
    const end = Math.min(period.onlineEndTime ?? now, to);
    return end > start ? [{ onlineStartTime: start, onlineEndTime: end }] : [];
  });
}

interface OwnDevices {
  pcs: PcRecord[];
  tablets: TabletRecord[];
}

interface FleetIndex {
  pcs: readonly PcRecord[];
  tablets: readonly TabletRecord[];
  byRestaurant: Map<string, OwnDevices>;
}

const fleetIndexes = new WeakMap<Fleet, FleetIndex>();

/**
 * The fleet's devices by restaurant, worked out once: a large chain's list asks one
 * restaurant's card per row (GET /restaurants/{uuid}), and a pass over 2,000 kitchens' 24,000
 * devices for each was most of that call. Made again when a device is deleted (its array is
 * replaced) or moved (`placeDevices`).
 */
export function devicesByRestaurant(fleet: Fleet): ReadonlyMap<string, Readonly<OwnDevices>> {
  const known = fleetIndexes.get(fleet);
  if (known && known.pcs === fleet.pcs && known.tablets === fleet.tablets)
    return known.byRestaurant;
  const byRestaurant = new Map<string, OwnDevices>();
  const ownOf = (restaurantUuid: string) => {
    let own = byRestaurant.get(restaurantUuid);
    if (!own) byRestaurant.set(restaurantUuid, (own = { pcs: [], tablets: [] }));
    return own;
  };
  for (const pc of fleet.pcs) if (pc.restaurantUuid) ownOf(pc.restaurantUuid).pcs.push(pc);
  for (const tablet of fleet.tablets)
    if (tablet.restaurantUuid) ownOf(tablet.restaurantUuid).tablets.push(tablet);
  fleetIndexes.set(fleet, { pcs: fleet.pcs, tablets: fleet.tablets, byRestaurant });
  return byRestaurant;
}

/** Sends `devices` to `restaurantUuid` (null: the pool). */
export function placeDevices(
  fleet: Fleet,
  devices: ReadonlyArray<PcRecord | TabletRecord>,
  restaurantUuid: string | null,
): void {
  for (const device of devices) device.restaurantUuid = restaurantUuid;
  fleetIndexes.delete(fleet);
}

/** A restaurant's devices, for its card (spec 001 §3 "Restaurant card: … devices, tablets"). */
export function fleetOf(fleet: Fleet, restaurantUuid: string): OwnDevices {
  const own = devicesByRestaurant(fleet).get(restaurantUuid);
  return { pcs: [...(own?.pcs ?? [])], tablets: [...(own?.tablets ?? [])] };
}
