/**
 * The video end-to-end stage: the built console and the sandbox WITH its real media
 * stack (Debian's Janus, an ffmpeg feed per watched camera, ffmpeg-made HLS recordings), driven
 * by one Chromium at desktop size. Janus offers no loopback ICE candidate, so this runs only
 * inside the private network namespace of scripts/in-video-namespace.sh, server, Janus, ffmpeg
 * and the browser together; outside it, or without Janus, it fails and says why.
 * Usage: npm run test:e2e:video   (needs dist/; E2E_DIST_DIR points at another build)
 */
import { networkInterfaces } from 'node:os';
import { after, before, describe } from 'node:test';
import type { Browser } from 'playwright-core';
import { VIDEO_NAMESPACE_INTERFACE } from '../../../sandbox/video/video-stack.ts';
import { cameraRecordingSpecs } from '../camera-recordings.e2e.ts';
import { providerContractSpecs } from '../provider-contract.e2e.ts';
import { launchBrowser } from '../support/browser.ts';
import { closeTestSessions, setRunning } from '../support/harness.ts';
import { startConsoleServer, type RunningServer } from '../support/server.ts';
import { VIEWPORTS } from '../support/viewports.ts';
import { largeChainLiveSpecs } from './large-chain-live.e2e.ts';
import { liveTileSpecs } from './live-tile.e2e.ts';

/** What a tile does with a live stream is the same at any size: one desktop. */
const desktop = VIEWPORTS.find((viewport) => viewport.name === 'desktop')!;

/** Without the namespace's veth Janus gathers no candidate and every tile fails: say so. */
function assertInVideoNamespace() {
  if (!(VIDEO_NAMESPACE_INTERFACE in networkInterfaces()))
    throw new Error(
      `not inside the video network namespace (no ${VIDEO_NAMESPACE_INTERFACE} interface): run through scripts/in-video-namespace.sh (npm run test:e2e:video)`,
    );
}

let server: RunningServer | undefined;
let browser: Browser | undefined;
const startedAt = performance.now();

describe('kitchen console, live video (e2e)', { concurrency: 1 }, () => {
  before(async () => {
    try {
      assertInVideoNamespace();
      server = await startConsoleServer({
        video: true,
        // The monitoring specs are not here: no Prometheus beside Janus on 2 cores.
        monitoring: false,
        env: { SANDBOX_ACCESS_TTL: '3600' },
        logName: 'sandbox-video.log',
      });
      // Unmuted playback (a recording's sound) starts without a click, as after a user's.
      browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
      setRunning({ url: server.url, browser });
      console.log(`video stage: server and browser up in ${seconds(startedAt)} s`);
    } catch (error) {
      setRunning(undefined, error);
    }
  });
  after(async () => {
    await browser?.close().catch(() => undefined);
    await server?.close();
    console.log(`video stage: ${seconds(startedAt)} s in all`);
  });
  closeTestSessions();

  liveTileSpecs(desktop);
  largeChainLiveSpecs(desktop);
  cameraRecordingSpecs(desktop);
  // Last: the live video's and recordings' requests, held to spec §7 as the main stage's are.
  providerContractSpecs();
});

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
