import { describe, expect, it } from 'vitest';
import {
  createDecoder,
  serializeFrame,
  StompSyntaxError,
  type Received,
} from '../../../sandbox/stomp/frame';

const decode = (...chunks: Array<string | Uint8Array>): Received[] => {
  const decoder = createDecoder();
  return chunks.flatMap((chunk) => decoder.push(chunk));
};

describe('serializeFrame()', () => {
  it('writes command, headers, a blank line, the body and NUL, with content-length in bytes', () => {
    expect(
      serializeFrame({
        command: 'MESSAGE',
        headers: { destination: '/user/topic/notifications', 'message-id': '1' },
        body: '{"message":"90 °F"}',
      }),
    ).toBe(
      'MESSAGE\ndestination:/user/topic/notifications\nmessage-id:1\ncontent-length:20\n\n{"message":"90 °F"}\0',
    );
  });

  it('leaves content-length out of a frame without a body', () => {
    expect(serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': '7' }, body: '' })).toBe(
      'RECEIPT\nreceipt-id:7\n\n\0',
    );
  });

  it('escapes backslash, CR, LF and colon in header names and values', () => {
    expect(
      serializeFrame({ command: 'ERROR', headers: { 'a:b': 'one\\two\r\nthree:four' }, body: '' }),
    ).toBe('ERROR\na\\cb:one\\\\two\\r\\nthree\\cfour\n\n\0');
  });

  it('does not escape CONNECTED headers (spec: kept readable by STOMP 1.0 peers)', () => {
    expect(serializeFrame({ command: 'CONNECTED', headers: { server: 'a:b' }, body: '' })).toBe(
      'CONNECTED\nserver:a:b\n\n\0',
    );
  });

  it('writes headers unescaped when asked (an ERROR before CONNECTED), line breaks and backslashes as spaces', () => {
    expect(
      serializeFrame(
        { command: 'ERROR', headers: { message: 'Unauthorized: a\\b\nc' }, body: '' },
        false,
      ),
    ).toBe('ERROR\nmessage:Unauthorized: a b c\n\n\0');
  });

  it('round-trips through the decoder, escapes and multi-byte text included', () => {
    const frame = {
      command: 'MESSAGE',
      headers: { note: 'x:y\\z\nw', 'content-type': 'text/plain' },
      body: 'Fryer 2: 318 °F\0and a NUL inside',
    };
    const [decoded] = decode(serializeFrame(frame));
    expect(decoded).toEqual({
      ...frame,
      headers: { ...frame.headers, 'content-length': String(Buffer.byteLength(frame.body)) },
    });
  });
});

describe('createDecoder()', () => {
  it('reads a frame without content-length up to the first NUL', () => {
    expect(decode('SUBSCRIBE\nid:0\ndestination:/user/topic/notifications\n\n\0')).toEqual([
      {
        command: 'SUBSCRIBE',
        headers: { id: '0', destination: '/user/topic/notifications' },
        body: '',
      },
    ]);
  });

  it('reads exactly content-length bytes, NULs in the body included', () => {
    const body = Buffer.from('a\0b\0°');
    const frame = Buffer.concat([
      Buffer.from(`SEND\ndestination:/x\ncontent-length:${body.length}\n\n`),
      body,
      Buffer.from([0]),
    ]);
    expect(decode(frame)).toEqual([
      {
        command: 'SEND',
        headers: { destination: '/x', 'content-length': String(body.length) },
        body: 'a\0b\0°',
      },
    ]);
  });

  it('accepts CRLF line ends', () => {
    expect(decode('CONNECT\r\naccept-version:1.2\r\nhost:kitchen\r\n\r\n\0')).toEqual([
      { command: 'CONNECT', headers: { 'accept-version': '1.2', host: 'kitchen' }, body: '' },
    ]);
  });

  it('unescapes header values, but not in CONNECT (a colon in a passcode stays a colon)', () => {
    const [subscribe] = decode('SUBSCRIBE\nid:a\\cb\\\\c\\nd\\re\n\n\0');
    expect(subscribe).toMatchObject({ headers: { id: 'a:b\\c\nd\re' } });
    const [connect] = decode('CONNECT\npasscode:ab:cd\\c\n\n\0');
    expect(connect).toMatchObject({ headers: { passcode: 'ab:cd\\c' } });
  });

  it('keeps the first of repeated headers', () => {
    const [frame] = decode('SUBSCRIBE\nid:first\nid:second\n\n\0');
    expect(frame).toMatchObject({ headers: { id: 'first' } });
  });

  it('returns several frames and heart-beats from one chunk, in order', () => {
    expect(
      decode('\nCONNECT\naccept-version:1.2\n\n\0\r\n\nDISCONNECT\nreceipt:9\n\n\0\n'),
    ).toEqual([
      'heart-beat',
      { command: 'CONNECT', headers: { 'accept-version': '1.2' }, body: '' },
      'heart-beat',
      'heart-beat',
      { command: 'DISCONNECT', headers: { receipt: '9' }, body: '' },
      'heart-beat',
    ]);
  });

  it('reads lone EOLs as heart-beats, a CR waiting for its LF', () => {
    const decoder = createDecoder();
    expect(decoder.push('\n')).toEqual(['heart-beat']);
    expect(decoder.push('\r')).toEqual([]);
    expect(decoder.push('\n\r\n')).toEqual(['heart-beat', 'heart-beat']);
  });

  it('waits for a frame split across chunks, even inside a multi-byte character', () => {
    const bytes = Buffer.from(serializeFrame({ command: 'MESSAGE', headers: {}, body: '°F' }));
    const decoder = createDecoder();
    const received = [...bytes].flatMap((byte) => decoder.push(Uint8Array.of(byte)));
    expect(received).toEqual([
      { command: 'MESSAGE', headers: { 'content-length': '3' }, body: '°F' },
    ]);
  });

  it.each([
    ['a lowercase command', 'connect\n\n\0'],
    ['a CR not followed by LF', '\r\r\n\n\0'],
    ['a header line without a colon', 'SUBSCRIBE\nid\n\n\0'],
    ['a header with an empty name', 'SUBSCRIBE\n:x\n\n\0'],
    ['an undefined escape sequence', 'SUBSCRIBE\nid:a\\tb\n\n\0'],
    ['a trailing backslash', 'SUBSCRIBE\nid:a\\\n\n\0'],
    ['a NUL inside the headers', 'SUBSCRIBE\nid:\0\n\n'],
    ['a non-numeric content-length', 'SEND\ncontent-length:ten\n\nhello\0'],
    ['a body longer than its content-length', 'SEND\ncontent-length:2\n\nhello\0'],
  ])('throws StompSyntaxError on %s', (_what, input) => {
    expect(() => decode(input)).toThrow(StompSyntaxError);
  });

  it('refuses a frame larger than the limit, declared or still arriving', () => {
    expect(() => createDecoder(100).push('SEND\ncontent-length:500\n\n')).toThrow(
      'Frame too large',
    );
    expect(() => createDecoder(100).push(`SEND\n\n${'x'.repeat(200)}`)).toThrow('Frame too large');
    expect(() => createDecoder(100).push(`SEND\nx:${'y'.repeat(200)}`)).toThrow('Frame too large');
  });

  it('survives random bytes: every outcome is frames, waiting, or StompSyntaxError', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % 256;
    for (let run = 0; run < 300; run++) {
      const bytes = Uint8Array.from(
        { length: 1 + (next() % 64) },
        () => [0, 10, 13, 58, 92, 65, 67][next() % 7]!,
      );
      try {
        createDecoder().push(bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(StompSyntaxError);
      }
    }
  });
});
