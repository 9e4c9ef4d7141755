import { listCameras } from '../../api/cameras/cameras.endpoints';
import { getRecordLink, listRecords } from '../../api/records/records.endpoints';
import type { FootageRecord } from '../../api/records/records.schema';
import { request, type ApiFailure } from '../../api/request';
import {
  cameraNamed,
  isLive,
  recordCovering,
  startAtOf,
  stationCamera,
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
  /** The kitchen has no such camera, or it kept nothing of that moment. */
  | { kind: 'none'; cameraName: string }
  | { kind: 'failed'; message: string };

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
  const cameraName = stationCamera(station);
  const cameras = await request(listCameras, {
    params: { restaurantId: restaurantUuid },
    query: { search: cameraName, limit: 100 },
  });
  if (!cameras.success) return { kind: 'failed', message: cameras.message };
  const camera = cameraNamed(cameras.data.content, cameraName);
  if (!camera) return { kind: 'none', cameraName };
  const title = label(camera.name);
  if (isLive(at, now)) {
    return {
      kind: 'open',
      item: { kind: 'stream', cameraUuid: camera.uuid, restaurantUuid, label: title },
    };
  }
  const moment = await recordedMoment(camera.uuid, at);
  if (moment.kind === 'none') return { kind: 'none', cameraName: camera.name };
  if (moment.kind === 'failed') return { kind: 'failed', message: moment.failure.message };
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
