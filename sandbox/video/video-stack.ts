/**
 * The sandbox's real live video: Debian's Janus with one streaming mountpoint per
 * camera, each fed by a cheap ffmpeg test pattern with the camera's name drawn on it (VP8 RTP on
 * loopback). The console watches the mountpoints over Janus's websocket like a kitchen's.
 * Janus offers no loopback ICE candidate: a browser can play these streams only inside the
 * network namespace of scripts/in-video-namespace.sh (the veth jdummy0 on 127.0.0.2), which
 * this stack uses by itself when that interface exists.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort, freeUdpPort } from '../../scripts/free-port.mjs';
import { VP8_PAYLOAD_TYPE, writeJanusConfig, type JanusMountpoint } from './janus-config';
import { attachStreaming } from './janus-http';
import {
  FFMPEG_BIN,
  ffmpegInstalled,
  INSTALL_VIDEO,
  JANUS_BIN,
  janusInstalled,
} from './video-tools';

/** A camera as the stack needs it (the sandbox's CameraRecord has more). */
export interface VideoCamera {
  /** The Janus mountpoint id, unique across the chain. */
  streamId: number;
  name: string;
  pin: string;
}

export interface VideoStackOptions {
  cameras: VideoCamera[];
  /** Loopback port of Janus's HTTP API; a free one when omitted. */
  httpPort?: number;
  /** Loopback port of Janus's websocket API; a free one when omitted. */
  wsPort?: number;
  /** The only interface for ICE; default `jdummy0` when it exists (the video namespace). */
  iceInterface?: string;
  /** Start every camera's feed (default true); false leaves them to startFeed. */
  feeds?: boolean;
  /** Wait until every feed's first packet reached Janus (default false). */
  waitForFrames?: boolean;
}

export interface VideoStack {
  available: true;
  /** What the console's Janus client connects to. */
  janusWsUrl: string;
  /** Janus's HTTP API (…/janus): `/info`, sessions. */
  janusHttpUrl: string;
  /** The mountpoints' secret (their `info` details, editing). */
  secret: string;
  /** Janus's configuration directory and log (janus.log). */
  dir: string;
  /** (Re)starts a camera's ffmpeg feed; a running feed is left alone. */
  startFeed(streamId: number): void;
  /**
   * Kills a camera's feed: its viewers stop receiving frames, as when a camera goes down or
   * restarts. Janus tells them nothing (no `media` notice for a mountpoint's source): a player
   * notices that no frame is decoded any more.
   */
  stopFeed(streamId: number): Promise<void>;
  feedRunning(streamId: number): boolean;
  /** A renamed camera: the mountpoint's description and the name drawn on its feed change. */
  renameCamera(streamId: number, name: string): Promise<void>;
  /** Process ids of Janus and the running feeds. */
  pids(): number[];
  /** Stops every process and removes the directory. */
  close(): Promise<void>;
}

export interface VideoStackUnavailable {
  available: false;
  /** Says what is missing and how to install it. */
  reason: string;
}

/** The feeds' picture: small and slow, as 2 cores run Janus, the sandbox and a browser too. */
const FEED = { width: 320, height: 240, fps: 12 };
/** The interface scripts/in-video-namespace.sh creates. */
export const VIDEO_NAMESPACE_INTERFACE = 'jdummy0';

/** A free port not in `taken` (the OS may hand the same free port out twice in a row). */
async function freshPort(pick: () => Promise<number>, taken: Set<number>): Promise<number> {
  for (;;) {
    const port = await pick();
    if (!taken.has(port)) {
      taken.add(port);
      return port;
    }
  }
}

function tcpAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** ffmpeg's arguments for one camera's feed: a moving test pattern, the name from `nameFile`. */
function feedArgs(nameFile: string, videoPort: number): string[] {
  // textfile + expansion=none: a camera's name is shown as typed (no filter escaping, no %{…});
  // reload=1 reads it every frame, so a rename shows without restarting the feed.
  const name = `drawtext=textfile=${nameFile}:reload=1:expansion=none:fontsize=20:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6:x=(w-text_w)/2:y=h-text_h-12`;
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
    ...['-f', 'lavfi', '-i', `testsrc=size=${FEED.width}x${FEED.height}:rate=${FEED.fps}`],
    ...['-vf', name],
    // cpu-used 16 costs a sixth of cpu-used 8 here (about 6 % of a core per feed, measured).
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '16', '-threads', '1'],
    // A key frame a second: a viewer joining between two waits at most that long for a clean
    // picture (Janus sends it the last key frame at once, see janus-config.ts).
    ...['-b:v', '250k', '-g', String(FEED.fps), '-an'],
    ...['-f', 'rtp', '-payload_type', String(VP8_PAYLOAD_TYPE), `rtp://127.0.0.1:${videoPort}`],
  ];
}

