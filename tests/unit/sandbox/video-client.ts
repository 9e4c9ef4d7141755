import { expect } from 'vitest';
import { listCameras } from '../../../src/api/cameras/cameras.endpoints';
import type { Camera, CameraAnswer } from '../../../src/api/cameras/cameras.schema';
import type { AnyEndpoint, EndpointResult } from '../../../src/lib/endpoint';
import { buildPath } from '../../../src/lib/endpoint';
import { createSandbox, type Sandbox } from '../../../sandbox/app';
import {
  apiPath,
  call,
  manualClock,
  restaurantsOf,
  resultsOf,
  send,
  signInAs,
  type Query,
} from './sandbox-client';

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

/** The uuid of restaurant `number`. */
export function restaurantOf(sandbox: Sandbox, number: number): string {
  const [uuid] = restaurantsOf(sandbox, number);
  if (!uuid) throw new Error(`No restaurant ${number}`);
  return uuid;
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

/** The path parameters of a call on `camera`, at its restaurant (spec 001 §7 line 157). */
export function at(
  camera: { uuid: string; restaurantUuid: string },
  more: Record<string, string> = {},
) {
  return { restaurantId: camera.restaurantUuid, id: camera.uuid, ...more };
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
  return resultsOf(endpoint, await callEndpoint(sandbox, token, endpoint, address));
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

/**
 * GETs the footage download at `path` with the sandbox's pace off (`SANDBOX_RECORDING_KIBPS=0`),
 * checks it is one whole MP4 (200, video/mp4, a Content-Length of its bytes, an `ftyp` box
 * first) and answers its headers.
 */
export async function downloadMp4(sandbox: Sandbox, token: string, path: string): Promise<Headers> {
  const pace = process.env.SANDBOX_RECORDING_KIBPS;
  process.env.SANDBOX_RECORDING_KIBPS = '0';
  try {
    const response = await send(sandbox, 'GET', path, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('ftyp');
    return response.headers;
  } finally {
    if (pace === undefined) delete process.env.SANDBOX_RECORDING_KIBPS;
    else process.env.SANDBOX_RECORDING_KIBPS = pace;
  }
}

/** The cameras of restaurant `number`, all on one page. */
export async function camerasAt(
  sandbox: Sandbox,
  token: string,
  number: number,
  query: Query = {},
): Promise<SandboxCamera[]> {
  const page = await ok(sandbox, token, listCameras, {
    params: { restaurantId: restaurantOf(sandbox, number) },
    query: { limit: 100, ...query },
  });
  return page.content.map(complete);
}

/** A camera as the sandbox answers it: every field a provider may leave out is there. */
export type SandboxCamera = Camera &
  Required<Pick<CameraAnswer, 'streamId' | 'model' | 'profiles' | 'categories'>>;

/** The sandbox's camera, its fields checked: a provider may omit them, the sandbox does not. */
export function complete(camera: CameraAnswer): SandboxCamera {
  const { restaurantUuid, streamId, model, profiles, categories } = camera;
  if (
    restaurantUuid === undefined ||
    streamId === undefined ||
    model === undefined ||
    profiles === undefined ||
    categories === undefined
  )
    throw new Error(`The sandbox answered camera ${camera.uuid} without all its fields`);
  return { ...camera, restaurantUuid, streamId, model, profiles, categories };
}
