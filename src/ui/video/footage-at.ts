import { listCameras } from '../../api/cameras/cameras.endpoints';
import { getRecordLink, listRecords } from '../../api/records/records.endpoints';
import { request } from '../../api/request';
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
 * The footage of a figure (issue 16): the station's camera in the figure's kitchen, live when
 * the moment is within a minute of now, else its record covering the moment, from that second.
 */
export async function footageAt({
  restaurantUuid,
  station,
  at,
  now,
  label,
}: FootageMoment): Promise<Footage> {
  const cameraName = stationCamera(station);
  const cameras = await request(listCameras, {
    query: { restaurantUuid, search: cameraName, limit: 100 },
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
  const records = await request(listRecords, {
    query: { cameraUuid: camera.uuid, startTime: at, endTime: at },
  });
  if (!records.success) return { kind: 'failed', message: records.message };
  const record = recordCovering(records.data, at);
  if (!record) return { kind: 'none', cameraName: camera.name };
  const link = await request(getRecordLink, { params: { id: record.id } });
  if (!link.success) return { kind: 'failed', message: link.message };
  return {
    kind: 'open',
    item: { kind: 'video', src: link.data.url, startAt: startAtOf(record, at), label: title },
  };
}
