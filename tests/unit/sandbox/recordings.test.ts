import { describe, expect, it } from 'vitest';
import { jpegSize } from '../../helpers/image-size';
import {
  createRecording,
  deleteCameraRecordings,
  deleteRecording,
  getRecording,
  listCameraRecordings,
  listRecordings,
  stopRecording,
  updateRecording,
} from '../../../src/api/recordings/recordings.endpoints';
import type { Recording } from '../../../src/api/recordings/recordings.schema';
import { listRecords } from '../../../src/api/records/records.endpoints';
import type { Sandbox } from '../../../sandbox/app';
import { START } from './sandbox-client';
import { camerasAt, file, ok, refusal, restaurantOf, tokenOf, videoSandbox } from './video-client';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A camera of restaurant 1001 with no recording scheduled or running: the breading one. */
async function freeCamera(sandbox: Sandbox, token: string) {
  const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Breading' });
  return camera!;
}

async function allOf(sandbox: Sandbox, token: string, number: number): Promise<Recording[]> {
  const page = await ok(sandbox, token, listRecordings, {
    query: { restaurantUuid: restaurantOf(sandbox, number), limit: 100 },
  });
  expect(page.total).toBe(page.content.length);
  return page.content;
}

describe('spec 001 §7 "Recordings": the seeded recordings', () => {
  it('lists a kitchen’s recordings newest first (spec 001 §9 "recordings by createdDate DESC")', async () => {
    const { sandbox, token } = await videoSandbox();
    const recordings = await allOf(sandbox, token, 1001);
    const created = recordings.map((r) => r.createdDate);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const statuses = new Set(recordings.map((r) => r.status));
    expect(statuses).toEqual(new Set(['FINISHED', 'RECORDING', 'SCHEDULED']));
    for (const recording of recordings) {
      expect(recording.hlsUrl).toBe(
        recording.status === 'FINISHED'
          ? `/restaurants/${recording.restaurantUuid}/hls/${recording.uuid}/index.m3u8`
          : null,
      );
      expect(recording.downloadUrl).toBe(
        recording.status === 'FINISHED' ? `/recordings/${recording.uuid}/download` : null,
      );
      expect(JSON.parse(recording.metadata!)).toMatchObject({ cameraName: recording.cameraName });
    }
  });

  it('pages with limit and offset, and filters by camera and status', async () => {
    const { sandbox, token } = await videoSandbox();
    const restaurantUuid = restaurantOf(sandbox, 1001);
    const every = await allOf(sandbox, token, 1001);
    const second = await ok(sandbox, token, listRecordings, {
      query: { restaurantUuid, limit: 3, offset: 3 },
    });
    expect(second.content.map((r) => r.uuid)).toEqual(every.slice(3, 6).map((r) => r.uuid));
    expect(second.total).toBe(every.length);
    const cameraUuid = every[0]!.cameraUuid!;
    const one = await ok(sandbox, token, listRecordings, {
      query: { restaurantUuid, cameraUuid, status: 'FINISHED', limit: 100 },
    });
    expect(one.content.length).toBeGreaterThan(0);
    expect(one.content.every((r) => r.cameraUuid === cameraUuid && r.status === 'FINISHED')).toBe(
      true,
    );
    // A status is the provider's value: one this provider never gives lists none.
    const other = await ok(sandbox, token, listRecordings, { query: { status: 'PAUSED' } });
    expect(other.content).toEqual([]);
  });

  it('lists every restaurant the user may see when none is named', async () => {
    const { sandbox } = await videoSandbox();
    const crew = await tokenOf(sandbox, 'crew@demo.kitchen');
    const page = await ok(sandbox, crew, listRecordings, { query: { limit: 100 } });
    expect(page.content.length).toBeGreaterThan(0);
    expect(new Set(page.content.map((r) => r.restaurantUuid))).toEqual(
      new Set([restaurantOf(sandbox, 1001)]),
    );
  });
});

