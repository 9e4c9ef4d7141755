import type { Recording, RecordingStatus } from '../../src/api/recordings/recordings.schema';
import type { Chain } from '../seed';
import { camerasOf, type CameraRecord } from './cameras';
import { randomStream } from './random';
import type { RestaurantRecord } from './restaurants';
import { chainSeed } from './support-requests';
import { perChain } from './per-chain';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;
/** A restaurant's recordings are numbered from its place in the chain, so seeding order does not matter. */
const IDS_PER_RESTAURANT = 10_000;

/**
 * A recording as the sandbox keeps it. Its status is not stored: the provider's clock against
 * `startTime` and `stoppedAt ?? endTime` says it (spec 001 §4 "Recording lifecycle").
 */
export interface RecordingRecord {
  uuid: string;
  recordingId: number;
  restaurantUuid: string;
  cameraUuid: string;
  cameraName: string;
  name: string;
  startTime: number;
  /** When it is set to stop; null: until stopped. */
  endTime: number | null;
  /** When POST …/stop stopped it. */
  stoppedAt: number | null;
  createdDate: number;
  codec: string;
  width: number;
  height: number;
}

export function recordingStatus(recording: RecordingRecord, now: number): RecordingStatus {
  if (now < recording.startTime) return 'SCHEDULED';
  const end = recording.stoppedAt ?? recording.endTime;
  return end !== null && now >= end ? 'FINISHED' : 'RECORDING';
}

/** When it stopped or will stop; null while it runs until stopped. */
export function recordingEnd(recording: RecordingRecord): number | null {
  return recording.stoppedAt ?? recording.endTime;
}

/** The wire shape (spec 001 §3 "Recording"). */
export function toRecordingDto(recording: RecordingRecord, now: number): Recording {
  const status = recordingStatus(recording, now);
  return {
    uuid: recording.uuid,
    recordingId: recording.recordingId,
    restaurantUuid: recording.restaurantUuid,
    cameraUuid: recording.cameraUuid,
    cameraName: recording.cameraName,
    name: recording.name,
    status,
    startTime: recording.startTime,
    endTime: recordingEnd(recording),
    createdDate: recording.createdDate,
    metadata: JSON.stringify({
      cameraName: recording.cameraName,
      codec: recording.codec,
      resolution: `${recording.width}x${recording.height}`,
    }),
    preview: status === 'SCHEDULED' ? null : `/recordings/${recording.uuid}/preview`,
    // Under the camera and stream proxy, as every HLS path (spec 001 §7 lines 157 and 174).
    hlsUrl:
      status === 'FINISHED'
        ? `/restaurants/${recording.restaurantUuid}/hls/${recording.uuid}/index.m3u8`
        : null,
    // Where this provider serves the file (the console downloads from the URL given).
    downloadUrl: status === 'FINISHED' ? `/recordings/${recording.uuid}/download` : null,
  };
}

export interface RecordingStore {
  of(restaurant: RestaurantRecord): RecordingRecord[];
  find(uuid: string): RecordingRecord | undefined;
  /** The recording the recorder numbers `recordingId` (spec 001 §3 "recordingId"). */
  byRecordingId(recordingId: number): RecordingRecord | undefined;
  add(fields: Omit<RecordingRecord, 'uuid' | 'recordingId'>): RecordingRecord;
  remove(uuid: string): void;
}

const NAMES = ['Lunch rush', 'Dinner rush', 'Morning prep', 'Training clip', 'Closing check'];

function seedRecordings(
  chain: Chain,
  restaurant: RestaurantRecord,
  cameras: readonly CameraRecord[],
): RecordingRecord[] {
  const random = randomStream(chainSeed(chain), `recordings/${restaurant.uuid}`);
  const now = chain.seededAt;
  const base = chain.restaurants.indexOf(restaurant) * IDS_PER_RESTAURANT;
  const records: RecordingRecord[] = [];
  const add = (camera: CameraRecord, fields: Partial<RecordingRecord> & { startTime: number }) => {
    const profile = camera.profiles[0]!;
    records.push({
      uuid: random.uuid(),
      recordingId: base + records.length + 1,
      restaurantUuid: restaurant.uuid,
      cameraUuid: camera.uuid,
      cameraName: camera.name,
      name: `${random.pick(NAMES)} – ${camera.name}`,
      endTime: null,
      stoppedAt: null,
      createdDate: fields.startTime,
      codec: profile.codec,
      width: profile.width,
      height: profile.height,
      ...fields,
    });
  };
  cameras.forEach((camera, index) => {
    // The past week: a few finished clips a camera, 2–20 minutes each.
    for (let clip = random.int(2, 4); clip > 0; clip--) {
      const startTime = now - random.int(1, 7 * 24) * HOUR_MS - random.int(0, 59) * MINUTE_MS;
      const endTime = startTime + random.int(2, 20) * MINUTE_MS;
      add(camera, { startTime, endTime });
    }
    // The fryer camera records now; the holding camera has one scheduled for tomorrow's lunch.
    if (index === 0)
      add(camera, { startTime: now - 10 * MINUTE_MS, endTime: now + 50 * MINUTE_MS });
    if (index === 1)
      add(camera, {
        startTime: now + DAY_MS,
        endTime: now + DAY_MS + 30 * MINUTE_MS,
        createdDate: now - HOUR_MS,
      });
  });
  return records;
}

function createRecordingStore(chain: Chain): RecordingStore {
  const byRestaurant = new Map<string, RecordingRecord[]>();
  const nextId = new Map<string, number>();
  let everySeeded = false;

  function of(restaurant: RestaurantRecord): RecordingRecord[] {
    let list = byRestaurant.get(restaurant.uuid);
    if (!list) {
      list = seedRecordings(chain, restaurant, camerasOf(chain).of(restaurant));
      byRestaurant.set(restaurant.uuid, list);
      nextId.set(restaurant.uuid, list.length + 1);
    }
    return list;
  }

  const lookup = (uuid: string) =>
    [...byRestaurant.values()].flat().find((recording) => recording.uuid === uuid);

  let created = 0;
  return {
    of,
    find(uuid) {
      const found = lookup(uuid);
      if (found || everySeeded) return found;
      chain.restaurants.forEach(of);
      everySeeded = true;
      return lookup(uuid);
    },
    byRecordingId(recordingId) {
      // Numbered from its restaurant's place in the chain (IDS_PER_RESTAURANT).
      const restaurant = chain.restaurants[Math.floor(recordingId / IDS_PER_RESTAURANT)];
      return restaurant && of(restaurant).find((each) => each.recordingId === recordingId);
    },
    add(fields) {
      const restaurant = chain.restaurants.find((r) => r.uuid === fields.restaurantUuid);
      if (!restaurant) throw new Error(`No restaurant ${fields.restaurantUuid}`);
      const list = of(restaurant);
      const number = nextId.get(restaurant.uuid)!;
      nextId.set(restaurant.uuid, number + 1);
      const recording = {
        ...fields,
        uuid: `recording-${String(++created).padStart(6, '0')}`,
        recordingId: chain.restaurants.indexOf(restaurant) * IDS_PER_RESTAURANT + number,
      };
      list.push(recording);
      return recording;
    },
    remove(uuid) {
      for (const [key, list] of byRestaurant)
        byRestaurant.set(
          key,
          list.filter((recording) => recording.uuid !== uuid),
        );
    },
  };
}

export const recordingsOf = perChain((chain) => createRecordingStore(chain));
