import type {
  CameraProfile,
  CameraStatus,
  CodecResolutions,
  CODECS,
  ProfileLimits,
} from '../../src/api/cameras/cameras.schema';
import type { ArucoStatus } from '../../src/api/pnp/pnp.schema';
import type { Chain } from '../seed';
import { randomStream, type Random } from './random';
import type { RestaurantRecord } from './restaurants';
import { chainSeed } from './support-requests';
import { perChain } from './per-chain';

/**
 * A restaurant's cameras (spec 001 §7 "Cameras"), made lazily per restaurant from the chain's
 * seed, then what the console changes. `streamId` is the media gateway's mountpoint id: the
 * restaurant's place in the chain times `MAX_CAMERAS`, plus the camera's, so it is 1, 2, 3 … for
 * the first restaurant, unique across the chain and the same whichever restaurant is asked first.
 */
/** A model's profile limits: the sandbox's cameras give every bound (the answer's may not). */
export type CameraLimits = Required<ProfileLimits>;

export interface CameraRecord {
  uuid: string;
  restaurantUuid: string;
  name: string;
  /** The station it watches (its seeded name): the activity's location, the picture's scene. */
  station: Station;
  streamId: number;
  /** The mountpoint's pin. */
  pin: string;
  model: CameraModel;
  /** False for a camera that does not answer (seeded so, some kitchens have one). */
  online: boolean;
  /** Epoch ms until which it restarts (POST …/restart); null otherwise. */
  restartingUntil: number | null;
  /**
   * A status of the provider's own, answered instead of ours (the spec profile's seed extras:
   * a real provider's cameras may be in states the console does not list). Not streaming.
   */
  providerStatus?: string;
  /** Its mountpoint is left out of the gateway's `list` (the spec profile's seed extras). */
  privateMountpoint?: boolean;
  profiles: CameraProfile[];
  username: string;
  excludeNetworkReset: boolean;
  /** Who watches its stream now (POST …/webrtc and /streams add one, stops take one). */
  viewers: number;
  aruco: {
    status: ArucoStatus;
    markersFound: number;
    markersExpected: number;
    checkedAt: number | null;
  };
}

export interface CategoryRecord {
  uuid: string;
  restaurantUuid: string;
  name: string;
  cameraUuids: string[];
}

/** Spec 001 §9 "Camera layout holds at most 6 tiles": a kitchen has at most 6 cameras. */
export const MAX_CAMERAS = 6;
export const RESTART_MS = 30_000;

export const STATIONS = [
  'Fryer station',
  'Hot holding',
  'Breading',
  'Drive-thru window',
  'Front counter',
  'Dump pan',
  'Prep line',
  'Walk-in door',
] as const;
export type Station = (typeof STATIONS)[number];

/** The stations whose camera is in a category of the station's name, for 'Watch footage'. */
const FOOTAGE_CATEGORIES: readonly Station[] = ['Fryer station', 'Hot holding', 'Breading'];

/** Which category and plug-and-play zone a station's camera joins. */
export const STATION_AREA: Record<Station, 'Kitchen line' | 'Service' | 'Back of house'> = {
  'Fryer station': 'Kitchen line',
  'Hot holding': 'Kitchen line',
  Breading: 'Kitchen line',
  'Dump pan': 'Kitchen line',
  'Prep line': 'Kitchen line',
  'Drive-thru window': 'Service',
  'Front counter': 'Service',
  'Walk-in door': 'Back of house',
};

type Size = readonly [number, number];
/** The codecs this sandbox's camera models send (a provider's cameras may send others). */
type SandboxCodec = (typeof CODECS)[number];
interface ModelSpec {
  codecs: Partial<Record<SandboxCodec, readonly Size[]>>;
  limits: CameraLimits;
}

const MODELS = {
  'Axis M3106-L Mk II': {
    codecs: {
      H264: [
        [1920, 1080],
        [1280, 720],
        [640, 360],
      ],
      MJPEG: [
        [1280, 720],
        [640, 360],
      ],
    },
    limits: { maxProfiles: 4, minFps: 1, maxFps: 30, minBitrateKbps: 128, maxBitrateKbps: 8192 },
  },
  'Hikvision DS-2CD2143G2-I': {
    codecs: {
      H264: [
        [2688, 1520],
        [1920, 1080],
        [1280, 720],
        [640, 360],
      ],
      H265: [
        [2688, 1520],
        [1920, 1080],
        [640, 360],
      ],
    },
    limits: { maxProfiles: 3, minFps: 1, maxFps: 25, minBitrateKbps: 256, maxBitrateKbps: 16384 },
  },
} satisfies Record<string, ModelSpec>;
export type CameraModel = keyof typeof MODELS;
const MODEL_NAMES = Object.keys(MODELS) as CameraModel[];

