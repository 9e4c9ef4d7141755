#!/usr/bin/env node
// Makes sure Debian's janus and ffmpeg are installed (the camera e2e plays real WebRTC streams
// from Janus fed by ffmpeg, and real HLS recordings made by ffmpeg; `npm start` uses them when
// present, see sandbox/video/). As root it installs the packages; otherwise it prints the
// command to run and fails.
// Usage: node scripts/ensure-video.mjs
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The same paths as sandbox/video/video-tools.ts (this script runs without tsx).
const JANUS_BIN = '/usr/bin/janus';
const FFMPEG_BIN = '/usr/bin/ffmpeg';
const STREAMING_PLUGIN = '/usr/lib/x86_64-linux-gnu/janus/plugins/libjanus_streaming.so';
const VIDEO_PACKAGES = ['janus', 'ffmpeg'];

const INSTALL = `sudo apt-get install -y ${VIDEO_PACKAGES.join(' ')}`;
const installed = () => [JANUS_BIN, FFMPEG_BIN, STREAMING_PLUGIN].every((file) => existsSync(file));
const found = () => `janus: ${JANUS_BIN}, ffmpeg: ${FFMPEG_BIN}`;

if (installed()) {
  console.log(found());
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Janus or ffmpeg is missing. Install them with:\n  ${INSTALL}`);
  process.exit(1);
}

console.log('Janus or ffmpeg is missing; installing them with apt-get (running as root)');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...VIDEO_PACKAGES]]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}
if (!installed()) {
  console.error(
    `apt-get finished but ${JANUS_BIN}, ${FFMPEG_BIN} or Janus's streaming plugin is still missing.`,
  );
  process.exit(1);
}
console.log(found());
