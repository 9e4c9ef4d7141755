import type { Chain } from '../seed';
import type { CameraRecord } from './cameras';
import { ACTIVITY_HISTORY_HOURS, CLOSE_HOUR, localHour, OPEN_HOUR } from './stream-activity';

const HOUR_MS = 3_600_000;
/** How far back a camera keeps its footage: as far as its activity goes. */
const RECORD_HISTORY_HOURS = ACTIVITY_HISTORY_HOURS;

/**
 * An hour of a camera's continuous footage (spec 001 §7 "GET /records/list"). Records are not
 * stored: an hour of a camera in opening hours is one, named `rec-{streamId}-{hour}` (hours since
 * the epoch), so the list is the same whenever asked and grows as the clock moves.
 */
export interface FootageRecordRecord {
  id: string;
  camera: CameraRecord;
  startTime: number;
  /** The hour's end, or now while it is being recorded. */
  endTime: number;
}

const ID_PATTERN = /^rec-(\d{1,9})-(\d{1,9})$/;

/** True for a record's id (and not a recording's uuid): the HLS route serves both. */
export function isRecordId(id: string): boolean {
  return ID_PATTERN.test(id);
}

export interface RecordStore {
  /**
   * The cameras' records meeting `[from, to]` within the last 72 hours before `now`, in opening
   * hours (06–23 local, when the cameras note activity too), oldest first, camera by camera.
   */
  of(
    cameras: readonly CameraRecord[],
    timeZone: string,
    now: number,
    from?: number,
    to?: number,
  ): FootageRecordRecord[];
  /** The record `id` of one of `camerasByStream`'s cameras, if it exists at `now`. */
  find(
    id: string,
    cameraOfStream: (streamId: number) => CameraRecord | undefined,
    timeZone: (camera: CameraRecord) => string,
    now: number,
  ): FootageRecordRecord | undefined;
  remove(id: string): void;
  /**
   * Every record of the camera streaming `streamId` that started before `before` is gone for
   * good (its recordings cleared: DELETE /cameras/{id}/recordings); the camera records on.
   */
  clearCamera(streamId: number, before: number): void;
}

function createRecordStore(): RecordStore {
  const deleted = new Set<string>();
  /** Per stream: records starting before this were cleared with the camera's recordings. */
  const clearedBefore = new Map<number, number>();

  function recordAt(
    camera: CameraRecord,
    hour: number,
    timeZone: string,
    now: number,
  ): FootageRecordRecord | undefined {
    const startTime = hour * HOUR_MS;
    const id = `rec-${camera.streamId}-${hour}`;
    if (deleted.has(id) || startTime >= now) return undefined;
    if (startTime < (clearedBefore.get(camera.streamId) ?? -Infinity)) return undefined;
    // Kept while any of it is within the last 72 hours.
    if (startTime + HOUR_MS <= now - RECORD_HISTORY_HOURS * HOUR_MS) return undefined;
    const local = localHour(startTime, timeZone);
    if (local < OPEN_HOUR || local >= CLOSE_HOUR) return undefined;
    return { id, camera, startTime, endTime: Math.min(startTime + HOUR_MS, now) };
  }

  return {
    of(cameras, timeZone, now, from = -Infinity, to = Infinity) {
      const first = Math.max(
        Math.floor(from / HOUR_MS),
        Math.floor(now / HOUR_MS) - RECORD_HISTORY_HOURS,
      );
      const last = Math.min(Math.floor(to / HOUR_MS), Math.floor(now / HOUR_MS));
      const found: FootageRecordRecord[] = [];
      for (const camera of cameras) {
        for (let hour = first; hour <= last; hour++) {
          const record = recordAt(camera, hour, timeZone, now);
          if (record && record.startTime <= to && record.endTime >= from) found.push(record);
        }
      }
      return found;
    },
    find(id, cameraOfStream, timeZone, now) {
      const match = ID_PATTERN.exec(id);
      const camera = match ? cameraOfStream(Number(match[1])) : undefined;
      if (!match || !camera) return undefined;
      return recordAt(camera, Number(match[2]), timeZone(camera), now);
    },
    remove: (id) => deleted.add(id),
    clearCamera(streamId, before) {
      clearedBefore.set(streamId, Math.max(before, clearedBefore.get(streamId) ?? -Infinity));
    },
  };
}

const stores = new WeakMap<Chain, RecordStore>();

export function recordsOf(chain: Chain): RecordStore {
  let store = stores.get(chain);
  if (!store) {
    store = createRecordStore();
    stores.set(chain, store);
  }
  return store;
}
