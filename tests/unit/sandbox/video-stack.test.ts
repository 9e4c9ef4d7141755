import { existsSync, readFileSync } from 'node:fs';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { janusConfigFiles, type JanusConfigOptions } from '../../../sandbox/video/janus-config';
import { attachStreaming, type StreamingHandle } from '../../../sandbox/video/janus-http';
import {
  clearHlsRecordingsForTests,
  hlsContentType,
  hlsFileResponse,
  hlsRecording,
} from '../../../sandbox/video/hls-recording';
import {
  startVideoStack,
  videoUnavailableReason,
  type VideoCamera,
  type VideoStack,
} from '../../../sandbox/video/video-stack';
import { ffmpegInstalled } from '../../../sandbox/video/video-tools';
import { server } from '../../helpers/msw-server';

const CAMERAS: VideoCamera[] = [
  { streamId: 3, name: 'Fryer station "left"', pin: '4821' },
  { streamId: 7, name: 'Holding cabinet', pin: '1937' },
];

const OPTIONS: JanusConfigOptions = {
  configDir: '/tmp/janus-conf',
  httpPort: 18_088,
  wsPort: 18_188,
  secret: 'sesame',
  mountpoints: [
    { ...CAMERAS[0]!, videoPort: 15_004 },
    { ...CAMERAS[1]!, videoPort: 15_006 },
  ],
};

/** A libconfig group's body (`name: { … }`) from a file's text. */
function groupOf(text: string, name: string): string {
  const match = new RegExp(`^${name}: \\{\\n([\\s\\S]*?)\\n\\}`, 'm').exec(text);
  if (!match) throw new Error(`no group ${name} in\n${text}`);
  return match[1]!;
}

