#!/usr/bin/env node
// Makes sure Debian's janus and ffmpeg are installed (the camera e2e plays real WebRTC streams
// from Janus fed by ffmpeg, and real HLS recordings made by ffmpeg; `npm start` uses them when
// present, see sandbox/video/). As root it installs the packages; otherwise it prints the
// command to run and fails.
// Usage: node scripts/ensure-video.mjs
import { ensurePackages } from './apt-packages.mjs';

// The same paths as sandbox/video/video-tools.ts (this script runs without tsx).
ensurePackages({
  what: 'Janus (with its streaming plugin) and ffmpeg',
  files: [
    '/usr/bin/janus',
    '/usr/bin/ffmpeg',
    '/usr/lib/x86_64-linux-gnu/janus/plugins/libjanus_streaming.so',
  ],
  packages: ['janus', 'ffmpeg'],
  recommends: false,
});