export function resolutionsOf(camera: CameraRecord): CodecResolutions {
  const spec: ModelSpec = MODELS[camera.model];
  return Object.entries(spec.codecs).map(([codec, sizes]) => ({
    codec,
    resolutions: (sizes ?? []).map(([width, height]) => ({ width, height })),
  }));
}

export function limitsOf(camera: CameraRecord): CameraLimits {
  return { ...MODELS[camera.model].limits };
}

/** Every camera leaves the factory with a main and a sub stream. */
export function factoryProfiles(): CameraProfile[] {
  return [
    {
      uuid: 'main',
      name: 'Main stream',
      codec: 'H264',
      width: 1920,
      height: 1080,
      fps: 15,
      bitrateKbps: 4096,
    },
    {
      uuid: 'sub',
      name: 'Sub stream',
      codec: 'H264',
      width: 640,
      height: 360,
      fps: 10,
      bitrateKbps: 512,
    },
  ];
}

export const FACTORY_USERNAME = 'admin';

export function cameraStatus(camera: CameraRecord, now: number): CameraStatus | string {
  if (camera.providerStatus !== undefined) return camera.providerStatus;
  if (camera.restartingUntil !== null && camera.restartingUntil > now) return 'RESTARTING';
  return camera.online ? 'ONLINE' : 'OFFLINE';
}

export interface CameraStore {
  /** The restaurant's cameras, in their seeded order. */
  of(restaurant: RestaurantRecord): CameraRecord[];
  find(uuid: string): CameraRecord | undefined;
  byStream(streamId: number): CameraRecord | undefined;
  remove(uuid: string): void;
  categoriesOf(restaurant: RestaurantRecord): CategoryRecord[];
  findCategory(uuid: string): CategoryRecord | undefined;
  addCategory(category: Omit<CategoryRecord, 'uuid'>): CategoryRecord;
  removeCategory(uuid: string): void;
}

function seedCameras(random: Random, restaurant: RestaurantRecord, index: number): CameraRecord[] {
  // Every kitchen watches its fryers, holding cabinet and breading table; some watch more.
  const extras = STATIONS.slice(3)
    .filter(() => random.chance(0.45))
    .slice(0, MAX_CAMERAS - 3);
  const model = random.pick(MODEL_NAMES);
  return [...STATIONS.slice(0, 3), ...extras].map((station, position) => ({
    uuid: random.uuid(),
    restaurantUuid: restaurant.uuid,
    name: station,
    station,
    streamId: index * MAX_CAMERAS + position + 1,
    pin: random.digits(6),
    model,
    online: !(station === 'Walk-in door' && random.chance(0.5)),
    restartingUntil: null,
    profiles: factoryProfiles(),
    username: FACTORY_USERNAME,
    excludeNetworkReset: true,
    viewers: 0,
    aruco: seedAruco(random, station, restaurant),
  }));
}

function seedAruco(random: Random, station: Station, restaurant: RestaurantRecord) {
  // Only the kitchen line carries markers; a few kitchens were never checked.
  const markersExpected = STATION_AREA[station] === 'Kitchen line' ? random.int(4, 8) : 0;
  if (markersExpected === 0 || restaurant.number % 5 === 0)
    return { status: 'NOT_CHECKED' as const, markersFound: 0, markersExpected, checkedAt: null };
  const markersFound = random.chance(0.8) ? markersExpected : random.int(0, markersExpected - 1);
  return {
    status: markersFound === markersExpected ? ('VALID' as const) : ('INVALID' as const),
    markersFound,
    markersExpected,
    checkedAt: null as number | null,
  };
}

