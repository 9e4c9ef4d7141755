// Live video benchmark and end-to-end check of the sandbox's media stack (not a test:
// it asserts nothing about time, this machine is shared and noisy). Starts Janus with N cameras
// fed by ffmpeg (sandbox/video/video-stack.ts), launches Debian's Chromium and watches each
// camera with a bare RTCPeerConnection (signalling over Janus's HTTP API), then prints:
//  1. Janus start (to /janus/info), first RTP packet of every feed, Chromium launch;
//  2. per camera: `watch` → first decoded frame, and frames decoded over the next 3 s;
//  3. what a viewer sees when a feed is stopped (frames stop; Janus sends no notice);
//  4. CPU per feed (from /proc) and the time to make one HLS recording.
// Janus offers no loopback ICE candidate, so this runs only in the video network namespace:
//   scripts/in-video-namespace.sh npx tsx scripts/bench-video.ts [cameras, default 3]
import { readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import type { Page } from 'playwright-core';
import { launchBrowser, TSX_NAME_SHIM } from '../tests/e2e/support/browser.ts';
import { hlsRecording } from '../sandbox/video/hls-recording.ts';
import { attachStreaming, type StreamingHandle } from '../sandbox/video/janus-http.ts';
import {
  startVideoStack,
  VIDEO_NAMESPACE_INTERFACE,
  type VideoCamera,
} from '../sandbox/video/video-stack.ts';

if (!(VIDEO_NAMESPACE_INTERFACE in networkInterfaces())) {
  console.error(
    'Run me inside the video namespace: scripts/in-video-namespace.sh npx tsx scripts/bench-video.ts',
  );
  process.exit(2);
}

const COUNT = Number(process.argv[2] ?? 3);
const cameras: VideoCamera[] = Array.from({ length: COUNT }, (_, index) => ({
  streamId: index + 1,
  name: `Bench camera ${index + 1}`,
  pin: String(100_000 + index),
}));
const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Frames decoded so far by the page's peer connection `index`. */
function framesDecoded(page: Page, index: number): Promise<number> {
  return page.evaluate(async (at) => {
    const connection = (window as unknown as { pcs: RTCPeerConnection[] }).pcs[at]!;
    let frames = 0;
    (await connection.getStats()).forEach((report: { type: string; framesDecoded?: number }) => {
      if (report.type === 'inbound-rtp') frames = report.framesDecoded ?? 0;
    });
    return frames;
  }, index);
}

/** Watches `camera` in a new peer connection of the page; resolves at its first decoded frame. */
async function watch(page: Page, streaming: StreamingHandle, camera: VideoCamera) {
  const offer = await streaming.send({ request: 'watch', id: camera.streamId, pin: camera.pin });
  if (!offer.jsep)
    throw new Error(`No offer for stream ${camera.streamId}: ${JSON.stringify(offer.data)}`);
  const answer = await page.evaluate(async (sdp) => {
    const holder = window as unknown as { pcs?: RTCPeerConnection[] };
    const connection = new RTCPeerConnection({ iceServers: [] });
    (holder.pcs ??= []).push(connection);
    await connection.setRemoteDescription({ type: 'offer', sdp });
    await connection.setLocalDescription(await connection.createAnswer());
    // Non-trickle: Janus gets the browser's candidates inside the answer.
    await new Promise<void>((resolve) => {
      if (connection.iceGatheringState === 'complete') return resolve();
      connection.onicegatheringstatechange = () => {
        if (connection.iceGatheringState === 'complete') resolve();
      };
      setTimeout(resolve, 3000);
    });
    return connection.localDescription!.sdp;
  }, offer.jsep.sdp);
  await streaming.send({ request: 'start' }, { type: 'answer', sdp: answer });
  const index = cameras.indexOf(camera);
  for (;;) {
    if ((await framesDecoded(page, index)) > 0) return;
    await page.waitForTimeout(20);
  }
}

const started = performance.now();
const stack = await startVideoStack({ cameras, waitForFrames: false, feeds: false });
if (!stack.available) {
  console.error(stack.reason);
  process.exit(1);
}
console.log(`Janus answering /janus/info: ${ms(started)}`);
const feedsAt = performance.now();
for (const camera of cameras) stack.startFeed(camera.streamId);
const watcher = await attachStreaming(stack.janusHttpUrl);
for (;;) {
  const list = await watcher.list();
  const elapsed = performance.now() - feedsAt;
  if (list.every((each) => (each.media[0]?.age_ms ?? Infinity) < elapsed - 50)) break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
console.log(`First RTP packet of all ${COUNT} feeds at Janus: ${ms(feedsAt)} after starting them`);

const launchAt = performance.now();
const browser = await launchBrowser();
const page = await browser.newPage();
await page.evaluate(TSX_NAME_SHIM);
console.log(`Chromium launched: ${ms(launchAt)}`);

const streamings: StreamingHandle[] = [];
try {
  for (const camera of cameras) {
    const streaming = await attachStreaming(stack.janusHttpUrl);
    streamings.push(streaming);
    const watchAt = performance.now();
    await watch(page, streaming, camera);
    console.log(`Stream ${camera.streamId}: watch → first decoded frame ${ms(watchAt)}`);
  }
  const before = await Promise.all(cameras.map((_, index) => framesDecoded(page, index)));
  await page.waitForTimeout(3000);
  const after = await Promise.all(cameras.map((_, index) => framesDecoded(page, index)));
  console.log(
    `Frames decoded in 3 s: ${after.map((count, index) => count - before[index]!).join(', ')} (feeds send 12 fps)`,
  );

  const cpuBefore = stack.pids().slice(1).map(cpuSeconds);
  await page.waitForTimeout(3000);
  const cpuAfter = stack.pids().slice(1).map(cpuSeconds);
  console.log(
    `CPU per feed: ${cpuAfter.map((seconds, index) => `${Math.round(((seconds - cpuBefore[index]!) / 3) * 100)} %`).join(', ')} of a core`,
  );

  await stack.stopFeed(1);
  await page.waitForTimeout(500);
  const stoppedBefore = await framesDecoded(page, 0);
  await page.waitForTimeout(2000);
  console.log(
    `Stream 1 feed stopped: ${(await framesDecoded(page, 0)) - stoppedBefore} frames decoded in the next 2 s`,
  );
} finally {
  await browser.close();
  await Promise.all([watcher, ...streamings].map((streaming) => streaming.close()));
  const closeAt = performance.now();
  await stack.close();
  console.log(`Stack closed: ${ms(closeAt)}`);
}

const hlsAt = performance.now();
await hlsRecording({ id: 'bench', name: 'Bench camera 1', seconds: 6 });
console.log(`HLS recording of 6 s made: ${ms(hlsAt)}`);
