import { describe, expect, it } from 'vitest';
import { iceServersFor } from './ice-servers';
import { signallingUrl } from './media-gateway';

const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ICE servers (spec 001 §7 TURN credentials, §9 STUN 3478)', () => {
  it('asks nothing without a TURN host: the gateway is reached directly', async () => {
    const asked: unknown[] = [];
    const servers = await iceServersFor('', 'Bearer t', async (...args) => {
      asked.push(args);
      return new Response('{}');
    });
    expect(servers).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('uses GET {turn host}/credentials: its uris, username and password, beside the host’s STUN on 3478', async () => {
    const asked: string[] = [];
    const servers = await iceServersFor(
      'https://turn.kitchen.test',
      'Bearer t',
      async (url, init) => {
        asked.push(`${String(url)} ${JSON.stringify(init?.headers)}`);
        return answering(200, {
          success: true,
          results: {
            uris: ['turn:turn.kitchen.test:3478?transport=udp'],
            username: 'u',
            password: 'p',
          },
        })();
      },
    );
    expect(asked).toEqual(['https://turn.kitchen.test/credentials {"Authorization":"Bearer t"}']);
    expect(servers).toEqual([
      { urls: 'stun:turn.kitchen.test:3478' },
      { urls: ['turn:turn.kitchen.test:3478?transport=udp'], username: 'u', credential: 'p' },
    ]);
  });

  it.each([
    ['a refusal', answering(403, { success: false, message: 'No' })],
    ['an answer of another shape', answering(200, { uris: 'turn:x', username: 1 })],
    ['no answer at all', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to the STUN server alone on %s', async (_case, fetchImpl) => {
    expect(await iceServersFor('https://turn.kitchen.test/', null, fetchImpl)).toEqual([
      { urls: 'stun:turn.kitchen.test:3478' },
    ]);
  });
});

describe('the signalling address (spec 001 §7 "/?restaurantUuid={id}&Authorization={token}")', () => {
  it('is the gateway’s root with the kitchen and the token', () => {
    expect(
      signallingUrl({
        janusHost: 'ws://127.0.0.1:4173/media-gateway',
        restaurantUuid: 'r-1',
        authorization: 'Bearer a.b',
      }),
    ).toBe('ws://127.0.0.1:4173/media-gateway/?restaurantUuid=r-1&Authorization=Bearer+a.b');
  });
});
