import { fetchAllCameras } from '../../api/cameras/cameras.queries';
import { getRecordLink, listRecords } from '../../api/records/records.endpoints';
import type { FootageRecord } from '../../api/records/records.schema';
import { ApiError, request, type ApiFailure } from '../../api/request';
import {
  isLive,
  recordCovering,
  startAtOf,
  stationCameraOf,
  type FootageStation,
} from '../../lib/footage/station-camera';
import type { MiniPlayerItem } from './mini-player-context';

export interface FootageMoment {
  restaurantUuid: string;
  station: FootageStation;
  /** Epoch ms of the figure. */
  at: number;
  /** Epoch ms now (the page's clock). */
  now: number;
  /** The kitchen's zone, for the footage's times in the player. */
  timeZone?: string;
  /** The player's title for a moment of a camera, e.g. 'Hot holding, 12:40:05 PM'. */
  label: (cameraName: string) => string;
}

/** What a tap on 'Watch footage' leads to. */
export type Footage =
  | { kind: 'open'; item: MiniPlayerItem }
  /**
   * The camera kept nothing of that moment; or (`cameraName` null) the kitchen has no camera for
   * the station, which the caller names in the user's language.
   */
  | { kind: 'none'; cameraName: string | null }
  | { kind: 'failed'; failure: ApiFailure };

/**
 * The footage of a figure: the station's camera in the figure's kitchen, live when
 * the moment is within a minute of now, else its record covering the moment, from that second.
 */
export async function footageAt({
  restaurantUuid,
  station,
  at,
  now,
  timeZone,
  label,
}: FootageMoment): Promise<Footage> {
  // Every camera of the kitchen, past the 100 one page holds: the station's is found by its
  // category, not its name.
  let cameras;
  try {
    cameras = await fetchAllCameras(restaurantUuid);
  } catch (error) {
    if (error instanceof ApiError)
      return {
        kind: 'failed',
        failure: { success: false, code: error.code, message: error.message },
      };
    throw error;
  }
  const camera = stationCameraOf(cameras.content, station);
  if (!camera) return { kind: 'none', cameraName: null };
  const title = label(camera.name);
  if (isLive(at, now)) {
    return {
      kind: 'open',
      item: { kind: 'stream', cameraUuid: camera.uuid, restaurantUuid, label: title },
    };
  }
  const moment = await recordedMoment(camera.uuid, at);
  if (moment.kind === 'none') return { kind: 'none', cameraName: camera.name };
  if (moment.kind === 'failed') return { kind: 'failed', failure: moment.failure };
  return {
    kind: 'open',
    item: {
      kind: 'video',
      ...moment.video,
      label: title,
      footage: { record: moment.record, timeZone },
    },
  };
}

/** What a camera recorded at a moment. */
export type RecordedMoment =
  | { kind: 'open'; video: { src: string; startAt: number }; record: FootageRecord }
  /** It kept no record covering the moment. */
  | { kind: 'none' }
  | { kind: 'failed'; failure: ApiFailure };

/** The camera's record covering `at` (epoch ms), to be played from that second. */
export async function recordedMoment(cameraUuid: string, at: number): Promise<RecordedMoment> {
  const records = await request(listRecords, {
    query: { cameraUuid, startTime: at, endTime: at },
  });
  if (!records.success) return { kind: 'failed', failure: records };
  const record = recordCovering(records.data, at);
  if (!record) return { kind: 'none' };
  const link = await request(getRecordLink, { params: { id: record.id } });
  if (!link.success) return { kind: 'failed', failure: link };
  return {
    kind: 'open',
    video: { src: link.data.url, startAt: startAtOf(record, at) },
    record,
  };
}
