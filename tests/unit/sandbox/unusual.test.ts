import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegSize } from '../../helpers/image-size';
import { UNUSUAL_KIND_KEYS, type UnusualKind } from '../../../src/lib/unusual-kinds';
import { RECORDING_ENDPOINTS, UNUSUAL_ENDPOINTS } from '../../../src/api/unusual/unusual.endpoints';
import type { RecordingPage } from '../../../src/api/unusual/unusual.schema';
import { buildPath } from '../../../src/lib/endpoint';
import type { Sandbox } from '../../../sandbox/app';
import { stationHistoryOf } from '../../../sandbox/model/timer-records';
import { unusualEventsOf } from '../../../sandbox/model/unusual-events';
import {
  allCursorRecords,
  apiPath,
  call,
  DAY_MS,
  restaurantsOf,
  resultsWith,
  send,
  setUp,
  signInAs,
  START,
  type Query,
  WEEK,
} from './sandbox-client';

const results = resultsWith(WEEK);

/** Every event of a kind for `query`. */
const allEvents = (sandbox: Sandbox, token: string, kind: UnusualKind, query: Query = WEEK) =>
  allCursorRecords(sandbox, token, UNUSUAL_ENDPOINTS[kind].list, query);

const countOf = async (sandbox: Sandbox, token: string, kind: UnusualKind, query = WEEK) =>
  (await results(sandbox, token, UNUSUAL_ENDPOINTS[kind].total, query)).count;

/** The picture's address: `/api/v1/…/:id/images/:frame` (or thumbnails). */
function pictureOf(kind: UnusualKind, id: string, frame: number | string, thumbnail = false) {
  const endpoint = thumbnail ? UNUSUAL_ENDPOINTS[kind].thumbnail : UNUSUAL_ENDPOINTS[kind].image;
  return `/api/v1${buildPath(endpoint.path, { id, frame: String(frame) })}`;
}

/** Makes `email` an Area Supervisor: UNUSUAL VIEW, not DELETE. */
function asSupervisor(sandbox: Sandbox, email: string) {
  const role = sandbox.context.chain.roles.find(
    (candidate) => candidate.name === 'Area Supervisor',
  );
  const user = sandbox.context.chain.users.find((candidate) => candidate.email === email);
  user!.roleUuid = role!.uuid;
}

describe('spec 001 §7 "GET /events/unusual" and its helpers: lists, counts and scope', () => {
  let admin: { sandbox: Sandbox; token: string };
  beforeAll(async () => {
    admin = await setUp();
  });

  it.each(UNUSUAL_KIND_KEYS)(
    '%s: the list, newest first (spec 001 §9), holds exactly the /total count of events',
    async (kind) => {
      const events = await allEvents(admin.sandbox, admin.token, kind);
      expect(events.length).toBeGreaterThan(5);
      expect(await countOf(admin.sandbox, admin.token, kind)).toBe(events.length);
      const times = events.map((event) => event.eventTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const event of events) {
        expect(event.eventTime).toBeGreaterThanOrEqual(WEEK.startTime);
        expect(event.eventTime).toBeLessThan(WEEK.endTime);
        expect(event.frames).toBeGreaterThanOrEqual(1);
      }
    },
  );

  it('fries left in the dump pan are the dump pan history’s batches with waste, at their clear time (the same kitchen events as the dashboards)', async () => {
    const events = await allEvents(admin.sandbox, admin.token, 'dp-remaining');
    const restaurants = admin.sandbox.context.chain.restaurants;
    const batches = stationHistoryOf(admin.sandbox.context.chain, 'dump-pan').between(
      restaurants,
      WEEK.startTime - DAY_MS,
      WEEK.endTime,
    );
    for (const event of events.slice(0, 40)) {
      const batch = batches.find(
        (record) =>
          record.restaurantUuid === event.restaurantUuid && record.endTime === event.eventTime,
      );
      expect(batch, event.eventId).toBeDefined();
      expect(event.remainingGrams).toBe(batch!.wasteGrams);
      expect(event.remainingGrams).toBeGreaterThan(0);
    }
  });

  it('a wrong marker is not its product’s colour; identical markers name two different pans', async () => {
    for (const event of await allEvents(admin.sandbox, admin.token, 'wrong-marker')) {
      expect(event.marker).toBeDefined();
      expect(event.marker).not.toBe(event.expectedMarker);
    }
    for (const event of await allEvents(admin.sandbox, admin.token, 'identical-markers')) {
      expect(event.slot).toBeDefined();
      expect(event.otherSlot).toBeDefined();
      expect(event.otherSlot).not.toBe(event.slot);
    }
  });

  it('spec 000 §6 scope: a manager sees only their restaurants’ events; another restaurant is 404, its events and images too', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    asSupervisor(sandbox, 'manager@demo.kitchen');
    const own = new Set(restaurantsOf(sandbox, 1001, 1003, 1006, 1010, 1015));
    const events = await allEvents(sandbox, token, 'event');
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => own.has(event.restaurantUuid))).toBe(true);

    const [other] = restaurantsOf(sandbox, 1002);
    const asked = await call(
      sandbox,
      'GET',
      apiPath(UNUSUAL_ENDPOINTS.event.list.path, { ...WEEK, restaurantUuid: other! }),
      { token },
    );
    expect(asked.status).toBe(404);

    const theirs = (await allEvents(admin.sandbox, admin.token, 'event')).find(
      (event) => event.restaurantUuid === other,
    )!;
    const image = await call(sandbox, 'GET', pictureOf('event', theirs.eventId, 0), { token });
    expect(image.status).toBe(404);
  });
});

