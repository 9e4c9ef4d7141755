import { mutationOptions } from '@tanstack/react-query';
import { readSession } from '../auth/session-store';
import { ensureFreshToken } from '../auth/token-refresh';
import {
  downloadFrom,
  isOnProviderApi,
  providerUrl,
  type DownloadOptions,
  type DownloadOutcome,
} from '../download';
import { endpointQuery } from '../endpoint-query';
import { fetchImageAt } from '../fetch-image';
import { downloadFootage, recordsQueries } from '../records/records.queries';
import { request, unwrap, type ApiResult } from '../request';
import {
  createRecording,
  deleteCameraRecordings,
  deleteRecording,
  getRecording,
  listRecordings,
  stopRecording,
  updateRecording,
} from './recordings.endpoints';
import type {
  RecordingCreateBody,
  RecordingFile,
  RecordingListQuery,
  RecordingUpdateBody,
} from './recordings.schema';
import { resourceMutation } from '../resource-mutation';

const all = () => ['recordings'] as const;

export const recordingsQueries = {
  all,
  /**
   * GET /recordings: one offset page, newest first (spec 001 §9 "recordings by createdDate
   * DESC"); no restaurant: every one the user may see.
   */
  list: (query: RecordingListQuery) =>
    endpointQuery(all(), listRecordings, {
      query: { sortBy: 'createdDate', orderDirection: 'DESC', ...query },
    }),
  /** GET /recordings/{id}: one recording as the provider has it now (its status moves on). */
  detail: (uuid: string) => endpointQuery(all(), getRecording, { params: { id: uuid } }),
};

/** Every change is followed by the recording lists, asked again whatever the outcome. */
const recordingMutation = <V, R>(name: string, call: (variables: V) => Promise<R>) =>
  resourceMutation(all(), name, call);

/** Spec 001 §4 "Recording lifecycle: start, update, stop (a separate call), delete". */
export const recordingsMutations = {
  start: () =>
    recordingMutation('start', (body: RecordingCreateBody) =>
      request(createRecording, { body }).then(unwrap),
    ),
  update: () =>
    recordingMutation('update', ({ uuid, body }: { uuid: string; body: RecordingUpdateBody }) =>
      request(updateRecording, { params: { id: uuid }, body }).then(unwrap),
    ),
  stop: () =>
    recordingMutation('stop', (uuid: string) =>
      request(stopRecording, { params: { id: uuid } }).then(unwrap),
    ),
  remove: () =>
    recordingMutation('remove', (uuid: string) =>
      request(deleteRecording, { params: { id: uuid } }).then(unwrap),
    ),
  /**
   * DELETE /cameras/{id}/recordings (under the camera proxy of its restaurant): every recording
   * of the camera, and its footage until now, so the records are asked again too.
   */
  clearCamera: () =>
    mutationOptions({
      mutationKey: [...all(), 'clearCamera'],
      mutationFn: (camera: { uuid: string; restaurantUuid: string }) =>
        request(deleteCameraRecordings, {
          params: { restaurantId: camera.restaurantUuid, id: camera.uuid },
        }).then(unwrap),
      onSettled: (_data, _error, _camera, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: all() }),
          client.invalidateQueries({ queryKey: recordsQueries.all() }),
        ]),
    }),
};

/**
 * A recording's preview, from the URL its `preview` gives (absolute, or relative to the API):
 * the picture, or an `ApiError` for a failure or an answer not an image.
 */
export async function fetchRecordingPreview(preview: string, signal?: AbortSignal): Promise<Blob> {
  return fetchImageAt(preview, await mediaAuthorization(), signal);
}

/**
 * A recording's file (`recordingFile`): from the URL the provider gives (its `downloadUrl`; spec
 * 001 §7 "a blob download from a given URL with progress"), else from GET
 * /records/download/{recordingId}; read with progress (at most every 500 ms), named by the
 * Content-Disposition header, else `fallbackName`.
 */
export async function downloadRecording(
  file: Extract<RecordingFile, { kind: 'url' | 'record' }>,
  fallbackName: string,
  options: DownloadOptions = {},
): Promise<ApiResult<DownloadOutcome>> {
  if (file.kind === 'record') return downloadFootage(file.id, fallbackName, options);
  return downloadFrom(file.url, fallbackName, {
    ...options,
    authorization: isOnProviderApi(file.url) ? await mediaAuthorization() : null,
  });
}

/**
 * A media URL the provider gives (a playlist) as the URL a player loads: an absolute one as it
 * is, a relative one under the API base.
 */
export const mediaUrl = providerUrl;

/**
 * The Authorization a player sends with a media URL: the session's, for the provider's API only
 * (a file on another host is never handed the token).
 */
export function mediaAuthorizationFor(url: string): (() => Promise<string | null>) | undefined {
  return isOnProviderApi(url) ? mediaAuthorization : undefined;
}

/**
 * The Authorization header a media request carries, as `request()` sends it: the session's
 * bearer token, refreshed first when it is about to expire; null without a session.
 */
export async function mediaAuthorization(): Promise<string | null> {
  await ensureFreshToken().catch(() => null);
  const token = readSession()?.accessToken;
  return token ? `Bearer ${token}` : null;
}
