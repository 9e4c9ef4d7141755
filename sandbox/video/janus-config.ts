/**
 * The Janus configuration the sandbox's live video runs on (shared/MEDIA.md's working
 * configuration): only the streaming plugin and the http + websockets transports, both on
 * loopback, and one RTP mountpoint per camera given (VP8 on its own loopback UDP port, fed by
 * ffmpeg). Other cameras' mountpoints are made while Janus runs (video-stack.ts), with the admin
 * key. `janusConfigFiles` is pure (tested); `writeJanusConfig` puts the files in a directory for
 * `janus -F dir -C dir/janus.jcfg`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { JANUS_LOGGERS_DIR, JANUS_PLUGINS_DIR, JANUS_TRANSPORTS_DIR } from './video-tools';

/** One camera as the streaming plugin serves it. */
export interface JanusMountpoint {
  /** The mountpoint id the console watches (`streamId` of the camera). */
  streamId: number;
  /** Shown as the mountpoint's description (the camera's name). */
  name: string;
  /** The pin a `watch` must carry. */
  pin: string;
  /**
   * Left out of the plugin's `list`, watched by its id and pin only (`is_private`), as a
   * provider may keep its mountpoints (the spec profile's chain has one per kitchen).
   */
  private?: boolean;
  /** The loopback UDP port the camera's ffmpeg feed sends RTP to. */
  videoPort: number;
}

export interface JanusConfigOptions {
  /** The directory the files are written to (Janus's configs_folder). */
  configDir: string;
  httpPort: number;
  wsPort: number;
  mountpoints: JanusMountpoint[];
  /** Needed for the mountpoints' `info` details (age of the last packet) and to edit them. */
  secret: string;
  /**
   * The streaming plugin's admin key: only a `create` request carrying it makes a mountpoint.
   * Janus's websocket reaches the browsers (through the signalling proxy), which must not.
   */
  adminKey?: string;
  /**
   * The only interface Janus gathers ICE candidates on. Janus never offers a loopback
   * candidate, so tests run in a network namespace with the veth `jdummy0` on 127.0.0.2
   * (scripts/in-video-namespace.sh); undefined lets Janus use every interface.
   */
  iceInterface?: string;
  /** UDP ports for the WebRTC side (default 20000-20100). */
  rtpPortRange?: string;
}

/** RTP payload type the feeds send VP8 with (ffmpeg `-payload_type`). */
export const VP8_PAYLOAD_TYPE = 100;

// Every plugin, transport and logger Debian ships that the sandbox does not use: disabled so
// Janus starts fast and logs no errors about their missing configuration.
const UNUSED_PLUGINS = [
  'audiobridge',
  'duktape',
  'echotest',
  'lua',
  'nosip',
  'recordplay',
  'sip',
  'textroom',
  'videocall',
  'videoroom',
  'voicemail',
].map((name) => `libjanus_${name}.so`);
const UNUSED_TRANSPORTS = ['mqtt', 'nanomsg', 'pfunix', 'rabbitmq'].map(
  (name) => `libjanus_${name}.so`,
);
const UNUSED_LOGGERS = ['libjanus_jsonlog.so'];

/** A libconfig string literal. */
function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, ' ')}"`;
}

type Setting = string | number | boolean;

/** A libconfig group: `name: { key = value … }`. */
function group(name: string, settings: Record<string, Setting | undefined>): string {
  const lines = Object.entries(settings)
    .filter((entry): entry is [string, Setting] => entry[1] !== undefined)
    .map(([key, value]) => `\t${key} = ${typeof value === 'string' ? quote(value) : value}`);
  return `${name}: {\n${lines.join('\n')}\n}\n`;
}