describe('spec 000 §6: the UNUSUAL module’s actions (403 with a message)', () => {
  it('crew (Shift Lead, no UNUSUAL) cannot list, count or see a picture', async () => {
    const { sandbox, token } = await setUp('crew@demo.kitchen');
    for (const path of [
      apiPath(UNUSUAL_ENDPOINTS['wrong-marker'].list.path, WEEK),
      apiPath(UNUSUAL_ENDPOINTS['wrong-marker'].total.path, WEEK),
      apiPath(RECORDING_ENDPOINTS.list.path, WEEK),
      pictureOf('wrong-marker', 'any', 0),
    ]) {
      const answer = await call(sandbox, 'GET', path, { token });
      expect(answer.status, path).toBe(403);
      expect(answer.json.message).toBe('Access denied: UNUSUAL VIEW is not granted to this user');
    }
  });

  it('an Area Supervisor (UNUSUAL VIEW, not DELETE) sees the events but may not delete one', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    asSupervisor(sandbox, 'manager@demo.kitchen');
    const [event] = await allEvents(sandbox, token, 'empty-pan');
    const answer = await call(
      sandbox,
      'DELETE',
      `/api/v1${buildPath(UNUSUAL_ENDPOINTS['empty-pan'].remove.path, { id: event!.eventId })}`,
      { token },
    );
    expect(answer.status).toBe(403);
    expect(answer.json.message).toBe('Access denied: UNUSUAL DELETE is not granted to this user');
  });
});

