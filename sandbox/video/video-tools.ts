/**
 * Where Debian's janus and ffmpeg put what the sandbox's video needs, and whether
 * they are there. scripts/ensure-video.mjs installs them (it repeats these paths: it runs
 * without tsx).
 */
import { existsSync } from 'node:fs';

export const JANUS_BIN = '/usr/bin/janus';
export const FFMPEG_BIN = '/usr/bin/ffmpeg';
export const JANUS_PLUGINS_DIR = '/usr/lib/x86_64-linux-gnu/janus/plugins';
export const JANUS_TRANSPORTS_DIR = '/usr/lib/x86_64-linux-gnu/janus/transports';
export const JANUS_LOGGERS_DIR = '/usr/lib/x86_64-linux-gnu/janus/loggers';
const VIDEO_PACKAGES = ['janus', 'ffmpeg'];
export const INSTALL_VIDEO = `node scripts/ensure-video.mjs (as root: apt-get install -y ${VIDEO_PACKAGES.join(' ')})`;

const STREAMING_PLUGIN = `${JANUS_PLUGINS_DIR}/libjanus_streaming.so`;

/** Whether Janus (with its streaming plugin) is installed. */
export function janusInstalled(): boolean {
  return existsSync(JANUS_BIN) && existsSync(STREAMING_PLUGIN);
}

export function ffmpegInstalled(): boolean {
  return existsSync(FFMPEG_BIN);
}
