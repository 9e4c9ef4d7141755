import type { SandboxContext } from '../context';
import { fileResponse, paceFromEnv } from '../file-response';
import { recordingStatus, type RecordingRecord } from '../model/recordings';
import { fail } from '../route';
import { hlsRecording, hlsRecordingMp4, type HlsRecording } from '../video/hls-recording';

/** The sandbox's clip of every finished recording, whatever its length: 6 s (3 segments). */
const CLIP_SECONDS = 6;

/**
 * A FINISHED recording's real HLS, made by ffmpeg on first use: 404 when it is not
 * `restaurantUuid`'s (given), 409 before it is finished, 503 with the reason when ffmpeg is
 * missing or fails (never a crash).
 */
export async function finishedMedia(
  sandbox: SandboxContext,
  recording: RecordingRecord,
  restaurantUuid?: string,
): Promise<HlsRecording> {
  if (restaurantUuid !== undefined && recording.restaurantUuid !== restaurantUuid)
    fail(404, 'Recording not found');
  if (recordingStatus(recording, sandbox.now()) !== 'FINISHED')
    fail(409, `Recording “${recording.name}” is not finished yet`);
  try {
    return await hlsRecording({
      id: recording.uuid,
      name: recording.cameraName,
      seconds: CLIP_SECONDS,
    });
  } catch (error) {
    fail(503, (error as Error).message);
  }
}

/**
 * A recording comes from the kitchen's recorder over its uplink, as an unusual event's does
 * (`SANDBOX_RECORDING_KIBPS`, 16 KiB/s by default), so its progress is seen.
 */
function recordingPace() {
  return { kibps: paceFromEnv('SANDBOX_RECORDING_KIBPS', 16), chunkBytes: 4 * 1024 };
}

/** The recording's name as a file name: letters, digits, spaces, `-` and `_` kept. */
function downloadName(recording: RecordingRecord): string {
  const base = recording.name
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'recording'} ${recording.recordingId}.mp4`;
}

/**
 * A finished recording as one MP4 (remuxed from its HLS), with Content-Length and
 * Content-Disposition: what its `downloadUrl` (GET /recordings/{id}/download) and the spec's
 * GET /records/download/{recordingId} (001 §7 line 170, §3 "recordingId") both answer.
 */
export async function recordingFileResponse(
  sandbox: SandboxContext,
  recording: RecordingRecord,
): Promise<Response> {
  const media = await finishedMedia(sandbox, recording);
  let bytes: Uint8Array;
  try {
    bytes = await hlsRecordingMp4(media);
  } catch (error) {
    fail(503, (error as Error).message);
  }
  const name = downloadName(recording);
  return fileResponse(bytes, {
    contentType: 'video/mp4',
    disposition: `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    pace: recordingPace(),
  });
}