describe('every query and path parameter is validated: 400 with a message, never 500', () => {
  let admin: { sandbox: Sandbox; token: string };
  beforeAll(async () => {
    admin = await setUp();
  });

  it.each([
    ['a limit of 0', { limit: 0 }],
    ['a limit over 200', { limit: 201 }],
    ['a limit that is not a number', { limit: 'ten' }],
    ['an unknown order', { orderDirection: 'UP' }],
    ['an unknown cursor direction', { cursorDirection: 'BACK' }],
    ['NEXT without a cursor', { cursorDirection: 'NEXT' }],
    ['a cursor that is not ours', { cursorDirection: 'NEXT', cursor: 'abc' }],
    ['a reversed range', { startTime: START, endTime: START - DAY_MS }],
    ['a start that is not a number', { startTime: 'yesterday' }],
  ])('the list refuses %s', async (_what, query) => {
    for (const path of [
      UNUSUAL_ENDPOINTS['identical-markers'].list.path,
      RECORDING_ENDPOINTS.list.path,
    ]) {
      const answer = await call(admin.sandbox, 'GET', apiPath(path, query as Query), {
        token: admin.token,
      });
      expect(answer.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(answer.json.message).toMatch(/\S/);
    }
  });

  it('a frame that is not a whole number is 400; one past the last is 404', async () => {
    const [event] = await allEvents(admin.sandbox, admin.token, 'wrong-marker');
    for (const frame of ['x', '-1', '1.5', '99999']) {
      const answer = await call(
        admin.sandbox,
        'GET',
        pictureOf('wrong-marker', event!.eventId, frame),
        {
          token: admin.token,
        },
      );
      expect(answer.status, frame).toBe(400);
    }
    const past = await call(
      admin.sandbox,
      'GET',
      pictureOf('wrong-marker', event!.eventId, event!.frames),
      { token: admin.token },
    );
    expect(past.status).toBe(404);
  });
});

describe('spec 001 §4 "Counts": deleting one event', () => {
  it('removes it from every call (both list pages, its pictures) and the count drops by exactly 1; other kinds keep theirs', async () => {
    const { sandbox, token } = await setUp();
    const kind: UnusualKind = 'wrong-marker';
    const before = await allEvents(sandbox, token, kind);
    const countBefore = await countOf(sandbox, token, kind);
    const othersBefore = await countOf(sandbox, token, 'empty-pan');
    const target = before[Math.floor(before.length / 2)]!;

    const removed = await call(
      sandbox,
      'DELETE',
      `/api/v1${buildPath(UNUSUAL_ENDPOINTS[kind].remove.path, { id: target.eventId })}`,
      { token },
    );
    expect(removed.status).toBe(200);

    expect(await countOf(sandbox, token, kind)).toBe(countBefore - 1);
    const after = await allEvents(sandbox, token, kind);
    expect(after.map((event) => event.eventId)).toEqual(
      before.map((event) => event.eventId).filter((id) => id !== target.eventId),
    );
    // A page boundary does not bring it back: pages of 5 from the first.
    const paged = await allEvents(sandbox, token, kind, { ...WEEK, limit: 5 });
    expect(paged.some((event) => event.eventId === target.eventId)).toBe(false);
    const image = await call(sandbox, 'GET', pictureOf(kind, target.eventId, 0), { token });
    expect(image.status).toBe(404);
    const again = await call(
      sandbox,
      'DELETE',
      `/api/v1${buildPath(UNUSUAL_ENDPOINTS[kind].remove.path, { id: target.eventId })}`,
      { token },
    );
    expect(again.status).toBe(404);
    expect(await countOf(sandbox, token, 'empty-pan')).toBe(othersBefore);
  });

  it('a reset brings it back', async () => {
    const { sandbox, token } = await setUp();
    const [target] = await allEvents(sandbox, token, 'empty-pan');
    const count = await countOf(sandbox, token, 'empty-pan');
    await call(
      sandbox,
      'DELETE',
      `/api/v1${buildPath(UNUSUAL_ENDPOINTS['empty-pan'].remove.path, { id: target!.eventId })}`,
      { token },
    );
    sandbox.reset();
    const { accessToken } = await signInAs(sandbox, 'admin@demo.kitchen');
    expect(await countOf(sandbox, accessToken, 'empty-pan')).toBe(count);
  });
});

describe('the pictures are real rendered JPEG frames', () => {
  let admin: { sandbox: Sandbox; token: string };
  beforeAll(async () => {
    admin = await setUp();
  });

  it('a screenshot is a 1920×1080 JPEG and a thumbnail 300×300, with their Content-Length; frames differ', async () => {
    const [event] = await allEvents(admin.sandbox, admin.token, 'identical-markers');
    const lost = unusualEventsOf(admin.sandbox.context.chain, 'identical-markers')
      .between(admin.sandbox.context.chain.restaurants, WEEK.startTime, WEEK.endTime)
      .find((record) => record.eventId === event!.eventId)!.missingFrame;
    const frames = [0, 1].filter((frame) => frame !== lost);
    const pictures: Uint8Array[] = [];
    for (const frame of frames) {
      const response = await send(
        admin.sandbox,
        'GET',
        pictureOf('identical-markers', event!.eventId, frame),
        {
          token: admin.token,
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
      expect(jpegSize(bytes)).toEqual({ width: 1920, height: 1080 });
      pictures.push(bytes);
    }
    if (pictures.length === 2) expect(Buffer.compare(pictures[0]!, pictures[1]!)).not.toBe(0);
    const thumbnail = await send(
      admin.sandbox,
      'GET',
      pictureOf('identical-markers', event!.eventId, frames[0]!, true),
      { token: admin.token },
    );
    expect(jpegSize(new Uint8Array(await thumbnail.arrayBuffer()))).toEqual({
      width: 300,
      height: 300,
    });
  });

  it("spec 001 §8 'No Image': a frame the camera lost answers 404", async () => {
    const { chain } = admin.sandbox.context;
    const lost = unusualEventsOf(chain, 'event')
      .between(chain.restaurants, WEEK.startTime, WEEK.endTime)
      .find((record) => record.missingFrame !== undefined)!;
    const answer = await call(
      admin.sandbox,
      'GET',
      pictureOf('event', lost.eventId, lost.missingFrame!),
      {
        token: admin.token,
      },
    );
    expect(answer.status).toBe(404);
    expect(answer.json.message).toMatch(/^No image/);
  });
});

describe('spec 001 §3 "Unusual recording": list, get, preview, download', () => {
  let admin: { sandbox: Sandbox; token: string };
  const pace = process.env.SANDBOX_RECORDING_KIBPS;
  beforeAll(async () => {
    admin = await setUp();
    // The recorder's uplink pace is for people watching; the test reads the file at once.
    process.env.SANDBOX_RECORDING_KIBPS = '0';
  });
  afterAll(() => {
    if (pace === undefined) delete process.env.SANDBOX_RECORDING_KIBPS;
    else process.env.SANDBOX_RECORDING_KIBPS = pace;
  });

  it('recordings are listed newest first (spec 001 §9 "recordings by createdDate DESC"), each of an unusual event', async () => {
    const page: RecordingPage = await results(
      admin.sandbox,
      admin.token,
      RECORDING_ENDPOINTS.list,
      {
        ...WEEK,
        limit: 50,
      },
    );
    expect(page.content.length).toBe(50);
    const dates = page.content.map((recording) => recording.createdDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const one = await call(
      admin.sandbox,
      'GET',
      `/api/v1${buildPath(RECORDING_ENDPOINTS.get.path, { id: page.content[0]!.uuid })}`,
      { token: admin.token },
    );
    expect(one.json.results).toEqual(page.content[0]);
  });

  it('the download is a real MP4 with the Content-Length its progress counts against, named by Content-Disposition; the preview is a JPEG', async () => {
    const page: RecordingPage = await results(
      admin.sandbox,
      admin.token,
      RECORDING_ENDPOINTS.list,
      {
        ...WEEK,
        limit: 1,
      },
    );
    const recording = page.content[0]!;
    const response = await send(
      admin.sandbox,
      'GET',
      `/api/v1${buildPath(RECORDING_ENDPOINTS.download.path, { id: recording.uuid })}`,
      { token: admin.token },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-disposition')).toContain(`${recording.recordingId}.mp4`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBe(recording.size);
    expect(Buffer.from(bytes.slice(4, 8)).toString('ascii')).toBe('ftyp');

    const preview = await send(
      admin.sandbox,
      'GET',
      `/api/v1${buildPath(RECORDING_ENDPOINTS.preview.path, { id: recording.uuid })}`,
      { token: admin.token },
    );
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect(jpegSize(new Uint8Array(await preview.arrayBuffer()))).toEqual({
      width: 320,
      height: 180,
    });
  });

  it('an unknown recording is 404', async () => {
    const answer = await call(
      admin.sandbox,
      'GET',
      `/api/v1${buildPath(RECORDING_ENDPOINTS.download.path, { id: 'nope' })}`,
      { token: admin.token },
    );
    expect(answer.status).toBe(404);
  });
});