/** Stderr kept for an error message (the last lines). */
function startProcess(command: string, args: string[]): ChildProcess & { logTail(): string } {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    if (chunks.length > 50) chunks.shift();
  });
  return Object.assign(child, {
    logTail: () => Buffer.concat(chunks).toString().trim().split('\n').slice(-10).join('\n'),
  });
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (!running(child)) return resolve();
    // Janus stops within about 1.5 s of SIGTERM; a process that does not is killed.
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The last lines of Janus's log, for an error message. */
function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-10).join('\n');
  } catch {
    return '(no log)';
  }
}

interface WaitOptions {
  timeoutMs?: number;
  everyMs?: number;
  /** False once the process being waited for has exited: no use waiting longer. */
  alive?: () => boolean;
}

async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  { timeoutMs = 15_000, everyMs = 50, alive = () => true }: WaitOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`${what}: the process exited`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Why the stack cannot run here, or null when Janus and ffmpeg are installed. */
export function videoUnavailableReason(): string | null {
  const missing = [
    janusInstalled() ? null : `Janus (${JANUS_BIN} with its streaming plugin)`,
    ffmpegInstalled() ? null : `ffmpeg (${FFMPEG_BIN})`,
  ].filter(Boolean);
  return missing.length === 0
    ? null
    : `Live video is not available: ${missing.join(' and ')} not installed; install with ${INSTALL_VIDEO}`;
}

/**
 * Every stack's live processes and directories: killed and removed if the sandbox exits without
 * closing its stack (an uncaught error, process.exit), so no Janus or ffmpeg outlives it.
 */
