import {
  createRecording,
  deleteCameraRecordings,
  deleteRecording,
  getRecording,
  getRecordingPreview,
  listCameraRecordings,
  listRecordings,
  stopRecording,
  updateRecording,
} from '../../src/api/recordings/recordings.endpoints';
import { RECORDING_MAX_MS } from '../../src/api/recordings/recordings.schema';
import { pictureResponse } from '../camera-frames';
import type { SandboxApi, SandboxContext } from '../context';
import { offsetPage, sortedBy } from '../list-page';
import { camerasOf, type CameraRecord } from '../model/cameras';
import {
  recordingEnd,
  recordingsOf,
  recordingStatus,
  toRecordingDto,
  type RecordingRecord,
} from '../model/recordings';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant, visibleRestaurants } from '../model/visibility';
import { fail, serve, serveBinary } from '../route';
import { ownCamera, restaurantOf } from './camera-scope';
import { ownRestaurant } from './fryers';

function ownRecording(user: UserRecord, sandbox: SandboxContext, uuid: string): RecordingRecord {
  const recording = recordingsOf(sandbox.chain).find(uuid);
  if (!recording || !canSeeRestaurant(user, recording.restaurantUuid))
    fail(404, 'Recording not found');
  return recording;
}

function restaurantRecordings(sandbox: SandboxContext, camera: CameraRecord): RecordingRecord[] {
  return recordingsOf(sandbox.chain).of(restaurantOf(sandbox, camera));
}

/**
 * A camera records one clip at a time: 409 when `[start, end)` meets a recording of the camera
 * that is not finished (scheduled or running).
 */
function checkCameraFree(
  sandbox: SandboxContext,
  camera: CameraRecord,
  start: number,
  end: number | null,
  except?: string,
): void {
  const now = sandbox.now();
  const clash = restaurantRecordings(sandbox, camera).find((other) => {
    if (other.uuid === except || other.cameraUuid !== camera.uuid) return false;
    if (recordingStatus(other, now) === 'FINISHED') return false;
    const otherEnd = recordingEnd(other) ?? Infinity;
    return start < otherEnd && other.startTime < (end ?? Infinity);
  });
  if (clash) fail(409, `Camera “${camera.name}” already records then (“${clash.name}”)`);
}

function checkLength(start: number, end: number | null | undefined): void {
  if (end != null && end - start > RECORDING_MAX_MS)
    fail(400, `A recording lasts at most ${RECORDING_MAX_MS / 3_600_000} hours`);
}

const newestFirst = (a: RecordingRecord, b: RecordingRecord) =>
  b.createdDate - a.createdDate || (a.uuid < b.uuid ? -1 : 1);

