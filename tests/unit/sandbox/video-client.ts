import * as v from 'valibot';
import { expect } from 'vitest';
import { listCameras } from '../../../src/api/cameras/cameras.endpoints';
import type { Camera } from '../../../src/api/cameras/cameras.schema';
import type { AnyEndpoint, EndpointResult } from '../../../src/lib/endpoint';
import { buildPath } from '../../../src/lib/endpoint';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import { apiPath, call, manualClock, send, signInAs, type Query } from './sandbox-client';

/** A sandbox on a clock the test moves (tokens last a week meanwhile), and the admin signed in. */
export async function videoSandbox(email = 'admin@demo.kitchen') {
  const clock = manualClock();
  const sandbox = createSandbox({ now: clock.now, accessTtl: 7 * 86_400 });
  const { accessToken: token } = await signInAs(sandbox, email);
  return { sandbox, token, clock };
}

export async function tokenOf(sandbox: Sandbox, email: string): Promise<string> {
  return (await signInAs(sandbox, email)).accessToken;
}

export function restaurantOf(sandbox: Sandbox, number: number): string {
  const restaurant = sandbox.context.chain.restaurants.find((r) => r.number === number);
  if (!restaurant) throw new Error(`No restaurant ${number}`);
  return restaurant.uuid;
}

/** Gives `email` the seed's role `name` (e.g. the only one with PLUG_AND_PLAY). */
export function giveRole(sandbox: Sandbox, email: string, name: string): void {
  const { users, roles } = sandbox.context.chain;
  const user = users.find((candidate) => candidate.email === email)!;
  user.roleUuid = roles.find((role) => role.name === name)!.uuid;
}

interface Address {
  params?: Record<string, string>;
  query?: Query;
}

/** `/api/v1` + the endpoint's path with `params` and `query`. */
export function addressOf(endpoint: AnyEndpoint, { params, query }: Address = {}): string {
  return apiPath(buildPath(endpoint.path, params), query);
}

/** Calls a declared endpoint; the answer as `call` gives it. */
export function callEndpoint(
  sandbox: Sandbox,
  token: string,
  endpoint: AnyEndpoint,
  address: Address & { body?: unknown } = {},
) {
  return call(sandbox, endpoint.method, addressOf(endpoint, address), {
    token,
    body: address.body,
  });
}

/** A 200 answer's results, checked against the endpoint's declared response. */
export async function ok<E extends AnyEndpoint>(
  sandbox: Sandbox,
  token: string,
  endpoint: E,
  address: Address & { body?: unknown } = {},
): Promise<EndpointResult<E>> {
  const answer = await callEndpoint(sandbox, token, endpoint, address);
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(endpoint.response, answer.json.results) as EndpointResult<E>;
}

/** The answer's status and message, for a refusal. */
export async function refusal(
  sandbox: Sandbox,
  token: string,
  endpoint: AnyEndpoint,
  address: Address & { body?: unknown } = {},
): Promise<{ status: number; message: string }> {
  const answer = await callEndpoint(sandbox, token, endpoint, address);
  return { status: answer.status, message: answer.json.message ?? '' };
}

/** A file answer's status, type and bytes. */
export async function file(sandbox: Sandbox, token: string, path: string) {
  const response = await send(sandbox, 'GET', path, { token });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The cameras of restaurant `number`, all on one page. */
export async function camerasAt(
  sandbox: Sandbox,
  token: string,
  number: number,
  query: Query = {},
): Promise<Camera[]> {
  const page = await ok(sandbox, token, listCameras, {
    query: { restaurantUuid: restaurantOf(sandbox, number), limit: 100, ...query },
  });
  return page.content;
}

/** A PNG's width and height, from its IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.slice(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A JPEG's width and height, from its start-of-frame segment. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return {
        height: (bytes[at + 5]! << 8) | bytes[at + 6]!,
        width: (bytes[at + 7]! << 8) | bytes[at + 8]!,
      };
    }
    at += 2 + length;
  }
  throw new Error('No start-of-frame segment');
}
