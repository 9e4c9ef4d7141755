/**
 * The sandbox's real live video: Debian's Janus with a streaming mountpoint per camera, each
 * fed by a cheap ffmpeg test pattern with the camera's name drawn on it (VP8 RTP on loopback).
 * The cameras given are in Janus's configuration; any other camera the lookup knows gets its
 * mountpoint when someone watches it (mountpoint-pool.ts), so a chain of thousands costs Janus
 * only the cameras on screen. The console watches the mountpoints over Janus's websocket like a
 * kitchen's. Janus offers no loopback ICE candidate: a browser can play these streams only
 * inside the network namespace of scripts/in-video-namespace.sh (the veth jdummy0 on
 * 127.0.0.2), which this stack uses by itself when that interface exists.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort, freeUdpPort } from '../../scripts/free-port.mjs';
import {
  createMountpointRequest,
  VP8_PAYLOAD_TYPE,
  writeJanusConfig,
  type JanusMountpoint,
} from './janus-config';
import { attachStreaming } from './janus-http';
import { mountpointPool } from './mountpoint-pool';
import { startSignallingRelay, type SignallingRelay } from './signalling-relay';
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
  /** Its mountpoint is left out of the plugin's `list` (janus-config.ts). */
  private?: boolean;
}

export interface VideoStackOptions {
  /** Cameras whose mountpoints are in Janus's configuration, from its start to its end. */
  cameras?: VideoCamera[];
  /**
   * Any other camera by its stream id (undefined for none): its mountpoint is made when it is
   * first watched and destroyed a while after its last viewer left.
   */
  camera?: (streamId: number) => VideoCamera | undefined;
  /** Mountpoints made on demand that nobody watches, kept for their next viewer (default 32). */
  keepIdleMountpoints?: number;
  /**
   * Janus exited by itself after starting (a crash, a kill): every feed is stopped, and this is
   * told why. Without it the stack only warns.
   */
  onExit?: (reason: string) => void;
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
  /** Janus's own websocket. */
  janusWsUrl: string;
  /**
   * What the console's Janus client connects to (through the signalling proxy): Janus's
   * websocket, where a `watch` of a mountpoint being made waits until it is (signalling-relay.ts).
   */
  signallingUrl: string;
  /** Janus's HTTP API (…/janus): `/info`, sessions. */
  janusHttpUrl: string;
  /** The mountpoints' secret (their `info` details, editing). */
  secret: string;
  /** Janus's configuration directory and log (janus.log). */
  dir: string;
  /**
   * Someone watches the camera: its mountpoint is made unless Janus has it. Rejects for a camera
   * the stack does not know, or when Janus refuses.
   */
  openMountpoint(streamId: number): Promise<void>;
  /**
   * Nobody watches it any more: its feed stops, and a mountpoint made on demand is kept for a
   * while (among the most recently left), then destroyed.
   */
  leaveMountpoint(streamId: number): Promise<void>;
  /**
   * (Re)starts a camera's ffmpeg feed, once its mountpoint is there (opening it as
   * `openMountpoint` does); a running feed is left alone. Throws for a camera the stack does not
   * know; a feed that cannot start is told on stderr.
   */
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

type Process = ChildProcess & {
  /** The last lines of its stderr (or why it could not be spawned), for an error message. */
  logTail(): string;
  /** Set when it could not be spawned (no such file, too many open files): it never runs. */
  spawnError?: Error;
};

function startProcess(command: string, args: string[]): Process {
  const child: Process = Object.assign(
    spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] }),
    { logTail: () => '' },
  );
  const chunks: Buffer[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    if (chunks.length > 50) chunks.shift();
  });
  // Without a listener a failed spawn (EMFILE, ENOENT) would throw out of the sandbox.
  child.on('error', (error) => {
    child.spawnError = error;
    chunks.push(Buffer.from(`${command}: ${error.message}\n`));
  });
  child.logTail = () => Buffer.concat(chunks).toString().trim().split('\n').slice(-10).join('\n');
  return child;
}

const running = (child: Process) =>
  child.spawnError === undefined && child.exitCode === null && child.signalCode === null;

