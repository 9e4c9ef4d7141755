import * as zlib from 'node:zlib';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportPageSchema, type Report } from '../../../src/api/reports/reports.schema';
import type { Sandbox } from '../../../sandbox/app';
import { kitchenEventsOf } from '../../../sandbox/model/kitchen-events';
import { PROCESSED_ELSEWHERE } from '../../../sandbox/model/reports';
import { zip } from '../../../sandbox/zip';
import { createSandbox } from '../../../sandbox/app';
import { addWings, WINGS } from '../../helpers/dictionary-entries';
import {
  apiPath,
  call,
  DAY_MS,
  manualClock,
  restaurantsOf,
  send,
  setUp,
  START,
  type Query,
  withoutRole,
} from './sandbox-client';

let pace: string | undefined;
beforeEach(() => {
  pace = process.env.SANDBOX_DOWNLOAD_KIBPS;
  // As fast as possible, except in the test of the pace itself.
  process.env.SANDBOX_DOWNLOAD_KIBPS = '0';
});
afterEach(() => {
  if (pace === undefined) delete process.env.SANDBOX_DOWNLOAD_KIBPS;
  else process.env.SANDBOX_DOWNLOAD_KIBPS = pace;
});

async function list(sandbox: Sandbox, token: string, query: Query = {}) {
  const answer = await call(sandbox, 'GET', apiPath('/report', query), { token });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(reportPageSchema, answer.json.results);
}

/** Every report the user sees, newest first. */
async function all(sandbox: Sandbox, token: string, query: Query = {}): Promise<Report[]> {
  const reports: Report[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await list(sandbox, token, { ...query, limit: 100, offset });
    reports.push(...page.content);
    if (offset + 100 >= page.total) return reports;
  }
}

interface ZipFile {
  name: string;
  crc: number;
  data: Uint8Array;
}

/**
 * Reads an archive back as an unzip tool would: the end record, then each central-directory
 * entry, then its local header and data. Throws on anything out of place.
 */
function readZip(bytes: Uint8Array): ZipFile[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  const centralSize = view.getUint32(end + 12, true);
  let at = view.getUint32(end + 16, true);
  expect(at + centralSize).toBe(end);
  const text = new TextDecoder();
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = text.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(method).toBe(0);
    expect(compressed).toBe(size);
    // The local header says the same.
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    expect(view.getUint32(local + 14, true)).toBe(crc);
    expect(view.getUint32(local + 22, true)).toBe(size);
    const localName = view.getUint16(local + 26, true);
    const localExtra = view.getUint16(local + 28, true);
    expect(text.decode(bytes.subarray(local + 30, local + 30 + localName))).toBe(name);
    const start = local + 30 + localName + localExtra;
    files.push({ name, crc, data: bytes.subarray(start, start + size) });
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

/** A CRC-32 independent of the writer's: zlib's where Node has it, else bit by bit. */
function referenceCrc(data: Uint8Array): number {
  const native = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;
  if (native) return native(data) >>> 0;
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** The body as it streams: its chunks and all its bytes. */
async function readBody(response: Response) {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { chunks: chunks.length, bytes };
}

/** Byte for byte, without a deep comparison's cost on a megabyte. */
function sameBytes(actual: Uint8Array, expected: Uint8Array): boolean {
  return Buffer.compare(actual, expected) === 0;
}

function download(sandbox: Sandbox, token: string, uuid: string) {
  return send(sandbox, 'GET', `/api/v1/report/${uuid}/download`, { token });
}

describe('the zip writer', () => {
  it('writes an archive its own reader and an independent CRC agree on', () => {
    const encoder = new TextEncoder();
    const entries = [
      {
        name: 'a.csv',
        data: encoder.encode('x,y\n1,2\n'),
        modified: Date.UTC(2026, 10, 22, 7, 13, 54),
      },
      { name: 'empty.txt', data: new Uint8Array(), modified: Date.UTC(2026, 10, 22) },
      {
        name: 'dir/b.bin',
        data: Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) & 0xff),
        modified: 0,
      },
    ];
    const files = readZip(zip(entries));
    expect(files.map((file) => file.name)).toEqual(['a.csv', 'empty.txt', 'dir/b.bin']);
    files.forEach((file, i) => {
      expect(sameBytes(file.data, entries[i]!.data)).toBe(true);
      expect(file.crc).toBe(referenceCrc(entries[i]!.data));
    });
    // The CRC-32 check value of "123456789".
    expect(referenceCrc(encoder.encode('123456789'))).toBe(0xcbf43926);
  });

  it('refuses a name that is not ASCII', () => {
    expect(() => zip([{ name: 'café.csv', data: new Uint8Array(), modified: 0 }])).toThrow(/ASCII/);
  });
});

