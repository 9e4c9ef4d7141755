import { deletedCountAnswer } from '../../lib/optional-answer';
import * as v from 'valibot';
import { voidResult } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  recordingCreateBodySchema,
  recordingListQuerySchema,
  recordingListSchema,
  recordingPageSchema,
  recordingSchema,
  recordingUpdateBodySchema,
} from './recordings.schema';

/** Spec 001 §7 "Recordings": the camera pages' recordings, and the kitchen player's. */
const RECORDINGS_VIEW = [needs('CAMERAS'), needs('KITCHEN_PLAYER')] as const;

/** POST /recordings: starts one now or schedules it. */
export const createRecording = endpoint({
  method: 'POST',
  path: '/recordings',
  body: recordingCreateBodySchema,
  response: recordingSchema,
  auth: true,
  access: needs('CAMERAS', 'CREATE'),
});

/** PUT /recordings/{id}: 409 once FINISHED. */
export const updateRecording = endpoint({
  method: 'PUT',
  path: '/recordings/:id',
  body: recordingUpdateBodySchema,
  response: recordingSchema,
  auth: true,
  access: needs('CAMERAS', 'EDIT'),
});

/** POST /recordings/{id}/stop: RECORDING → FINISHED now; 409 for one not recording. */
export const stopRecording = endpoint({
  method: 'POST',
  path: '/recordings/:id/stop',
  response: recordingSchema,
  auth: true,
  access: needs('CAMERAS', 'EDIT'),
});

/** DELETE /recordings/{id}: one still recording is stopped first. */
export const deleteRecording = endpoint({
  method: 'DELETE',
  path: '/recordings/:id',
  response: voidResult,
  auth: true,
  access: needs('CAMERAS', 'DELETE'),
});

/** GET /recordings/{id}. */
export const getRecording = endpoint({
  method: 'GET',
  path: '/recordings/:id',
  response: recordingSchema,
  auth: true,
  access: RECORDINGS_VIEW,
});

/**
 * GET /recordings/{id}/preview (blob): a JPEG of the camera at the recording's start, 320×240;
 * the URL the sandbox's recordings give as `preview` (the spec shows a preview but not its call).
 * The console fetches whatever URL `preview` gives, never this path by itself.
 */
export const getRecordingPreview = endpoint({
  method: 'GET',
  path: '/recordings/:id/preview',
  response: v.blob(),
  auth: true,
  access: RECORDINGS_VIEW,
  binary: true,
});

/** GET /recordings: paged, createdDate DESC by default. */
export const listRecordings = endpoint({
  method: 'GET',
  path: '/recordings',
  query: recordingListQuerySchema,
  response: recordingPageSchema,
  auth: true,
  access: RECORDINGS_VIEW,
});

/*
 * The camera's recordings are camera calls: under the proxy prefix /restaurants/{restaurantId}
 * (spec 001 §7 line 157), the camera's own restaurant. So is HLS (line 174).
 */

/** GET /cameras/{id}/recordings: all of one camera's, newest first. */
export const listCameraRecordings = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/cameras/:id/recordings',
  response: recordingListSchema,
  auth: true,
  access: RECORDINGS_VIEW,
});

/** DELETE /cameras/{id}/recordings: all of one camera's. */
export const deleteCameraRecordings = endpoint({
  method: 'DELETE',
  path: '/restaurants/:restaurantId/cameras/:id/recordings',
  response: deletedCountAnswer,
  auth: true,
  access: needs('CAMERAS', 'DELETE'),
});

/**
 * GET /hls/{id}/index.m3u8 (spec 001 §7 line 174): a FINISHED recording's HLS playlist
 * (`application/vnd.apple.mpegurl`), or a record's. The console plays the path the provider
 * gives (a recording's `hlsUrl`, a record's link). 409 before the recording is finished; 503
 * when the recorder cannot make it.
 */
export const getHlsPlaylist = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/hls/:id/index.m3u8',
  response: v.blob(),
  auth: true,
  access: RECORDINGS_VIEW,
  binary: true,
});

/**
 * GET /hls/{id}/{file} (ours: the spec names the playlist only): the MPEG-TS segments the
 * playlist names (`video/mp2t`), which the player asks for next to it.
 */
export const getHlsSegment = endpoint({
  method: 'GET',
  path: '/restaurants/:restaurantId/hls/:id/:file',
  response: v.blob(),
  auth: true,
  access: RECORDINGS_VIEW,
  binary: true,
});

/**
 * GET /recordings/{id}/download: the URL the sandbox's recordings give as `downloadUrl` (spec 001
 * §7 "a blob download from a given URL with progress"; §4 names no call): the FINISHED recording
 * as one MP4 file with Content-Length and Content-Disposition. The console downloads whatever
 * URL `downloadUrl` gives, never this path by itself.
 */
export const downloadRecordingFile = endpoint({
  method: 'GET',
  path: '/recordings/:id/download',
  response: v.blob(),
  auth: true,
  access: RECORDINGS_VIEW,
  binary: true,
});
