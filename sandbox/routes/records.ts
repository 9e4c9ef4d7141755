import {
  deleteRecord,
  downloadRecord,
  getRecordLink,
  listRecords,
} from '../../src/api/records/records.endpoints';
import type { FootageRecord } from '../../src/api/records/records.schema';
import type { SandboxApi, SandboxContext } from '../context';
import { fileResponse, paceFromEnv } from '../file-response';
import { camerasOf, type CameraRecord } from '../model/cameras';
import { recordingsOf, recordingStatus, type RecordingRecord } from '../model/recordings';
import { recordsOf, type FootageRecordRecord } from '../model/records';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant } from '../model/visibility';
import { fail, serve, serveBinary } from '../route';
import { kitchenClock } from '../unusual-frames';
import {
  HLS_PLAYLIST,
  hlsFileResponse,
  hlsRecording,
  hlsRecordingMp4,
  type HlsRecording,
} from '../video/hls-recording';
import { repeatedPlaylist } from '../video/hls-repeat';
import { ownCamera, restaurantOf } from './camera-scope';
import { recordingFileResponse } from './recording-file';
import { ownRestaurant } from './fryers';

/** Each camera's footage is one clip of it, listed again and again (video/hls-repeat.ts). */
const CLIP_SECONDS = 6;

/** The record `id` of one of the user's kitchens; 404 otherwise (or once deleted). */
function ownRecord(user: UserRecord, sandbox: SandboxContext, id: string): FootageRecordRecord {
  const store = camerasOf(sandbox.chain);
  const record = recordsOf(sandbox.chain).find(
    id,
    (streamId) => store.byStream(streamId),
    (camera) => restaurantOf(sandbox, camera).timezone,
    sandbox.now(),
  );
  if (!record || !canSeeRestaurant(user, record.camera.restaurantUuid))
    fail(404, 'Record not found');
  return record;
}

/**
 * The user's recording `id` names by its recorder number (a record's id is `rec-…`); undefined
 * for any other id, and 404 for another kitchen's recording.
 */
function recordingNumbered(
  user: UserRecord,
  sandbox: SandboxContext,
  id: string,
): RecordingRecord | undefined {
  if (!/^\d{1,12}$/.test(id)) return undefined;
  const recording = recordingsOf(sandbox.chain).byRecordingId(Number(id));
  if (!recording || !canSeeRestaurant(user, recording.restaurantUuid))
    fail(404, 'Record not found');
  return recording;
}

function toRecordDto(record: FootageRecordRecord): FootageRecord {
  return {
    id: record.id,
    cameraUuid: record.camera.uuid,
    cameraName: record.camera.name,
    restaurantUuid: record.camera.restaurantUuid,
    startTime: record.startTime,
    endTime: record.endTime,
  };
}

/** The camera's clip, made by ffmpeg on first use; 503 with the reason when it cannot be. */
async function cameraClip(camera: CameraRecord): Promise<HlsRecording> {
  try {
    return await hlsRecording({
      id: `camera-${camera.uuid}`,
      name: camera.name,
      seconds: CLIP_SECONDS,
    });
  } catch (error) {
    fail(503, (error as Error).message);
  }
}

/**
 * A file of the record's HLS (GET /restaurants/{restaurantId}/hls/{id}/{file}, with the
 * recordings'): the playlist lasts as long as the record, so a player seeks to any second of the
 * hour; its segments are the camera's clip's. 404 for a record that is not `restaurantUuid`'s or
 * a file the clip does not have.
 */