describe('spec 001 §4 "Recording lifecycle: start, update, stop (a separate call), delete"', () => {
  it('schedules a recording, which records at its start and finishes when stopped; a second stop is 409', async () => {
    const { sandbox, token, clock } = await videoSandbox();
    const camera = await freeCamera(sandbox, token);
    const scheduled = await ok(sandbox, token, createRecording, {
      body: { cameraUuid: camera.uuid, name: 'Lunch rush', startTime: START + HOUR },
    });
    expect(scheduled).toMatchObject({
      status: 'SCHEDULED',
      startTime: START + HOUR,
      endTime: null,
      hlsUrl: null,
      preview: null,
      createdDate: START,
      cameraName: 'Breading',
    });
    const renamed = await ok(sandbox, token, updateRecording, {
      params: { id: scheduled.uuid },
      body: { name: 'Lunch peak', startTime: START + 2 * HOUR },
    });
    expect(renamed).toMatchObject({ name: 'Lunch peak', startTime: START + 2 * HOUR });
    const early = await refusal(sandbox, token, stopRecording, { params: { id: scheduled.uuid } });
    expect(early.status).toBe(409);

    clock.advance(2 * HOUR + MINUTE);
    const running = await ok(sandbox, token, getRecording, { params: { id: scheduled.uuid } });
    expect(running.status).toBe('RECORDING');
    expect(running.preview).toBe(`/recordings/${scheduled.uuid}/preview`);
    const moved = await refusal(sandbox, token, updateRecording, {
      params: { id: scheduled.uuid },
      body: { name: 'Lunch peak', startTime: START + 3 * HOUR },
    });
    expect(moved).toEqual({
      status: 409,
      message: 'A recording that has started keeps its start time',
    });

    clock.advance(10 * MINUTE);
    const stopped = await ok(sandbox, token, stopRecording, { params: { id: scheduled.uuid } });
    expect(stopped).toMatchObject({
      status: 'FINISHED',
      endTime: START + 2 * HOUR + 11 * MINUTE,
      hlsUrl: `/restaurants/${scheduled.restaurantUuid}/hls/${scheduled.uuid}/index.m3u8`,
    });
    const twice = await refusal(sandbox, token, stopRecording, { params: { id: scheduled.uuid } });
    expect(twice).toEqual({ status: 409, message: 'The recording is already finished' });
    const edit = await refusal(sandbox, token, updateRecording, {
      params: { id: scheduled.uuid },
      body: { name: 'Too late' },
    });
    expect(edit.status).toBe(409);
  });

  it('starts now without a startTime, and finishes by itself at its endTime', async () => {
    const { sandbox, token, clock } = await videoSandbox();
    const camera = await freeCamera(sandbox, token);
    const now = await ok(sandbox, token, createRecording, {
      body: { cameraUuid: camera.uuid, name: 'Now', endTime: START + 5 * MINUTE },
    });
    expect(now).toMatchObject({
      status: 'RECORDING',
      startTime: START,
      endTime: START + 5 * MINUTE,
    });
    clock.advance(5 * MINUTE);
    const done = await ok(sandbox, token, getRecording, { params: { id: now.uuid } });
    expect(done.status).toBe('FINISHED');
    expect(done.hlsUrl).toBe(`/restaurants/${now.restaurantUuid}/hls/${now.uuid}/index.m3u8`);
  });

  it('refuses a second recording on a camera that records then: 409', async () => {
    const { sandbox, token } = await videoSandbox();
    const camera = await freeCamera(sandbox, token);
    await ok(sandbox, token, createRecording, {
      body: { cameraUuid: camera.uuid, name: 'Open-ended' },
    });
    const clash = await refusal(sandbox, token, createRecording, {
      body: { cameraUuid: camera.uuid, name: 'Later', startTime: START + HOUR },
    });
    expect(clash.status).toBe(409);
    expect(clash.message).toMatch(/already records then/);
  });

  it.each([
    ['no name', { name: '' }, /name is required/],
    [
      'an end before its start',
      { startTime: START + 2 * HOUR, endTime: START + HOUR },
      /endTime must be after startTime/,
    ],
    ['a time as text', { startTime: 'tomorrow' }, /startTime must be epoch milliseconds/],
    ['an end in the past', { endTime: START - HOUR }, /endTime must be in the future/],
    ['more than 12 hours', { endTime: START + 13 * HOUR }, /at most 12 hours/],
    ['no camera', { cameraUuid: undefined }, /body field "cameraUuid"/],
  ])('refuses a recording with %s: 400', async (_what, change, message) => {
    const { sandbox, token } = await videoSandbox();
    const camera = await freeCamera(sandbox, token);
    const answer = await refusal(sandbox, token, createRecording, {
      body: { cameraUuid: camera.uuid, name: 'Clip', ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(message);
  });

  it('deletes a recording: GET is then 404, and so is a second delete', async () => {
    const { sandbox, token } = await videoSandbox();
    const [first] = await allOf(sandbox, token, 1001);
    await ok(sandbox, token, deleteRecording, { params: { id: first!.uuid } });
    expect(
      (await refusal(sandbox, token, getRecording, { params: { id: first!.uuid } })).status,
    ).toBe(404);
    expect(
      (await refusal(sandbox, token, deleteRecording, { params: { id: first!.uuid } })).status,
    ).toBe(404);
  });

  it('shows a preview JPEG once started, none while scheduled', async () => {
    const { sandbox, token } = await videoSandbox();
    const recordings = await allOf(sandbox, token, 1001);
    const finished = recordings.find((r) => r.status === 'FINISHED')!;
    const preview = await file(sandbox, token, `/api/v1${finished.preview}`);
    expect(preview.type).toBe('image/jpeg');
    expect(jpegSize(preview.bytes)).toEqual({ width: 320, height: 240 });
    const scheduled = recordings.find((r) => r.status === 'SCHEDULED')!;
    const none = await file(sandbox, token, `/api/v1/recordings/${scheduled.uuid}/preview`);
    expect(none.status).toBe(404);
  });
});

describe('spec 001 §7 "DELETE and GET /cameras/{id}/recordings"', () => {
  it('lists one camera’s recordings newest first and deletes them all', async () => {
    const { sandbox, token } = await videoSandbox();
    const [camera] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const params = { restaurantId: camera!.restaurantUuid, id: camera!.uuid };
    const mine = await ok(sandbox, token, listCameraRecordings, { params });
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((r) => r.cameraUuid === camera!.uuid)).toBe(true);
    expect(mine.map((r) => r.createdDate)).toEqual(
      mine.map((r) => r.createdDate).sort((a, b) => b - a),
    );
    const deleted = await ok(sandbox, token, deleteCameraRecordings, { params });
    expect(deleted).toEqual({ deleted: mine.length });
    expect(await ok(sandbox, token, listCameraRecordings, { params })).toEqual([]);
    const others = await allOf(sandbox, token, 1001);
    expect(others.some((r) => r.cameraUuid === camera!.uuid)).toBe(false);
    expect(others.length).toBeGreaterThan(0);
  });

  it('clearing a camera’s recordings leaves nothing of them to any call: GET /recordings, GET /recordings/{id}, and its footage in GET /records/list', async () => {
    const { sandbox, token, clock } = await videoSandbox();
    const [fryer] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const [holding] = await camerasAt(sandbox, token, 1001, { search: 'Hot holding' });
    const params = { restaurantId: fryer!.restaurantUuid, id: fryer!.uuid };
    const mine = await ok(sandbox, token, listCameraRecordings, { params });
    const day = { startTime: START - 24 * HOUR, endTime: START };
    const footageOf = (cameraUuid: string) =>
      ok(sandbox, token, listRecords, { query: { cameraUuid, ...day } });
    expect((await footageOf(fryer!.uuid)).length).toBeGreaterThan(0);
    const holdingFootage = await footageOf(holding!.uuid);

    await ok(sandbox, token, deleteCameraRecordings, { params });
    for (const recording of mine)
      expect(
        await refusal(sandbox, token, getRecording, { params: { id: recording.uuid } }),
      ).toEqual({ status: 404, message: 'Recording not found' });
    const page = await ok(sandbox, token, listRecordings, {
      query: { restaurantUuid: restaurantOf(sandbox, 1001), cameraUuid: fryer!.uuid },
    });
    expect(page).toMatchObject({ content: [], total: 0 });
    expect(await footageOf(fryer!.uuid)).toEqual([]);
    // Other cameras keep theirs, and the cleared camera records on from now.
    expect(await footageOf(holding!.uuid)).toEqual(holdingFootage);
    clock.advance(2 * HOUR);
    const later = await ok(sandbox, token, listRecords, {
      query: { cameraUuid: fryer!.uuid, startTime: START + HOUR, endTime: START + 2 * HOUR },
    });
    expect(later.length).toBeGreaterThan(0);
  });

  it('refuses a role without CAMERAS DELETE and another kitchen (403 with the reason), and another kitchen’s camera (404), deleting nothing', async () => {
    const { sandbox, token } = await videoSandbox();
    const [own] = await camerasAt(sandbox, token, 1001, { search: 'Fryer' });
    const [foreign] = await camerasAt(sandbox, token, 1002, { search: 'Fryer' });
    const at = (camera: typeof own) => ({
      params: { restaurantId: camera!.restaurantUuid, id: camera!.uuid },
    });
    const before = {
      own: await ok(sandbox, token, listCameraRecordings, at(own)),
      foreign: await ok(sandbox, token, listCameraRecordings, at(foreign)),
    };
    // The crew watches the kitchen player (KITCHEN_PLAYER VIEW) and deletes nothing.
    const crew = await tokenOf(sandbox, 'crew@demo.kitchen');
    expect(await refusal(sandbox, crew, deleteCameraRecordings, at(own))).toEqual({
      status: 403,
      message: 'Access denied: CAMERAS DELETE is not granted to this user',
    });
    // Given CAMERAS DELETE, the crew of 1001 may clear its own kitchen's cameras only.
    const { chain } = sandbox.context;
    const camerasDelete = {
      uuid: 'policy-cameras-delete',
      name: 'Camera clean-up',
      accesses: [
        { moduleType: 'CAMERAS' as const, actionType: ['VIEW' as const, 'DELETE' as const] },
      ],
    };
    chain.policies.push(camerasDelete);
    const crewUser = chain.users.find((u) => u.email === 'crew@demo.kitchen')!;
    chain.roles
      .find((role) => role.uuid === crewUser.roleUuid)!
      .policyUuids.push(camerasDelete.uuid);
    expect(await refusal(sandbox, crew, deleteCameraRecordings, at(foreign))).toEqual({
      status: 403,
      message: 'Access denied: this restaurant is not among yours',
    });
    expect(
      await refusal(sandbox, crew, deleteCameraRecordings, {
        params: { restaurantId: own!.restaurantUuid, id: foreign!.uuid },
      }),
    ).toEqual({ status: 404, message: 'Camera not found' });
    expect(await ok(sandbox, token, listCameraRecordings, at(own))).toEqual(before.own);
    expect(await ok(sandbox, token, listCameraRecordings, at(foreign))).toEqual(before.foreign);
  });
});

describe('recordings follow the user’s restaurants and role (spec 000 §6)', () => {
  it('answers 404 for another restaurant’s recording and 403 for what the role lacks', async () => {
    const { sandbox, token } = await videoSandbox();
    const [foreign] = await allOf(sandbox, token, 1002);
    const [own] = await allOf(sandbox, token, 1001);
    const crew = await tokenOf(sandbox, 'crew@demo.kitchen');
    expect(await refusal(sandbox, crew, getRecording, { params: { id: foreign!.uuid } })).toEqual({
      status: 404,
      message: 'Recording not found',
    });
    // The kitchen player (crew) watches recordings but makes none.
    await ok(sandbox, crew, getRecording, { params: { id: own!.uuid } });
    const camera = await freeCamera(sandbox, token);
    const create = await refusal(sandbox, crew, createRecording, {
      body: { cameraUuid: camera.uuid, name: 'Clip' },
    });
    expect(create).toEqual({
      status: 403,
      message: 'Access denied: CAMERAS CREATE is not granted to this user',
    });
    const manager = await tokenOf(sandbox, 'manager@demo.kitchen');
    const stop = await refusal(sandbox, manager, stopRecording, { params: { id: own!.uuid } });
    expect(stop.message).toBe('Access denied: CAMERAS EDIT is not granted to this user');
    const remove = await refusal(sandbox, manager, deleteCameraRecordings, {
      params: { restaurantId: camera.restaurantUuid, id: camera.uuid },
    });
    expect(remove.message).toBe('Access denied: CAMERAS DELETE is not granted to this user');
  });
});