describe('GET /report', () => {
  it('answers its declared page, newest request first, the same from a fresh sandbox', async () => {
    const { sandbox, token } = await setUp();
    const first = await list(sandbox, token);
    expect(first.content).toHaveLength(20);
    expect(first.limit).toBe(20);
    expect(first.offset).toBe(0);
    expect(first.total).toBeGreaterThan(100);
    const times = first.content.map((report) => report.requestTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(START);
    const other = await setUp();
    expect(await list(other.sandbox, other.token)).toEqual(first);
  });

  it('pages with limit and offset, and ASC reverses the order', async () => {
    const { sandbox, token } = await setUp();
    const everything = await all(sandbox, token);
    const page = await list(sandbox, token, { limit: 10, offset: 30 });
    expect(page.content).toEqual(everything.slice(30, 40));
    expect(page.total).toBe(everything.length);
    const ascending = await list(sandbox, token, { limit: 5, orderDirection: 'ASC' });
    expect(ascending.content).toEqual(everything.slice(-5).reverse());
  });

  it('has every kind, attachments with names and sizes, and reports over the last 30 days', async () => {
    const { sandbox, token } = await setUp();
    const everything = await all(sandbox, token);
    expect(new Set(everything.map((report) => report.kind))).toEqual(
      new Set(['DAILY_OPERATIONS', 'FRYER_LOG', 'HOLDING_LOG', 'VIDEO_ARCHIVE']),
    );
    for (const report of everything) {
      expect(report.attachments.length).toBeGreaterThan(0);
      for (const attachment of report.attachments) {
        expect(attachment.fileName).toMatch(/^[\w.-]+$/);
        expect(attachment.size).toBeGreaterThan(0);
      }
      expect(report.requestTime).toBeGreaterThan(START - 32 * DAY_MS);
    }
  });

  it('filters by restaurant and by request time, both ends included', async () => {
    const { sandbox, token } = await setUp();
    const [uuid] = restaurantsOf(sandbox, 1003);
    const own = await all(sandbox, token, { restaurantUuid: uuid! });
    expect(own.length).toBeGreaterThan(20);
    expect(own.every((report) => report.restaurantUuid === uuid)).toBe(true);
    const [newest, , third] = own;
    const between = await all(sandbox, token, {
      restaurantUuid: uuid!,
      startDate: third!.requestTime,
      endDate: newest!.requestTime,
    });
    expect(between.map((report) => report.uuid)).toEqual(
      own.slice(0, 3).map((report) => report.uuid),
    );
    const reversed = await call(sandbox, 'GET', apiPath('/report', { startDate: 2, endDate: 1 }), {
      token,
    });
    expect(reversed.status).toBe(400);
  });

  it("shows only the user's restaurants (spec 000 §6), 404 for another's", async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    const mine = new Set(restaurantsOf(sandbox, 1001, 1003, 1006, 1010, 1015));
    const everything = await all(sandbox, token);
    expect(new Set(everything.map((report) => report.restaurantUuid))).toEqual(mine);
    const [elsewhere] = restaurantsOf(sandbox, 1002);
    const refused = await call(sandbox, 'GET', apiPath('/report', { restaurantUuid: elsewhere! }), {
      token,
    });
    expect(refused.status).toBe(404);
    // Restaurant scope, not the module: the crew's role has no REPORTS (authorization-matrix.test).
    withoutRole(sandbox, 'crew@demo.kitchen');
    const crew = await setUp('crew@demo.kitchen', sandbox);
    const crewReports = await all(sandbox, crew.token);
    expect(new Set(crewReports.map((report) => report.restaurantUuid))).toEqual(
      new Set(restaurantsOf(sandbox, 1001)),
    );
  });

  it('needs a session', async () => {
    const { sandbox } = await setUp();
    expect((await call(sandbox, 'GET', '/api/v1/report')).status).toBe(401);
  });
});

