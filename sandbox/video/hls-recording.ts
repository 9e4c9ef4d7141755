/**
 * Real HLS recordings for the sandbox: a few seconds of H.264/AAC test pattern with
 * the camera's name drawn on it, cut into MPEG-TS segments by ffmpeg (shared/MEDIA.md's
 * command), so the console's player (hls.js over MSE) plays what a kitchen's recorder serves.
 * Each recording is made once per run (cached by id; about 1 s each) under a temporary folder
 * removed when the process exits; the serving helpers answer its playlist and segments.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FFMPEG_BIN, ffmpegInstalled, INSTALL_VIDEO } from './video-tools';

export interface HlsRecordingRequest {
  /** The recording's id: its folder name and cache key (letters, digits, `-`, `_`). */
  id: string;
  /** Drawn on every frame (the camera's name). */
  name: string;
  /** Length in seconds (default 6: three 2 s segments). */
  seconds?: number;
}

/** A recording's folder holds `index.m3u8` and `seg000.ts`, `seg001.ts`, … */
export interface HlsRecording {
  id: string;
  dir: string;
  playlist: string;
}

export const HLS_PLAYLIST = 'index.m3u8';
const SEGMENT_SECONDS = 2;
const ID_PATTERN = /^[\w-]{1,100}$/;
/** What may be asked for in a recording's folder: its playlist and its segments. */
const FILE_PATTERN = /^[\w-]{1,100}\.(m3u8|ts)$/;

const HLS_CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

/** The content type of a playlist or segment; null for any other file. */
export function hlsContentType(fileName: string): string | null {
  return HLS_CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? null;
}

/** ffmpeg's arguments for a recording of `seconds` into `dir` (the name from `nameFile`). */
function hlsArgs(dir: string, nameFile: string, seconds: number): string[] {
  const gop = String(25 * SEGMENT_SECONDS);
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(seconds)],
    ...[
      '-vf',
      `drawtext=textfile=${nameFile}:expansion=none:fontsize=28:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8:x=(w-text_w)/2:y=h-text_h-20`,
    ],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
    // A key frame at every segment start, so each segment plays on its own.
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', '96k'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', path.join(dir, 'seg%03d.ts'), path.join(dir, HLS_PLAYLIST)],
  ];
}

let root: string | undefined;
let exitHookSet = false;
/** One temporary folder per process for every recording, removed when the process exits. */
function recordingsRoot(): string {
  root ??= mkdtempSync(path.join(tmpdir(), 'kitchen-hls-'));
  if (!exitHookSet) {
    exitHookSet = true;
    process.on('exit', () => {
      if (root) rmSync(root, { recursive: true, force: true });
    });
  }
  return root;
}

const made = new Map<string, Promise<HlsRecording>>();

/**
 * Removes every recording made so far (and forgets them). The exit hook does it too, but a test
 * runner may end its workers without an `exit` event.
 */
export async function clearHlsRecordingsForTests(): Promise<void> {
  await Promise.allSettled(made.values());
  made.clear();
  mp4s.clear();
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
}

function runFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_BIN, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`ffmpeg failed (${code ?? signal}): ${errors.trim()}`)),
    );
  });
}

/**
 * The recording `id`, made on first call (later calls, even concurrent ones, share it).
 * Rejects when ffmpeg is not installed (saying how to install it) or fails; a failed recording
 * is not cached, so the next call tries again.
 */
export function hlsRecording({
  id,
  name,
  seconds = 6,
}: HlsRecordingRequest): Promise<HlsRecording> {
  if (!ID_PATTERN.test(id)) return Promise.reject(new Error(`Not a recording id: ${id}`));
  const cached = made.get(id);
  if (cached) return cached;
  const making = (async () => {
    if (!ffmpegInstalled())
      throw new Error(
        `Recordings are not available: ffmpeg is not installed; install with ${INSTALL_VIDEO}`,
      );
    const dir = path.join(recordingsRoot(), id);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    const nameFile = path.join(dir, 'name.txt');
    writeFileSync(nameFile, name);
    await runFfmpeg(hlsArgs(dir, nameFile, seconds));
    rmSync(nameFile);
    return { id, dir, playlist: path.join(dir, HLS_PLAYLIST) };
  })();
  made.set(id, making);
  making.catch(() => made.delete(id));
  return making;
}

const MP4_FILE = 'recording.mp4';
const mp4s = new Map<string, Promise<Uint8Array>>();

/**
 * The recording as one MP4 file, for a download: its HLS segments remuxed by ffmpeg (no
 * re-encoding, ~0.1 s), made once per recording and kept beside the playlist.
 */
export function hlsRecordingMp4(recording: HlsRecording): Promise<Uint8Array> {
  const cached = mp4s.get(recording.dir);
  if (cached) return cached;
  const making = (async () => {
    const file = path.join(recording.dir, MP4_FILE);
    await runFfmpeg([
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-i', recording.playlist, '-c', 'copy', '-movflags', '+faststart', file],
    ]);
    return new Uint8Array(await readFile(file));
  })();
  mp4s.set(recording.dir, making);
  making.catch(() => mp4s.delete(recording.dir));
  return making;
}

/**
 * A file of a recording as an HTTP answer: the playlist or a segment with its content type, a
 * 404 for anything else (another extension, a path, a missing segment).
 */
export async function hlsFileResponse(
  recording: HlsRecording,
  fileName: string,
): Promise<Response> {
  const contentType = hlsContentType(fileName);
  if (!contentType || !FILE_PATTERN.test(fileName))
    return new Response('Not found', { status: 404 });
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(recording.dir, fileName));
  } catch {
    return new Response('Not found', { status: 404 });
  }
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      // A VOD recording never changes under its name.
      'Cache-Control': 'private, max-age=3600',
    },
  });
}
