import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { TEST_TLS } from './tls-fixture';

/**
 * A push service on loopback, as a browser's vendor runs one (RFC 8030), for the sandbox's
 * sender to talk to: nothing in the tests reaches a real one. It plays one subscribed device:
 * its keys are what `PushSubscription.toJSON()` would give, it checks each request's VAPID
 * signature (RFC 8292: an ES256 JWT over the push service's origin) and decrypts the payload
 * (aes128gcm, RFC 8291 §3 and RFC 8188) with node:crypto alone, not with the sender's library.
 */
export interface ReceivedPush {
  /** The decrypted payload. */
  text: string;
  /** The JWT's claims, after its signature verified with `k`. */
  claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  /** The VAPID public key the request names (`k=`), base64url. */
  publicKey: string;
  urgency: string | undefined;
  ttl: string | undefined;
}

export interface PushReceiver {
  /** What to post as the subscription. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Requests it refused (a bad signature, a payload that did not decrypt), with the reason. */
  refused: string[];
  /** How the next requests are answered: 201 (taken), or 404/410 (the subscription is gone). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8292 §2: `vapid t=<jwt>, k=<key>`; the JWT verifies with the key, ES256. */
function checkVapid(header: string | undefined): Omit<ReceivedPush, 'text' | 'urgency' | 'ttl'> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header ?? 'none'}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (alg !== 'ES256') throw new Error(`JWT alg ${alg}`);
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
    format: 'jwk',
  });
  const good = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!good) throw new Error('the VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(body, 'base64url').toString()), publicKey: k };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, its padding delimiter 0x02 (the last record). */
function decrypt(body: Buffer, device: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  const delimiter = plain.lastIndexOf(2);
  if (delimiter === -1 || plain.subarray(delimiter + 1).some((byte) => byte !== 0))
    throw new Error('no last-record delimiter');
  return plain.subarray(0, delimiter).toString('utf8');
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const device = createECDH('prime256v1');
  device.generateKeys();
  const auth = randomBytes(16);
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let status = 201;
  const server: Server = createServer(TEST_TLS, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        const vapid = checkVapid(request.headers.authorization);
        const text = decrypt(Buffer.concat(chunks), device, auth);
        if (status === 201) {
          received.push({
            ...vapid,
            text,
            urgency: request.headers.urgency as string | undefined,
            ttl: request.headers.ttl as string | undefined,
          });
        }
        response.writeHead(status).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    subscription: {
      endpoint: `https://127.0.0.1:${port}/push/${b64url(randomBytes(8))}`,
      keys: { p256dh: b64url(device.getPublicKey()), auth: b64url(auth) },
    },
    received,
    refused,
    answerWith: (next) => {
      status = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
