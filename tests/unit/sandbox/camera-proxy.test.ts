import { beforeAll, describe, expect, it } from 'vitest';
import { SPEC_CALLS, SPEC_PROXY_PREFIX } from '../../helpers/spec-contract';
import { buildPath, type AnyEndpoint } from '../../../src/lib/endpoint';
import type { Sandbox } from '../../../sandbox/app';
import { camerasOf } from '../../../sandbox/model/cameras';
import { recordingsOf, recordingStatus } from '../../../sandbox/model/recordings';
import { declaredEndpoints } from '../../helpers/declared-endpoints';
import { apiPath, call } from './sandbox-client';
import { restaurantOf, tokenOf, videoSandbox } from './video-client';

/*
 * Spec 001 §7 line 157: "Camera and stream calls go to a proxy under /restaurants/{restaurantId}."
 * Every declaration under that prefix, against the sandbox: a restaurant outside the caller's
 * answers 403 with a message, a camera, stream, category or recording that is not that
 * restaurant's 404, and the path without the prefix is no call at all (404).
 */

const PREFIX = '/restaurants/:restaurantId';
const proxied = (await declaredEndpoints()).filter(([, declared]) =>
  declared.path.startsWith(`${PREFIX}/`),
);

/** A path with each parameter as `{}`, `:name` or `{name}` alike. */
const shape = (path: string) => path.replace(/:\w+/g, '{}').replace(/\{[^}]*\}/g, '{}');

/** The manager works at 1001, 1003, 1006, 1010 and 1015; never at 1002. */
const OWN = 1001;
const FOREIGN = 1002;
const MANAGER = 'manager@demo.kitchen';

/** What a call on a restaurant's own items names: a camera, its stream, a category, a recording. */
interface Items {
  restaurantId: string;
  camera: string;
  stream: string;
  category: string;
  recording: string;
}

function itemsOf(sandbox: Sandbox, number: number): Items {
  const { chain } = sandbox.context;
  const restaurant = chain.restaurants.find((r) => r.number === number)!;
  const [camera] = camerasOf(chain).of(restaurant);
  const [category] = camerasOf(chain).categoriesOf(restaurant);
  const now = sandbox.context.now();
  const recording = recordingsOf(chain)
    .of(restaurant)
    .find((r) => recordingStatus(r, now) === 'FINISHED');
  return {
    restaurantId: restaurantOf(sandbox, number),
    camera: camera!.uuid,
    stream: String(camera!.streamId),
    category: category!.uuid,
    recording: recording!.uuid,
  };
}

type Thing = 'Camera' | 'Stream' | 'Category' | 'Recording';

/** Which item the call's `:id` (or POST /streams' body) names. */
function thingOf(declared: AnyEndpoint): Thing | null {
  const path = declared.path.slice(PREFIX.length);
  if (path.startsWith('/cameras/categories/:id')) return 'Category';
  if (path.startsWith('/cameras/:id')) return 'Camera';
  if (path.startsWith('/streams/:id')) return 'Stream';
  if (path.startsWith('/hls/:id')) return 'Recording';
  if (path === '/streams' && declared.method === 'POST') return 'Camera';
  return null;
}

const PROFILE = { name: 'HD', codec: 'H264', width: 1280, height: 720, fps: 15, bitrateKbps: 2048 };

/** A body the declaration accepts, so what is refused is the address, not the payload. */
function bodyOf(declared: AnyEndpoint, items: Items): unknown {
  if (!declared.body) return undefined;
  const path = declared.path.slice(PREFIX.length);
  if (path === '/streams') return { cameraUuid: items.camera };
  if (path === '/streams/:id') return { description: 'Renamed' };
  if (path.startsWith('/cameras/categories')) return { name: 'Renamed' };
  if (path.endsWith('/profiles/:profileId')) return PROFILE;
  if (path.endsWith('/credentials')) return { username: 'recorder', password: 'secret-42' };
  if (path.endsWith('/reset')) return { excludeNetworkReset: true };
  if (path === '/cameras/:id') return { name: 'Renamed' };
  throw new Error(`No body written for ${declared.method} ${declared.path}`);
}