const livePids = new Set<number>();
const liveDirs = new Set<string>();
let exitHookSet = false;
function cleanUpOnExit() {
  if (exitHookSet) return;
  exitHookSet = true;
  process.on('exit', () => {
    for (const pid of livePids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    for (const dir of liveDirs) rmSync(dir, { recursive: true, force: true });
  });
}

function killOnExit(child: ChildProcess) {
  const { pid } = child;
  if (pid === undefined) return;
  livePids.add(pid);
  child.once('exit', () => livePids.delete(pid));
}

/**
 * Starts Janus for `cameras` and a feed per camera. Resolves once Janus answers `/info` and its
 * websocket port accepts connections (and, with `waitForFrames`, every feed reached Janus); a
 * stack that cannot start is stopped and the error thrown. Without janus or ffmpeg it resolves
 * `{ available: false, reason }`.
 */
export async function startVideoStack(
  options: VideoStackOptions,
): Promise<VideoStack | VideoStackUnavailable> {
  const unavailable = videoUnavailableReason();
  if (unavailable) return { available: false, reason: unavailable };

  const { cameras } = options;
  const tcpTaken = new Set([options.httpPort, options.wsPort].filter((port) => port !== undefined));
  const httpPort = options.httpPort ?? (await freshPort(freePort, tcpTaken));
  const wsPort = options.wsPort ?? (await freshPort(freePort, tcpTaken));
  const secret = randomBytes(12).toString('hex');
  const iceInterface =
    options.iceInterface ??
    (VIDEO_NAMESPACE_INTERFACE in networkInterfaces() ? VIDEO_NAMESPACE_INTERFACE : undefined);
  const mountpoints: JanusMountpoint[] = [];
  const udpTaken = new Set<number>();
  for (const { streamId, name, pin } of cameras)
    mountpoints.push({ streamId, name, pin, videoPort: await freshPort(freeUdpPort, udpTaken) });

  const dir = mkdtempSync(path.join(tmpdir(), 'kitchen-video-'));
  cleanUpOnExit();
  liveDirs.add(dir);
  let configFile: string;
  try {
    configFile = writeJanusConfig({
      configDir: dir,
      httpPort,
      wsPort,
      mountpoints,
      secret,
      iceInterface,
    });
  } catch (error) {
    // Two cameras with one stream id, a bad port: nothing was started.
    rmSync(dir, { recursive: true, force: true });
    liveDirs.delete(dir);
    throw error;
  }
  const janusLog = path.join(dir, 'janus.log');
  const janusHttpUrl = `http://127.0.0.1:${httpPort}/janus`;

  const janus = startProcess(JANUS_BIN, ['-F', dir, '-C', configFile, '-o', '-N', '-L', janusLog]);
  killOnExit(janus);
  const feeds = new Map<number, ReturnType<typeof startProcess>>();
  const stopping = new Set<ChildProcess>();

  const nameFileOf = (streamId: number) => path.join(dir, `name-${streamId}.txt`);
  const mountpointOf = (streamId: number) => {
    const mountpoint = mountpoints.find((each) => each.streamId === streamId);
    if (!mountpoint) throw new Error(`No camera has stream id ${streamId}`);
    return mountpoint;
  };
  /** Written whole then renamed: ffmpeg re-reads the file every frame and never sees half. */
  function writeName(streamId: number, name: string) {
    const nameFile = nameFileOf(streamId);
    writeFileSync(`${nameFile}.new`, name);
    renameSync(`${nameFile}.new`, nameFile);
  }

  let closed = false;
  function startFeed(streamId: number) {
    if (closed) throw new Error('The video stack is closed');
    const mountpoint = mountpointOf(streamId);
    const current = feeds.get(streamId);
    if (current && running(current)) return;
    writeName(streamId, mountpoint.name);
    const feed = startProcess(FFMPEG_BIN, feedArgs(nameFileOf(streamId), mountpoint.videoPort));
    killOnExit(feed);
    feed.once('exit', (code, signal) => {
      // A feed that dies by itself is a camera gone dark with no one told: say why.
      if (!stopping.has(feed))
        console.warn(
          `Camera stream ${streamId}: its ffmpeg feed exited (${code ?? signal}): ${feed.logTail()}`,
        );
    });
    feeds.set(streamId, feed);
  }

  async function stopFeed(streamId: number) {
    const feed = feeds.get(streamId);
    if (!feed) return;
    stopping.add(feed);
    await stopProcess(feed);
  }

  async function renameCamera(streamId: number, name: string) {
    const mountpoint = mountpointOf(streamId);
    mountpoint.name = name;
    writeName(streamId, name);
    const streaming = await attachStreaming(janusHttpUrl);
    try {
      const answer = await streaming.request({
        request: 'edit',
        id: streamId,
        secret,
        new_description: name,
      });
      if (answer.error)
        throw new Error(`Janus refused to rename stream ${streamId}: ${String(answer.error)}`);
    } finally {
      await streaming.close();
    }
  }

  async function close() {
    closed = true;
    for (const feed of feeds.values()) stopping.add(feed);
    await Promise.all([...feeds.values(), janus].map(stopProcess));
    rmSync(dir, { recursive: true, force: true });
    liveDirs.delete(dir);
  }

  try {
    await waitFor(
      async () =>
        (await fetch(`${janusHttpUrl}/info`, { signal: AbortSignal.timeout(2000) })).ok &&
        (await tcpAnswers(wsPort)),
      `Janus did not start (log ${janusLog})`,
      { alive: () => running(janus) },
    );
    const readyAt = Date.now();
    if (options.feeds !== false) for (const camera of cameras) startFeed(camera.streamId);
    if (options.waitForFrames && options.feeds !== false)
      await waitForFrames(janusHttpUrl, cameras, readyAt);
  } catch (error) {
    const detail = `${error instanceof Error ? error.message : String(error)}\n${logTail(janusLog)}`;
    await close();
    throw new Error(detail);
  }

  return {
    available: true,
    janusWsUrl: `ws://127.0.0.1:${wsPort}/`,
    janusHttpUrl,
    secret,
    dir,
    startFeed,
    stopFeed,
    renameCamera,
    feedRunning: (streamId) => {
      const feed = feeds.get(streamId);
      return feed !== undefined && running(feed);
    },
    pids: () =>
      [janus, ...feeds.values()]
        .filter(running)
        .map((child) => child.pid)
        .filter((pid): pid is number => pid !== undefined),
    close,
  };
}

/**
 * Polls the streaming plugin's `list` until every camera's last packet is fresh. A mountpoint
 * that never got one counts its age from its creation, before `readyAt`: so a packet is only
 * taken as received when its age is clearly below the time since then.
 */
async function waitForFrames(
  janusHttpUrl: string,
  cameras: VideoCamera[],
  readyAt: number,
): Promise<void> {
  const streaming = await attachStreaming(janusHttpUrl);
  try {
    await waitFor(async () => {
      const list = await streaming.list();
      return cameras.every((camera) => {
        const age = list.find((each) => each.id === camera.streamId)?.media[0]?.age_ms;
        return age !== undefined && age < 1000 && age < Date.now() - readyAt - 100;
      });
    }, 'The camera feeds sent no frame');
  } finally {
    await streaming.close();
  }
}
