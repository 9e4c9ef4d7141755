import { describe, expect, it } from 'vitest';
import { readQueueFrame, type QueueUpdate } from '../../src/api/production/queue-frame';
import type { QueueBatch, QueueSnapshot } from '../../src/api/production/production.schema';
import {
  applyQueueMessage,
  applySnapshot,
  askedSnapshot,
  EMPTY_QUEUE,
  QUIET_SOCKET_MS,
  snapshotDue,
  snapshotFailed,
  UNNUMBERED_REFRESH_MS,
  type QueueState,
} from '../../src/features/production/queue-state';
import { isStale } from '../../src/features/production/queue-rules';
import { queueBatch, specBatch } from '../helpers/queue-batch';

/*
 * The monitor built on what spec 001 gives (docs/decisions/production.md, "Spec first, our
 * framing optional"): the tablet socket's frames read in whatever shape the spec's fields allow
 * (001 §3 line 88 "Queue batch", §4 line 108 "Queue connection: BEGIN and COMPLETED"), laid
 * over GET /pcs/queue's snapshots; our SNAPSHOT, seq and heart-beats are an optional extension.
 */

const T = Date.UTC(2026, 10, 24, 12, 0, 0);

const frame = (value: unknown) => readQueueFrame(JSON.stringify(value));
const batchesOf = (update: QueueUpdate | null) =>
  update?.type === 'BATCHES' ? update.batches : update?.type === 'BATCH' ? [update.batch] : [];

describe('the tablet socket read in the spec’s shapes (001 §3 line 88, §4 line 108)', () => {
  it('a batch with the spec’s fields only is a row: what the spec does not name reads with a fallback', () => {
    const { update, unreadable } = frame(specBatch('b1'));
    expect(unreadable.count).toBe(0);
    const [batch] = batchesOf(update);
    expect(batch).toMatchObject({
      uuid: 'b1',
      material: 'Filets',
      status: 2,
      stageName: 'BREADING',
      // Ours, absent from the spec: derived or empty, never a reason to drop the row.
      queueType: 'PRODUCTION_QUEUE',
      state: null,
      scheduledTime: null,
      readyTime: null,
      createdAt: null,
    });
    expect(update).toMatchObject({ seq: null, at: null });
  });

  it('a catering batch goes to the catering queue by the spec’s `catering` (our queueType absent)', () => {
    const [batch] = batchesOf(frame(specBatch('c1', { catering: true })).update);
    expect(batch).toMatchObject({ catering: true, queueType: 'CATERING_QUEUE' });
  });

  it('a list of batches is read whole, in order', () => {
    const { update } = frame([specBatch('b1'), specBatch('b2', { material: 'Strips' })]);
    expect(update?.type).toBe('BATCHES');
    expect(batchesOf(update).map((batch) => [batch.uuid, batch.material])).toEqual([
      ['b1', 'Filets'],
      ['b2', 'Strips'],
    ]);
    // The same list under `batches`.
    expect(batchesOf(frame({ batches: [specBatch('b3')] }).update).map((b) => b.uuid)).toEqual([
      'b3',
    ]);
  });

  it('BEGIN and COMPLETED, bare, quoted or as a state, are the queue connection', () => {
    for (const text of ['BEGIN', '"BEGIN"', '{"state":"BEGIN"}', '{"connection":"BEGIN"}'])
      expect(readQueueFrame(text).update).toMatchObject({ type: 'CONNECTION', state: 'BEGIN' });
    expect(frame({ state: 'COMPLETED' }).update).toMatchObject({
      type: 'CONNECTION',
      state: 'COMPLETED',
    });
  });

  it('our framing is read when it comes: a typed message with seq and at; without them it is still read', () => {
    const batch = specBatch('b1');
    expect(frame({ type: 'BATCH', seq: 4, at: T, batch }).update).toMatchObject({
      type: 'BATCH',
      seq: 4,
      at: T,
    });
    expect(frame({ type: 'BATCH', batch }).update).toMatchObject({
      type: 'BATCH',
      seq: null,
      at: null,
    });
    expect(frame({ type: 'HEARTBEAT' }).update).toMatchObject({ type: 'HEARTBEAT', seq: null });
  });

  it('rows a frame cannot read are counted, and the others kept: in a list, alone, and in our snapshot', () => {
    const broken = specBatch('b2', { batchSize: 'many' });
    const list = frame([specBatch('b1'), broken, specBatch('b3')]);
    expect(batchesOf(list.update).map((batch) => batch.uuid)).toEqual(['b1', 'b3']);
    expect(list.unreadable.count).toBe(1);
    expect(list.unreadable.reasons[0]).toMatch(/batchSize/);

    const alone = frame(broken);
    expect(alone.update).toBeNull();
    expect(alone.unreadable.count).toBe(1);

    const snapshot = frame({
      type: 'SNAPSHOT',
      snapshot: { batches: [specBatch('b1'), { uuid: 'b9' }], materials: [] },
    });
    expect(snapshot.update?.type).toBe('SNAPSHOT');
    expect(snapshot.unreadable.count).toBe(1);
  });

  it('a frame of no shape it knows is nothing, and no row', () => {
    for (const text of ['not json', '42', '{"hello":1}', 'null'])
      expect(readQueueFrame(text)).toEqual({ update: null, unreadable: { count: 0, reasons: [] } });
  });

  it('a material readiness status or an animation the console does not know is kept as it came', () => {
    const [batch] = batchesOf(frame(specBatch('b1', { animation: 'blinking' })).update);
    expect(batch?.animation).toBe('blinking');
    const material = frame({
      type: 'MATERIAL',
      material: { uuid: 'm1', material: 'Nuggets', status: 'QUALITY_HOLD', batches: [] },
    });
    expect(material.unreadable.count).toBe(0);
    expect(material.update).toMatchObject({ material: { status: 'QUALITY_HOLD' } });
  });

  it('a task status by its key reads as its id; another value as the list’s fourth entry (§4 fallback)', () => {
    const [byKey] = batchesOf(frame(specBatch('b1', { status: 'WAIT' })).update);
    expect(byKey?.status).toBe(0);
    const [unknown] = batchesOf(frame(specBatch('b1', { status: 'PAUSED' })).update);
    expect(unknown?.status).toBe(-1);
  });
});