function stopProcess(child: Process): Promise<void> {
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

/** The lines of Janus's log that say what went wrong (else its last lines), for a message. */
function logErrors(file: string): string {
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').trim().split('\n');
  } catch {
    return '(no log)';
  }
  const errors = lines.filter((line) => /\[(ERR|FATAL)\]/.test(line));
  return (errors.length > 0 ? errors : lines)
    .slice(-3)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join(' | ');
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

/** Makes a camera's mountpoint through the streaming plugin's API and answers its UDP port. */
async function createMountpoint(
  janusHttpUrl: string,
  camera: VideoCamera,
  keys: { secret: string; adminKey: string },
): Promise<JanusMountpoint> {
  const streaming = await attachStreaming(janusHttpUrl);
  try {
    const answer = await streaming.request(createMountpointRequest(camera, keys));
    const port = (answer.stream as { ports?: Array<{ port?: number }> } | undefined)?.ports?.[0]
      ?.port;
    if (answer.error || port === undefined)
      throw new Error(`Janus did not make stream ${camera.streamId}: ${String(answer.error)}`);
    return { streamId: camera.streamId, name: camera.name, pin: camera.pin, videoPort: port };
  } finally {
    await streaming.close();
  }
}

async function destroyMountpoint(janusHttpUrl: string, streamId: number, secret: string) {
  const streaming = await attachStreaming(janusHttpUrl);
  try {
    const answer = await streaming.request({ request: 'destroy', id: streamId, secret });
    if (answer.error) throw new Error(String(answer.error));
  } finally {
    await streaming.close();
  }
}

/** How many mountpoints made on demand stay while nobody watches them (a few files each). */
const KEEP_IDLE_MOUNTPOINTS = 32;

/**
 * Starts Janus with the mountpoints of `cameras` (and `camera`'s on demand), and, unless
 * `feeds: false`, a feed for each of `cameras`. Resolves once Janus answers `/info` and its
 * websocket port accepts connections (and, with `waitForFrames`, every feed reached Janus); a
 * stack that cannot start is stopped and the error thrown, saying why. Without janus or ffmpeg
 * it resolves `{ available: false, reason }`.
 */
export async function startVideoStack(
  options: VideoStackOptions,
): Promise<VideoStack | VideoStackUnavailable> {
  const unavailable = videoUnavailableReason();
  if (unavailable) return { available: false, reason: unavailable };

  const cameras = options.cameras ?? [];
  const tcpTaken = new Set([options.httpPort, options.wsPort].filter((port) => port !== undefined));
  const httpPort = options.httpPort ?? (await freshPort(freePort, tcpTaken));
  const wsPort = options.wsPort ?? (await freshPort(freePort, tcpTaken));
  const secret = randomBytes(12).toString('hex');
  const adminKey = randomBytes(12).toString('hex');
  const iceInterface =
    options.iceInterface ??
    (VIDEO_NAMESPACE_INTERFACE in networkInterfaces() ? VIDEO_NAMESPACE_INTERFACE : undefined);
  const mountpoints = new Map<number, JanusMountpoint>();
  const udpTaken = new Set<number>();
  for (const { streamId, name, pin, private: hidden } of cameras)
    mountpoints.set(streamId, {
      streamId,
      name,
      pin,
      private: hidden,
      videoPort: await freshPort(freeUdpPort, udpTaken),
    });

  const dir = mkdtempSync(path.join(tmpdir(), 'kitchen-video-'));
  cleanUpOnExit();
  liveDirs.add(dir);
  let configFile: string;
  try {
    configFile = writeJanusConfig({
      configDir: dir,
      httpPort,
      wsPort,
      mountpoints: [...mountpoints.values()],
      secret,
      adminKey,
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
  const janusWsUrl = `ws://127.0.0.1:${wsPort}/`;

  const janus = startProcess(JANUS_BIN, ['-F', dir, '-C', configFile, '-o', '-N', '-L', janusLog]);
  killOnExit(janus);
  const feeds = new Map<number, Process>();
  const stopping = new Set<ChildProcess>();
  /** Feeds asked for and not stopped since: one whose mountpoint is being made starts after. */
  const wanted = new Set<number>();
  const pool = mountpointPool<JanusMountpoint>({
    create: (streamId) => {
      const camera = options.camera?.(streamId);
      if (!camera) return Promise.reject(new Error(`No camera has stream id ${streamId}`));
      return createMountpoint(janusHttpUrl, camera, { secret, adminKey });
    },
    destroy: (streamId) => destroyMountpoint(janusHttpUrl, streamId, secret),
    keepIdle: options.keepIdleMountpoints ?? KEEP_IDLE_MOUNTPOINTS,
    onError: (message) => console.warn(message),
  });
  let relay: SignallingRelay | undefined;

  const nameFileOf = (streamId: number) => path.join(dir, `name-${streamId}.txt`);
  /** Written whole then renamed: ffmpeg re-reads the file every frame and never sees half. */
  function writeName(streamId: number, name: string) {
    const nameFile = nameFileOf(streamId);
    writeFileSync(`${nameFile}.new`, name);
    renameSync(`${nameFile}.new`, nameFile);
  }

  let closed = false;
  /** A static mountpoint at once, else the one made (or being made) on demand. */
  function open(streamId: number): Promise<JanusMountpoint> {
    if (closed) return Promise.reject(new Error('The video stack is closed'));
    return Promise.resolve(mountpoints.get(streamId) ?? pool.open(streamId));
  }

  function spawnFeed(mountpoint: JanusMountpoint) {
    const { streamId } = mountpoint;
    const current = feeds.get(streamId);
    // A feed being stopped (its last viewer left just now) is replaced, not kept.
    if (closed || !wanted.has(streamId) || (current && running(current) && !stopping.has(current)))
      return;
    writeName(streamId, mountpoint.name);
    const feed = startProcess(FFMPEG_BIN, feedArgs(nameFileOf(streamId), mountpoint.videoPort));
    killOnExit(feed);
    const gone = (how: string) => {
      // A feed that dies by itself is a camera gone dark with no one told: say why.
      if (!stopping.delete(feed))
        console.warn(`Camera stream ${streamId}: its ffmpeg feed ${how}: ${feed.logTail()}`);
    };
    feed.once('exit', (code, signal) => gone(`exited (${code ?? signal})`));
    feed.once('error', () => gone('could not start'));
    feeds.set(streamId, feed);
  }

  function startFeed(streamId: number) {
    if (closed) throw new Error('The video stack is closed');
    if (!mountpoints.has(streamId) && !options.camera?.(streamId))
      throw new Error(`No camera has stream id ${streamId}`);
    wanted.add(streamId);
    const known = mountpoints.get(streamId);
    if (known) return spawnFeed(known);
    pool
      .open(streamId)
      .then(spawnFeed)
      .catch((error: unknown) => {
        if (!closed) console.warn(`Camera stream ${streamId}: no feed: ${String(error)}`);
      });
  }

  async function stopFeed(streamId: number) {
    wanted.delete(streamId);
    const feed = feeds.get(streamId);
    if (!feed) return;
    stopping.add(feed);
    await stopProcess(feed);
  }

  async function renameCamera(streamId: number, name: string) {
    const mountpoint = await (mountpoints.get(streamId) ?? pool.whenMade(streamId));
    // No mountpoint: the next one is made with the camera's new name.
    if (!mountpoint) return;
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
    pool.clear();
    for (const feed of feeds.values()) stopping.add(feed);
    await Promise.all([relay?.close(), ...[...feeds.values(), janus].map(stopProcess)]);
    rmSync(dir, { recursive: true, force: true });
    liveDirs.delete(dir);
  }

  try {
    await waitFor(
      async () =>
        (await fetch(`${janusHttpUrl}/info`, { signal: AbortSignal.timeout(2000) })).ok &&
        (await tcpAnswers(wsPort)),
      'Janus did not start',
      { alive: () => running(janus) },
    );
    relay = await startSignallingRelay(janusWsUrl, (streamId) => pool.whenMade(streamId));
    const readyAt = Date.now();
    if (options.feeds !== false) for (const camera of cameras) startFeed(camera.streamId);
    if (options.waitForFrames && options.feeds !== false)
      await waitForFrames(janusHttpUrl, cameras, readyAt);
    // Janus gone meanwhile: its exit came before the listener below could hear it.
    if (!running(janus)) throw new Error('Janus did not start: the process exited');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const detail = `${message} (${janus.spawnError?.message ?? logErrors(janusLog)})`;
    await close();
    throw new Error(detail);
  }

  janus.once('exit', (code, signal) => {
    if (closed) return;
    const reason = `Janus exited (${code ?? signal}): ${logErrors(janusLog)}`;
    void close().finally(() => {
      if (options.onExit) options.onExit(reason);
      else console.warn(`Live video stopped: ${reason}`);
    });
  });

  return {
    available: true,
    janusWsUrl,
    signallingUrl: relay.url,
    janusHttpUrl,
    secret,
    dir,
    openMountpoint: async (streamId) => void (await open(streamId)),
    async leaveMountpoint(streamId) {
      const stopped = stopFeed(streamId);
      if (!mountpoints.has(streamId)) pool.leave(streamId);
      await stopped;
    },
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