export async function recordHlsFile(
  user: UserRecord,
  sandbox: SandboxContext,
  id: string,
  file: string,
  restaurantUuid: string,
): Promise<Response> {
  const record = ownRecord(user, sandbox, id);
  if (record.camera.restaurantUuid !== restaurantUuid) fail(404, 'Record not found');
  const clip = await cameraClip(record.camera);
  if (file !== HLS_PLAYLIST) return hlsFileResponse(clip, file);
  const bytes = new TextEncoder().encode(
    await repeatedPlaylist(clip, (record.endTime - record.startTime) / 1000),
  );
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/vnd.apple.mpegurl',
      'Content-Length': String(bytes.byteLength),
      // The hour still being recorded grows: only a whole hour is kept by the browser.
      'Cache-Control': 'private, no-cache',
    },
  });
}

/** The camera and the kitchen's local start as a file name: 'Hot holding 2026-11-22 12-00.mp4'. */
function downloadName(record: FootageRecordRecord, timeZone: string): string {
  const camera = record.camera.name.replace(/[^\p{L}\p{N} _-]+/gu, ' ').trim() || 'camera';
  const start = kitchenClock(record.startTime, timeZone).slice(0, 16).replace(':', '-');
  return `${camera} ${start}.mp4`;
}

/**
 * Spec 001 §7 "Recordings": GET /records/list, link, download; DELETE /records/{id}. The link and
 * the download also take a recording's `recordingId`, the one way the spec's recording fields
 * name its playlist and file.
 */
export function registerRecordRoutes(api: SandboxApi): void {
  serve(api, listRecords, ({ query, user, sandbox }) => {
    const camera = query.cameraUuid ? ownCamera(user, sandbox, query.cameraUuid) : undefined;
    if (camera && query.restaurantUuid && camera.restaurantUuid !== query.restaurantUuid)
      fail(404, 'Camera not found');
    const restaurant = camera
      ? restaurantOf(sandbox, camera)
      : ownRestaurant(user, sandbox, query.restaurantUuid!);
    const cameras = camera ? [camera] : camerasOf(sandbox.chain).of(restaurant);
    return recordsOf(sandbox.chain)
      .of(cameras, restaurant.timezone, sandbox.now(), query.startTime, query.endTime)
      .map(toRecordDto);
  });

  // The playlist is under the camera and stream proxy (spec 001 §7 lines 157 and 174).
  serve(api, getRecordLink, ({ params, user, sandbox }) => {
    // A recording's own number (spec 001 §3 "recordingId"): its playlist, as GET /hls/{id}
    // serves it once finished (409 before, as the playlist itself answers).
    const recording = recordingNumbered(user, sandbox, params.id);
    if (recording) {
      if (recordingStatus(recording, sandbox.now()) !== 'FINISHED')
        fail(409, `Recording “${recording.name}” is not finished yet`);
      return {
        url: `/restaurants/${recording.restaurantUuid}/hls/${recording.uuid}/${HLS_PLAYLIST}`,
      };
    }
    const record = ownRecord(user, sandbox, params.id);
    return { url: `/restaurants/${record.camera.restaurantUuid}/hls/${record.id}/${HLS_PLAYLIST}` };
  });

  serveBinary(api, downloadRecord, async ({ params, user, sandbox }) => {
    // A recording's own number (spec 001 §3 "recordingId"): its file, as its downloadUrl gives.
    const recording = recordingNumbered(user, sandbox, params.id);
    if (recording) return recordingFileResponse(sandbox, recording);
    const record = ownRecord(user, sandbox, params.id);
    const clip = await cameraClip(record.camera);
    let bytes: Uint8Array;
    try {
      bytes = await hlsRecordingMp4(clip);
    } catch (error) {
      fail(503, (error as Error).message);
    }
    const name = downloadName(record, restaurantOf(sandbox, record.camera).timezone);
    return fileResponse(bytes, {
      contentType: 'video/mp4',
      disposition: `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      pace: { kibps: paceFromEnv('SANDBOX_RECORDING_KIBPS', 16), chunkBytes: 4 * 1024 },
    });
  });

  serve(api, deleteRecord, ({ params, user, sandbox }) => {
    const record = ownRecord(user, sandbox, params.id);
    recordsOf(sandbox.chain).remove(record.id);
    return null;
  });
}
