/**
 * A minimal client of Janus's HTTP API (create a session, attach a plugin, send it a message,
 * long-poll its events): what the video stack needs to see its own mountpoints and what tests
 * use to check them without a browser. The console itself talks to Janus over websockets.
 */

/** A session description as Janus carries it. */
export interface Jsep {
  type: string;
  sdp: string;
}

interface JanusReply {
  janus: string;
  data?: { id: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: Jsep;
}

/** One mountpoint as the streaming plugin's `list` answers it. */
export interface MountpointListing {
  id: number;
  description: string;
  enabled: boolean;
  /** Milliseconds since its last RTP packet (since Janus started when none came). */
  media: Array<{ type: string; age_ms?: number }>;
}

export interface StreamingHandle {
  /** The session's URL: GET it (`?maxev=N`) to long-poll Janus's notices to the session. */
  sessionUrl: string;
  /** A synchronous plugin request (`list`, `info`, …): answers the plugin's data. */
  request(body: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** An asynchronous one (`watch`, `start` with the answer, …): answers the event it causes. */
  send(
    body: Record<string, unknown>,
    jsep?: Jsep,
  ): Promise<{ data: Record<string, unknown>; jsep?: Jsep }>;
  list(): Promise<MountpointListing[]>;
  close(): Promise<void>;
}

let transactions = 0;
const transaction = () => `kc-${process.pid}-${++transactions}`;

async function post(url: string, body: Record<string, unknown>): Promise<JanusReply> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, transaction: transaction() }),
    signal: AbortSignal.timeout(10_000),
  });
  const reply = (await response.json()) as JanusReply;
  if (reply.janus === 'error')
    throw new Error(`Janus ${String(body.janus)}: ${reply.error?.code} ${reply.error?.reason}`);
  return reply;
}

/** A session with the streaming plugin attached, on the HTTP API at `janusHttpUrl`. */
export async function attachStreaming(janusHttpUrl: string): Promise<StreamingHandle> {
  const session = (await post(janusHttpUrl, { janus: 'create' })).data!.id;
  const sessionUrl = `${janusHttpUrl}/${session}`;
  const handle = (await post(sessionUrl, { janus: 'attach', plugin: 'janus.plugin.streaming' }))
    .data!.id;
  const handleUrl = `${sessionUrl}/${handle}`;

  async function request(body: Record<string, unknown>) {
    const reply = await post(handleUrl, { janus: 'message', body });
    return reply.plugindata?.data ?? {};
  }

  async function nextEvent(): Promise<JanusReply> {
    for (;;) {
      const response = await fetch(`${sessionUrl}?maxev=1`, {
        signal: AbortSignal.timeout(35_000),
      });
      const reply = (await response.json()) as JanusReply;
      if (reply.janus === 'event') return reply;
      // 'keepalive' after Janus's 30 s poll timeout, or a webrtcup/media notice: poll again.
    }
  }

  return {
    sessionUrl,
    request,
    async send(body, jsep) {
      const reply = await post(handleUrl, { janus: 'message', body, ...(jsep && { jsep }) });
      const event = reply.janus === 'ack' ? await nextEvent() : reply;
      return { data: event.plugindata?.data ?? {}, jsep: event.jsep };
    },
    async list() {
      return ((await request({ request: 'list' })).list ?? []) as MountpointListing[];
    },
    async close() {
      await post(sessionUrl, { janus: 'destroy' }).catch(() => undefined);
    },
  };
}