/** The call's address at `restaurantId`, naming `items`' camera, stream, category or recording. */
function addressAt(declared: AnyEndpoint, restaurantId: string, items: Items, prefixed = true) {
  const ids: Record<Thing, string> = {
    Camera: items.camera,
    Stream: items.stream,
    Category: items.category,
    Recording: items.recording,
  };
  const thing = thingOf(declared);
  const params: Record<string, string> = {
    restaurantId,
    profileId: 'main',
    file: 'index.m3u8',
    ...(thing ? { id: ids[thing] } : {}),
  };
  const path = prefixed ? declared.path : declared.path.slice(PREFIX.length);
  return apiPath(buildPath(path, params));
}

let sandbox: Sandbox;
let manager: string;
let own: Items;
let foreign: Items;

beforeAll(async () => {
  ({ sandbox } = await videoSandbox());
  // No role: every module's actions (spec 000 §6), so only the restaurant can refuse the call.
  sandbox.context.chain.users.find((user) => user.email === MANAGER)!.roleUuid = null;
  manager = await tokenOf(sandbox, MANAGER);
  own = itemsOf(sandbox, OWN);
  foreign = itemsOf(sandbox, FOREIGN);
});

describe('spec 001 §7 line 157: camera and stream calls go to a proxy under /restaurants/{restaurantId}', () => {
  it('declares every call the contract lists under the prefix, and no other under it', () => {
    const table = SPEC_CALLS.filter((row) => row.path?.startsWith(`${SPEC_PROXY_PREFIX.path}/`))
      .map((row) => `${row.method} ${shape(row.path!)}`)
      .sort();
    const declared = proxied.map(([, d]) => `${d.method} ${shape(d.path)}`);
    expect(table.length).toBe(30);
    for (const call of table) expect(declared).toContain(call);
    // The one declaration beyond the table: the HLS segments the playlist names.
    expect(declared.filter((call) => !table.includes(call))).toEqual([
      `GET ${shape('/restaurants/{restaurantId}/hls/{id}/{file}')}`,
    ]);
  });

  it.each(proxied)(
    '%s: a restaurant outside the caller’s answers 403 with a message',
    async (_name, declared) => {
      const answer = await call(
        sandbox,
        declared.method,
        addressAt(declared, foreign.restaurantId, foreign),
        { token: manager, body: bodyOf(declared, foreign) },
      );
      expect({ status: answer.status, message: answer.json.message }).toEqual({
        status: 403,
        message: 'Access denied: this restaurant is not among yours',
      });
    },
  );

  it.each(proxied.filter(([, declared]) => thingOf(declared) !== null))(
    '%s: another restaurant’s item is not found at the caller’s restaurant (404)',
    async (_name, declared) => {
      const items = { ...foreign, restaurantId: own.restaurantId };
      const answer = await call(
        sandbox,
        declared.method,
        addressAt(declared, own.restaurantId, items),
        { token: manager, body: bodyOf(declared, items) },
      );
      expect({ status: answer.status, message: answer.json.message }).toEqual({
        status: 404,
        message: `${thingOf(declared)} not found`,
      });
    },
  );

  it.each(proxied)(
    '%s: the path without the prefix is not a call (404)',
    async (_name, declared) => {
      const address = addressAt(declared, own.restaurantId, own, false);
      const answer = await call(sandbox, declared.method, address, {
        token: manager,
        body: bodyOf(declared, own),
      });
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe(`Not found: ${declared.method} ${address.split('?')[0]}`);
    },
  );

  it('answers 404 for a restaurant that does not exist', async () => {
    const [, listCameras] = proxied.find(([name]) => name.endsWith('#listCameras'))!;
    const answer = await call(
      sandbox,
      'GET',
      apiPath(buildPath(listCameras.path, { restaurantId: 'no-such-restaurant' })),
      { token: manager },
    );
    expect({ status: answer.status, message: answer.json.message }).toEqual({
      status: 404,
      message: 'Restaurant not found: no-such-restaurant',
    });
  });

  it('serves the caller’s own restaurant: its cameras and streams answer 200', async () => {
    const [, listCameras] = proxied.find(([name]) => name.endsWith('#listCameras'))!;
    const [, getStream] = proxied.find(([name]) => name.endsWith('#getStream'))!;
    for (const declared of [listCameras, getStream]) {
      const answer = await call(sandbox, 'GET', addressAt(declared, own.restaurantId, own), {
        token: manager,
      });
      expect(answer.status).toBe(200);
    }
  });
});
