/**
 * A STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html, "STOMP Frames").
 * Bytes in, frames out: `content-length` counts octets, so decoding works on bytes.
 */
export interface StompFrame {
  command: string;
  /** The first occurrence of a repeated header wins (spec: "Repeated Header Entries"). */
  headers: Record<string, string>;
  body: string;
}

/** What the decoder yields: a frame, or `'heart-beat'` for an EOL between frames. */
export type Received = StompFrame | 'heart-beat';

export class StompSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StompSyntaxError';
  }
}

export const HEART_BEAT = '\n';
const NUL = 0x00;
const LF = 0x0a;
const CR = 0x0d;
const DEFAULT_MAX_FRAME_BYTES = 64 * 1024;

// CONNECT and CONNECTED are never escaped, to stay readable by STOMP 1.0 peers (spec: "Value Encoding").
const unescaped = (command: string) => command === 'CONNECT' || command === 'CONNECTED';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\\\': '\\', '\\r': '\r', '\\n': '\n', '\\c': ':' };

function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (char) => ESCAPES[char]!);
}

function unescapeHeader(text: string): string {
  return text.replace(/\\(.?)/gs, (sequence) => {
    const char = UNESCAPES[sequence];
    // An undefined escape sequence is a fatal protocol error (spec: "Value Encoding").
    if (char === undefined) throw new StompSyntaxError(`Undefined escape sequence "${sequence}"`);
    return char;
  });
}

/**
 * One frame as text, NUL-terminated, with `content-length` whenever there is a body. Headers are
 * escaped unless `escape` is false (CONNECT and CONNECTED, or before a version is agreed); then
 * CR, LF and backslash become spaces, the only way both a 1.0 and a 1.2 reader see the same text.
 */
export function serializeFrame(frame: StompFrame, escape = !unescaped(frame.command)): string {
  const encode = escape ? escapeHeader : (text: string) => text.replace(/[\\\r\n]/g, ' ');
  const headers = { ...frame.headers };
  if (frame.body !== '') headers['content-length'] = String(Buffer.byteLength(frame.body));
  const lines = Object.entries(headers).map(([name, value]) => `${encode(name)}:${encode(value)}`);
  return `${[frame.command, ...lines].join('\n')}\n\n${frame.body}\0`;
}

function parseHead(head: string): Pick<StompFrame, 'command' | 'headers'> {
  const [command = '', ...lines] = head.split(/\r?\n/);
  if (!/^[A-Z]+$/.test(command)) throw new StompSyntaxError(`Invalid command "${command}"`);
  const decode = unescaped(command) ? (text: string) => text : unescapeHeader;
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new StompSyntaxError(`Invalid header line "${line}"`);
    const name = decode(line.slice(0, colon));
    if (!Object.hasOwn(headers, name)) headers[name] = decode(line.slice(colon + 1));
  }
  return { command, headers };
}

/** The index just past the blank line that ends the headers, or -1 while it has not arrived. */
function endOfHead(bytes: Buffer): { headEnd: number; bodyStart: number } | undefined {
  for (let index = 0; index < bytes.length; index++) {
    if (bytes[index] === NUL) throw new StompSyntaxError('NUL before the end of the headers');
    if (bytes[index] !== LF) continue;
    if (bytes[index + 1] === LF) return { headEnd: index, bodyStart: index + 2 };
    if (bytes[index + 1] === CR && bytes[index + 2] === LF)
      return { headEnd: index, bodyStart: index + 3 };
  }
  return undefined;
}

/**
 * A streaming decoder: `push()` takes each WebSocket message (a frame may span several, and one
 * may carry several frames and heart-beats) and returns what is complete. It throws
 * `StompSyntaxError` on malformed input; the decoder is unusable afterwards.
 */
export function createDecoder(maxFrameBytes = DEFAULT_MAX_FRAME_BYTES) {
  let pending = Buffer.alloc(0);

  function next(): Received | undefined {
    if (pending[0] === LF) {
      pending = pending.subarray(1);
      return 'heart-beat';
    }
    if (pending[0] === CR) {
      if (pending.length < 2) return undefined;
      if (pending[1] !== LF) throw new StompSyntaxError('CR not followed by LF');
      pending = pending.subarray(2);
      return 'heart-beat';
    }
    const head = endOfHead(pending);
    if (!head) return undefined;
    const { command, headers } = parseHead(
      pending.subarray(0, head.headEnd).toString('utf8').replace(/\r$/, ''),
    );
    let bodyEnd: number;
    const declared = headers['content-length'];
    if (declared !== undefined) {
      if (!/^\d+$/.test(declared))
        throw new StompSyntaxError(`Invalid content-length "${declared}"`);
      bodyEnd = head.bodyStart + Number(declared);
      if (bodyEnd > maxFrameBytes) throw new StompSyntaxError('Frame too large');
      if (pending.length <= bodyEnd) return undefined;
      if (pending[bodyEnd] !== NUL)
        throw new StompSyntaxError('Body longer than its content-length');
    } else {
      bodyEnd = pending.indexOf(NUL, head.bodyStart);
      if (bodyEnd === -1) return undefined;
    }
    const body = pending.subarray(head.bodyStart, bodyEnd).toString('utf8');
    pending = pending.subarray(bodyEnd + 1);
    return { command, headers, body };
  }

  return {
    push(chunk: string | Uint8Array): Received[] {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
      pending = Buffer.concat([pending, bytes]);
      const received: Received[] = [];
      for (let item = next(); item !== undefined; item = next()) received.push(item);
      if (pending.length > maxFrameBytes) throw new StompSyntaxError('Frame too large');
      return received;
    },
  };
}

export type StompDecoder = ReturnType<typeof createDecoder>;