describe('DELETE /report/:id', () => {
  it('removes the report from the list and its download, until the sandbox is reset', async () => {
    const { sandbox, token } = await setUp();
    const before = await list(sandbox, token);
    const victim = before.content[0]!;
    const answer = await call(sandbox, 'DELETE', `/api/v1/report/${victim.uuid}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json.results).toBeNull();
    const after = await list(sandbox, token);
    expect(after.total).toBe(before.total - 1);
    expect(after.content.map((report) => report.uuid)).not.toContain(victim.uuid);
    expect((await download(sandbox, token, victim.uuid)).status).toBe(404);
    expect((await call(sandbox, 'DELETE', `/api/v1/report/${victim.uuid}`, { token })).status).toBe(
      404,
    );

    sandbox.reset();
    const again = await setUp('admin@demo.kitchen', sandbox);
    expect((await list(sandbox, again.token)).content[0]).toEqual(victim);
  });

  it('answers 404 for a report of a restaurant the user may not see, and keeps it', async () => {
    const admin = await setUp();
    const [elsewhere] = restaurantsOf(admin.sandbox, 1002);
    const theirs = (await list(admin.sandbox, admin.token, { restaurantUuid: elsewhere! }))
      .content[0]!;
    // Restaurant scope, not the module: the manager's role may not delete (authorization-matrix.test).
    withoutRole(admin.sandbox, 'manager@demo.kitchen');
    const manager = await setUp('manager@demo.kitchen', admin.sandbox);
    const answer = await call(admin.sandbox, 'DELETE', `/api/v1/report/${theirs.uuid}`, {
      token: manager.token,
    });
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('Report not found');
    expect((await download(admin.sandbox, manager.token, theirs.uuid)).status).toBe(404);
    const still = await list(admin.sandbox, admin.token, { restaurantUuid: elsewhere! });
    expect(still.content[0]).toEqual(theirs);
  });
});

describe('GET /report/:id/download', () => {
  it('streams a zip: its headers, a Content-Length equal to the bytes, several chunks', async () => {
    const { sandbox, token } = await setUp();
    const report = (await all(sandbox, token)).find(
      (candidate) => candidate.kind === 'HOLDING_LOG',
    )!;
    const restaurant = sandbox.context.chain.restaurants.find(
      (r) => r.uuid === report.restaurantUuid,
    )!;
    const response = await download(sandbox, token, report.uuid);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(
        `^attachment; filename="report-${restaurant.number}-holding-log-\\d{4}-\\d{2}-\\d{2}\\.zip"$`,
      ),
    );
    const { chunks, bytes } = await readBody(response);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    // Big enough that progress shows: hundreds of KiB, in chunks.
    expect(bytes.length).toBeGreaterThan(300 * 1024);
    expect(chunks).toBeGreaterThan(4);
  });

  it.each(['DAILY_OPERATIONS', 'FRYER_LOG', 'HOLDING_LOG'] as const)(
    'a %s zip holds its attachments, as listed, with the right CRCs',
    async (kind) => {
      const { sandbox, token } = await setUp();
      const report = (await all(sandbox, token)).find((candidate) => candidate.kind === kind)!;
      const { bytes } = await readBody(await download(sandbox, token, report.uuid));
      const files = readZip(bytes);
      expect(files.map(({ name, data }) => ({ fileName: name, size: data.length }))).toEqual(
        report.attachments,
      );
      for (const file of files) {
        expect(file.crc).toBe(referenceCrc(file.data));
        const text = new TextDecoder().decode(file.data);
        const [header, first] = text.split('\n');
        expect(header).toMatch(/^time,(fryer|pan),/);
        expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z,(F|P)\d,\d{3}\.\d,/);
        expect(text.endsWith('\n')).toBe(true);
      }
    },
  );

  it('answers the same bytes twice and from a fresh sandbox', async () => {
    const { sandbox, token } = await setUp();
    const report = (await list(sandbox, token)).content.find(
      (r) => r.kind !== PROCESSED_ELSEWHERE,
    )!;
    const first = (await readBody(await download(sandbox, token, report.uuid))).bytes;
    const second = (await readBody(await download(sandbox, token, report.uuid))).bytes;
    expect(sameBytes(second, first)).toBe(true);
    const other = await setUp();
    const fresh = (await readBody(await download(other.sandbox, other.token, report.uuid))).bytes;
    expect(sameBytes(fresh, first)).toBe(true);
  });

  it('answers 202 with the envelope and no file for the kind processed elsewhere (spec 000 §4)', async () => {
    const { sandbox, token } = await setUp();
    const archive = (await all(sandbox, token)).find((r) => r.kind === PROCESSED_ELSEWHERE)!;
    const response = await download(sandbox, token, archive.uuid);
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toEqual({ success: true, code: 202, results: null });
  });

  it('paces the stream by SANDBOX_DOWNLOAD_KIBPS, so progress is seen (a fake clock)', async () => {
    const { sandbox, token } = await setUp();
    const report = (await all(sandbox, token)).find((r) => r.kind === 'FRYER_LOG')!;
    process.env.SANDBOX_DOWNLOAD_KIBPS = '64';
    const response = await download(sandbox, token, report.uuid);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(first.value!.length).toBe(64 * 1024);
      // 64 KiB at 64 KiB/s: the next chunk waits one second, and not a moment less.
      let second: ReadableStreamReadResult<Uint8Array> | undefined;
      void reader.read().then((result) => (second = result));
      await vi.advanceTimersByTimeAsync(999);
      expect(second).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(second?.value?.length).toBeGreaterThan(0);
      await reader.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 for an unknown report and 401 without a session', async () => {
    const { sandbox, token } = await setUp();
    const missing = await download(sandbox, token, 'no-such-report');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      success: false,
      code: 404,
      message: 'Report not found',
    });
    const report = (await list(sandbox, token)).content[0]!;
    expect((await send(sandbox, 'GET', `/api/v1/report/${report.uuid}/download`)).status).toBe(401);
  });
});

describe('GET /analytic/report', () => {
  it('zips the pan cycles of the range and their per-product totals', async () => {
    const { sandbox, token } = await setUp();
    const [uuid] = restaurantsOf(sandbox, 1001);
    const range = { startEventTime: START - 2 * DAY_MS, endEventTime: START };
    const response = await send(
      sandbox,
      'GET',
      apiPath('/analytic/report', { ...range, restaurantUuid: uuid! }),
      {
        token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="analytics-1001-2026-11-20-2026-11-22.zip"',
    );
    const { bytes } = await readBody(response);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const files = readZip(bytes);
    expect(files.map((file) => file.name)).toEqual(['pan-cycles.csv', 'products.csv']);
    const restaurant = sandbox.context.chain.restaurants.find((r) => r.uuid === uuid)!;
    const cycles = kitchenEventsOf(sandbox.context.chain).between(
      [restaurant],
      range.startEventTime,
      range.endEventTime,
    );
    const lines = new TextDecoder().decode(files[0]!.data).trim().split('\n');
    expect(lines.length - 1).toBe(cycles.length);
    expect(lines[1]!.startsWith('1001,')).toBe(true);
    const products = new TextDecoder().decode(files[1]!.data).trim().split('\n');
    const batches = products.slice(1).reduce((sum, line) => sum + Number(line.split(',')[1]), 0);
    expect(batches).toBe(cycles.length);
  });

  it('spec 001 §7 "Dictionaries": a product the chicken materials dictionary adds has its row in products.csv, with its batches', async () => {
    const sandbox = createSandbox({ now: manualClock(START).now });
    addWings(sandbox.context.chain, START - 3 * DAY_MS);
    const { token } = await setUp('admin@demo.kitchen', sandbox);
    const [uuid] = restaurantsOf(sandbox, 1001);
    const range = { startEventTime: START - 2 * DAY_MS, endEventTime: START };
    const response = await send(
      sandbox,
      'GET',
      apiPath('/analytic/report', { ...range, restaurantUuid: uuid! }),
      { token },
    );
    expect(response.status).toBe(200);
    const files = readZip((await readBody(response)).bytes);
    const products = new TextDecoder().decode(files[1]!.data).trim().split('\n');
    const wings = products.find((line) => line.startsWith(`${WINGS.name},`));
    expect(wings, products.join('\n')).toBeDefined();
    expect(Number(wings!.split(',')[1])).toBeGreaterThan(0);
  });

  it('needs the range, and refuses a restaurant the user may not see', async () => {
    const { sandbox, token } = await setUp('manager@demo.kitchen');
    expect((await call(sandbox, 'GET', apiPath('/analytic/report'), { token })).status).toBe(400);
    const [elsewhere] = restaurantsOf(sandbox, 1002);
    const refused = await call(
      sandbox,
      'GET',
      apiPath('/analytic/report', {
        startEventTime: START - DAY_MS,
        endEventTime: START,
        restaurantUuid: elsewhere!,
      }),
      { token },
    );
    expect(refused.status).toBe(404);
  });
});