/** Applies each update in turn, all received at `at`. */
function fold(state: QueueState, updates: QueueUpdate[], at = T): QueueState {
  return updates.reduce((next, update) => applyQueueMessage(next, update, at).state, state);
}
const spec = (...batches: QueueBatch[]): QueueUpdate => ({
  type: 'BATCHES',
  seq: null,
  at: null,
  batches,
});
const snapshot = (batches: QueueBatch[], seq: number | null = null): QueueSnapshot => ({
  restaurantUuid: 'r1',
  generatedAt: null,
  seq,
  batches,
  materials: [],
});
const uuids = (state: QueueState) => state.batches.map((batch) => batch.uuid);
const stageOf = (state: QueueState, uuid: string) =>
  state.batches.find((batch) => batch.uuid === uuid)?.stageName;

describe('the queue merged from GET /pcs/queue and the socket', () => {
  it('the snapshot is the queue, and the socket’s updates change it on top (a batch replaced by uuid, a new one added)', () => {
    let state = applySnapshot(
      askedSnapshot(EMPTY_QUEUE),
      snapshot([queueBatch({ uuid: 'a' }), queueBatch({ uuid: 'b' })]),
      T,
    );
    expect(state.loaded).toBe(true);
    state = fold(state, [
      spec(queueBatch({ uuid: 'b', stageName: 'BASKET_FRYING' }), queueBatch({ uuid: 'c' })),
    ]);
    expect(uuids(state)).toEqual(['a', 'b', 'c']);
    expect(stageOf(state, 'b')).toBe('BASKET_FRYING');
  });

  it('updates that came while the snapshot was asked are laid over its answer, not lost under it', () => {
    let state = askedSnapshot(EMPTY_QUEUE);
    state = fold(state, [spec(queueBatch({ uuid: 'a', stageName: 'CTS_TRANSFER' }))]);
    state = applySnapshot(state, snapshot([queueBatch({ uuid: 'a', stageName: 'BREADING' })]), T);
    expect(stageOf(state, 'a')).toBe('CTS_TRANSFER');
    expect(state.sinceAsked).toBeNull();
  });

  it('a new snapshot drops the batches that left the queue (the spec’s socket never says so)', () => {
    let state = applySnapshot(
      askedSnapshot(EMPTY_QUEUE),
      snapshot([queueBatch({ uuid: 'a' }), queueBatch({ uuid: 'b' })]),
      T,
    );
    state = applySnapshot(askedSnapshot(state), snapshot([queueBatch({ uuid: 'b' })]), T + 1);
    expect(uuids(state)).toEqual(['b']);
  });

  it('BEGIN … COMPLETED: what the socket lists between them becomes the whole queue', () => {
    let state = applySnapshot(
      askedSnapshot(EMPTY_QUEUE),
      snapshot([queueBatch({ uuid: 'gone' })]),
      T,
    );
    state = fold(state, [
      { type: 'CONNECTION', seq: null, at: null, state: 'BEGIN' },
      spec(queueBatch({ uuid: 'x' })),
      spec(queueBatch({ uuid: 'y' })),
    ]);
    expect(state.connection).toBe('BEGIN');
    state = fold(state, [{ type: 'CONNECTION', seq: null, at: null, state: 'COMPLETED' }]);
    expect(uuids(state)).toEqual(['x', 'y']);
    expect(state.loaded).toBe(true);
  });

  it('a reconnect’s snapshot replaces what the channel held before the drop', () => {
    let state = fold(EMPTY_QUEUE, [
      {
        type: 'SNAPSHOT',
        seq: 5,
        at: T,
        snapshot: snapshot([queueBatch({ uuid: 'a' }), queueBatch({ uuid: 'b' })], 5),
      },
    ]);
    // The socket dropped; on its return GET /pcs/queue is asked again and answers the queue now.
    state = applySnapshot(askedSnapshot(state), snapshot([queueBatch({ uuid: 'b' })], 9), T + 5);
    expect(uuids(state)).toEqual(['b']);
    expect(state.seq).toBe(9);
  });

  it('with our numbering: a snapshot older than the queue on screen replaces nothing; the updates after its number are laid over it', () => {
    const opened = fold(EMPTY_QUEUE, [
      {
        type: 'SNAPSHOT',
        seq: 5,
        at: T,
        snapshot: snapshot([queueBatch({ uuid: 'a' }), queueBatch({ uuid: 'b' })], 5),
      },
    ]);
    let state = askedSnapshot(opened);
    state = fold(state, [
      { type: 'BATCH', seq: 6, at: T, batch: queueBatch({ uuid: 'a', stageName: 'CTS_TRANSFER' }) },
    ]);
    const older = applySnapshot(state, snapshot([], 4), T + 1);
    expect(uuids(older)).toEqual(['a', 'b']);
    expect(older.lastMessageAt).toBe(T + 1);
    // A snapshot at 5 holds change 5, not 6: 6 is laid over it again.
    const same = applySnapshot(
      state,
      snapshot([queueBatch({ uuid: 'a' }), queueBatch({ uuid: 'b' })], 5),
      T + 1,
    );
    expect(stageOf(same, 'a')).toBe('CTS_TRANSFER');
    expect(same.seq).toBe(6);
  });

  it('with our numbering, a gap still says a message was lost; the spec’s unnumbered updates have none', () => {
    const opened = fold(EMPTY_QUEUE, [
      { type: 'SNAPSHOT', seq: 5, at: T, snapshot: snapshot([queueBatch({ uuid: 'a' })], 5) },
    ]);
    expect(
      applyQueueMessage(opened, { type: 'BATCH', seq: 7, at: T, batch: queueBatch({}) }, T).lost,
    ).toBe(true);
    expect(applyQueueMessage(opened, spec(queueBatch({})), T).lost).toBe(false);
  });

  it('GET /pcs/queue out of reach: the socket’s first word shows the queue', () => {
    let state = snapshotFailed(askedSnapshot(EMPTY_QUEUE));
    expect(state.loaded).toBe(false);
    state = fold(state, [spec(queueBatch({ uuid: 'a' }))]);
    expect(state.loaded).toBe(true);
    expect(uuids(state)).toEqual(['a']);
  });
});

