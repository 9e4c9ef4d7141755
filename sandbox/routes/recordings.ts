import {
  createRecording,
  deleteCameraRecordings,
  deleteRecording,
  downloadRecordingFile,
  getHlsPlaylist,
  getHlsSegment,
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
import { isRecordId, recordsOf } from '../model/records';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant, visibleRestaurants } from '../model/visibility';
import { fail, serve, serveBinary, type SignedInInput } from '../route';
import { HLS_PLAYLIST, hlsContentType, hlsFileResponse } from '../video/hls-recording';
import { cameraAt, ownCamera, proxiedRestaurant, restaurantOf } from './camera-scope';
import { finishedMedia, recordingFileResponse } from './recording-file';
import { recordHlsFile } from './records';
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

/** Where a media player that cannot send headers puts the token (Safari's own HLS). */
const TOKEN_PARAM = 'Authorization';

/**
 * A playlist asked for with the token in its query: each segment it names carries the same
 * token, since the player that could not send a header for the playlist cannot for them either.
 */
async function withSegmentToken(playlist: Response, token: string): Promise<Response> {
  const query = `?${TOKEN_PARAM}=${encodeURIComponent(token)}`;
  const text = (await playlist.text())
    .split('\n')
    .map((line) => (line.trim() === '' || line.startsWith('#') ? line : `${line}${query}`))
    .join('\n');
  const bytes = new TextEncoder().encode(text);
  const headers = new Headers(playlist.headers);
  headers.set('Content-Length', String(bytes.byteLength));
  return new Response(bytes, { status: 200, headers });
}

/**
 * A file of a recording's or a record's HLS, under the proxy prefix (spec 001 §7 lines 157 and
 * 174): the restaurant is the path's (403 outside the user's), and another restaurant's recording
 * or record is not found there (404).
 */
async function hlsFile(
  { user, sandbox, c }: Pick<SignedInInput<typeof getHlsSegment>, 'user' | 'sandbox' | 'c'>,
  params: { restaurantId: string; id: string },
  file: string,
): Promise<Response> {
  const restaurant = proxiedRestaurant(user, sandbox, params.restaurantId);
  if (!hlsContentType(file)) fail(404, 'Not found');
  // A camera's continuous footage plays from the same place as a recording.
  const answer = isRecordId(params.id)
    ? await recordHlsFile(user, sandbox, params.id, file, restaurant.uuid)
    : await hlsFileResponse(
        await finishedMedia(sandbox, ownRecording(user, sandbox, params.id), restaurant.uuid),
        file,
      );
  if (!answer.ok) fail(404, `No file ${file} in this recording`);
  const token = c.req.query(TOKEN_PARAM);
  return token && file === HLS_PLAYLIST ? withSegmentToken(answer, token) : answer;
}

/** Spec 001 §7 "Recordings", §4 "Recording lifecycle". */
export function registerRecordingRoutes(api: SandboxApi): void {
  // Safari plays HLS itself and sends no Authorization header: it may carry the bearer token in
  // the query instead, as the spec's signalling and tablet sockets do.
  api.use('/restaurants/:restaurantId/hls/*', async (c, next) => {
    const token = c.req.query(TOKEN_PARAM);
    if (token && !c.req.header('authorization')) c.req.raw.headers.set('Authorization', token);
    await next();
  });

  // The playlist before the segments' ':file', which would also match it.
  serveBinary(api, getHlsPlaylist, (input) => hlsFile(input, input.params, HLS_PLAYLIST));
  serveBinary(api, getHlsSegment, (input) => hlsFile(input, input.params, input.params.file));

  serveBinary(api, downloadRecordingFile, ({ params, user, sandbox }) =>
    recordingFileResponse(sandbox, ownRecording(user, sandbox, params.id)),
  );

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
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    const now = sandbox.now();
    return restaurantRecordings(sandbox, camera)
      .filter((recording) => recording.cameraUuid === camera.uuid)
      .sort(newestFirst)
      .map((recording) => toRecordingDto(recording, now));
  });

  // Everything the camera has recorded goes: its recordings (a running one is stopped with it,
  // as DELETE /recordings/{id}) and its continuous footage until now (GET /records/list), so no
  // call shows what was cleared. `deleted` counts the recordings.
  serve(api, deleteCameraRecordings, ({ params, user, sandbox }) => {
    const camera = cameraAt(user, sandbox, params.restaurantId, params.id);
    const mine = restaurantRecordings(sandbox, camera).filter((r) => r.cameraUuid === camera.uuid);
    mine.forEach((recording) => recordingsOf(sandbox.chain).remove(recording.uuid));
    recordsOf(sandbox.chain).clearCamera(camera.streamId, sandbox.now());
    return { deleted: mine.length };
  });
}
