import type { Chain } from '../seed';
import type { CameraRecord, Station } from './cameras';
import { randomStream, type Random } from './random';
import { chainSeed } from './support-requests';
import { perChain } from './per-chain';

const HOUR_MS = 3_600_000;
/** How far back a stream's activity goes. */
export const ACTIVITY_HISTORY_HOURS = 72;
/** The kitchen is open 06:00–23:00 local; the cameras see nothing worth noting at night. */
export const OPEN_HOUR = 6;
export const CLOSE_HOUR = 23;

/** What the cameras saw (spec 001 §3 "Stream activity event"), before its wire shape. */
export interface ActivityRecord {
  uuid: string;
  cameraUuid: string;
  streamId: number;
  eventName: string;
  description: string;
  location: Station;
  eventTime: number;
}

type Describe = (random: Random) => string;
const EVENTS: Record<Station, ReadonlyArray<readonly [string, Describe]>> = {
  'Fryer station': [
    ['Basket dropped', (r) => `Basket dropped in vat ${r.int(1, 4)}`],
    ['Basket lifted', (r) => `Basket lifted from vat ${r.int(1, 4)}`],
    ['Oil topped up', (r) => `Oil topped up in vat ${r.int(1, 4)}`],
  ],
  'Hot holding': [
    ['Pan placed', (r) => `Pan placed in slot ${r.pick(['A', 'B'])}${r.int(1, 4)}`],
    ['Pan removed', (r) => `Pan removed from slot ${r.pick(['A', 'B'])}${r.int(1, 4)}`],
  ],
  Breading: [
    ['Batch breaded', (r) => `Batch of ${r.int(8, 24)} breaded`],
    ['Person at station', () => 'Crew member at the breading table'],
  ],
  'Drive-thru window': [
    ['Order handed out', (r) => `Order ${r.int(100, 999)} handed out`],
    ['Car at window', () => 'Car waiting at the window'],
  ],
  'Front counter': [
    ['Order handed out', (r) => `Order ${r.int(100, 999)} handed out`],
    ['Customer waiting', () => 'Customer waiting at the counter'],
  ],
  'Dump pan': [
    ['Fries dumped', () => 'Fries dumped in the pan'],
    ['Fries bagged', (r) => `${r.int(2, 6)} portions bagged`],
  ],
  'Prep line': [
    ['Person at station', () => 'Crew member at the prep line'],
    ['Tray moved', () => 'Tray moved to the line'],
  ],
  'Walk-in door': [
    ['Door opened', () => 'Walk-in door opened'],
    ['Door closed', () => 'Walk-in door closed'],
  ],
};

/** Every event name a station's camera reports, A–Z. */
export function eventNamesOf(station: Station): string[] {
  return [...new Set(EVENTS[station].map(([name]) => name))].sort();
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();
/** The kitchen's wall-clock hour (0–23) at `time`. */
export function localHour(time: number, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(time));
}

export interface ActivityStore {
  /**
   * The cameras' activity in `[from, to]` (clipped to the last 72 hours before `now`), newest
   * first. Each hour of each camera is made once, from its own random stream, so the answer is
   * the same whenever it is asked and grows as the clock moves.
   */
  of(
    cameras: readonly CameraRecord[],
    timeZone: string,
    now: number,
    from?: number,
    to?: number,
  ): ActivityRecord[];
  /** An event already answered by `of`. */
  find(uuid: string): ActivityRecord | undefined;
}

function createActivityStore(chain: Chain): ActivityStore {
  const seed = chainSeed(chain);
  const hours = new Map<string, ActivityRecord[]>();
  const byUuid = new Map<string, ActivityRecord>();

  function hourOf(camera: CameraRecord, hour: number, timeZone: string): ActivityRecord[] {
    const key = `${camera.uuid}/${hour}`;
    let events = hours.get(key);
    if (!events) {
      events = [];
      const local = localHour(hour * HOUR_MS, timeZone);
      if (local >= OPEN_HOUR && local < CLOSE_HOUR) {
        const random = randomStream(seed, `stream-activity/${key}`);
        const seconds = Array.from({ length: random.int(1, 5) }, () => random.int(0, 3599)).sort(
          (a, b) => a - b,
        );
        for (const second of seconds) {
          const [eventName, describe] = random.pick(EVENTS[camera.station]);
          const event = {
            uuid: random.uuid(),
            cameraUuid: camera.uuid,
            streamId: camera.streamId,
            eventName,
            description: describe(random),
            location: camera.station,
            eventTime: hour * HOUR_MS + second * 1000,
          };
          events.push(event);
          byUuid.set(event.uuid, event);
        }
      }
      hours.set(key, events);
    }
    return events;
  }

  return {
    of(cameras, timeZone, now, from = -Infinity, to = Infinity) {
      const start = Math.max(from, now - ACTIVITY_HISTORY_HOURS * HOUR_MS);
      const end = Math.min(to, now);
      if (end < start) return [];
      const found: ActivityRecord[] = [];
      for (let hour = Math.floor(start / HOUR_MS); hour <= Math.floor(end / HOUR_MS); hour++) {
        for (const camera of cameras) {
          for (const event of hourOf(camera, hour, timeZone)) {
            if (event.eventTime >= start && event.eventTime <= end) found.push(event);
          }
        }
      }
      return found.sort((a, b) => b.eventTime - a.eventTime || (a.uuid < b.uuid ? -1 : 1));
    },
    find: (uuid) => byUuid.get(uuid),
  };
}

export const activityOf = perChain((chain) => createActivityStore(chain));