describe('staleness counts from the last answer of either source (docs/decisions/production.md)', () => {
  it('a snapshot answered keeps a quiet socket’s queue fresh', () => {
    const state = applySnapshot(askedSnapshot(EMPTY_QUEUE), snapshot([]), T);
    expect(isStale(state.lastMessageAt, T + 4_000)).toBe(false);
    expect(isStale(state.lastMessageAt, T + 6_000)).toBe(true);
    const later = applySnapshot(askedSnapshot(state), snapshot([]), T + 5_000);
    expect(isStale(later.lastMessageAt, T + 6_000)).toBe(false);
  });

  it('a socket message keeps it fresh too; a failed snapshot does not', () => {
    let state = applySnapshot(askedSnapshot(EMPTY_QUEUE), snapshot([]), T);
    state = fold(state, [spec(queueBatch({}))], T + 5_000);
    expect(isStale(state.lastMessageAt, T + 6_000)).toBe(false);
    state = snapshotFailed(askedSnapshot(state));
    expect(isStale(state.lastMessageAt, T + 11_000)).toBe(true);
  });
});

describe('when GET /pcs/queue is asked besides opening and reconnecting', () => {
  const base = { now: T, lastSocketAt: T, lastAskedAt: T, numbered: true };
  it('once the socket has been quiet a while, and not again until as long after the last ask', () => {
    expect(snapshotDue(base)).toBe(false);
    expect(snapshotDue({ ...base, now: T + QUIET_SOCKET_MS })).toBe(true);
    expect(snapshotDue({ ...base, now: T + QUIET_SOCKET_MS, lastAskedAt: T + 1_000 })).toBe(false);
  });

  it('a busy socket without our numbering: every UNNUMBERED_REFRESH_MS, so batches that left go; with it, never', () => {
    const busy = {
      ...base,
      now: T + UNNUMBERED_REFRESH_MS,
      lastSocketAt: T + UNNUMBERED_REFRESH_MS,
    };
    expect(snapshotDue({ ...busy, numbered: false })).toBe(true);
    expect(snapshotDue({ ...busy, numbered: true })).toBe(false);
  });
});