function checkPort(port: number, what: string): void {
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${what} must be a port number, got ${port}`);
}

function checkMountpoints(mountpoints: JanusMountpoint[]): void {
  const ids = new Set<number>();
  const ports = new Set<number>();
  for (const { streamId, videoPort } of mountpoints) {
    if (!Number.isInteger(streamId) || streamId < 1)
      throw new Error(`A stream id must be a positive integer, got ${streamId}`);
    if (ids.has(streamId)) throw new Error(`Stream id ${streamId} is used twice`);
    checkPort(videoPort, `The video port of stream ${streamId}`);
    if (ports.has(videoPort)) throw new Error(`Video port ${videoPort} is used twice`);
    ids.add(streamId);
    ports.add(videoPort);
  }
}

/** The configuration files by name (janus.jcfg, transports, streaming plugin). */
export function janusConfigFiles(options: JanusConfigOptions): Record<string, string> {
  const { configDir, httpPort, wsPort, mountpoints, secret, iceInterface } = options;
  checkPort(httpPort, 'The HTTP port');
  checkPort(wsPort, 'The websocket port');
  if (httpPort === wsPort) throw new Error('The HTTP and websocket ports must differ');
  checkMountpoints(mountpoints);

  const janus = [
    group('general', {
      configs_folder: configDir,
      plugins_folder: JANUS_PLUGINS_DIR,
      transports_folder: JANUS_TRANSPORTS_DIR,
      loggers_folder: JANUS_LOGGERS_DIR,
      interface: '127.0.0.1',
      debug_level: 4,
      session_timeout: 60,
    }),
    group('media', { rtp_port_range: options.rtpPortRange ?? '20000-20100' }),
    group('nat', { nice_debug: false, ice_enforce_list: iceInterface }),
    group('plugins', { disable: UNUSED_PLUGINS.join(',') }),
    group('transports', { disable: UNUSED_TRANSPORTS.join(',') }),
    group('loggers', { disable: UNUSED_LOGGERS.join(',') }),
    group('events', { broadcast: false }),
  ].join('\n');

  const http = [
    group('general', {
      json: 'compact',
      base_path: '/janus',
      http: true,
      port: httpPort,
      ip: '127.0.0.1',
      https: false,
    }),
    group('admin', { admin_http: false, admin_https: false }),
  ].join('\n');

  const websockets = [
    group('general', {
      json: 'compact',
      ws: true,
      ws_port: wsPort,
      ws_ip: '127.0.0.1',
      wss: false,
    }),
    group('admin', { admin_ws: false, admin_wss: false }),
  ].join('\n');

  const streaming = [
    group('general', { string_ids: false, admin_key: options.adminKey }),
    ...mountpoints.map((mountpoint) =>
      group(`cam-${mountpoint.streamId}`, {
        type: 'rtp',
        id: mountpoint.streamId,
        description: mountpoint.name,
        video: true,
        audio: false,
        videoport: mountpoint.videoPort,
        videoiface: '127.0.0.1',
        videopt: VP8_PAYLOAD_TYPE,
        videocodec: 'vp8',
        // A new viewer gets the last key frame at once: its first frame in about 0.6 s instead
        // of 0.6–1.4 s (measured in Chromium; the feeds send a key frame every second).
        videobufferkf: true,
        pin: mountpoint.pin,
        is_private: mountpoint.private ? true : undefined,
        secret,
      }),
    ),
  ].join('\n');

  return {
    'janus.jcfg': janus,
    'janus.transport.http.jcfg': http,
    'janus.transport.websockets.jcfg': websockets,
    'janus.plugin.streaming.jcfg': streaming,
  };
}

/** Writes the files into `options.configDir` and answers the path of janus.jcfg. */
export function writeJanusConfig(options: JanusConfigOptions): string {
  for (const [name, text] of Object.entries(janusConfigFiles(options)))
    writeFileSync(path.join(options.configDir, name), text);
  return path.join(options.configDir, 'janus.jcfg');
}

/**
 * The streaming plugin's `create` request for a camera's mountpoint made while Janus runs: the
 * static one's settings in the plugin's `media` form, on a UDP port Janus picks (its answer's
 * `stream.ports`), and gone when Janus stops (`permanent: false`).
 */
export function createMountpointRequest(
  camera: Omit<JanusMountpoint, 'videoPort'>,
  { secret, adminKey }: { secret: string; adminKey: string },
): Record<string, unknown> {
  return {
    request: 'create',
    admin_key: adminKey,
    type: 'rtp',
    id: camera.streamId,
    description: camera.name,
    pin: camera.pin,
    ...(camera.private ? { is_private: true } : {}),
    secret,
    permanent: false,
    media: [
      {
        type: 'video',
        mid: 'v',
        port: 0,
        iface: '127.0.0.1',
        pt: VP8_PAYLOAD_TYPE,
        codec: 'vp8',
        // As videobufferkf above.
        bufferkf: true,
      },
    ],
  };
}