/** Spec 001 §7 "Recordings", §4 "Recording lifecycle". */
export function registerRecordingRoutes(api: SandboxApi): void {
  serve(api, createRecording, ({ body, user, sandbox }) => {
    const camera = ownCamera(user, sandbox, body.cameraUuid);
    const now = sandbox.now();
    const startTime = body.startTime != null && body.startTime > now ? body.startTime : now;
    const endTime = body.endTime ?? null;
    if (endTime !== null && endTime <= now) fail(400, 'endTime must be in the future');
    if (endTime !== null && endTime <= startTime) fail(400, 'endTime must be after startTime');
    checkLength(startTime, endTime);
    checkCameraFree(sandbox, camera, startTime, endTime);
    const profile = camera.profiles[0]!;
    const recording = recordingsOf(sandbox.chain).add({
      restaurantUuid: camera.restaurantUuid,
      cameraUuid: camera.uuid,
      cameraName: camera.name,
      name: body.name,
      startTime,
      endTime,
      stoppedAt: null,
      createdDate: now,
      codec: profile.codec,
      width: profile.width,
      height: profile.height,
    });
    return toRecordingDto(recording, now);
  });

  serve(api, updateRecording, ({ params, body, user, sandbox }) => {
    const recording = ownRecording(user, sandbox, params.id);
    const now = sandbox.now();
    const status = recordingStatus(recording, now);
    if (status === 'FINISHED') fail(409, 'A finished recording cannot be changed');
    const startTime = body.startTime ?? recording.startTime;
    if (status === 'RECORDING' && startTime !== recording.startTime)
      fail(409, 'A recording that has started keeps its start time');
    if (status === 'SCHEDULED' && startTime < now) fail(400, 'startTime must be in the future');
    const endTime = body.endTime === undefined ? recording.endTime : body.endTime;
    if (endTime !== null && endTime <= Math.max(now, startTime))
      fail(400, 'endTime must be after startTime and in the future');
    checkLength(startTime, endTime);
    const camera = camerasOf(sandbox.chain).find(recording.cameraUuid);
    if (camera) checkCameraFree(sandbox, camera, startTime, endTime, recording.uuid);
    Object.assign(recording, { name: body.name, startTime, endTime });
    return toRecordingDto(recording, now);
  });

  serve(api, stopRecording, ({ params, user, sandbox }) => {
    const recording = ownRecording(user, sandbox, params.id);
    const now = sandbox.now();
    const status = recordingStatus(recording, now);
    if (status === 'SCHEDULED') fail(409, 'The recording has not started: delete it instead');
    if (status === 'FINISHED') fail(409, 'The recording is already finished');
    recording.stoppedAt = now;
    return toRecordingDto(recording, now);
  });

  serve(api, deleteRecording, ({ params, user, sandbox }) => {
    const recording = ownRecording(user, sandbox, params.id);
    recordingsOf(sandbox.chain).remove(recording.uuid);
    return null;
  });

  serve(api, getRecording, ({ params, user, sandbox }) =>
    toRecordingDto(ownRecording(user, sandbox, params.id), sandbox.now()),
  );

  serveBinary(api, getRecordingPreview, ({ params, user, sandbox }) => {
    const recording = ownRecording(user, sandbox, params.id);
    if (recordingStatus(recording, sandbox.now()) === 'SCHEDULED')
      fail(404, 'The recording has no preview before it starts');
    const restaurant = sandbox.chain.restaurants.find((r) => r.uuid === recording.restaurantUuid)!;
    const camera = camerasOf(sandbox.chain).find(recording.cameraUuid);
    return pictureResponse({
      cameraName: recording.cameraName,
      station: camera?.station ?? 'Prep line',
      time: recording.startTime,
      timeZone: restaurant.timezone,
      width: 320,
      height: 240,
      type: 'jpeg',
    });
  });

  serve(api, listRecordings, ({ query, user, sandbox }) => {
    const restaurants = query.restaurantUuid
      ? [ownRestaurant(user, sandbox, query.restaurantUuid)]
      : visibleRestaurants(user, sandbox.chain.restaurants);
    const now = sandbox.now();
    const store = recordingsOf(sandbox.chain);
    const matching = restaurants
      .flatMap((restaurant) => store.of(restaurant))
      .filter((recording) => !query.cameraUuid || recording.cameraUuid === query.cameraUuid)
      .filter((recording) => !query.status || recordingStatus(recording, now) === query.status);
    const sorted = sortedBy(
      matching,
      (a, b) => a[query.sortBy] - b[query.sortBy] || (a.uuid < b.uuid ? -1 : 1),
      query.orderDirection,
    );
    return offsetPage(sorted, query, (recording) => toRecordingDto(recording, now));
  });

  serve(api, listCameraRecordings, ({ params, user, sandbox }) => {
    const camera = ownCamera(user, sandbox, params.id);
    const now = sandbox.now();
    return restaurantRecordings(sandbox, camera)
      .filter((recording) => recording.cameraUuid === camera.uuid)
      .sort(newestFirst)
      .map((recording) => toRecordingDto(recording, now));
  });

  serve(api, deleteCameraRecordings, ({ params, user, sandbox }) => {
    const camera = ownCamera(user, sandbox, params.id);
    const mine = restaurantRecordings(sandbox, camera).filter((r) => r.cameraUuid === camera.uuid);
    mine.forEach((recording) => recordingsOf(sandbox.chain).remove(recording.uuid));
    return { deleted: mine.length };
  });
}