function createCameraStore(chain: Chain): CameraStore {
  const seed = chainSeed(chain);
  const byRestaurant = new Map<string, CameraRecord[]>();
  const categories = new Map<string, CategoryRecord[]>();
  let everySeeded = false;
  let nextCategory = 1;

  function categoriesOf(restaurant: RestaurantRecord): CategoryRecord[] {
    of(restaurant);
    return categories.get(restaurant.uuid)!;
  }

  function of(restaurant: RestaurantRecord): CameraRecord[] {
    let cameras = byRestaurant.get(restaurant.uuid);
    if (!cameras) {
      const random = randomStream(seed, `cameras/${restaurant.uuid}`);
      const index = chain.restaurants.indexOf(restaurant);
      cameras = seedCameras(random, restaurant, index);
      for (const camera of cameras) {
        if (camera.aruco.status !== 'NOT_CHECKED')
          camera.aruco.checkedAt = chain.seededAt - random.int(1, 72) * 3_600_000;
      }
      byRestaurant.set(restaurant.uuid, cameras);
      categories.set(restaurant.uuid, seedCategories(random, restaurant, cameras));
    }
    return cameras;
  }

  function seedCategories(random: Random, restaurant: RestaurantRecord, cameras: CameraRecord[]) {
    const areas = [...new Set(cameras.map((camera) => STATION_AREA[camera.station]))];
    const byArea = areas.map((area) => ({
      uuid: random.uuid(),
      restaurantUuid: restaurant.uuid,
      name: area,
      cameraUuids: cameras.filter((c) => STATION_AREA[c.station] === area).map((c) => c.uuid),
    }));
    // A category per watched station, as a kitchen sets them up for 'Watch footage'
    // (src/lib/footage/station-camera.ts): the station's camera in it, whatever its name.
    const byStation = FOOTAGE_CATEGORIES.flatMap((station) => {
      const watching = cameras.filter((camera) => camera.station === station);
      return watching.length === 0
        ? []
        : [
            {
              uuid: random.uuid(),
              restaurantUuid: restaurant.uuid,
              name: station,
              cameraUuids: watching.map((camera) => camera.uuid),
            },
          ];
    });
    return [...byArea, ...byStation];
  }

  /** A uuid asked before its restaurant was: seed them all once (a miss is then a lookup). */
  function all(): CameraRecord[] {
    if (!everySeeded) {
      chain.restaurants.forEach(of);
      everySeeded = true;
    }
    return [...byRestaurant.values()].flat();
  }

  function restaurantOfStream(streamId: number): RestaurantRecord | undefined {
    if (!Number.isSafeInteger(streamId) || streamId < 1) return undefined;
    return chain.restaurants[Math.floor((streamId - 1) / MAX_CAMERAS)];
  }

  return {
    of,
    find: (uuid) =>
      [...byRestaurant.values()].flat().find((camera) => camera.uuid === uuid) ??
      all().find((camera) => camera.uuid === uuid),
    byStream(streamId) {
      const restaurant = restaurantOfStream(streamId);
      return restaurant ? of(restaurant).find((camera) => camera.streamId === streamId) : undefined;
    },
    remove(uuid) {
      for (const [key, list] of byRestaurant) {
        byRestaurant.set(
          key,
          list.filter((camera) => camera.uuid !== uuid),
        );
      }
      for (const list of categories.values()) {
        for (const category of list)
          category.cameraUuids = category.cameraUuids.filter((id) => id !== uuid);
      }
    },
    categoriesOf,
    findCategory(uuid) {
      const found = [...categories.values()].flat().find((category) => category.uuid === uuid);
      if (found || everySeeded) return found;
      all();
      return [...categories.values()].flat().find((category) => category.uuid === uuid);
    },
    addCategory(fields) {
      const restaurant = chain.restaurants.find((r) => r.uuid === fields.restaurantUuid);
      const category = { ...fields, uuid: `category-${String(nextCategory++).padStart(6, '0')}` };
      if (restaurant) categoriesOf(restaurant).push(category);
      return category;
    },
    removeCategory(uuid) {
      for (const [key, list] of categories) {
        categories.set(
          key,
          list.filter((category) => category.uuid !== uuid),
        );
      }
    },
  };
}

/** The chain's cameras; a reset makes a new chain, and so a new store. */
export const camerasOf = perChain((chain) => createCameraStore(chain));

/** What the media gateway needs of a restaurant's cameras (one mountpoint each). */
export function cameraFeeds(
  chain: Chain,
  restaurant: RestaurantRecord,
): Array<{ streamId: number; name: string; pin: string; private?: boolean }> {
  return camerasOf(chain)
    .of(restaurant)
    .map(({ streamId, name, pin, privateMountpoint }) => ({
      streamId,
      name,
      pin,
      private: privateMountpoint,
    }));
}