describe('the Janus configuration (spec 001 §7 "Streams": live video goes through a real-time media gateway)', () => {
  it('spec 001 §7 "Streams" (janusHost and streamId): one VP8 RTP mountpoint per camera, with its id, name, pin and port', () => {
    const streaming = janusConfigFiles(OPTIONS)['janus.plugin.streaming.jcfg']!;
    const first = groupOf(streaming, 'cam-3');
    expect(first).toContain('\ttype = "rtp"');
    expect(first).toContain('\tid = 3');
    expect(first).toContain('\tdescription = "Fryer station \\"left\\""');
    expect(first).toContain('\tpin = "4821"');
    expect(first).toContain('\tvideoport = 15004');
    expect(first).toContain('\tvideoiface = "127.0.0.1"');
    expect(first).toContain('\tvideocodec = "vp8"');
    expect(first).toContain('\taudio = false');
    const second = groupOf(streaming, 'cam-7');
    expect(second).toContain('\tid = 7');
    expect(second).toContain('\tpin = "1937"');
    expect(second).toContain('\tvideoport = 15006');
    expect(streaming.match(/^cam-\d+: \{/gm)).toHaveLength(2);
    expect(streaming).not.toContain('is_private');
  });

  it('spec 001 §7 "watch (id and optional pin)": a private mountpoint is left out of the plugin\'s list', () => {
    const streaming = janusConfigFiles({
      ...OPTIONS,
      mountpoints: [{ ...OPTIONS.mountpoints[0]!, private: true }, OPTIONS.mountpoints[1]!],
    })['janus.plugin.streaming.jcfg']!;
    expect(groupOf(streaming, 'cam-3')).toContain('\tis_private = true');
    expect(groupOf(streaming, 'cam-7')).not.toContain('is_private');
  });

  it('serves HTTP and websockets on the given loopback ports, and loads only the streaming plugin', () => {
    const files = janusConfigFiles(OPTIONS);
    const httpGeneral = groupOf(files['janus.transport.http.jcfg']!, 'general');
    expect(httpGeneral).toContain('\tport = 18088');
    expect(httpGeneral).toContain('\tip = "127.0.0.1"');
    expect(httpGeneral).toContain('\tbase_path = "/janus"');
    const wsGeneral = groupOf(files['janus.transport.websockets.jcfg']!, 'general');
    expect(wsGeneral).toContain('\tws_port = 18188');
    expect(wsGeneral).toContain('\tws_ip = "127.0.0.1"');

    const janus = files['janus.jcfg']!;
    expect(groupOf(janus, 'general')).toContain('\tconfigs_folder = "/tmp/janus-conf"');
    const disabled = groupOf(janus, 'plugins');
    expect(disabled).toContain('libjanus_videoroom.so');
    expect(disabled).not.toContain('libjanus_streaming.so');
    const transports = groupOf(janus, 'transports');
    expect(transports).not.toMatch(/libjanus_(http|websockets)\.so/);
    expect(groupOf(janus, 'nat')).not.toContain('ice_enforce_list');
  });

  it('gathers ICE only on the video namespace interface when told to', () => {
    const janus = janusConfigFiles({ ...OPTIONS, iceInterface: 'jdummy0' })['janus.jcfg']!;
    expect(groupOf(janus, 'nat')).toContain('\tice_enforce_list = "jdummy0"');
  });

  it('refuses two cameras with one stream id or one port, and a bad port', () => {
    const [first] = OPTIONS.mountpoints;
    expect(() =>
      janusConfigFiles({ ...OPTIONS, mountpoints: [first!, { ...first!, videoPort: 16_000 }] }),
    ).toThrow(/Stream id 3 is used twice/);
    expect(() =>
      janusConfigFiles({ ...OPTIONS, mountpoints: [first!, { ...first!, streamId: 9 }] }),
    ).toThrow(/Video port 15004 is used twice/);
    expect(() => janusConfigFiles({ ...OPTIONS, wsPort: 70_000 })).toThrow(/websocket port/);
  });
});

describe('HLS serving helpers (spec 001 §7 "Streams" GET /hls/{id}/index.m3u8)', () => {
  it('names the playlist and segment content types, and nothing else', () => {
    expect(hlsContentType('index.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(hlsContentType('seg001.ts')).toBe('video/mp2t');
    expect(hlsContentType('name.txt')).toBeNull();
  });
});

/** Whether a process still exists (a reaped child does not). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// A test that cannot run fails, never skips: `npm test` installs Janus and ffmpeg first
// (scripts/ensure-video.mjs).
const unavailable = videoUnavailableReason();

describe('the real video stack (Debian janus + ffmpeg)', () => {
  beforeAll(() => {
    if (unavailable !== null) throw new Error(unavailable);
  });
  let stack: VideoStack | undefined;
  let streaming: StreamingHandle | undefined;
  afterAll(async () => {
    await streaming?.close();
    await stack?.close();
  });
  // msw answers the console's calls in unit tests; Janus's loopback port is real.
  beforeEach(() => {
    server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  });

  it('spec 001 §7 "Streams": the streaming plugin messages list and watch (id and optional pin): lists every camera, refuses a wrong pin, offers VP8 for the right one, and stops every process', async () => {
    const started = await startVideoStack({ cameras: CAMERAS, waitForFrames: true });
    if (!started.available) throw new Error(started.reason);
    stack = started;
    expect(stack.janusWsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/$/);

    const info = (await (await fetch(`${stack.janusHttpUrl}/info`)).json()) as {
      plugins: Record<string, unknown>;
    };
    expect(Object.keys(info.plugins)).toEqual(['janus.plugin.streaming']);

    streaming = await attachStreaming(stack.janusHttpUrl);
    const list = await streaming.list();
    // Janus lists its mountpoints in no particular order.
    const listed = list.map(({ id, description }) => ({ id, description }));
    expect(listed.sort((a, b) => a.id - b.id)).toEqual([
      { id: 3, description: 'Fryer station "left"' },
      { id: 7, description: 'Holding cabinet' },
    ]);
    // Both feeds are sending: their last packet is recent (startVideoStack waited for it).
    for (const mountpoint of list) expect(mountpoint.media[0]?.age_ms).toBeLessThan(2000);

    const refused = await streaming.send({ request: 'watch', id: 7, pin: '0000' });
    expect(refused.data).toMatchObject({ error_code: 457, error: 'Unauthorized (wrong pin)' });

    const offered = await streaming.send({ request: 'watch', id: 7, pin: '1937' });
    expect(offered.data).toMatchObject({ result: { status: 'preparing' } });
    expect(offered.jsep?.type).toBe('offer');
    expect(offered.jsep?.sdp).toMatch(/a=rtpmap:\d+ VP8\/90000/);
    await streaming.close();
    streaming = undefined;

    // A camera whose feed is stopped goes stale; started again, it is fresh.
    const watcher = await attachStreaming(stack.janusHttpUrl);
    await stack.stopFeed(3);
    expect(stack.feedRunning(3)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const ageOf = async (id: number) =>
      (await watcher.list()).find((each) => each.id === id)?.media[0]?.age_ms ?? Infinity;
    expect(await ageOf(3)).toBeGreaterThan(1000);
    await expect.poll(() => ageOf(7), { interval: 100 }).toBeLessThan(1000);
    stack.startFeed(3);
    await expect.poll(() => ageOf(3), { interval: 100 }).toBeLessThan(500);

    // A renamed camera (PATCH /cameras/{id}) is listed under its new name.
    await stack.renameCamera(7, 'Hot holding');
    const renamed = (await watcher.list()).find((each) => each.id === 7);
    expect(renamed?.description).toBe('Hot holding');
    await watcher.close();

    const pids = stack.pids();
    expect(pids).toHaveLength(3);
    const { dir, janusHttpUrl } = stack;
    await stack.close();
    stack = undefined;
    expect(pids.filter(alive)).toEqual([]);
    expect(existsSync(dir)).toBe(false);
    await expect(fetch(`${janusHttpUrl}/info`)).rejects.toThrow();
  });
});

describe('real HLS recordings (Debian ffmpeg)', () => {
  beforeAll(() => {
    if (!ffmpegInstalled())
      throw new Error('ffmpeg is not installed: node scripts/ensure-video.mjs');
  });
  afterAll(clearHlsRecordingsForTests);

  it('spec 001 §7 "Streams" GET /hls/{id}/index.m3u8: makes a playable VOD playlist once and serves its segments', async () => {
    const request = { id: 'rec-unit-1', name: 'Fryer station', seconds: 4 };
    const [recording, again] = await Promise.all([hlsRecording(request), hlsRecording(request)]);
    expect(again).toBe(recording);

    const playlist = await hlsFileResponse(recording, 'index.m3u8');
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text).toContain('#EXT-X-ENDLIST');
    const segments = text.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments).toEqual(['seg000.ts', 'seg001.ts']);

    const segment = await hlsFileResponse(recording, segments[0]!);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    const bytes = new Uint8Array(await segment.arrayBuffer());
    // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47.
    expect(bytes.byteLength % 188).toBe(0);
    expect(bytes[0]).toBe(0x47);
    expect(bytes[188]).toBe(0x47);
    expect(readFileSync(recording.playlist, 'utf8')).toBe(text);

    expect((await hlsFileResponse(recording, 'seg999.ts')).status).toBe(404);
    expect((await hlsFileResponse(recording, '../index.m3u8')).status).toBe(404);
    expect((await hlsFileResponse(recording, 'name.txt')).status).toBe(404);
  });
});
